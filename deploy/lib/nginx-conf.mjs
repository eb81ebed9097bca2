// nginx's configuration: deploy/nginx/nginx.conf.template with its {{…}} values filled in, written
// into nginx's prefix with the snippets it includes.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail } from './settings.mjs';

const require = createRequire(import.meta.url);
const nginxDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'nginx');
const { remotes } = require('../../tools/apps.js');
const { HASHED_FILE, CACHE_CONTROL } = require('../../tools/hashed-files.js');

/** The snippets nginx.conf includes, copied beside it. */
const SNIPPETS = [
  'address-key.conf',
  'static-headers.conf',
  'remote-headers.conf',
  'proxy.conf',
  'site-proxy.conf',
  'api-proxy.conf',
  'api-keyed-proxy.conf',
  'api-unavailable.conf',
];

/**
 * Writes nginx.conf and its snippets into `prefix`; returns nginx.conf's path. `site` is the
 * rendering server's build: its page policy (nginx's fallback page gets the same), its HSTS value,
 * its loopback names and its "server unavailable" message are nginx's too.
 */
export function writeNginxConf({ settings, env, prefix, accessLog, site, siteConfigPath, config }) {
  const values = templateValues({ settings, env, prefix, accessLog, site, siteConfigPath, config });
  const template = readFileSync(path.join(nginxDir, 'nginx.conf.template'), 'utf8');
  const conf = template.replace(/\{\{(\w+)\}\}/g, (_match, name) => {
    if (!(name in values)) fail(`nginx.conf.template: no value for {{${name}}}`);
    return values[name];
  });
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, conf);
  for (const snippet of SNIPPETS) copyFileSync(path.join(nginxDir, snippet), path.join(prefix, snippet));
  return confPath;
}

function templateValues({ settings, env, prefix, accessLog, site, siteConfigPath, config }) {
  const { root, tls, publicOrigin, listenHosts, base, brotliModule } = settings;
  const { listen: listenSuffix, http2 } = listenOptions(tls, settings.nginxBinary);
  /** Forms posted to pages per client address (docs/production.md, "Limits"). */
  const postRate = env.NGINX_POST_RATE ?? '10r/m';
  const brotli = existsSync(brotliModule);
  return {
    LOAD_BROTLI_MODULE: brotli
      ? `load_module "${brotliModule}";`
      : `# ${brotliModule} is not installed: .br files are not served (apt-get install libnginx-mod-http-brotli-static)`,
    BROTLI_STATIC: brotli ? 'brotli_static on;' : '# brotli_static: module not installed',
    WORKER_PROCESSES: env.NGINX_WORKER_PROCESSES ?? 'auto',
    PREFIX: prefix,
    ERROR_LOG_LEVEL: env.NGINX_LOG_LEVEL ?? 'warn',
    MIME_TYPES: settings.mimeTypes,
    // In the site's format (nginx.conf.template: no query string of the staff's or the API's).
    ACCESS_LOG: accessLog === 'off' ? 'off' : `${accessLog} site`,
    SITE_SERVERS: upstreamServers(settings.sitePorts),
    // Built files: which names are hashed, and the Cache-Control of each kind (tools/hashed-files.js).
    HASHED_FILE: HASHED_FILE.source,
    CACHE_HASHED: CACHE_CONTROL.hashed,
    CACHE_OTHER: CACHE_CONTROL.other,
    API_SERVERS: upstreamServers(settings.apiPorts),
    INTERNAL_PORT: String(settings.internalPort),
    // nginx connects to the rendering servers and the APIs from an address of its own, which they
    // trust alone (tools/run/proxy-addresses.js).
    PROXY_BIND: settings.proxies.nginx,
    ADMIN_PATH: site.paths.admin,
    // nginx's 503 while no API answers says what the site's server says (in single quotes there).
    API_UNAVAILABLE_EN: JSON.stringify({ message: site.serverUnavailableIn.en }),
    API_UNAVAILABLE_UR: JSON.stringify({ message: site.serverUnavailableIn.ur }),
    LISTEN: [...listenHosts.map((host) => `    listen ${host}:${base}${listenSuffix};`), http2]
      .filter(Boolean)
      .join('\n'),
    LISTEN_DEFAULT: [
      ...listenHosts.map((host) => `    listen ${host}:${base}${listenSuffix} default_server;`),
      http2,
    ]
      .filter(Boolean)
      .join('\n'),
    TLS_SETTINGS: tlsSettingsConf(tls),
    HSTS: site.strictTransportSecurity(publicOrigin) ?? '',
    HTTP_REDIRECT_SERVER: httpRedirectServer(tls, listenHosts, publicOrigin),
    SERVER_NAMES: serverNames(publicOrigin, env, site.LOOPBACK).join(' '),
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
    FALLBACK_CSP: site.sitePolicy(config, publicOrigin),
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
}

/**
 * How nginx's public listener is written: `ssl`, and HTTP/2 with it (many small files over a
 * phone's long round trips); nginx 1.25.1 moved HTTP/2 from `listen` to `http2 on`.
 */
function listenOptions(tls, nginxBinary) {
  if (!tls) return { listen: '', http2: '' };
  const { stderr } = spawnSync(nginxBinary, ['-v'], { encoding: 'utf8', env: {} });
  const [major = 0, minor = 0, patch = 0] = (/nginx\/([\d.]+)/.exec(stderr)?.[1] ?? '')
    .split('.')
    .map(Number);
  const separate = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
  return separate ? { listen: ' ssl', http2: '    http2 on;' } : { listen: ' ssl http2', http2: '' };
}

/**
 * The host names nginx answers: PUBLIC_ORIGIN's, ALLOWED_HOSTS', and on a local origin the other
 * loopback names (this script and the tests reach nginx by 127.0.0.1).
 */
function serverNames(publicOrigin, env, loopback) {
  const { hostname } = new URL(publicOrigin);
  const extra = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().replace(/:\d+$/, ''))
    .filter(Boolean);
  return [...new Set([hostname, ...extra, ...(loopback.includes(hostname) ? loopback : [])])];
}

/** An upstream's servers, with passive health (nginx.conf.template, "upstream site"). */
const upstreamServers = (instancePorts) =>
  instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=5s;`).join('\n');

/** The TLS settings at http level (Mozilla's "intermediate"), or a line saying there are none. */
const tlsSettingsConf = (tls) =>
  tls
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
const httpRedirectServer = (tls, listenHosts, publicOrigin) =>
  tls?.httpPort
    ? [
        '  server {',
        ...listenHosts.map((host) => `    listen ${host}:${tls.httpPort};`),
        '    server_name _;',
        `    return 301 ${publicOrigin}$request_uri;`,
        '  }',
      ].join('\n')
    : '';

/** Seconds between two requests at an nginx rate (`10r/m`: 6), for Retry-After. */
function retryAfterOf(rate) {
  const match = /^(\d+)r\/([sm])$/.exec(rate);
  if (!match || Number(match[1]) < 1) fail(`NGINX_POST_RATE must be a rate such as 10r/m (got "${rate}").`);
  return Math.max(1, Math.ceil((match[2] === 'm' ? 60 : 1) / Number(match[1])));
}
