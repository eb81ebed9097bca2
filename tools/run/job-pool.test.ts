// The pool that runs `npm run check`'s jobs two at a time, on a stand-in for spawn whose children
// end when the test says; and the list of those jobs, read from the repository.
import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { runJobs } from './job-pool';
import { staticChecks } from './static-checks';

/** A stand-in for spawn: each job is a child that prints and ends when the test says so. */
function fakeSpawn() {
  const running = new Map<string, { child: EventEmitter & { stdout: PassThrough; stderr: PassThrough } }>();
  let most = 0;
  const spawnJob = (command: string) => {
    const child = Object.assign(new EventEmitter(), { stdout: new PassThrough(), stderr: new PassThrough() });
    running.set(command, { child });
    most = Math.max(most, running.size);
    return child as unknown as ChildProcess;
  };
  const end = (command: string, code: number, printed = '') => {
    const { child } = running.get(command)!;
    running.delete(command);
    child.stdout.end(printed);
    child.stderr.end();
    // After the streams' data, as a real child closes.
    setImmediate(() => child.emit('close', code));
  };
  return { spawnJob, end, running: () => [...running.keys()], most: () => most };
}

const job = (name: string) => ({ name, command: name, args: [] });
const tick = () => new Promise((resolve) => setImmediate(resolve));

test('runs the jobs as many at a time as asked, each reported whole when it ends; the failed ones named', async () => {
  const fake = fakeSpawn();
  const reports: { name: string; code: number; output: string }[] = [];
  const done = runJobs([job('a'), job('b'), job('c')], {
    concurrency: 2,
    spawnJob: fake.spawnJob,
    report: ({ name, code, output }) => reports.push({ name, code, output }),
  });
  await tick();
  expect(fake.running()).toEqual(['a', 'b']);
  fake.end('b', 1, 'b: 2 errors\n');
  await tick();
  await tick();
  expect(fake.running()).toEqual(['a', 'c']);
  fake.end('a', 0, 'a: fine\n');
  fake.end('c', 0);
  expect(await done).toEqual(['b']);
  expect(fake.most()).toBe(2);
  expect(reports).toEqual([
    { name: 'b', code: 1, output: 'b: 2 errors\n' },
    { name: 'a', code: 0, output: 'a: fine\n' },
    { name: 'c', code: 0, output: '' },
  ]);
});

test('a job that cannot start is a failed one, with the reason', async () => {
  const reports: string[] = [];
  const failed = await runJobs([{ name: 'missing', command: '/no/such/program', args: [] }], {
    report: ({ output }) => reports.push(output),
  });
  expect(failed).toEqual(['missing']);
  expect(reports[0]).toMatch(/ENOENT/);
});

test('npm run check: eslint, prettier, every workspace’s typecheck script and tools’, eslint first', () => {
  const root = path.resolve(__dirname, '..', '..');
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const names = staticChecks().map((check) => check.name);
  expect(names[0]).toBe('eslint');
  expect(names).toContain('prettier');
  expect(names).toContain('typecheck tools');
  for (const dir of workspaces) {
    const scripts = (
      JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
      }
    ).scripts;
    if (scripts?.typecheck) expect(names).toContain(`typecheck ${dir}`);
  }
});
