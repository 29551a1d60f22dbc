import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { toAppConfig } from './config/app-config';
import { ConfigError, parseEnv, servicesFromArgv } from './config/env';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { handleShutdown } from './lib/shutdown';

const DEMO_PASSWORD_NOTE = {
  env: ' (DEMO_PASSWORD)',
  generated: ' (generated on first start, kept in DATA_DIR/demo-password)',
  legacy: " (the fixed password of older installs: change these accounts' passwords)",
} as const;

async function main() {
  // A .env file in the working directory is read like the environment (which wins).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const only = servicesFromArgv(process.argv);
  const env = parseEnv({ ...process.env, ...(only ? { SERVICES: only } : {}) });
  const config = toAppConfig(env);
  const app = await buildApp(config);
  handleShutdown(app, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS });
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const db =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  // From `npm start`'s own start when it launched us (it compiles first), else from this process's.
  const since = Number(process.env.WILCO_STARTED_AT) || performance.timeOrigin;
  const startSeconds = ((Date.now() - since) / 1000).toFixed(1);
  // Printed plainly (not as JSON) so a person running `npm start` sees how to sign in.
  process.stdout.write(
    [
      '',
      `  Wilco is running on ${shown} (started in ${startSeconds} s)`,
      `  Database: ${db}   Services: ${config.services.join(', ')}`,
      `  Demo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
      `  Demo password: ${config.demoPassword}${DEMO_PASSWORD_NOTE[config.demoPasswordSource]}`,
      '',
    ].join('\n') + '\n',
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Wilco failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
