// Serves the production build of the whole site on this machine, as a deployment would:
//   the site's server on :3000 (the shell's files, every page rendered through the federation,
//   sitemap, robots, feeds, /api proxied to the API), each remote on :3001-:3004 as a static host
//   with CORS, and the API on :4000 with its SQLite database.
// A remote's host serves published/<name>, not its build folder: at start each remote's last build
// is published there (tools/deploy/publish.js: hashed files first, entries last); a new build goes
// live with `npm run deploy -w <app>`, after the deploy check.
// Env: PORT_BASE (default 3000) moves every port (API = PORT_BASE + 1000; tools/apps.js has the
// plan); SERVE_SKIP=academy,...
// leaves apps out (to see failure isolation); SITE_ROOT serves the builds of another checkout;
// API_DB_PATH picks the database file; REMOTE_POLL_MS how often the server checks the remotes;
// the rendering server's other settings (README) pass through to it, and nothing else does: it
// runs as its own process (deploy/site-server-command.cjs) without the API's database or mail
// settings. LOG_LEVEL is its log level (default warn here).
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { apps, localSiteConfig, portPlan } = require('../tools/apps.js');
const { publishPlan, copyHashed, copyEntries, pruneOldPublishes } = require('../tools/deploy/publish.js');
const { siteServerCommand, siteServerEnv } = require('../deploy/site-server-command.cjs');

const root = path.resolve(process.env.SITE_ROOT ?? here);
const ports = portPlan('serve');
const base = ports.apps.shell;
const apiPort = Number(process.env.API_PORT ?? ports.api);
const skip = new Set((process.env.SERVE_SKIP ?? '').split(',').filter(Boolean));

const serverBundle = path.join(root, 'shell', 'dist-server', 'server.js');
for (const app of apps) {
  if (!existsSync(path.join(root, app.dir, 'dist', 'index.html'))) {
    console.error(`${app.dir}/dist is missing: run "npm run build" first.`);
    process.exit(1);
  }
}
const { contentSecurityPolicy, pageSecurityHeaders, staticCacheHeaders } = require(serverBundle);
const publicOrigin = process.env.PUBLIC_ORIGIN || `http://localhost:${base}`;
const siteConfig = localSiteConfig(base);
const htmlHeaders = pageSecurityHeaders(contentSecurityPolicy(siteConfig, { devOrigins: true }));

/**
 * The site is not running yet, so there is nothing to check the builds against: each remote's last
 * build is published as `npm run deploy` would after its check.
 */
function publishLastBuild(app) {
  const dist = path.join(root, app.dir, 'dist');
  const plan = publishPlan(dist);
  const target = path.join(root, 'published', app.name);
  copyHashed(dist, target, plan.hashed);
  copyEntries(dist, target, plan.entries);
  pruneOldPublishes(target, plan);
  return target;
}

/** A remote's deployed location: its published files, readable from any origin. */
async function remoteHost(app) {
  const host = Fastify();
  host.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    // A remote's own page (its standalone frame) gets the site's HTML headers too.
    if (/^text\/html/.test(String(reply.getHeader('content-type') ?? ''))) reply.headers(htmlHeaders);
    return payload;
  });
  await host.register(fastifyStatic, {
    root: publishLastBuild(app),
    preCompressed: true,
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
    setHeaders: staticCacheHeaders,
  });
  await host.listen({ port: ports.apps[app.name], host: 'localhost' });
  return host;
}

const servers = [];
for (const app of apps.filter((a) => a.name !== 'shell')) {
  if (skip.has(app.name)) {
    console.log(`skipping ${app.name} (SERVE_SKIP)`);
    continue;
  }
  servers.push(await remoteHost(app));
  console.log(`${app.name.padEnd(9)} http://localhost:${ports.apps[app.name]}`);
}

let api;
let shuttingDown = false;
const apiEntry = path.join(root, 'api', 'dist', 'server.js');
if (!skip.has('api') && existsSync(apiEntry)) {
  api = spawn(process.execPath, [apiEntry], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://localhost:${base},http://127.0.0.1:${base}`,
    },
  });
  api.on('exit', (code, signal) => {
    if (!shuttingDown) console.error(`api exited (${signal ?? code})`);
  });
  console.log(`api       http://localhost:${apiPort} (proxied at http://localhost:${base}/api)`);
}

// The rendering server: its own process, its own settings only, reading only what it serves.
const scratch = mkdtempSync(path.join(os.tmpdir(), `site-serve-${base}-`));
const siteConfigFile = path.join(scratch, 'site-config.json');
writeFileSync(siteConfigFile, JSON.stringify(siteConfig));
const remoteKeys = process.env.REMOTE_KEYS ?? path.join(root, '.server-keys', 'trusted');
const { command, args } = siteServerCommand({
  root,
  modulesRoots: [root, here],
  readable: [siteConfigFile, remoteKeys],
});
const site = spawn(command, args, {
  stdio: 'inherit',
  env: siteServerEnv(process.env, {
    PORT: base,
    HOST: 'localhost',
    SHELL_DIST: path.join(root, 'shell', 'dist'),
    SITE_CONFIG: siteConfigFile,
    PUBLIC_ORIGIN: publicOrigin,
    REMOTE_KEYS: remoteKeys,
    API_URL: `http://127.0.0.1:${apiPort}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  }),
});
site.on('exit', (code, signal) => {
  if (!shuttingDown) {
    console.error(`the site server exited (${signal ?? code}): stopping the rest`);
    void shutdown(1);
  }
});
console.log(`site      ${publicOrigin}`);

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

// Graceful shutdown: requests in flight finish (new ones get 503), then the API stops.
async function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  setTimeout(() => process.exit(1), 15_000).unref();
  site.kill('SIGTERM');
  await Promise.allSettled([exited(site), ...servers.map((server) => server.close())]);
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await exited(api);
  }
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
