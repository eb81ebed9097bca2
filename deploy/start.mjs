// `npm run serve:nginx`: the last build behind Debian's nginx, the way production runs it
// (docs/production.md). One origin on PORT_BASE (the ports: nginxPorts in tools/apps.js): nginx
// serves the shell's build and each remote's build (under /remotes/<name>/), proxies /api/ to the
// API instances and every page to the rendering servers, which reach the remotes through nginx and
// the API through nginx's internal listener. Each instance that dies is started again
// (tools/run/supervisor.mjs); nginx sends requests to the others meanwhile.
// Env: SITE_INSTANCES, API_INSTANCES (how many rendering servers and API instances, 1 to 9, default
// 1 each; every API instance gets this script's environment, DATABASE_URL or API_DB_PATH included,
// and its own PORT); PORT_BASE (SITE_PORT, API_PORT move the first rendering server's and API's
// port, the others follow); SITE_ROOT (serve the builds of another checkout); API_DB_PATH; PUBLIC_ORIGIN
// (the origin visitors type, default http://localhost:PORT_BASE); SITE_CONFIG (a site config file
// of your own instead of one pointing the remotes at this nginx); LISTEN (addresses nginx binds,
// comma-separated, default loopback); NGINX (the binary), NGINX_USER (whom nginx runs as when this
// is started as root, default nobody), NGINX_ACCESS_LOG (off, or a file; default stdout);
// ALLOWED_HOSTS (other host names to answer besides PUBLIC_ORIGIN's); the per-address limits
// NGINX_PAGE_RATE, NGINX_PAGE_BURST, NGINX_API_RATE, NGINX_API_BURST, NGINX_POST_RATE,
// NGINX_POST_BURST, NGINX_CONNECTIONS_PER_ADDRESS
// (docs/production.md); REMOTE_KEYS (the trusted keys; default this checkout's development keys,
// required with NODE_ENV=production);
// REMOTE_POLL_MS; SERVE_SKIP=site,api leaves those out (site: to see nginx's fallback page);
// TLS_CERT and TLS_KEY (PEM files nginx's user can read: the public listener speaks TLS, the
// origin defaults to https://localhost:PORT_BASE and must be https) and HTTP_PORT (a plain
// listener that only redirects to PUBLIC_ORIGIN; default 80 when PORT_BASE is 443, else none).
// `--fleet` (`npm run serve:fleet`): 3 rendering servers and 2 API instances by default, on
// PostgreSQL: DATABASE_URL, or without it a cluster of the fleet's own from Debian's binaries, kept
// in api/data/postgres (FLEET_POSTGRES_DIR moves it), as the API keeps its SQLite file.
import { execFileSync, spawnSync } from 'node:child_process';
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
import { supervise } from '../tools/run/supervisor.mjs';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { apps, remotes, localSiteConfig, nginxPorts } = require('../tools/apps.js');
const { HASHED_FILE, CACHE_CONTROL } = require('../tools/hashed-files.js');
const { siteServerCommand, siteServerEnv } = require('./site-server-command.cjs');

const env = process.env;
const root = path.resolve(env.SITE_ROOT ?? path.join(here, '..'));
const fleet = process.argv.includes('--fleet');
/** The instance counts: whole numbers from the environment (nginxPorts says which it has ports for). */
const count = (name) =>
  env[name] ? Number(env[name]) : fleet ? { SITE_INSTANCES: 3, API_INSTANCES: 2 }[name] : 1;
let ports;
try {
  ports = nginxPorts(undefined, {
    siteInstances: count('SITE_INSTANCES'),
    apiInstances: count('API_INSTANCES'),
  });
} catch (error) {
  fail(error.message);
}
const base = ports.nginx;
/** The instances' ports: the plan's, or from SITE_PORT / API_PORT on. */
const from = (first, plan) => (first ? plan.map((_, i) => Number(first) + i) : plan);
const sitePorts = from(env.SITE_PORT, ports.sites);
const apiPorts = from(env.API_PORT, ports.apis);
/** The rendering servers reach the API through nginx's internal listener, whatever the count. */
const internalApiUrl = `http://127.0.0.1:${ports.internal}`;
const tls = tlsSettings();
const publicOrigin = originOf(env.PUBLIC_ORIGIN || `${tls ? 'https' : 'http'}://localhost:${base}`);
if (tls && !publicOrigin.startsWith('https:'))
  fail(`With TLS_CERT and TLS_KEY, PUBLIC_ORIGIN must be https:// (got ${publicOrigin}).`);
const remoteKeys = path.resolve(env.REMOTE_KEYS || path.join(root, '.server-keys', 'trusted'));
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

/** An origin as written in PUBLIC_ORIGIN (a trailing slash allowed), or a stop naming it. */
function originOf(value) {
  try {
    return new URL(value).origin;
  } catch {
    return fail(`PUBLIC_ORIGIN must be an origin such as https://www.codenest.pk (got "${value}").`);
  }
}

/** TLS_CERT and TLS_KEY, both or neither, as absolute paths of files that exist; HTTP_PORT. */
function tlsSettings() {
  if (!env.TLS_CERT && !env.TLS_KEY) {
    if (env.HTTP_PORT) fail('HTTP_PORT redirects to TLS: it needs TLS_CERT and TLS_KEY.');
    return undefined;
  }
  if (!env.TLS_CERT || !env.TLS_KEY) fail('TLS needs both TLS_CERT and TLS_KEY (PEM files).');
  const [cert, key] = [env.TLS_CERT, env.TLS_KEY].map((file) => path.resolve(file));
  for (const file of [cert, key]) if (!existsSync(file)) fail(`${file} does not exist.`);
  const httpPort = env.HTTP_PORT ? Number(env.HTTP_PORT) : base === 443 ? 80 : undefined;
  if (httpPort !== undefined && !(Number.isInteger(httpPort) && httpPort > 0 && httpPort < 65536))
    fail(`HTTP_PORT must be a port number (got "${env.HTTP_PORT}").`);
  return { cert, key, httpPort };
}

/**
 * How nginx's public listener is written: `ssl`, and HTTP/2 with it (many small files over a
 * phone's long round trips); nginx 1.25.1 moved HTTP/2 from `listen` to `http2 on`.
 */
function listenOptions() {
  if (!tls) return { listen: '', http2: '' };
  const { stderr } = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8', env: {} });
  const [major = 0, minor = 0, patch = 0] = (/nginx\/([\d.]+)/.exec(stderr)?.[1] ?? '')
    .split('.')
    .map(Number);
  const separate = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
  return separate ? { listen: ' ssl', http2: '    http2 on;' } : { listen: ' ssl http2', http2: '' };
}

// The checkout's development keys are in every clone: in production they would let anyone sign a
// remote's server code. The rendering server refuses to start without REMOTE_KEYS there; so must
// the script that would otherwise hand it those keys.
if (env.NODE_ENV === 'production' && !env.REMOTE_KEYS)
  fail(
    "NODE_ENV=production needs REMOTE_KEYS, the folder of the remotes' trusted public keys (docs/ssr.md): this checkout's development keys are not trusted in production.",
  );

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

// The rendering server's build: its site config defaults, its page policy (nginx's fallback page
// gets the same) and its loopback names are nginx's too.
const { LOOPBACK, serverUnavailableIn, siteConfig, sitePolicy, strictTransportSecurity } = require(siteEntry);
const siteConfigPath = env.SITE_CONFIG
  ? path.resolve(env.SITE_CONFIG)
  : path.join(prefix, 'site-config.json');
if (!env.SITE_CONFIG) {
  const config = siteConfig(localSiteConfig({ under: publicOrigin }));
  writeFileSync(siteConfigPath, `${JSON.stringify(config, null, 2)}\n`);
}
const config = siteConfig(JSON.parse(readFileSync(siteConfigPath, 'utf8')));

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
  const extra = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().replace(/:\d+$/, ''))
    .filter(Boolean);
  return [...new Set([hostname, ...extra, ...(LOOPBACK.includes(hostname) ? LOOPBACK : [])])];
}

/** An upstream's servers, with passive health (nginx.conf.template, "upstream site"). */
const upstreamServers = (instancePorts) =>
  instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join('\n');

/** The TLS settings at http level (Mozilla's "intermediate"), or a line saying there are none. */
const tlsSettingsConf = tls
  ? [
      `  ssl_certificate "${tls.cert}";`,
      `  ssl_certificate_key "${tls.key}";`,
      '  ssl_protocols TLSv1.2 TLSv1.3;',
      '  ssl_prefer_server_ciphers off;',
      '  ssl_session_cache shared:TLS:10m;',
      '  ssl_session_timeout 1d;',
      '  ssl_session_tickets off;',
    ].join('\n')
  : '  # No TLS_CERT / TLS_KEY: the public listener speaks plain HTTP (TLS ends in front of it).';

/** HTTP_PORT: every request sent to the public origin over TLS, by a permanent redirect. */
const httpRedirectServer = tls?.httpPort
  ? [
      '  server {',
      ...listenHosts.map((host) => `    listen ${host}:${tls.httpPort};`),
      '    server_name _;',
      `    return 301 ${publicOrigin}$request_uri;`,
      '  }',
    ].join('\n')
  : '';

const { listen: listenSuffix, http2 } = listenOptions();
/** Forms posted to pages per client address (docs/production.md, "Limits"). */
const postRate = env.NGINX_POST_RATE ?? '10r/m';
/** Seconds between two requests at an nginx rate (`10r/m`: 6), for Retry-After. */
function retryAfterOf(rate) {
  const match = /^(\d+)r\/([sm])$/.exec(rate);
  if (!match || Number(match[1]) < 1) fail(`NGINX_POST_RATE must be a rate such as 10r/m (got "${rate}").`);
  return Math.max(1, Math.ceil((match[2] === 'm' ? 60 : 1) / Number(match[1])));
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
  SITE_SERVERS: upstreamServers(sitePorts),
  // Built files: which names are hashed, and the Cache-Control of each kind (tools/hashed-files.js).
  HASHED_FILE: HASHED_FILE.source,
  CACHE_HASHED: CACHE_CONTROL.hashed,
  CACHE_OTHER: CACHE_CONTROL.other,
  API_SERVERS: upstreamServers(apiPorts),
  INTERNAL_PORT: String(ports.internal),
  // nginx's 503 while no API answers says what the site's server says (in single quotes there).
  API_UNAVAILABLE_EN: JSON.stringify({ message: serverUnavailableIn.en }),
  API_UNAVAILABLE_UR: JSON.stringify({ message: serverUnavailableIn.ur }),
  LISTEN: [...listenHosts.map((host) => `    listen ${host}:${base}${listenSuffix};`), http2]
    .filter(Boolean)
    .join('\n'),
  LISTEN_DEFAULT: [
    ...listenHosts.map((host) => `    listen ${host}:${base}${listenSuffix} default_server;`),
    http2,
  ]
    .filter(Boolean)
    .join('\n'),
  TLS_SETTINGS: tlsSettingsConf,
  HSTS: strictTransportSecurity(publicOrigin) ?? '',
  HTTP_REDIRECT_SERVER: httpRedirectServer,
  SERVER_NAMES: serverNames().join(' '),
  // Per client address (docs/production.md, "Limits").
  PAGE_RATE: env.NGINX_PAGE_RATE ?? '10r/s',
  PAGE_BURST: env.NGINX_PAGE_BURST ?? '40',
  API_RATE: env.NGINX_API_RATE ?? '2r/s',
  API_BURST: env.NGINX_API_BURST ?? '10',
  CONNECTIONS_PER_ADDRESS: env.NGINX_CONNECTIONS_PER_ADDRESS ?? '64',
  POST_RATE: postRate,
  POST_BURST: env.NGINX_POST_BURST ?? '10',
  POST_RETRY_AFTER: String(retryAfterOf(postRate)),
  TOO_MANY_POSTS_EN:
    "This form was sent from your address many times in a short while, so it was not sent this time. Please wait a minute and send it again: your browser's Back button returns to the form with what you typed.",
  TOO_MANY_POSTS_UR:
    'آپ کے پتے سے یہ فارم تھوڑی دیر میں کئی بار بھیجا گیا، اس لیے اس بار نہیں بھیجا گیا۔ براہِ کرم ایک منٹ بعد دوبارہ بھیجیں: براؤزر کا واپس والا بٹن آپ کو آپ کی لکھی ہوئی معلومات کے ساتھ فارم پر لے جاتا ہے۔',
  SHELL_DIST: path.join(root, 'shell', 'dist'),
  SITE_CONFIG: siteConfigPath,
  // The rendering server's own policy for this site config, so the browser may load the remotes.
  FALLBACK_CSP: sitePolicy(config, publicOrigin),
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
for (const snippet of [
  'static-headers.conf',
  'remote-headers.conf',
  'proxy.conf',
  'site-proxy.conf',
  'api-proxy.conf',
  'api-unavailable.conf',
]) {
  copyFileSync(path.join(here, 'nginx', snippet), path.join(prefix, snippet));
}

// The services, one set (tools/run/supervisor.mjs): any of them ending on its own is started again.
// Stopping: nginx first (SIGQUIT: it finishes the requests in flight), then the rendering servers
// (their form posts in flight may still need the API), then the API instances.
// The fleet's own PostgreSQL, when it is given none: started before the API instances, stopped
// after them (the supervisor's cleanup).
let postgres;
if (fleet && !env.DATABASE_URL && !skip.has('api')) {
  const { startPostgres } = require('../tools/run/postgres.js');
  try {
    postgres = await startPostgres({
      dir: path.resolve(env.FLEET_POSTGRES_DIR ?? path.join(root, 'api', 'data', 'postgres')),
    });
    env.DATABASE_URL = await postgres.createDatabase('site');
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    fail(`The fleet's PostgreSQL did not start: ${error.message}`);
  }
}

const services = supervise({
  cleanup: () => {
    syslog?.close();
    rmSync(prefix, { recursive: true, force: true });
    // pg_ctl stop is synchronous: done before the process exits.
    void postgres?.stop();
  },
});

const nginxArgs = ['-p', `${prefix}/`, '-c', confPath, '-e', 'stderr'];
const asUser = user ? { uid: user.uid, gid: user.gid } : {};

try {
  execFileSync(nginxBinary, [...nginxArgs, '-t', '-q'], { stdio: 'inherit', env: {}, ...asUser });
} catch {
  rmSync(prefix, { recursive: true, force: true });
  fail(`nginx rejected ${confPath} (see above)`);
}

/** One of several instances: `api`, or `api 2` of several. */
const instanceName = (kind, i, all) => (all.length === 1 ? kind : `${kind} ${i + 1}`);
/** The instances started, for the lines printed once everything answers. */
const instances = [];

/** An API instance: this script's environment (its database, mail, limits), plus its own port. */
function startApi(port, i) {
  const service = services.start(instanceName('api', i, apiPorts), process.execPath, [apiEntry], {
    stage: 2,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  instances.push({ service, port });
  return service;
}

/**
 * A rendering server: its own settings only (no API database, no mail server), reading only what
 * it serves; nginx in front of it on loopback names the visitor.
 */
function startSite(port, i) {
  const { command, args } = siteServerCommand({
    root,
    modulesRoots: [root, path.join(here, '..')],
    readable: [siteConfigPath, remoteKeys, ...(tls ? [tls.cert] : [])],
  });
  const service = services.start(instanceName('site', i, sitePorts), command, args, {
    stage: 1,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: siteServerEnv(env, {
      PORT: port,
      HOST: '127.0.0.1',
      SHELL_DIST: path.join(root, 'shell', 'dist'),
      SITE_CONFIG: siteConfigPath,
      API_URL: internalApiUrl,
      TRUST_PROXY: '127.0.0.1,::1',
      PUBLIC_ORIGIN: publicOrigin,
      REMOTE_KEYS: remoteKeys,
      // The remotes are read through nginx at PUBLIC_ORIGIN: its certificate is trusted even when
      // it is a self-signed one (a CA's is trusted anyway).
      NODE_EXTRA_CA_CERTS: tls?.cert,
    }),
  });
  instances.push({ service, port });
  return service;
}

try {
  // The API first, then nginx, then the rendering servers: they read the remotes through nginx.
  if (!skip.has('api')) {
    await Promise.all(
      apiPorts.map((port, i) => services.ready(startApi(port, i), `http://127.0.0.1:${port}/health`)),
    );
  }
  // An empty environment: nginx reads only its configuration, and the set's secrets (SMTP_URL with
  // its password, DATABASE_URL) stay with the API that needs them.
  const nginx = services.start('nginx', nginxBinary, nginxArgs, {
    env: {},
    stopSignal: 'SIGQUIT',
    stdio: ['ignore', 'inherit', 'inherit'],
    ...asUser,
  });
  await services.ready(nginx, `${internalApiUrl}/site-config.json`);
  if (!skip.has('site')) {
    await Promise.all(
      sitePorts.map((port, i) => services.ready(startSite(port, i), `http://127.0.0.1:${port}/healthz`)),
    );
    await services.ready(nginx, `${internalApiUrl}/healthz`);
  }
} catch (error) {
  console.error(String(error));
  await services.stop(1);
}

console.log(`site      ${publicOrigin} (nginx${user ? ` as ${user.name}` : ''}, config ${confPath})`);
for (const { service, port } of instances)
  console.log(`          ${service.name} 127.0.0.1:${port} (pid ${service.child.pid})`);
console.log(`          the rendering servers call the API through ${internalApiUrl}`);
if (fleet)
  console.log(
    `          store: PostgreSQL ${postgres ? `of the fleet's own (${postgres.dir}, port ${postgres.port})` : 'at DATABASE_URL'}`,
  );
if (skip.size) console.log(`          left out (SERVE_SKIP): ${[...skip].join(', ')}`);
