// The shipped Prometheus setup (deploy/prometheus/), through promtool (promtool.js says where it
// is): it checks the configuration and the alert rules and runs the rules' unit tests; the
// configuration is the generator's for `npm run serve:fleet`; and every series an alert reads is
// one the site's processes expose.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promtoolPath } from './promtool';

const root = path.resolve(__dirname, '..', '..');
const dir = path.join(root, 'deploy', 'prometheus');
const promtool = (...args: string[]) =>
  spawnSync(promtoolPath(), args, { cwd: dir, encoding: 'utf8', timeout: 30_000 });
const generate = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, [path.join(root, 'deploy', 'lib', 'prometheus-conf.mjs'), ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  });

describe('the Prometheus setup', () => {
  it('passes promtool check config, its rule file found beside it', () => {
    const result = promtool('check', 'config', 'prometheus.yml');
    expect([result.status, result.stdout + result.stderr]).toEqual([
      0,
      expect.stringContaining('1 rule files found'),
    ]);
  });

  it('passes promtool check rules and the rules’ unit tests', () => {
    const rules = promtool('check', 'rules', 'alerts.yml');
    expect([rules.status, rules.stdout + rules.stderr]).toEqual([0, expect.stringContaining('SUCCESS')]);
    const tests = promtool('test', 'rules', 'alerts.test.yml');
    expect([tests.status, tests.stdout + tests.stderr]).toEqual([0, expect.stringContaining('SUCCESS')]);
  });

  it('is what the generator writes for npm run serve:fleet on the default ports', () => {
    const result = generate({ PORT_BASE: '3000' }, '--fleet');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(readFileSync(path.join(dir, 'prometheus.yml'), 'utf8'));
  });

  it('is written for another port base and instance count, and promtool takes it', () => {
    const result = generate({ PORT_BASE: '7000', SITE_INSTANCES: '2', API_INSTANCES: '3' });
    expect(result.stdout).toContain("- targets: ['127.0.0.1:9501', '127.0.0.1:9502']");
    expect(result.stdout).toContain("- targets: ['127.0.0.1:10500', '127.0.0.1:10501', '127.0.0.1:10502']");
    expect(result.stdout).toContain("- targets: ['127.0.0.1:10509']");
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'prometheus-conf-'));
    try {
      const file = path.join(tmp, 'prometheus.yml');
      writeFileSync(file, result.stdout.replace('  - alerts.yml', `  - ${path.join(dir, 'alerts.yml')}`));
      expect(promtool('check', 'config', file).status).toBe(0);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('alerts only on series that the site’s processes expose', () => {
    const rules = readFileSync(path.join(dir, 'alerts.yml'), 'utf8');
    const expressions = [...rules.matchAll(/^\s+expr: (.*)$/gm)].map(([, expr]) => expr ?? '');
    expect(expressions.length).toBeGreaterThan(10);
    // PromQL's own words, and what Prometheus itself makes (up).
    const promql = new Set(['sum', 'by', 'rate', 'increase', 'max', 'avg_over_time', 'or', 'and', 'up']);
    const named = new Set(
      expressions.flatMap((expr) =>
        [...expr.replace(/\{[^}]*\}|\[[^\]]*\]|by \([^)]*\)/g, '').matchAll(/[a-z_][a-z0-9_]*/g)]
          .map(([word]) => word)
          .filter((word) => !promql.has(word)),
      ),
    );
    // Where the processes declare their series: prom-client's `name: '…'`, or the supervisor's list.
    const sources = [
      ...['api/src/metrics', 'api/src/mail', 'shell/src/server'].flatMap((folder) =>
        readdirSync(path.join(root, folder))
          .filter((file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'))
          .map((file) => path.join(root, folder, file)),
      ),
      path.join(root, 'tools', 'run', 'supervisor-metrics.mjs'),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const declared = new Set([...sources.matchAll(/(?:name: |\[)'([a-z_]+)'/g)].map(([, name]) => name));
    expect([...named].filter((name) => !declared.has(name))).toEqual([]);
    expect(named.size).toBeGreaterThan(8);
  });
});
