import { defineConfig } from 'drizzle-kit';

// Migrations are generated SQL (never `push`) and applied on start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
