import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/app';

describe('Socket.IO', () => {
  it('is attached to the HTTP server at /socket.io and disconnects clients on shutdown', async () => {
    const config = testConfig({ database: { kind: 'pglite', dataDir: null } });
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const client = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'] });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      expect(app.io.of('/').sockets.size).toBe(1);
      const disconnected = new Promise<string>((resolve) => client.once('disconnect', resolve));
      await app.close();
      expect(await disconnected).toBe('io server disconnect');
    } finally {
      client.close();
      config.cleanup();
    }
  });
});
