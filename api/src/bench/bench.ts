import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { leadPaths } from '@site/leads';
import { SqliteDatabase } from '../db/sqlite';
import { freePort } from './free-port';

/**
 * `npm run bench -w api`: starts the built server (a separate process, as in production) on a
 * temp database over loopback, keeps BENCH_CONCURRENCY valid submissions in flight for
 * BENCH_DURATION_MS, stops the server gracefully, then checks the database holds exactly one
 * row per 201 answered.
 */

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function post(port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: leadPaths.projectRequest,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'api-bench/1',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function waitForHealth(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/health' }, (response) => {
          response.resume();
          resolve(response.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The server did not become healthy in time.');
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-bench-'));
  const dbPath = path.join(dir, 'bench.db');
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(__dirname, '..', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_DB_PATH: dbPath,
      RATE_LIMIT_MAX: String(1_000_000_000),
      LOG_LEVEL: 'warn',
      // The benchmark's leads are not mailed anywhere, and nobody scrapes it.
      SMTP_URL: '',
      METRICS_PORT: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));

  try {
    await waitForHealth(port, Date.now() + 10_000);
    console.log(`Bench: ${concurrency} concurrent clients for ${durationMs / 1000} s on 127.0.0.1:${port}`);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let errors = 0;
    let sent = 0;
    const started = process.hrtime.bigint();
    const stopAt = Date.now() + durationMs;

    const worker = async (workerId: number) => {
      while (Date.now() < stopAt) {
        sent += 1;
        const body = JSON.stringify({
          full_name: `Bench Client ${workerId}`,
          email: `bench${workerId}.${sent}@example.com`,
          company_name: 'Bench Co',
          project_type: 'Web Application Development',
          budget_range: '$15,000 - $30,000',
          project_details: 'A load test submission with a realistic amount of text in it. '.repeat(4),
          website: '',
        });
        const t0 = process.hrtime.bigint();
        try {
          const status = await post(port, body);
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch {
          errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)));
    const elapsedS = Number(process.hrtime.bigint() - started) / 1e9;
    agent.destroy();

    server.kill('SIGTERM');
    const exitCode = await exited;

    const db = new SqliteDatabase(dbPath, { readonly: true });
    const stored = (await db.one<{ n: number }>('SELECT count(*) AS n FROM project_requests'))?.n ?? 0;
    await db.close();

    latencies.sort((a, b) => a - b);
    const created = statuses.get(201) ?? 0;
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`Requests:      ${latencies.length} answered, ${errors} connection errors`);
    console.log(`Statuses:      ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`);
    console.log(`Throughput:    ${(latencies.length / elapsedS).toFixed(0)} requests/s`);
    console.log(
      `Latency:       p50 ${fmt(percentile(latencies, 50))}, p90 ${fmt(percentile(latencies, 90))}, ` +
        `p99 ${fmt(percentile(latencies, 99))}, max ${fmt(latencies.at(-1) ?? Number.NaN)}`,
    );
    console.log(
      `Stored rows:   ${stored} (201 answers: ${created}) ${stored === created ? 'MATCH' : 'MISMATCH'}`,
    );
    console.log(`Server exit:   ${exitCode === 0 ? 'graceful (0)' : `code ${exitCode}`}`);
    if (stored !== created || errors > 0 || exitCode !== 0) process.exitCode = 1;
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
