import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { SOCKET_MAX_MESSAGE_BYTES, STT_MAX_CHUNK_BYTES } from '@wilco/shared';
import { buildApp } from '../app';
import { listenOnLoopback, testConfig } from '../test/app';
import { memoryPglite } from '../test/databases';

describe('Socket.IO', () => {
  it('is attached at /socket.io, refuses the default namespace, and stops on shutdown', async () => {
    const config = testConfig({ database: await memoryPglite() });
    const app = await buildApp(config);
    const base = await listenOnLoopback(app);
    const client = connect(base, { path: '/socket.io', transports: ['websocket'] });
    try {
      const error = await new Promise<Error>((resolve, reject) => {
        client.once('connect', () => reject(new Error('default namespace accepted a socket')));
        client.once('connect_error', resolve);
      });
      expect(error.message).toMatch(/Unknown namespace/);
      expect(app.io.of('/').sockets.size).toBe(0);
      // Sized from the shared limits, far below the library default of 1 MB.
      expect(app.io.engine.opts.maxHttpBufferSize).toBe(SOCKET_MAX_MESSAGE_BYTES);
      expect(SOCKET_MAX_MESSAGE_BYTES).toBeGreaterThan(STT_MAX_CHUNK_BYTES);
      expect(SOCKET_MAX_MESSAGE_BYTES).toBeLessThan(1_000_000);
    } finally {
      client.close();
      await app.close();
      config.cleanup();
    }
  });
});
