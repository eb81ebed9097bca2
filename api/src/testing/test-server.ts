import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { leadPaths, startDateRange } from '@site/leads';
import Database from 'better-sqlite3';
import { buildApp, type App, type AppOptions } from '../app';
import { loadConfig } from '../config';

export const ALLOWED_ORIGIN = 'http://localhost:3000';

/** A valid body, as the form sends it. */
export function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    full_name: 'Ayesha Malik',
    email: 'ayesha@example.com',
    company_name: 'Malik Textiles',
    project_type: 'E-commerce Store',
    budget_range: '$5,000 - $15,000',
    project_details: 'An online store for our fabrics, with JazzCash payments.',
    website: '',
    ...overrides,
  };
}

/** A valid enrollment, as the form sends it, starting today in Pakistan. */
export function validEnrollment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    full_name: 'Ayesha Malik',
    email: 'ayesha@example.com',
    phone: '0300 1234567',
    course: 'React JS',
    start_date: startDateRange(new Date()).min,
    message: 'I prefer the evening batch.',
    website: '',
    ...overrides,
  };
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** Send `body` as it is (a string), not as JSON. */
  raw?: boolean;
  /** The endpoint; the project request's by default. */
  path?: string;
}

export interface TestServer {
  url: string;
  endpoint: string;
  dbPath: string;
  /** The PostgreSQL store's URL, when the server runs on one. */
  databaseUrl: string | undefined;
  /** Its STAFF_SECRET_KEY (a key of its own, unless the env given names one). */
  staffSecretKey: string;
  /** The authenticators' secrets the staff tool printed, by username (testing/staff.ts). */
  totpSecrets: Map<string, string>;
  current: App;
  /** Every log line written so far (JSON strings). */
  logs: string[];
  /** Closes the server (gracefully) and starts a new one on the same database file. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** Removes the temp folder; call after stop(). */
  cleanup(): void;
  /** Opens the database file read-only, as another process would, and reads a table by id (SQLite). */
  readRows(table?: string): Record<string, unknown>[];
  /** Reads a table by id through the running service's store (either store). */
  rows(table?: string): Promise<Record<string, unknown>[]>;
  post(body: unknown, init?: PostOptions): Promise<Response>;
}

/**
 * The real service on an ephemeral loopback port with a fresh database file (or the one
 * API_DB_PATH names, for a second instance on the same file), not started yet.
 */
function createTestServer(
  env: Record<string, string>,
  appOptions: Omit<AppOptions, 'logStream'> = {},
): TestServer & { start(): Promise<void> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const staffSecretKey = env.STAFF_SECRET_KEY ?? randomBytes(32).toString('base64');
  const config = loadConfig({
    STAFF_SECRET_KEY: staffSecretKey,
    PORT: '0',
    HOST: '127.0.0.1',
    CORS_ORIGINS: ALLOWED_ORIGIN,
    API_DB_PATH: path.join(dir, 'requests.db'),
    // The mails are the outbox tests' business; elsewhere they stay in the outbox.
    SMTP_URL: '',
    RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'info',
    ...env,
  });

  let current: App | undefined;
  const server = {
    url: '',
    endpoint: '',
    dbPath: config.dbPath,
    databaseUrl: config.databaseUrl ?? undefined,
    staffSecretKey,
    totpSecrets: new Map<string, string>(),
    logs,
    get current(): App {
      if (!current) throw new Error('The test server has not started.');
      return current;
    },
    async start() {
      current = await buildApp(config, { ...appOptions, logStream });
      await current.app.listen({ port: 0, host: '127.0.0.1' });
      const info = current.app.server.address();
      if (!info || typeof info === 'string') throw new Error('No TCP address');
      server.url = `http://127.0.0.1:${info.port}`;
      server.endpoint = `${server.url}${leadPaths.projectRequest}`;
    },
    async restart() {
      await server.stop();
      await server.start();
    },
    async stop() {
      await current?.app.close();
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
    readRows(table = 'project_requests') {
      const db = new Database(config.dbPath, { readonly: true });
      try {
        return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
      } finally {
        db.close();
      }
    },
    rows(table = 'project_requests') {
      return server.current.db.query(`SELECT * FROM ${table} ORDER BY id`);
    },
    post(body: unknown, init: PostOptions = {}) {
      return fetch(`${server.url}${init.path ?? leadPaths.projectRequest}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...init.headers },
        body: init.raw ? (body as string) : JSON.stringify(body),
      });
    },
  };
  return server;
}

/** Starts a test server of its own (stop and clean it up yourself). */
export async function startTestServer(
  env: Record<string, string> = {},
  appOptions: Omit<AppOptions, 'logStream'> = {},
): Promise<TestServer> {
  const server = createTestServer(env, appOptions);
  await server.start();
  return server;
}

/**
 * One test server for the tests of a file (or of a `describe` block): started before them,
 * stopped and removed after them.
 */
export function serverForTests(env: Record<string, string> = {}): TestServer {
  const server = createTestServer(env);
  beforeAll(() => server.start());
  afterAll(async () => {
    await server.stop();
    server.cleanup();
  });
  return server;
}
