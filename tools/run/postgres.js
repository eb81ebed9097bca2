// A PostgreSQL cluster of its own, in a folder of its own, from Debian's binaries
// (/usr/lib/postgresql/<version>/bin): for the API's tests and benches (`startPostgres`: in the
// background), and for `npm run serve:fleet` when no DATABASE_URL is given (`supervisePostgres`: a
// service of the fleet's supervisor), as the API creates its SQLite file itself.
// It listens on loopback only (TCP, and a socket in its own folder), trusts local connections (a
// local cluster for one user, never a production server) and stops with the caller.
// initdb refuses to run as root: as root, the cluster runs as `nobody`, in a folder it owns.
const { execFile, execFileSync } = require('node:child_process');
const { chownSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, mkdirSync } = require('node:fs');
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
 * A cluster's folder, made ready to run: initdb when it holds no cluster yet (as `nobody` when
 * this process is root), and its server's settings: loopback only, on `port` (a free one by
 * default), its socket in the folder, `fast` (no fsync: tests only, never for measurements of
 * durability). Resolves to what starting it needs and what its users need.
 */
async function prepareCluster({ port, dir, fast = false }) {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL's binaries are not installed: apt-get install -y postgresql (or set PG_BIN, or DATABASE_URL).",
    );
  }
  const user = clusterUser();
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
  /** The server's settings, as `name=value` pairs of its command line (`-c`). */
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['unix_socket_directories', root],
    ['max_connections', '200'],
    // After a crash, every file is made durable before the WAL is replayed: one syncfs() of the
    // file system instead of an fsync() per file (on a loaded disk, 0.5 s instead of 4 to 8 s
    // before a supervised cluster accepts connections again after kill -9).
    ...(process.platform === 'linux' ? [['recovery_init_sync_method', 'syncfs']] : []),
    ...(fast
      ? [
          ['fsync', 'off'],
          ['synchronous_commit', 'off'],
          ['full_page_writes', 'off'],
        ]
      : []),
  ];
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
  return {
    bin,
    data,
    asUser,
    port: listenPort,
    dir: root,
    settings,
    url,
    /** Creates a database (if missing) and resolves to its URL. */
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a database name: ${name}`);
      const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`).trim();
      if (!exists) psql(`CREATE DATABASE ${name}`);
      return url(name);
    },
  };
}

/** The cluster's fields its users read (not how it is started). */
const publicFields = ({ port, dir, url, createDatabase }) => ({ port, dir, url, createDatabase });

/**
 * Creates and starts a cluster, in the background (pg_ctl); resolves to { url(database), port, dir,
 * createDatabase(name), stop() }. Options: `port`, `dir` (a new temporary folder by default,
 * removed by stop()), `fast`, `log` (where the server's log goes: 'ignore' or a file path; default
 * a file in the folder).
 */
async function startPostgres({ port, dir, fast = false, log } = {}) {
  const cluster = await prepareCluster({ port, dir, fast });
  const logFile = log === 'ignore' ? '/dev/null' : (log ?? path.join(cluster.dir, 'postgres.log'));
  const pgCtl = (args) =>
    execFileSync(path.join(cluster.bin, 'pg_ctl'), ['-D', cluster.data, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...cluster.asUser,
    });
  // pg_ctl hands the options to the server through a shell: the values are quoted.
  const options = [
    `-p ${cluster.port}`,
    ...cluster.settings.map(([name, value]) => `-c ${name}='${value}'`),
  ].join(' ');
  pgCtl(['-o', options, '-l', logFile, '-w', '-t', '60', 'start']);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    try {
      pgCtl(['-m', 'fast', '-w', '-t', '30', 'stop']);
    } catch {
      // Already down.
    }
    if (!dir) rmSync(cluster.dir, { recursive: true, force: true });
  };
  return { ...publicFields(cluster), stop };
}

/**
 * The cluster kept in `dir` (made there when new), run in the foreground as a service of a
 * supervisor (`services`, from tools/run/supervisor.mjs), like every other instance of the fleet
 * (docs/decisions/0042-store-failures-and-stuck-instances.md): started again when it dies, after
 * the supervisor's growing delay, its crash recovery done by PostgreSQL itself at start (the
 * supervisor kills what the dead server leaves of its process group first, the backends holding its
 * shared memory); stopped in `stage` (after the services that use it) by a fast shutdown (SIGINT:
 * sessions ended, everything written). It keeps its port across restarts, so the URL its clients
 * were given stays true. Resolves once it accepts connections, to { url(database), port, dir,
 * createDatabase(name), service }. `log`: 'ignore', or a file (default `postgres.log` in `dir`).
 */
async function supervisePostgres(services, { dir, port, stage = 0, log } = {}) {
  const cluster = await prepareCluster({ port, dir });
  const logFile = log ?? path.join(cluster.dir, 'postgres.log');
  const output = logFile === 'ignore' ? 'ignore' : openSync(logFile, 'a');
  const service = services.start(
    'postgres',
    path.join(cluster.bin, 'postgres'),
    [
      '-D',
      cluster.data,
      '-p',
      String(cluster.port),
      ...cluster.settings.flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { stage, stopSignal: 'SIGINT', stdio: ['ignore', output, output], ...cluster.asUser },
  );
  await services.ready(service, () => acceptsConnections(cluster.url()), 120_000);
  return { ...publicFields(cluster), service };
}

/** Whether a PostgreSQL URL accepts connections now (`pg_isready`, at most 2 s). */
function acceptsConnections(url) {
  return new Promise((resolve) => {
    execFile(path.join(postgresBin(), 'pg_isready'), ['-d', url, '-t', '2'], { timeout: 5_000 }, (error) =>
      resolve(!error),
    );
  });
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

module.exports = { postgresBin, startPostgres, supervisePostgres, acceptsConnections, waitForPostgres };
