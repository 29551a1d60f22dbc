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
  | { kind: 'pglite'; dataDir: string | null } // null = in memory (tests)
  | { kind: 'postgres'; url: string; poolSize: number };

export type Database = {
  db: Db;
  kind: DatabaseTarget['kind'];
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so concurrent starts migrate and seed once. */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
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
  const client = new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    // PGlite is one connection in one process: nothing else can race it.
    exclusive: (fn) => fn(),
  };
}
