import { startTestPlatform } from './lti-platform';

/**
 * The test platform as a process, for the browser test (apps/web/e2e/lti.spec.ts): started with
 * the tool's base URL, it prints `{base, registration}` as one JSON line and serves until killed.
 */
const tool = process.argv.find((a) => a.startsWith('--tool='))?.slice('--tool='.length);
if (!tool) throw new Error('usage: lti-platform-main.ts --tool=<wilco base URL>');
const platform = await startTestPlatform({
  toolJwks: async () => (await fetch(`${tool}/lti/jwks`)).json() as Promise<{ keys: never[] }>,
});
process.stdout.write(`${JSON.stringify({ base: platform.base, registration: platform.registration })}\n`);
const stop = () => void platform.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
