import { spawn, type ChildProcess } from 'node:child_process';

type Ensure = {
  ensureServerBuild(options: { force: boolean }): Promise<void>;
  serverCommand(): [string, string[]];
};

/** scripts/lib/ensure.mjs: compiles the server as `npm start` does (docs/decisions/022-lean-start.md). */
export async function compiledServer(options: { force: boolean } = { force: false }) {
  const ensure = (await import(
    new URL('../../../../scripts/lib/ensure.mjs', import.meta.url).href
  )) as Ensure;
  await ensure.ensureServerBuild(options);
  return ensure.serverCommand();
}

export type SpawnedServer = {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
};

/**
 * Runs the real server in its own process and resolves once it prints the address it listens
 * on (server.ts), with `until` also matching its output when given.
 */
export async function spawnServer(
  [command, args]: [string, string[]],
  env: NodeJS.ProcessEnv,
  options: { timeoutMs?: number; until?: RegExp } = {},
): Promise<SpawnedServer> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start:\n${output}`)),
        options.timeoutMs ?? 60_000,
      );
      void exited.then(() => reject(new Error(`server exited while starting:\n${output}`)));
      child.stdout.on('data', () => {
        const match = /running on (http:\/\/\S+)/.exec(output);
        if (match?.[1] && (!options.until || options.until.test(output))) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    return { url, child, output: () => output, stop };
  } catch (err) {
    await stop('SIGKILL');
    throw err;
  }
}
