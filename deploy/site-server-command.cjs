// How the rendering server is started, by scripts/serve.mjs (`npm start`) and deploy/start.mjs:
// a process of its own that gets only its own settings (no SMTP_URL, no API_DB_PATH, nothing else
// of the parent's environment) and, through Node's permission model, may read only its own build,
// the packages it runs, its site config and the trusted keys (never the API's database or any
// other file), may write only its own state folder (SITE_STATE_DIR: the newest build of each
// remote) and may not start programs. docs/production.md says how to also run it as its own user.
const fs = require('node:fs');
const path = require('node:path');

/** Every setting the rendering server reads (shell/src/server/main.ts), and what Node itself needs. */
const SITE_SERVER_SETTINGS = [
  'PORT',
  'HOST',
  'SITE_CONFIG',
  'PUBLIC_ORIGIN',
  'ALLOWED_HOSTS',
  'API_URL',
  'API_BIND_ADDRESS',
  'TRUST_PROXY',
  'REMOTE_KEYS',
  'REMOTE_ROLLBACK',
  'SITE_STATE_DIR',
  'REMOTE_POLL_MS',
  'REMOTE_TIMEOUT_MS',
  'RENDER_TIMEOUT_MS',
  'RENDER_CONCURRENCY',
  'RENDER_QUEUE_MAX',
  'RENDER_QUEUE_WAIT_MS',
  'FORM_REFUSALS_BURST',
  'FORM_REFUSALS_PER_MINUTE',
  'PAGE_CACHE_ENTRIES',
  'PAGE_CACHE_MB',
  'SHELL_DIST',
  'METRICS_PORT',
  'LOG_LEVEL',
  'NODE_ENV',
  'TZ',
];

/** The parent's values of those settings only, then `settings` on top. */
function siteServerEnv(parentEnv, settings) {
  const env = {};
  for (const name of SITE_SERVER_SETTINGS) if (parentEnv[name] !== undefined) env[name] = parentEnv[name];
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = String(value);
  return env;
}

/** Node's permission model: Node 22.13+ calls it --permission, Node 20 --experimental-permission. */
function permissionFlag() {
  return process.allowedNodeEnvironmentFlags.has('--permission')
    ? '--permission'
    : '--experimental-permission';
}

/**
 * The command line of the rendering server for the checkout at `root` (its shell build), run with
 * `node` from `modulesRoots` (where its packages are installed). `readable` adds files or folders
 * it may read (its site config, the trusted keys); `writable` the folders it may write and read
 * (its state folder, SITE_STATE_DIR). SITE_SERVER_PERMISSIONS=off in the parent's environment
 * leaves the permission model out (to debug a problem it might cause).
 */
function siteServerCommand({
  root,
  readable = [],
  writable = [],
  modulesRoots = [root],
  parentEnv = process.env,
}) {
  // The bundle starts itself (shell/src/server/main.ts), with its render worker found beside it.
  const bundle = path.join(root, 'shell', 'dist-server', 'server.js');
  const canRead = [
    // The shell's folder (its builds dist/ and dist-server/): Node 20 loses a folder's own entry
    // when a sibling sharing its prefix is allowed too (dist and dist-server), so their parent.
    path.join(root, 'shell'),
    ...modulesRoots.flatMap((dir) => {
      const modules = path.join(dir, 'node_modules');
      return fs.existsSync(modules) ? [modules, fs.realpathSync(modules)] : [];
    }),
    ...readable,
    ...writable,
    // prom-client's process metrics (resident memory, open and maximum file descriptors).
    '/proc/self/status',
    '/proc/self/limits',
    '/proc/self/fd',
  ];
  const permissions =
    parentEnv.SITE_SERVER_PERMISSIONS === 'off'
      ? []
      : [
          permissionFlag(),
          // The render worker is a thread of this process, under the same restrictions.
          '--allow-worker',
          ...[...new Set(canRead)].map((file) => `--allow-fs-read=${file}`),
          ...writable.map((folder) => `--allow-fs-write=${folder}`),
          // The model is used on purpose: its notices would print again with every render worker.
          '--disable-warning=ExperimentalWarning',
          '--disable-warning=SecurityWarning',
        ];
  return { command: process.execPath, args: [...permissions, bundle] };
}

module.exports = { SITE_SERVER_SETTINGS, siteServerEnv, siteServerCommand };
