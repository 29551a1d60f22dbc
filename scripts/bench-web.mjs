// `npm run bench:web`: builds the web app, starts the real server on a temporary data dir, then
// measures from Debian's Chromium what the sign-in page (/) and Home (/Home) load before the
// user can act (gzipped JavaScript) and Lighthouse's mobile performance score, LCP, TBT and CLS.
// Targets: docs/product/shell-and-accounts.md, "Loading and reloads". Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureServerBuild, ensureWebBuild, log, root, serverCommand } from './lib/ensure.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags the e2e suite uses: Debian's Chromium as root, offline, nothing phoning home.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PASSWORD = 'bench-web-password';
const LEARNER = 'learner@wilco.dev';
// `--verbose` lists every script; `--js-only` skips Lighthouse (a quick look while trimming);
// `--no-build` measures the build already in apps/web/dist; `--runs=N` runs Lighthouse N times per
// page (default 3) and reports the run with the median score, as single scores vary;
// `--report=<dir>` keeps each run's Lighthouse report (JSON: long tasks, bootup time, main-thread
// breakdown) there; `--only=home` or `--only=login` runs Lighthouse on one page (a quick look).
const VERBOSE = process.argv.includes('--verbose');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const JS_ONLY = process.argv.includes('--js-only');
const NO_BUILD = process.argv.includes('--no-build');
const REPORT_DIR = process.argv.find((a) => a.startsWith('--report='))?.slice(9) ?? null;
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? null;
if (ONLY !== null && ONLY !== 'home' && ONLY !== 'login') throw new Error('--only takes home or login');
let reports = 0;

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port, dataDir) {
  const [command, args] = serverCommand();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: PASSWORD,
      NODE_ENV: 'production',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /healthz within 120 s');
}

async function signInTokens(origin) {
  const res = await fetch(`${origin}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: LEARNER, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`signing in ${LEARNER} failed: HTTP ${res.status}`);
  return res.json();
}

/** Puts the tokens where the app keeps them (localStorage), as a signed-in tab would have them. */
async function storeTokens(context, origin, tokens) {
  const page = await context.newPage();
  await page.goto(`${origin}/legal/terms.html`);
  await page.evaluate((t) => {
    localStorage.setItem('idToken', t.idToken);
    localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
  await page.close();
}

/**
 * Gzipped size of every script the page fetched until the network went quiet after load, in a
 * fresh context (empty cache); with tokens, the context is signed in first.
 */
async function measureJs(browser, url, tokens) {
  const context = await browser.createBrowserContext();
  if (tokens) await storeTokens(context, new URL(url).origin, tokens);
  const page = await context.newPage();
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      bodies.set(response.url(), await response.buffer());
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  let bytes = 0;
  for (const [file, body] of bodies) {
    const size = gzipSync(body, { level: 9 }).length;
    bytes += size;
    if (VERBOSE) log(`  ${(size / 1024).toFixed(1).padStart(6)} KB ${new URL(file).pathname}`);
  }
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: bodies.size };
}

async function runLighthouse(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    // Keep the signed-in tokens for /Home; the cache is still cleared between runs.
    disableStorageReset: true,
  });
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = new URL(url).pathname === '/' ? 'login' : 'home';
    writeFileSync(path.join(REPORT_DIR, `${name}-${++reports}.json`), JSON.stringify(lhr));
  }
  // A run Lighthouse could not finish (a timeout, no paint) has no metrics: left out of the median.
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  if (lhr.categories.performance.score === null) return { error: 'no performance score' };
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`Lighthouse: ${url} ended on ${landed}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
  };
}

/** Runs Lighthouse RUNS times and keeps the finished run with the median score (ties: the worse TBT). */
async function medianLighthouse(port, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const run = await runLighthouse(port, url);
    if (run.error) {
      log(`  run ${i + 1}: failed (${run.error})`);
      continue;
    }
    log(`  run ${i + 1}: score ${run.score} LCP ${run.lcp} ms TBT ${run.tbt} ms CLS ${run.cls}`);
    runs.push(run);
  }
  if (runs.length === 0) throw new Error(`every Lighthouse run of ${url} failed`);
  runs.sort((a, b) => a.score - b.score || b.tbt - a.tbt);
  return runs[Math.floor((runs.length - 1) / 2)];
}

async function main() {
  if (!NO_BUILD) ensureWebBuild({ force: true });
  await ensureServerBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wilco-bench-web-'));
  log('Starting the server...');
  const server = await startServer(port, dataDir);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const login = await measureJs(browser, `${origin}/`);
    log(`/      ${login.kb} KB gzipped JavaScript in ${login.files} files`);
    const home = await measureJs(browser, `${origin}/Home`, await signInTokens(origin));
    log(`/Home  ${home.kb} KB gzipped JavaScript in ${home.files} files`);
    await browser.disconnect();
    if (JS_ONLY) return;

    // Clear the tokens for the sign-in page, or the guest guard would send it to /Home.
    const skipped = { score: 'skipped', lcp: NaN, tbt: NaN, cls: NaN };
    const lhLogin =
      ONLY === 'home'
        ? skipped
        : await (async () => {
            const b = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
            const page = await b.newPage();
            await page.goto(`${origin}/legal/terms.html`);
            await page.evaluate(() => localStorage.clear());
            await page.close();
            await b.disconnect();
            return medianLighthouse(chrome.port, `${origin}/`);
          })();
    log(
      `Lighthouse /      median: score ${lhLogin.score} LCP ${lhLogin.lcp} ms TBT ${lhLogin.tbt} ms CLS ${lhLogin.cls}`,
    );
    const b = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    await storeTokens(b.defaultBrowserContext(), origin, await signInTokens(origin));
    await b.disconnect();
    const lhHome = ONLY === 'login' ? skipped : await medianLighthouse(chrome.port, `${origin}/Home`);
    log(
      `Lighthouse /Home  median: score ${lhHome.score} LCP ${lhHome.lcp} ms TBT ${lhHome.tbt} ms CLS ${lhHome.cls}`,
    );
    process.stdout.write(
      `bench:web login_js_kb=${login.kb} home_js_kb=${home.kb} lighthouse_login=${lhLogin.score} ` +
        `lighthouse_home=${lhHome.score} home_lcp_ms=${lhHome.lcp} home_tbt_ms=${lhHome.tbt}\n`,
    );
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`\nbench:web failed: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
