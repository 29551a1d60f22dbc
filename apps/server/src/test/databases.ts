import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
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

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh in-memory PGlite target: loaded from the run's migrated template when the global setup
 * made one (database-templates.ts), else empty (buildApp then migrates it).
 */
export async function memoryPglite(): Promise<DatabaseTarget> {
  const file = inject('pgliteTemplate');
  if (!file) return { kind: 'pglite', dataDir: null };
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return { kind: 'pglite', dataDir: null, template: await pgliteTemplate };
}

export async function createTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    return { name: 'pglite', target: await memoryPglite(), drop: async () => undefined };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const dbName = `wilco_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = postgres(baseUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(
      template ? `create database ${dbName} template ${template}` : `create database ${dbName}`,
    );
  } finally {
    await admin.end();
  }
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
