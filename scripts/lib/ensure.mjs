// Installs what the project needs, only when it is missing, using nothing but Node's own
// modules (this runs before node_modules exists).
import { createHash } from 'node:crypto';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  writeFileSync,
  mkdirSync,
  readdirSync,
  renameSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Debian packages by purpose. Run time: offline persona speech (flite, or espeak-ng when
 * TTS_PROVIDER=espeak, both finished by sox) and offline speech recognition (pocketsphinx's
 * en-us model, plus the compiler and headers that build our decoder helper, see
 * ensureNativeHelpers). Tests: Chromium for browser tests.
 */
export const OS_PACKAGES = {
  runtime: [
    'flite',
    'espeak-ng',
    'sox',
    'pocketsphinx-en-us',
    'libpocketsphinx-dev',
    'libsphinxbase-dev',
    'build-essential',
    'pkg-config',
    // Acoustic-model adaptation (docs/decisions/030-robust-offline-stt.md): sphinx_fe, bw, mllr_solve.
    'sphinxbase-utils',
    'sphinxtrain',
    // Noise suppression before decoding (wilco-ps --denoise, decision 030): speexdsp's preprocessor.
    'libspeexdsp-dev',
    'libspeexdsp1',
  ],
  test: ['chromium', 'openssl'],
};

/**
 * Every program the code, tests, benches and e2e specs run by name, with the Debian package
 * that provides it. apps/server/src/config/os-packages.test.ts scans the sources for spawned
 * commands and fails when one is missing here or its package is not in OS_PACKAGES, so a tool
 * installed by hand on one machine can never hide a gap on a fresh one.
 */
export const OS_COMMANDS = {
  flite: 'flite',
  'espeak-ng': 'espeak-ng',
  sox: 'sox',
  sphinx_fe: 'sphinxbase-utils',
  cc: 'build-essential',
  'pkg-config': 'pkg-config',
  chromium: 'chromium',
  // The SAML tests make a throw-away IdP certificate (apps/server/src/test/saml-idp.ts).
  openssl: 'openssl',
};

export function log(message) {
  process.stdout.write(`\u001b[36m[wilco]\u001b[0m ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    const why = result.signal ? `signal ${result.signal}` : `exit code ${result.status}`;
    throw new Error(`${command} ${args.join(' ')} failed (${why})`);
  }
}

/**
 * Runs commands side by side (two cores: the static checks are single-threaded), each one's
 * output held back and printed whole when it ends, so logs never interleave. Rejects naming
 * every command that failed, after all have ended.
 */
export async function runConcurrently(commands) {
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) => {
            process.stdout.write(Buffer.concat(output));
            resolve(
              code === 0 ? null : `${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`,
            );
          });
        }),
    ),
  );
  const failures = results.filter(Boolean);
  if (failures.length) throw new Error(failures.join('\n'));
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(root, file);
    hash.update(file);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * Installs from the committed lockfile when node_modules is missing or the manifests changed.
 * `npm install`, not `npm ci`: the registry reachable here lacks other platforms' optional
 * binaries (e.g. @rollup/rollup-android-*), which `npm ci` insists on finding in the lockfile
 * (docs/decisions/004-npm-install.md).
 */
export function ensureNpmDependencies() {
  const stamp = path.join(root, 'node_modules', '.wilco-install-stamp');
  const manifests = [
    'package-lock.json',
    'package.json',
    'apps/web/package.json',
    'apps/server/package.json',
    'packages/shared/package.json',
  ];
  const want = hashFiles(manifests);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('Installing npm dependencies...');
  // --include=dev: the web build needs Vite even when NODE_ENV=production (as the e2e server runs
  // `npm start`), which would otherwise make npm leave dev dependencies out, and remove them.
  run('npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, hashFiles(manifests));
}

function isInstalled(pkg) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/**
 * apt-get install for missing Debian packages when root; otherwise print the exact command.
 * `optional`: the app runs without them (offline speech degrades to text), so a non-root start
 * goes on after printing the command instead of stopping.
 */
export function ensureOsPackages(packages, { optional = false } = {}) {
  if (packages.length === 0) return;
  const hasDpkg = spawnSync('dpkg-query', ['--version']).status === 0;
  if (!hasDpkg) {
    log(`Not a Debian/Ubuntu system: make sure these are installed: ${packages.join(' ')}`);
    return;
  }
  const missing = packages.filter((p) => !isInstalled(p));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    const command = `sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`;
    const message = `Missing system packages: ${missing.join(', ')}.\nInstall them with:\n  ${command}`;
    if (!optional) throw new Error(message);
    log(`${message}\nStarting without them: speech falls back to text until they are installed.`);
    return;
  }
  log(`Installing system packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app unless dist is newer than every web and shared source file. */
export function ensureWebBuild({ force = false } = {}) {
  const dist = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web')),
    newestMtime(path.join(root, 'packages/shared/src')),
  );
  if (!force && existsSync(dist) && statSync(dist).mtimeMs >= sources) return;
  log('Building the web app...');
  run('npm', ['run', 'build', '-w', '@wilco/web']);
}

export function commandExists(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
}

/** Where compiled helpers live (gitignored); the server looks for wilco-ps here by default. */
export const NATIVE_BUILD_DIR = path.join(root, 'build', 'native');

/**
 * Compiles the pocketsphinx helper (apps/server/native/wilco-ps.c) when the binary is missing
 * or its source or compiler flags changed. A machine without a compiler or the libraries only
 * loses offline speech recognition (the /stt socket then reports a startup error), so this
 * warns instead of failing.
 */
export function ensureNativeHelpers() {
  const source = path.join(root, 'apps/server/native/wilco-ps.c');
  const binary = path.join(NATIVE_BUILD_DIR, 'wilco-ps');
  const stamp = `${binary}.stamp`;
  const flags = spawnSync('pkg-config', ['--cflags', '--libs', 'pocketsphinx', 'sphinxbase'], {
    encoding: 'utf8',
  });
  if (flags.status !== 0 || !commandExists('cc')) {
    log('pkg-config/cc or the pocketsphinx libraries are missing: offline speech recognition is off.');
    return;
  }
  // speexdsp gives the helper its noise suppressor (--denoise, on by default with the adapted
  // model); a machine that lacks it still gets a recogniser, one whose `--features` does not list
  // denoise, so the server decodes unsuppressed.
  const speex = spawnSync('pkg-config', ['--cflags', '--libs', 'speexdsp'], { encoding: 'utf8' });
  const speexFlags = speex.status === 0 ? ['-DWILCO_SPEEX', ...speex.stdout.trim().split(/\s+/)] : [];
  const args = [
    '-O2',
    '-Wall',
    '-o',
    binary,
    source,
    ...flags.stdout.trim().split(/\s+/),
    ...speexFlags,
    // log10 for the noise floor that decides whether an answer is suppressed (wilco-ps.c).
    '-lm',
  ].filter(Boolean);
  const want = createHash('sha256').update(readFileSync(source)).update(args.join(' ')).digest('hex');
  if (existsSync(binary) && existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return;
  log('Building the offline speech recogniser helper...');
  mkdirSync(NATIVE_BUILD_DIR, { recursive: true });
  const result = spawnSync('cc', args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    log('Could not compile wilco-ps: offline speech recognition is off.');
    return;
  }
  writeFileSync(stamp, want);
}

/** Where `npm start` runs the server from: one ES module compiled from apps/server/src. */
export const SERVER_BUNDLE = path.join(root, 'build', 'server', 'server.mjs');

/**
 * Compiles the server (and the shared package it imports) to one JavaScript file with esbuild,
 * unless the bundle is newer than every server and shared source file, so `npm start` runs plain
 * JavaScript instead of a TypeScript loader (docs/decisions/022-lean-start.md).
 * npm packages stay outside the bundle, resolved from node_modules as usual. `import.meta.url`
 * keeps meaning the source file's own address, so paths such as the migrations folder or the
 * repository root resolve as they do when run from source.
 */
export async function ensureServerBuild({ force = false } = {}) {
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/server/src')),
    newestMtime(path.join(root, 'packages/shared/src')),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  if (!force && existsSync(SERVER_BUNDLE) && statSync(SERVER_BUNDLE).mtimeMs >= sources) return;
  log('Compiling the server...');
  const started = Date.now();
  const { build } = await import('esbuild');
  const outDir = path.dirname(SERVER_BUNDLE);
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: SERVER_BUNDLE,
    // Written below, each file renamed into place whole: a server starting meanwhile (a test
    // that spawns it) reads the old bundle or the new one, never half of one.
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'wilco-externals',
        setup(b) {
          // npm packages load from node_modules; only our workspace packages are compiled in, and
          // JSON files of packages (Node would need an import attribute to load them as modules).
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@wilco/') || path.isAbsolute(args.path) || args.path.endsWith('.json')
              ? undefined
              : { external: true },
          );
          b.onLoad({ filter: /\.ts$/ }, (args) => {
            const text = readFileSync(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
            const here = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
            return { contents: text.replaceAll('import.meta.url', here), loader: 'ts' };
          });
        },
      },
    ],
  });
  mkdirSync(outDir, { recursive: true });
  for (const file of outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  log(`Compiled the server in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** How to run the compiled server: [command, args]. */
export function serverCommand() {
  return [process.execPath, ['--enable-source-maps', SERVER_BUNDLE]];
}
