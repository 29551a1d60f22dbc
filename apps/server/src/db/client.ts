import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share the Postgres query builder; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /**
   * dataDir null = in memory (tests). `template`: a dump of an already migrated data dir to start
   * from instead of a fresh initdb (tests clone one per suite; docs/decisions/024-fast-test-databases.md).
   */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob }
  | { kind: 'postgres'; url: string; poolSize: number };

export type Database = {
  db: Db;
  kind: DatabaseTarget['kind'];
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so concurrent starts migrate and seed once. */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * PostgreSQL's LISTEN/NOTIFY between the processes sharing the database (domain events when
   * there is no Redis, docs/decisions/028-scale-out.md); null on PGlite, which one process owns.
   */
  notifications: DatabaseNotifications | null;
};

export type DatabaseNotifications = {
  /** Resolves once listening; answers a function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
};

// Arbitrary constant advisory-lock key ("wilc").
const START_LOCK = 0x77696c63;

/**
 * A first start killed while PGlite's initdb writes the directory leaves one PGlite cannot open
 * (docs/decisions/029-acknowledged-writes.md): it is created beside and renamed into place whole.
 */
async function createPgliteDir(dataDir: string) {
  const partial = `${dataDir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const created = new PGlite(partial);
  await created.waitReady;
  await created.close();
  renameSync(partial, dataDir);
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: target.poolSize, onnotice: () => undefined });
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
      notifications: {
        // postgres.js keeps one dedicated connection for every LISTEN of this client.
        listen: async (channel, onPayload) => {
          const { unlisten } = await client.listen(channel, onPayload);
          return unlisten;
        },
        notify: async (channel, payload) => void (await client.notify(channel, payload)),
      },
      exclusive: async (fn) => {
        // The lock lives on one reserved connection while fn uses the pool.
        const conn = await client.reserve();
        try {
          await conn`select pg_advisory_lock(${START_LOCK})`;
          return await fn();
        } finally {
          await conn`select pg_advisory_unlock(${START_LOCK})`.catch(() => undefined);
          conn.release();
        }
      },
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.resolve(target.dataDir, 'pglite');
    if (!existsSync(dataDir)) await createPgliteDir(dataDir);
  }
  const client = new PGlite({ dataDir, loadDataDir: target.template });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    notifications: null,
    // PGlite is one connection in one process: nothing else can race it.
    exclusive: (fn) => fn(),
  };
}
