// Shared by the measurement scripts (lighthouse.mjs, bench-*.mjs): the site they measure, either
// the production build started here by scripts/serve.mjs on a port base of its own (and always
// stopped again: normal end, error, Ctrl+C), or a site already running (`--url <origin>`).
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { portPlan } = require('../../tools/apps.js');
const { launchSite } = require('../../tools/run/serve-site.js');

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

/** Every port of the `serve` plan from `portBase`. */
const portsOf = (portBase) => {
  const plan = portPlan('serve', portBase);
  return [...Object.values(plan.apps), plan.api];
};

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
export async function startSite({ portBase: wanted, exactPort = false, verbose = false, env = {} }) {
  const portBase = await freePortBase(wanted, exactPort);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-measure-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const site = await launchSite({
      portBase,
      env: {
        API_DB_PATH: path.join(dataDir, 'requests.db'),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ...env,
      },
      stdout: 'capture',
      stderr: 'capture',
      onOutput: (chunk) => verbose && process.stderr.write(chunk),
      timeoutMs: 180_000,
    });
    return { origin: site.origin, stop: () => site.stop().finally(removeData) };
  } catch (error) {
    removeData();
    throw error;
  }
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
