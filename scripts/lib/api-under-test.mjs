// The built API (api/dist) started alone on a store, for the benches that measure it
// (bench-inbox.mjs): a free port on loopback, its /health awaited, a staff member added with the
// staff tool and signed in, its peak memory read, and stopped again.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { round } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A file of the API's build. */
export const apiBuild = (file) => path.join(root, 'api', 'dist', file);
const require = createRequire(import.meta.url);
const { postgresBin } = require('../../tools/run/postgres.js');

/** The API and the packages it runs from their CommonJS builds. */
const API_PACKAGES = ['@site/site', '@site/leads', '@site/staff', '@site/people', 'api'];

/** Builds the API and its packages (`npm run build -w …`), saying so. */
export function buildApi() {
  const workspaces = API_PACKAGES.flatMap((name) => ['-w', name]);
  console.log(`Building the API (npm run build ${workspaces.join(' ')}) …`);
  execFileSync('npm', ['run', 'build', ...workspaces], { cwd: root, stdio: 'ignore' });
}

/**
 * The stores a bench's `--store` names: sqlite, postgres, or both (PostgreSQL when its binaries
 * are on the machine). Anything else is a usage error, thrown as `usageError(message)`.
 */
export function storesOf(option = 'both', usageError = (message) => new Error(message)) {
  if (!['sqlite', 'postgres', 'both'].includes(option))
    throw usageError('--store is sqlite, postgres or both');
  if (option !== 'both') return [option];
  return postgresBin() ? ['sqlite', 'postgres'] : ['sqlite'];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `api/dist/server.js` with `env` (its store: API_DB_PATH or DATABASE_URL) on a free port;
 * resolves once /health answers: { origin, env, pid, signIn(username, password), stop() }.
 */
export async function startApi(env, { verbose = false } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const settings = { ...process.env, LOG_LEVEL: 'warn', SMTP_URL: '', ...env, PUBLIC_ORIGIN: origin };
  const child = spawn(process.execPath, [apiBuild('server.js')], {
    env: { ...settings, PORT: String(port) },
    stdio: ['ignore', 'ignore', verbose ? 'inherit' : 'ignore'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${origin}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 200 || child.exitCode !== null) {
      await stop();
      throw new Error('the API did not start');
    }
    await sleep(100);
  }
  return {
    origin,
    pid: child.pid,
    stop,
    /**
     * Adds a staff member with the staff tool (as the README says) and signs in with the password
     * and the code of the authenticator the tool printed: a GET with its session.
     */
    async signIn(username, password) {
      const printed = execFileSync(
        process.execPath,
        [apiBuild('cli/staff.js'), 'add', username, '--password-stdin'],
        { env: settings, input: password, encoding: 'utf8', stdio: ['pipe', 'pipe', 'inherit'] },
      );
      const secret = /secret: ([A-Z2-7]+)/.exec(printed)?.[1];
      if (!secret) throw new Error('the staff tool printed no authenticator');
      const cookieOf = (answer) =>
        answer.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
      const post = (url, body, cookie) =>
        fetch(`${origin}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        });
      const first = await post('/api/v1/staff/session', { username, password });
      if (!first.ok) throw new Error(`sign-in answered ${first.status}`);
      const { totpCode } = require(apiBuild('auth/totp.js'));
      const second = await post(
        '/api/v1/staff/session/totp',
        { code: totpCode(secret, new Date()) },
        cookieOf(first),
      );
      if (!second.ok) throw new Error(`the authenticator's code answered ${second.status}`);
      const cookie = cookieOf(second);
      return (url) => fetch(`${origin}${url}`, { headers: { cookie } });
    },
  };
}

/** Peak resident memory of a process so far (Linux: VmHWM), in MB. */
export function peakMb(pid) {
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return round(kb / 1024, 1);
}
