import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

/** Decorates the app with the database; closes it last, after in-flight requests finish. */
export const databasePlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.addHook('onClose', async () => {
    await opts.database.close();
  });
});
