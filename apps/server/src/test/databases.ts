import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { DatabaseTarget } from '../db/client';

export type TestDatabase = { name: string; target: DatabaseTarget; drop: () => Promise<void> };

/**
 * Every server suite runs on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL
 * too (docs/architecture.md, "Conventions": same suite, both engines). Each PostgreSQL use gets a fresh
 * database.
 */
export function databaseKinds(): ('pglite' | 'postgres')[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    return { name: 'pglite', target: { kind: 'pglite', dataDir: null }, drop: async () => undefined };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const dbName = `wilco_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  return {
    name: 'postgres',
    target: { kind: 'postgres', url: url.toString(), poolSize: 4 },
    drop: async () => {
      const conn = postgres(baseUrl, { max: 1, onnotice: () => undefined });
      await conn.unsafe(`drop database if exists ${dbName} with (force)`);
      await conn.end();
    },
  };
}
