import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/app';
import { memoryPglite } from '../test/databases';

describe('route access declarations', () => {
  it('refuses to start when a service route does not say who may call it', async () => {
    const config = testConfig({ database: await memoryPglite() });
    const app = await buildApp(config);
    try {
      expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
        /must declare config.access/,
      );
    } finally {
      await app.close();
      config.cleanup();
    }
  });
});
