// `npm run serve:nginx`: the last build behind Debian's nginx, the way production runs it
// (docs/production.md). One origin on PORT_BASE (default 3000): nginx serves the shell's build and
// each remote's build (under /remotes/<name>/), proxies /api/ to the API (PORT_BASE + 1000) and
// every page to the rendering server (PORT_BASE + 1), which reaches the remotes through nginx.
// Env: PORT_BASE; SITE_ROOT (serve the builds of another checkout); API_DB_PATH; PUBLIC_ORIGIN
// (the origin visitors type, default http://localhost:PORT_BASE); SITE_CONFIG (a site config file
// of your own instead of one pointing the remotes at this nginx); LISTEN (addresses nginx binds,
// comma-separated, default loopback); NGINX (the binary), NGINX_USER (whom nginx runs as when this
// is started as root, default nobody), NGINX_ACCESS_LOG (off, or a file; default stdout);
// ALLOWED_HOSTS (other host names to answer besides PUBLIC_ORIGIN's); the per-address limits
// NGINX_PAGE_RATE, NGINX_PAGE_BURST, NGINX_API_RATE, NGINX_API_BURST, NGINX_CONNECTIONS_PER_ADDRESS
// (docs/production.md); REMOTE_KEYS (the trusted keys; default this checkout's development keys);
// REMOTE_POLL_MS; SERVE_SKIP=site,api leaves those out (site: to see nginx's fallback page).
import { execFileSync, spawn } from 'node:child_process';
import dgram from 'node:dgram';
import {
  chownSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { apps, remotes } = require('../tools/apps.js');
const { siteServerCommand, siteServerEnv } = require('./site-server-command.cjs');

const env = process.env;
const root = path.resolve(env.SITE_ROOT ?? path.join(here, '..'));
const base = Number(env.PORT_BASE ?? 3000);
const sitePort = Number(env.SITE_PORT ?? base + 1);
const apiPort = Number(env.API_PORT ?? base + 1000);
const publicOrigin = (env.PUBLIC_ORIGIN || `http://localhost:${base}`).replace(/\/$/, '');
const remoteKeys = path.resolve(env.REMOTE_KEYS ?? path.join(root, '.server-keys', 'trusted'));
const skip = new Set((env.SERVE_SKIP ?? '').split(',').filter(Boolean));
const nginxBinary = env.NGINX ?? '/usr/sbin/nginx';
const brotliModule = env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const mimeTypes = env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';
const siteEntry = path.join(root, 'shell', 'dist-server', 'server.js');
const apiEntry = path.join(root, 'api', 'dist', 'server.js');

function fail(message) {
  console.error(message);
  process.exit(1);
}

for (const app of apps) {
  if (!existsSync(path.join(root, app.dir, 'dist', 'index.html')))
    fail(`${app.dir}/dist is missing: run "npm run build" first.`);
}
if (!existsSync(siteEntry)) fail(`${siteEntry} is missing: run "npm run build" first.`);
if (!skip.has('api') && !existsSync(apiEntry)) fail(`${apiEntry} is missing: run "npm run build" first.`);
if (!existsSync(nginxBinary)) {
  fail(
    `nginx is not at ${nginxBinary}: apt-get install -y nginx libnginx-mod-http-brotli-static (or set NGINX).`,
  );
}

/** nginx never runs as root: started by root, it runs as NGINX_USER (nobody) altogether. */
function unprivilegedUser() {
  if (process.getuid?.() !== 0) return undefined;
  const name = env.NGINX_USER || 'nobody';
  const id = (flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { name, uid: id('-u'), gid: id('-g') };
}
const user = unprivilegedUser();

// The prefix: nginx's config, pid file and temp paths (and the site config, unless SITE_CONFIG).
const prefix = mkdtempSync(path.join(os.tmpdir(), `site-nginx-${base}-`));
if (user) chownSync(prefix, user.uid, user.gid);

const siteConfigPath = env.SITE_CONFIG
  ? path.resolve(env.SITE_CONFIG)
  : path.join(prefix, 'site-config.json');
if (!env.SITE_CONFIG) {
  const config = {
    remotes: Object.fromEntries(
      remotes.map((remote) => [remote.name, `${publicOrigin}/remotes/${remote.name}/mf-manifest.json`]),
    ),
    apiBaseUrl: '',
    allowRemoteOverrides: false,
  };
  writeFileSync(siteConfigPath, `${JSON.stringify(config, null, 2)}\n`);
}
const siteConfig = JSON.parse(readFileSync(siteConfigPath, 'utf8'));

/**
 * The Content-Security-Policy of nginx's fallback page: the rendering server's own policy
 * (shell/src/server/security.ts, from its build) for this site config, so the browser may load
 * the remotes.
 */
function fallbackCsp(config) {
  const { contentSecurityPolicy } = require(siteEntry);
  const local = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(new URL(publicOrigin).hostname);
  return contentSecurityPolicy(config, { devOrigins: config.allowRemoteOverrides || local });
}

const listenHosts = (
  env.LISTEN ??
  (Object.values(os.networkInterfaces())
    .flat()
    .some((address) => address?.address === '::1')
    ? '127.0.0.1,[::1]'
    : '127.0.0.1')
)
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

// Access log lines reach this process's stdout through a syslog socket: nginx cannot open
// /dev/stdout when it is a socket (as under a supervisor, or a test runner).
let accessLog = 'off';
let syslog;
const accessLogSetting = env.NGINX_ACCESS_LOG ?? 'stdout';
if (accessLogSetting === 'stdout') {
  syslog = dgram.createSocket('udp4');
  syslog.on('message', (message) => {
    // "<190>Nov 22 23:40:01 nginx: 127.0.0.1 - - [...] ...": the line after the tag.
    process.stdout.write(`${message.toString().replace(/^<\d+>.*? nginx: /, 'nginx ')}\n`);
  });
  await new Promise((resolve) => syslog.bind(0, '127.0.0.1', resolve));
  accessLog = `syslog:server=127.0.0.1:${syslog.address().port},tag=nginx,nohostname`;
} else if (accessLogSetting !== 'off') {
  accessLog = `"${path.resolve(accessLogSetting)}"`;
}

/**
 * The host names nginx answers: PUBLIC_ORIGIN's, ALLOWED_HOSTS', and on a local origin the other
 * loopback names (this script and the tests reach nginx by 127.0.0.1).
 */
function serverNames() {
  const { hostname } = new URL(publicOrigin);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  const extra = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().replace(/:\d+$/, ''))
    .filter(Boolean);
  return [...new Set([hostname, ...extra, ...(loopback.includes(hostname) ? loopback : [])])];
}

const brotli = existsSync(brotliModule);
const values = {
  LOAD_BROTLI_MODULE: brotli
    ? `load_module "${brotliModule}";`
    : `# ${brotliModule} is not installed: .br files are not served (apt-get install libnginx-mod-http-brotli-static)`,
  BROTLI_STATIC: brotli ? 'brotli_static on;' : '# brotli_static: module not installed',
  WORKER_PROCESSES: env.NGINX_WORKER_PROCESSES ?? 'auto',
  PREFIX: prefix,
  ERROR_LOG_LEVEL: env.NGINX_LOG_LEVEL ?? 'warn',
  MIME_TYPES: mimeTypes,
  ACCESS_LOG: accessLog,
  SITE_PORT: String(sitePort),
  API_PORT: String(apiPort),
  LISTEN: listenHosts.map((host) => `    listen ${host}:${base};`).join('\n'),
  LISTEN_DEFAULT: listenHosts.map((host) => `    listen ${host}:${base} default_server;`).join('\n'),
  SERVER_NAMES: serverNames().join(' '),
  // Per client address (docs/production.md, "Limits").
  PAGE_RATE: env.NGINX_PAGE_RATE ?? '10r/s',
  PAGE_BURST: env.NGINX_PAGE_BURST ?? '40',
  API_RATE: env.NGINX_API_RATE ?? '2r/s',
  API_BURST: env.NGINX_API_BURST ?? '10',
  CONNECTIONS_PER_ADDRESS: env.NGINX_CONNECTIONS_PER_ADDRESS ?? '64',
  SHELL_DIST: path.join(root, 'shell', 'dist'),
  SITE_CONFIG: siteConfigPath,
  FALLBACK_CSP: fallbackCsp(siteConfig),
  REMOTE_LOCATIONS: remotes
    .map((remote) =>
      [
        `    location /remotes/${remote.name}/ {`,
        `      alias "${path.join(root, remote.dir, 'dist')}/";`,
        '      include remote-headers.conf;',
        '    }',
      ].join('\n'),
    )
    .join('\n\n'),
};
const template = readFileSync(path.join(here, 'nginx', 'nginx.conf.template'), 'utf8');
const conf = template.replace(/\{\{(\w+)\}\}/g, (_match, name) => {
  if (!(name in values)) fail(`nginx.conf.template: no value for {{${name}}}`);
  return values[name];
});
const confPath = path.join(prefix, 'nginx.conf');
writeFileSync(confPath, conf);
for (const snippet of ['static-headers.conf', 'remote-headers.conf', 'proxy.conf']) {
  copyFileSync(path.join(here, 'nginx', snippet), path.join(prefix, snippet));
}

// The services, each a child process; any of them ending unexpectedly stops the rest.
const children = [];
let shuttingDown = false;
let stopping;

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.name = name;
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} exited (${signal ?? code}): stopping the rest`);
      void shutdown(1);
    }
  });
  return child;
}

async function waitUntilReady(child, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${child.name} did not start`);
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} was not ready at ${url} after ${timeoutMs / 1000} s`);
}

const localHost = (host) => (host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host);
const nginxUrl = `http://${localHost(listenHosts[0])}:${base}`;
const nginxArgs = ['-p', `${prefix}/`, '-c', confPath, '-e', 'stderr'];
const asUser = user ? { uid: user.uid, gid: user.gid } : {};

try {
  execFileSync(nginxBinary, [...nginxArgs, '-t', '-q'], { stdio: 'inherit', ...asUser });
} catch {
  rmSync(prefix, { recursive: true, force: true });
  fail(`nginx rejected ${confPath} (see above)`);
}

try {
  // The API first, then nginx, then the rendering server: it reads the remotes through nginx.
  if (!skip.has('api')) {
    const api = run('api', process.execPath, [apiEntry], {
      env: { ...env, PORT: String(apiPort), HOST: '127.0.0.1' },
    });
    await waitUntilReady(api, `http://127.0.0.1:${apiPort}/health`);
  }
  const nginx = run('nginx', nginxBinary, nginxArgs, asUser);
  await waitUntilReady(nginx, `${nginxUrl}/site-config.json`);
  if (!skip.has('site')) {
    // Its own settings only (no API database, no mail server), reading only what it serves.
    const { command, args } = siteServerCommand({
      root,
      modulesRoots: [root, path.join(here, '..')],
      readable: [siteConfigPath, remoteKeys],
    });
    const site = run('site', command, args, {
      env: siteServerEnv(env, {
        PORT: sitePort,
        HOST: '127.0.0.1',
        SHELL_DIST: path.join(root, 'shell', 'dist'),
        SITE_CONFIG: siteConfigPath,
        API_URL: `http://127.0.0.1:${apiPort}`,
        PUBLIC_ORIGIN: publicOrigin,
        REMOTE_KEYS: remoteKeys,
      }),
    });
    await waitUntilReady(site, `http://127.0.0.1:${sitePort}/healthz`);
    await waitUntilReady(site, `${nginxUrl}/healthz`);
  }
} catch (error) {
  console.error(String(error));
  await shutdown(1);
}

console.log(`site      ${publicOrigin} (nginx${user ? ` as ${user.name}` : ''}, config ${confPath})`);
console.log(`          rendering server 127.0.0.1:${sitePort}, API 127.0.0.1:${apiPort}`);
if (skip.size) console.log(`          left out (SERVE_SKIP): ${[...skip].join(', ')}`);

/** nginx first (it finishes the requests in flight), then the services behind it. */
function shutdown(code = 0) {
  shuttingDown = true;
  stopping ??= stopAll(code);
  return stopping;
}

async function stopAll(code) {
  const stop = (child, signal) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill(signal);
        });
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    process.exit(1);
  }, 15_000).unref();
  const nginx = children.find((child) => child.name === 'nginx');
  if (nginx) await stop(nginx, 'SIGQUIT');
  await Promise.all(children.filter((child) => child !== nginx).map((child) => stop(child, 'SIGTERM')));
  syslog?.close();
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
