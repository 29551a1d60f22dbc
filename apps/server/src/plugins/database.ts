import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { flushPendingWrites } from '../lib/write-behind';

/** Decorates the app with the database; closes it last, after in-flight requests finish. */
export const databasePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.addHook('onClose', async () => {
    await flushPendingWrites(opts.database.db);
    await opts.database.close();
  });
});
