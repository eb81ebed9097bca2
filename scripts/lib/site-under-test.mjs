// Shared by the measurement scripts (lighthouse.mjs, bench-ssr.mjs): the site they measure, either
// the production build started here by scripts/serve.mjs on a port base of its own (and always
// stopped again: normal end, error, Ctrl+C), or a site already running (`--url <origin>`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { apps } = createRequire(import.meta.url)('../../tools/apps.js');

/**
 * Parses `--name value` / `--name=value` / `--flag` arguments. `spec` maps each known name to
 * 'string' or 'boolean'; an unknown name or a missing value is an error.
 */
export function parseArgs(argv, spec) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    const kind = match && spec[match[1]];
    if (!kind) throw new UsageError(`unknown argument "${argv[i]}"`);
    const name = match[1];
    if (kind === 'boolean') {
      options[name] = true;
      continue;
    }
    const value = match[2] ?? argv[++i];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
    options[name] = value;
  }
  return options;
}

export class UsageError extends Error {}

export function positiveInteger(value, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`--${name} must be a positive integer`);
  return number;
}

/** Resolves when nothing listens on `port` (on localhost), rejects when something does. */
function checkPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is already in use: pick another --port-base, or measure a running site with --url`
            : `port ${port}: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, 'localhost', () => probe.close(() => resolve()));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const portsOf = (portBase) => [...apps.map((app) => portBase + app.offset), portBase + 1000];

/** `portBase` if all its ports are free; without `exact`, else the next free base in steps of 10. */
async function freePortBase(portBase, exact) {
  for (let base = portBase; base < portBase + (exact ? 1 : 200); base += 10) {
    try {
      for (const port of portsOf(base)) await checkPortFree(port);
      return base;
    } catch (error) {
      if (exact) throw error;
    }
  }
  throw new Error(`no free port base from ${portBase} to ${portBase + 190}: use --port-base, or --url`);
}

/**
 * Starts the production build (scripts/serve.mjs) on a free port base (`portBase`, or the next
 * free one unless `exactPort`) and waits until its /healthz answers. Returns { origin, stop }.
 * The API gets a throw-away database, so measuring never writes into api/data/. Server output is
 * kept quiet unless `verbose`; on failure its last lines are part of the error.
 */
export async function startSite({
  portBase: wanted,
  exactPort = false,
  verbose = false,
  timeoutMs = 180_000,
  env = {},
}) {
  const portBase = await freePortBase(wanted, exactPort);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-measure-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT_BASE: String(portBase),
      API_DB_PATH: path.join(dataDir, 'requests.db'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const keep = (chunk) => {
    if (verbose) process.stderr.write(chunk);
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve(signal ?? code);
    }),
  );

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (!exited) {
        // serve.mjs shuts down gracefully on SIGTERM (its servers, then the API it started).
        child.kill('SIGTERM');
        const killed = await Promise.race([exit, sleep(20_000).then(() => 'timeout')]);
        if (killed === 'timeout') child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  // Last resort if this process ends without calling stop() (an uncaught exception).
  process.once('exit', () => {
    if (!exited) child.kill('SIGKILL');
  });

  const origin = `http://localhost:${portBase}`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (exited) throw new Error('scripts/serve.mjs exited before the site was up');
      if (Date.now() > deadline)
        throw new Error(`${origin}/healthz did not answer within ${timeoutMs / 1000} s`);
      const ok = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await sleep(300);
    }
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${tail.map((line) => `  | ${line}`).join('\n')}`);
  }
  return { origin, stop };
}

/**
 * The site to measure: `--url` as given (must answer /healthz), else the production build started
 * on `portBase` (or the next free base, unless `exactPort`) with `env` added to its settings. Installs SIGINT/SIGTERM handlers that run `onInterrupt` (to stop a browser or a
 * load test), stop the server, and exit.
 */
export async function siteUnderTest({ url, portBase, exactPort, verbose, env, onInterrupt = () => {} }) {
  let site;
  let interrupted = false;
  const interrupt = async (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping…`);
    await Promise.allSettled([onInterrupt(), site?.stop()]);
    process.exit(130);
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);

  if (url) {
    const origin = new URL(url).origin;
    const response = await fetch(`${origin}/healthz`).catch((error) => {
      throw new Error(`${origin}/healthz: ${error.cause?.message ?? error.message}`);
    });
    if (!response.ok) throw new Error(`${origin}/healthz answered ${response.status}`);
    site = { origin, stop: async () => {} };
  } else {
    site = await startSite({ portBase, exactPort, verbose, env });
    console.error(`started the production build at ${site.origin} (scripts/serve.mjs)`);
  }
  return site;
}

/** Paths of the site's sitemap (/sitemap.xml), e.g. to pick a real blog article. */
export async function sitemapPaths(origin) {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`${origin}/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The first blog article listed in the sitemap (`/blog/<slug>`). */
export async function blogArticlePath(origin) {
  const article = (await sitemapPaths(origin)).find((pathname) => /^\/blog\/[^/]+\/?$/.test(pathname));
  if (!article) throw new Error(`${origin}/sitemap.xml lists no /blog/<slug> page`);
  return article;
}
