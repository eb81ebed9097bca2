// The fleet's own PostgreSQL as a service of the supervisor (tools/run/postgres.js,
// supervisePostgres), with a real cluster: `kill -9` of its server, as issue 42 tried on the fleet,
// and it is back on its own, with every committed row, on the same port; a signal to the set stops
// it. A small script runs the set, as deploy/start.mjs does.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { acceptsConnections, postgresBin } from './postgres';

const supervisor = pathToFileURL(path.join(__dirname, 'supervisor.mjs')).href;
const postgres = path.join(__dirname, 'postgres.js');

/** The set: the cluster in `dir` under the supervisor, printing its URL and pid once ready. */
function runSet(dir: string) {
  const script = `
    import { createRequire } from 'node:module';
    import { supervise } from ${JSON.stringify(supervisor)};
    const { supervisePostgres } = createRequire(import.meta.url)(${JSON.stringify(postgres)});
    const set = supervise({ graceMs: 20000 });
    const cluster = await supervisePostgres(set, { dir: ${JSON.stringify(dir)}, stage: 3 });
    console.log('ready ' + cluster.url() + ' ' + cluster.service.child.pid);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exit, printed: () => printed };
}

async function until<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

(postgresBin() ? describe : describe.skip)('the fleet’s own PostgreSQL, supervised', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-postgres-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is started again after kill -9, recovers every committed row on the same port, and stops with the set', async () => {
    const set = runSet(dir);
    try {
      const [, url = '', pid = ''] = await until(
        'ready line',
        () => /^ready (\S+) (\d+)$/m.exec(set.printed()) ?? undefined,
        60_000,
      );
      const write = new pg.Client(url);
      await write.connect();
      await write.query('CREATE TABLE leads (name text)');
      await write.query("INSERT INTO leads VALUES ('acknowledged before the kill')");
      await write.end();

      const killedAt = Date.now();
      process.kill(Number(pid), 'SIGKILL');
      await until(
        'restart',
        () => /^postgres restarted \(pid \d+\)$/m.test(set.printed()) || undefined,
        10_000,
      );
      await until('connections', async () => (await acceptsConnections(url)) || undefined, 10_000);
      // The bound: back on its own within 10 s.
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      const read = new pg.Client(url);
      await read.connect();
      expect((await read.query('SELECT name FROM leads')).rows).toEqual([
        { name: 'acknowledged before the kill' },
      ]);
      await read.end();
      expect(set.printed()).toMatch(/^postgres exited \(SIGKILL\) after [\d.]+ s: restarting in 0\.25 s$/m);

      set.child.kill('SIGTERM');
      expect(await set.exit).toBe(0);
      expect(await acceptsConnections(url)).toBe(false);
    } finally {
      // Stopped as an operator would, so that its server does not outlive it.
      if (set.child.exitCode === null) set.child.kill('SIGTERM');
      await set.exit;
    }
  }, 120_000);
});
