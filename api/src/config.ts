import { availableParallelism } from 'node:os';
import path from 'node:path';
import { siteSettings } from '@site/site/company';
import { parseSecretKey } from './auth/secret-key';
// The repository's ports, listed once (tools/apps.js): the API's is part of the site's port plan.
import { localOrigin, metricsPort, portBase, portPlan } from '../../tools/apps.js';

/** Everything the service reads from the environment, parsed once at start-up. */
export interface Config {
  port: number;
  host: string;
  /**
   * METRICS_PORT: the loopback-only listener of GET /metrics (PORT + 2500 by default, 0 = any free
   * port); null = none (`off`).
   */
  metricsPort: number | null;
  /** Origins allowed by CORS (exact matches, e.g. the site's own origin). Empty = no CORS. */
  corsOrigins: string[];
  /**
   * PUBLIC_ORIGIN: the site's origin (`https://www.codenest.pk`), where staff sign in; the staff
   * endpoints take changes only from it (and CORS_ORIGINS), and the staff tool's links name it.
   */
  publicOrigin: string;
  /** The SQLite file (API_DB_PATH), used when there is no `databaseUrl`. */
  dbPath: string;
  /** DATABASE_URL: PostgreSQL (postgres://…), the store of the fleet and of production; null = SQLite. */
  databaseUrl: string | null;
  /** DATABASE_POOL_MAX: PostgreSQL connections of this instance. */
  poolMax: number;
  /** POSTs per address per window. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Staff sign-in attempts (password or code) per client address per minute; a person's sign-ins too. */
  signInAttemptsPerMinute: number;
  /** ACCOUNT_REQUESTS_PER_HOUR: Create Account, and reset links asked for, per client address per hour (each). */
  accountRequestsPerHour: number;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client (addresses or CIDRs, fastify
   * `trustProxy`); false, the default, trusts nobody. Not "loopback": on a shared host any process
   * can connect from there, so `npm start` and the fleet name the addresses their proxies
   * connect from (decision 0041).
   */
  trustProxy: string[] | false;
  /**
   * STAFF_SECRET_KEY: the server's secret key, which seals the staff's authenticator secrets and
   * the links' tokens waiting in the people's account mails (auth/secret-key.ts), kept outside the
   * database; required in production. null: the checkout's development key. (Its name is older
   * than the people's accounts; one key for both, so nothing to add to a deployment.)
   */
  staffSecretKey: Buffer | null;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  logLevel: string;
  /** Longest a graceful shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** NODE_ENV=production: no account mail's link is ever written to the log (people/… and docs/accounts.md). */
  production: boolean;
  /**
   * PASSWORD_HASH_CONCURRENCY: argon2 hashes and verifications of people's passwords at once; the
   * rest wait their turn, so that a burst of sign-ins leaves a core for the leads.
   */
  passwordHashConcurrency: number;
  mail: MailConfig;
}

/** How lead e-mails leave the outbox (docs/api.md, "Every lead is mailed"). */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the mail server; null = keep every mail in the outbox. */
  smtpUrl: string | null;
  to: string;
  from: string;
  /** ACCOUNT_EMAIL_FROM: the From of a person's account mails (verification, reset, invitation…). */
  accountFrom: string;
  /** Wait after the first failed attempt; it doubles after each further failure … */
  retryBaseMs: number;
  /** … up to this cap. */
  retryMaxMs: number;
  /** How often the worker looks for due mails besides being woken by each new lead. */
  pollMs: number;
  /** How long a claimed mail is another instance's to leave alone: longer than any one send. */
  leaseMs: number;
  /** Attempts after which a mail that keeps failing for temporary reasons is set aside. */
  maxAttempts: number;
  /** ALERT_EMAIL_TO: the operators, mailed when lead mails are given up or late; null = nobody. */
  alertTo: string | null;
}

/** The company's address (@site/site), where every lead is mailed unless LEADS_EMAIL_TO says otherwise. */
export const COMPANY_EMAIL = siteSettings.email;

/** `api/data/requests.db`, whether this file runs from src/ (tests) or dist/ (build). */
export const defaultDbPath = path.resolve(__dirname, '..', 'data', 'requests.db');

/** `api/data/backups`: beside the database by default, under the git-ignored `api/data/`. */
export const defaultBackupDir = path.resolve(__dirname, '..', 'data', 'backups');

/** `npm run backup -w api` and `npm run restore -w api` (docs/production.md, "Backups"). */
export interface BackupConfig {
  /** The store backed up or restored into: DATABASE_URL, else the SQLite file. */
  store: { databaseUrl: string | null; dbPath: string };
  /** BACKUP_DIR: where backups are written. */
  dir: string;
  /** BACKUP_KEEP_LAST: the newest backups kept whatever their age. */
  keepLast: number;
  /** BACKUP_KEEP_DAYS: besides, the newest backup of each of the last days (UTC, today included). */
  keepDays: number;
}

export const BODY_LIMIT_BYTES = 32 * 1024;
export const DEFAULT_RATE_LIMIT_MAX = 10;
export const DEFAULT_RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * API_DB_PATH as an absolute path. A relative one is taken from where the command was typed
 * (npm's INIT_CWD), not from api/, where `npm run ... -w api` runs.
 */
export function resolveDbPath(env: NodeJS.ProcessEnv): string {
  return resolvePath(env, env.API_DB_PATH) ?? defaultDbPath;
}

/** A path setting as an absolute path, a relative one taken from where the command was typed. */
function resolvePath(env: NodeJS.ProcessEnv, raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value ? path.resolve(env.INIT_CWD ?? process.cwd(), value) : undefined;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min} (got "${raw}").`);
  }
  return value;
}

function smtpUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^smtps?:\/\/[^/]/i.test(value)) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587.',
    );
  }
  return value;
}

/** PUBLIC_ORIGIN, or the local `npm start` site's (PORT_BASE moves it). */
function publicOrigin(env: NodeJS.ProcessEnv): string {
  const value = env.PUBLIC_ORIGIN?.trim() || localOrigin(portPlan('serve', portBase(env)).apps.shell);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://www.codenest.pk (got "${value}").`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://www.codenest.pk (got "${value}").`);
  }
  return url.origin;
}

/** METRICS_PORT: a port, `off`, or by default the listening port's metrics port (tools/apps.js). */
function metricsPortOf(env: NodeJS.ProcessEnv, port: number): number | null {
  const raw = env.METRICS_PORT?.trim();
  if (raw === 'off') return null;
  if (raw) return integer(env, 'METRICS_PORT', 0, 0);
  if (port === 0) return 0;
  if (metricsPort(port) > 65535) throw new Error(`METRICS_PORT must be set: PORT + 2500 is past 65535.`);
  return metricsPort(port);
}

function databaseUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^postgres(?:ql)?:\/\/[^/]/i.test(value)) {
    throw new Error(
      'DATABASE_URL must be a postgres:// URL, e.g. postgres://site:password@db.example.com:5432/site.',
    );
  }
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The backup tools' settings: not the server's (it never backs itself up), read the same way. */
export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env): BackupConfig {
  return {
    store: { databaseUrl: databaseUrl(env.DATABASE_URL), dbPath: resolveDbPath(env) },
    dir: resolvePath(env, env.BACKUP_DIR) ?? defaultBackupDir,
    // Hourly backups (the fleet's schedule, docs/production.md's timer): the last day's, and one a
    // day for a month.
    keepLast: integer(env, 'BACKUP_KEEP_LAST', 24, 1),
    keepDays: integer(env, 'BACKUP_KEEP_DAYS', 30, 0),
  };
}

/** TRUST_PROXY: nobody unless named (`false` or empty: nobody). */
function trustProxy(raw: string | undefined): string[] | false {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  return list(value);
}

/** STAFF_SECRET_KEY, required in production (NODE_ENV=production). */
function staffSecretKey(env: NodeJS.ProcessEnv): Buffer | null {
  const raw = env.STAFF_SECRET_KEY?.trim();
  if (raw) return parseSecretKey(raw);
  if (env.NODE_ENV === 'production')
    throw new Error(
      'STAFF_SECRET_KEY must be set in production: 32 random bytes in base64 (openssl rand -base64 32), kept outside the database.',
    );
  return null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Without PORT: the API of a local `npm start` (PORT_BASE + 1000).
  const port = integer(env, 'PORT', portPlan('serve', portBase(env)).api, 0);
  return {
    port,
    metricsPort: metricsPortOf(env, port),
    host: env.HOST?.trim() || '127.0.0.1',
    corsOrigins: list(env.CORS_ORIGINS).map((origin) => origin.replace(/\/$/, '')),
    publicOrigin: publicOrigin(env),
    dbPath: resolveDbPath(env),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    poolMax: integer(env, 'DATABASE_POOL_MAX', 10, 1),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT_MAX, 1),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT_WINDOW_MS, 1),
    signInAttemptsPerMinute: integer(env, 'SIGN_IN_ATTEMPTS_PER_MINUTE', 20, 1),
    accountRequestsPerHour: integer(env, 'ACCOUNT_REQUESTS_PER_HOUR', 10, 1),
    trustProxy: trustProxy(env.TRUST_PROXY),
    staffSecretKey: staffSecretKey(env),
    bodyLimit: BODY_LIMIT_BYTES,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0),
    production: env.NODE_ENV?.trim() === 'production',
    // One core of two is left to the event loop (the leads, the other requests).
    passwordHashConcurrency: integer(
      env,
      'PASSWORD_HASH_CONCURRENCY',
      Math.max(1, availableParallelism() - 1),
      1,
    ),
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      to: env.LEADS_EMAIL_TO?.trim() || COMPANY_EMAIL,
      from: env.LEADS_EMAIL_FROM?.trim() || `Website leads <${COMPANY_EMAIL}>`,
      accountFrom: env.ACCOUNT_EMAIL_FROM?.trim() || `${siteSettings.shortName} <${COMPANY_EMAIL}>`,
      retryBaseMs: integer(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
      retryMaxMs: integer(env, 'MAIL_RETRY_MAX_MS', 3_600_000, 1),
      pollMs: integer(env, 'MAIL_POLL_MS', 5_000, 1),
      leaseMs: integer(env, 'MAIL_LEASE_MS', 120_000, 1),
      // With the default backoff, the 30th attempt is about 23 hours after the lead: the site
      // promises an answer within 24 hours, so by then a person must know.
      maxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 30, 1),
      alertTo: env.ALERT_EMAIL_TO?.trim() || null,
    },
  };
}
