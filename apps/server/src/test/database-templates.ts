import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar file of a migrated PGlite data dir; each suite loads it instead of initdb + migrations. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database each suite's database is created from (DATABASE_URL set). */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest global setup for the server project: migrates one PGlite and (with DATABASE_URL) one
 * PostgreSQL database once per run, so each suite copies a migrated database instead of
 * building and migrating its own (docs/decisions/024-fast-test-databases.md).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-template-'));
  const file = path.join(dir, 'pglite.tar');
  const pglite = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await runMigrations(pglite);
    const client = (pglite.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('pgliteTemplate', file);

  const baseUrl = process.env.DATABASE_URL;
  let template: string | null = null;
  if (baseUrl) {
    template = `wilco_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(baseUrl, `create database ${template}`);
    const url = new URL(baseUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await runMigrations(database);
    } finally {
      // A template may have no open connection while databases are created from it.
      await database.close();
    }
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (baseUrl && template) await adminQuery(baseUrl, `drop database if exists ${template} with (force)`);
  };
}

async function adminQuery(url: string, query: string) {
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(query);
  } finally {
    await admin.end();
  }
}
