// A PostgreSQL cluster of its own, in a folder of its own, from Debian's binaries
// (/usr/lib/postgresql/<version>/bin): for the API's tests, `npm run serve:fleet` and
// `npm run bench:fleet` when no DATABASE_URL is given, as the API creates its SQLite file itself.
// It listens on loopback only (TCP, and a socket in its own folder), trusts local connections (a
// local cluster for one user, never a production server) and stops with the caller.
// initdb refuses to run as root: as root, the cluster runs as `nobody`, in a folder it owns.
const { execFileSync } = require('node:child_process');
const { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, mkdirSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The folder of Debian's PostgreSQL binaries (PG_BIN overrides), the newest version that has
 * `program`; or undefined. `program` is the server's `initdb` by default; the API's backups ask
 * for `pg_dump`, which a host with the client package only (postgresql-client) has too. `fs` is
 * for tests (tools/run/prerequisites.test.ts).
 */
function postgresBin(env = process.env, fs = { existsSync, readdirSync }, program = 'initdb') {
  if (env.PG_BIN) return fs.existsSync(path.join(env.PG_BIN, program)) ? env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && fs.existsSync(path.join(root, name, 'bin', program)))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Who runs the cluster: this process's user, or `nobody` when this process is root. */
function clusterUser() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { name: 'nobody', uid: id('-u'), gid: id('-g') };
}

/**
 * Creates and starts a cluster; resolves to { url(database), port, dir, createDatabase(name),
 * stop() }. Options: `port` (a free one by default), `dir` (a new temporary folder by default,
 * removed by stop()), `fast` (no fsync: for tests, never for measurements of durability),
 * `log` (where the server's log goes: 'ignore' or a file path; default a file in the folder).
 */
async function startPostgres({ port, dir, fast = false, log } = {}) {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL's binaries are not installed: apt-get install -y postgresql (or set PG_BIN, or DATABASE_URL).",
    );
  }
  const user = clusterUser();
  const ownsDir = !dir;
  const root = dir ?? mkdtempSync(path.join(os.tmpdir(), 'site-postgres-'));
  mkdirSync(root, { recursive: true });
  const data = path.join(root, 'data');
  if (user) chownSync(root, user.uid, user.gid);
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  const listenPort = port ?? (await freePort());

  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    execFileSync(
      path.join(bin, 'initdb'),
      [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-instructions',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], ...asUser },
    );
  }
  const settings = [
    `-p ${listenPort}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${root}'`,
    '-c max_connections=200',
    ...(fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const logFile = log === 'ignore' ? '/dev/null' : (log ?? path.join(root, 'postgres.log'));
  const pgCtl = (args) =>
    execFileSync(path.join(bin, 'pg_ctl'), ['-D', data, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...asUser,
    });
  pgCtl(['-o', settings, '-l', logFile, '-w', '-t', '60', 'start']);

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${listenPort}/${database}`;
  const psql = (sql, database = 'postgres') =>
    execFileSync(
      path.join(bin, 'psql'),
      ['-X', '-q', '-tA', '-v', 'ON_ERROR_STOP=1', '-d', url(database), '-c', sql],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      },
    );

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      pgCtl(['-m', 'fast', '-w', '-t', '30', 'stop']);
    } catch {
      // Already down.
    }
    if (ownsDir) rmSync(root, { recursive: true, force: true });
  };
  return {
    port: listenPort,
    dir: root,
    url,
    /** Creates a database (if missing) and resolves to its URL. */
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a database name: ${name}`);
      const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`).trim();
      if (!exists) psql(`CREATE DATABASE ${name}`);
      return url(name);
    },
    stop,
  };
}

/** Waits until a PostgreSQL URL accepts connections (`pg_isready`), or throws after `timeoutMs`. */
async function waitForPostgres(url, timeoutMs = 30_000) {
  const bin = postgresBin();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-d', url, '-t', '2'], { stdio: 'ignore' });
      return;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL at ${url} did not answer in ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  }
}

module.exports = { postgresBin, startPostgres, waitForPostgres };
