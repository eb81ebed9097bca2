// tools/run/supervisor.mjs with real processes: a small script runs a set of services (short-lived
// `node -e` children) under the supervisor, as scripts/serve.mjs and deploy/start.mjs do, and the
// test watches what they print, kills them and signals the set, as an operator or a crash would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ServiceSpec {
  name: string;
  /** The child's own code (`node -e`)… */
  code?: string;
  /** … or a program of its own, without arguments. */
  program?: string;
  stage?: number;
  stopSignal?: NodeJS.Signals;
  /** Waited for with `ready()` at start (the set prints `ready <name>` or `not ready: …`). */
  readyUrl?: string;
}

const supervisor = pathToFileURL(path.join(__dirname, 'supervisor.mjs')).href;
const supervisorMetrics = pathToFileURL(path.join(__dirname, 'supervisor-metrics.mjs')).href;
/** Short delays, so that a test sees several restarts in a second. */
const restarts = { firstDelayMs: 50, maxDelayMs: 200, resetAfterMs: 1_000 };

/** The set: a script of its own that supervises `services`, printing what they print. */
function runSet(services: ServiceSpec[], { graceMs = 5_000, crashOn = '', metrics = false } = {}) {
  const script = `
    import { supervise } from ${JSON.stringify(supervisor)};
    import { serveSupervisorMetrics } from ${JSON.stringify(supervisorMetrics)};
    const set = supervise({ graceMs: ${graceMs}, restarts: ${JSON.stringify(restarts)} });
    if (${metrics})
      serveSupervisorMetrics(set, { port: 0, dataFolders: [process.cwd()] }).then((listener) =>
        console.log('metrics ' + listener.port));
    for (const spec of ${JSON.stringify(services)}) {
      const command = spec.program ? [spec.program, []] : [process.execPath, ['-e', spec.code]];
      const service = set.start(spec.name, ...command, {
        stage: spec.stage, stopSignal: spec.stopSignal, stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (spec.readyUrl)
        set.ready(service, spec.readyUrl, 3000).then(
          () => console.log('ready ' + spec.name),
          (error) => console.log('not ready: ' + error.message),
        );
    }
    // A fault of the script itself: an exception nobody catches, on SIGUSR2.
    if (${JSON.stringify(crashOn)}) process.on('SIGUSR2', () => { throw new Error('crash'); });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: { at: number; text: string }[] = [];
  const waiting = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push({ at: Date.now(), text });
    for (const check of waiting) check();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  running.push({ child, exit });

  /** Resolves with the first line matching `pattern` from `from` on (or rejects after `timeoutMs`). */
  const line = (pattern: RegExp, { from = 0, timeoutMs = 5_000 } = {}) =>
    new Promise<{ at: number; text: string; index: number }>((resolve, reject) => {
      const check = () => {
        const index = lines.findIndex((entry, i) => i >= from && pattern.test(entry.text));
        if (index < 0) return;
        waiting.delete(check);
        clearTimeout(timer);
        resolve({ ...lines[index]!, index });
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no line ${pattern} within ${timeoutMs} ms; printed:\n${texts().join('\n')}`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });
  const texts = () => lines.map((entry) => entry.text);
  return { child, line, texts, exit };
}

const running: { child: ChildProcess; exit: Promise<unknown> }[] = [];
// Each set is stopped as an operator would (SIGTERM), so that none of its children outlives it.
afterEach(async () => {
  for (const { child, exit } of running.splice(0)) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exit;
  }
});

/** An HTTP server that says its pid, printing `<name> listening <port> <pid>`. */
const server = (name: string, port = 0) => `
  const server = require('node:http').createServer((q, s) => s.end(String(process.pid)));
  server.listen(${port}, '127.0.0.1', () =>
    console.log(${JSON.stringify(name)} + ' listening ' + server.address().port + ' ' + process.pid));
  process.on('SIGTERM', () => { console.log(${JSON.stringify(name)} + ' stopping'); server.close(); });
`;

const answer = async (port: string) => (await fetch(`http://127.0.0.1:${port}/`)).text();
const pidOf = (text: string) => text.split(' ').at(-1)!;

describe('the supervisor', () => {
  it('starts a killed service again, while the others keep answering', async () => {
    const set = runSet([
      { name: 'api', code: server('api') },
      { name: 'site', code: server('site') },
    ]);
    const api = await set.line(/^api listening/);
    const site = await set.line(/^site listening/);
    const [, , apiPort] = api.text.split(' ');
    const [, , sitePort] = site.text.split(' ');
    expect(await answer(apiPort!)).toBe(pidOf(api.text));

    process.kill(Number(pidOf(api.text)), 'SIGKILL');
    const exited = await set.line(/^api exited/, { from: api.index });
    expect(exited.text).toMatch(/^api exited \(SIGKILL\) after [\d.]+ s: restarting in 0\.05 s$/);
    // Meanwhile the site answers as before.
    expect(await answer(sitePort!)).toBe(pidOf(site.text));
    const restarted = await set.line(/^api restarted \(pid \d+\)$/, { from: exited.index });
    const again = await set.line(/^api listening/, { from: exited.index });
    expect(pidOf(restarted.text.replace(')', ''))).toBe(pidOf(again.text));
    expect(pidOf(again.text)).not.toBe(pidOf(api.text));
    expect(await answer(again.text.split(' ')[2]!)).toBe(pidOf(again.text));
    expect(set.texts().filter((text) => text.startsWith('site '))).toEqual([site.text]);
  });

  it('waits longer each time a service keeps dying, up to the cap, and from the start again once it ran long enough', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
    try {
      // Dies at once on its first four runs, lives 1.2 s (past resetAfterMs) on the fifth.
      const counter = JSON.stringify(path.join(dir, 'runs'));
      const set = runSet([
        {
          name: 'flaky',
          code: `
            const fs = require('node:fs');
            const runs = Number(fs.existsSync(${counter}) ? fs.readFileSync(${counter}, 'utf8') : 0) + 1;
            fs.writeFileSync(${counter}, String(runs));
            console.log('flaky run ' + runs);
            setTimeout(() => process.exit(3), runs === 5 ? 1200 : 0);
          `,
        },
      ]);
      await set.line(/^flaky run 6$/, { timeoutMs: 8_000 });
      const delays = set
        .texts()
        .filter((text) => text.startsWith('flaky exited'))
        .map((text) => /^flaky exited \(3\) after [\d.]+ s: restarting in ([\d.]+) s$/.exec(text)?.[1]);
      expect(delays.slice(0, 5)).toEqual(['0.05', '0.1', '0.2', '0.2', '0.05']);
      // The runs really were that far apart.
      const runs = set.line(/^flaky run 4$/);
      const third = await set.line(/^flaky run 3$/);
      expect((await runs).at - third.at).toBeGreaterThanOrEqual(190);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('kills what a dead service left behind (its process group) before starting it again', async () => {
    // Like nginx's master and its workers: the worker outlives a killed master.
    const set = runSet([
      {
        name: 'master',
        code: `
          const worker = require('node:child_process').spawn(process.execPath,
            ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
          console.log('master ' + process.pid + ' worker ' + worker.pid);
          setInterval(() => {}, 1000);
        `,
      },
    ]);
    const first = await set.line(/^master \d+ worker \d+$/);
    const [, master, , worker] = first.text.split(' ');
    // Running, not gone and not a zombie waiting for init to reap it (Linux's /proc).
    const alive = (pid: string) => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    expect(alive(worker!)).toBe(true);
    process.kill(Number(master), 'SIGKILL');
    await set.line(/^master restarted/);
    expect(alive(worker!)).toBe(false);
    const second = await set.line(/^master \d+ worker \d+$/, { from: first.index + 1 });
    expect(second.text).not.toBe(first.text);
  });

  it('restarts a program that cannot be started at all, without crashing the set', async () => {
    const set = runSet([{ name: 'missing', program: '/nonexistent/program' }]);
    const first = await set.line(/^missing exited \(ENOENT\)/);
    await set.line(/^missing exited \(ENOENT\)/, { from: first.index + 1 });
    expect(set.child.exitCode).toBeNull();
  });

  it('stops stage by stage on SIGTERM, each with its own signal, and restarts nothing', async () => {
    const stopsOn = (name: string, signal: NodeJS.Signals) => `
      setInterval(() => {}, 1000);
      process.on(${JSON.stringify(signal)}, () => {
        console.log(${JSON.stringify(name)} + ' stopping');
        setTimeout(() => { console.log(${JSON.stringify(name)} + ' stopped'); process.exit(0); }, 200);
      });
      console.log(${JSON.stringify(name)} + ' up');
    `;
    const set = runSet([
      { name: 'nginx', code: stopsOn('nginx', 'SIGQUIT'), stopSignal: 'SIGQUIT' },
      { name: 'api', code: stopsOn('api', 'SIGTERM'), stage: 1 },
      { name: 'site', code: stopsOn('site', 'SIGTERM'), stage: 1 },
    ]);
    for (const name of ['nginx', 'api', 'site']) await set.line(new RegExp(`^${name} up$`));
    set.child.kill('SIGTERM');
    expect(await set.exit).toBe(0);
    const order = set.texts().filter((text) => / stopp/.test(text));
    expect(order.slice(0, 2)).toEqual(['nginx stopping', 'nginx stopped']);
    expect(order.slice(2, 4).sort()).toEqual(['api stopping', 'site stopping']);
    expect(order.slice(4).sort()).toEqual(['api stopped', 'site stopped']);
    expect(set.texts().filter((text) => /exited|restart/.test(text))).toEqual([]);
  });

  it('kills what outlives its grace time, and exits 1', async () => {
    const set = runSet(
      [
        {
          name: 'stuck',
          code: `process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('stuck up');`,
        },
      ],
      { graceMs: 300 },
    );
    await set.line(/^stuck up$/);
    set.child.kill('SIGTERM');
    expect(await set.exit).toBe(1);
  });

  it('takes its services with it when it crashes', async () => {
    const set = runSet([{ name: 'api', code: server('api') }], { crashOn: 'SIGUSR2' });
    const api = await set.line(/^api listening/);
    set.child.kill('SIGUSR2');
    expect(await set.exit).not.toBe(0);
    await expect(answer(api.text.split(' ')[2]!)).rejects.toThrow();
  });

  it('reports a service that ends before it is ready as not started', async () => {
    const set = runSet([{ name: 'broken', code: 'process.exit(1)', readyUrl: 'http://127.0.0.1:9/health' }]);
    expect((await set.line(/ready/)).text).toBe('not ready: broken did not start');
  });

  it('says on its metrics listener which services run and how often each was started again', async () => {
    const set = runSet(
      [
        { name: 'api', code: server('api') },
        { name: 'missing', program: '/nonexistent/program' },
      ],
      { metrics: true },
    );
    const metrics = (await set.line(/^metrics \d+$/)).text.split(' ')[1]!;
    const scrape = async () => (await fetch(`http://127.0.0.1:${metrics}/metrics`)).text();
    const first = await set.line(/^api listening/);
    process.kill(Number(pidOf(first.text)), 'SIGKILL');
    const second = await set.line(/^api listening/, { from: first.index + 1 });
    process.kill(Number(pidOf(second.text)), 'SIGKILL');
    await set.line(/^api listening/, { from: second.index + 1 });
    const text = await scrape();
    expect(text).toContain('supervisor_service_restarts_total{service="api"} 2\n');
    expect(text).toContain('supervisor_service_up{service="api"} 1\n');
    // Never up: it cannot be started at all, and is tried again and again.
    expect(text).toContain('supervisor_service_up{service="missing"} 0\n');
    expect(text).toMatch(/supervisor_service_restarts_total\{service="missing"\} [1-9]/);
    expect(text).toMatch(/data_folder_free_bytes\{folder="[^"]+"\} [1-9]/);
    expect(text).toMatch(/process_cpu_user_seconds_total [0-9.]+/);
  });
});
