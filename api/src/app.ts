import { isUtf8 } from 'node:buffer';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from './config';
import { startHousekeeping } from './db/housekeeping';
import { SqlLeadsRepository, type LeadsRepository } from './repositories/leads-repository';
import { migrate, schemaVersion } from './db/migrate';
import type { Database } from './db/sql';
import { openStore } from './db/store';
import { StoreUnavailable } from './db/unavailable';
import { rateLimitKey } from './http/client-address';
import { databaseRateLimitStore } from './http/rate-limit-store';
import {
  describeError,
  errorMessagesIn,
  sendStoreUnavailable,
  STORE_RETRY_AFTER_SECONDS,
} from './http/errors';
import { requestLanguage } from './http/language';
import { securityHeaders } from './http/security-headers';
import { loggerOptions, pathOnly } from './logging';
import { leadRoutes } from './leads/routes';
import type { OutboxWorker } from './mail/outbox-worker';
import { startMailer } from './mail/start-mailer';
import { normalizeOrigin } from './auth/origin';
import { dummyPasswordHash } from './auth/passwords';
import { secretBox } from './auth/secret-box';
import { developmentSecretKey } from './auth/secret-key';
import { createApiMetrics } from './metrics/api-metrics';
import { observeRequests } from './metrics/http-metrics';
import { countPersonSignIns, countSignIns } from './metrics/sign-in-metrics';
import { SqlAuditRepository } from './repositories/audit-repository';
import { SqlGuessRepository } from './repositories/guess-repository';
import { sealStoredSecrets } from './repositories/staff-secrets';
import { SqlInboxRepository } from './repositories/inbox-repository';
import { auditRoutes } from './staff/audit-routes';
import { inboxRoutes } from './staff/inbox-routes';
import { staffLeadRoutes } from './staff/lead-routes';
import { setupRoutes } from './staff/setup-routes';
import { signInRoutes } from './staff/sign-in-routes';
import { SqlStaffRepository } from './repositories/staff-repository';
import { registerPeople } from './people/register';

export interface AppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** How often the outbox is weighed for the operators' alert mail (tests shorten it). */
  alertCheckMs?: number;
}

export interface App {
  app: FastifyInstance;
  /** The store: SQLite, or PostgreSQL with DATABASE_URL. */
  db: Database;
  repository: LeadsRepository;
  /** Sends the lead mails; none without SMTP_URL. */
  mailer: OutboxWorker | undefined;
  /** Its metrics, for the metrics listener (server.ts): never served on the API's own port. */
  metrics: Registry;
}

/** The whole service, database opened and migrated; `app.close()` drains it and closes the file. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // One line per request from the onResponse hook below instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy === false ? false : config.trustProxy.join(','),
    bodyLimit: config.bodyLimit,
    // A client gets this long to send its whole request (guards against slow-drip bodies).
    requestTimeout: 15_000,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Errors the router raises before any route (a malformed URL such as /%ff) answer like the rest.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code, statusCode: 400 }, 'request rejected');
      // The option's generic reply type cannot know this route-less answer.
      // No route means no onSend hook: the security headers are set here.
      return (reply as unknown as FastifyReply)
        .code(400)
        .headers(securityHeaders)
        .send({ message: errorMessagesIn[requestLanguage(request)].badRequest });
    },
  });

  // Only JSON is accepted: drop the built-in text/plain parser. JSON must be UTF-8 (RFC 8259):
  // the default parser would turn invalid bytes into U+FFFD and store something never sent.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) {
      done(Object.assign(new Error(errorMessagesIn.en.notUtf8), { statusCode: 400, code: 'INVALID_UTF8' }));
      return;
    }
    const text = body.toString('utf8');
    // A leading byte-order mark may be ignored (RFC 8259 section 8.1).
    parseJson(request, text.startsWith('\uFEFF') ? text.slice(1) : text, done);
  });

  // Graceful shutdown: Fastify stops accepting and waits for in-flight requests, but a
  // keep-alive connection that carried one would then linger until the client drops it. Answers
  // sent while closing therefore close their connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(securityHeaders);
    if (closing) reply.header('connection', 'close');
    // A 413 is answered before the body has arrived, and Fastify then closes the connection: a
    // client (or the site's proxy) still uploading gets EPIPE/ECONNRESET instead of this answer.
    // Node reads and discards the rest of the body instead (bounded by requestTimeout), the
    // client reads the 413, and the connection stays usable.
    else if (reply.statusCode === 413) reply.removeHeader('connection');
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.routeOptions.url ?? pathOnly(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });

  const db = openStore(config, {
    onIdleError: (error) => app.log.warn({ err: error }, 'a database connection failed while idle'),
  });
  // The authenticators' secrets, and the links' tokens waiting in the account mails' outbox, are
  // sealed with a key kept outside the store (decisions 0041, 0044).
  const box = secretBox(config.staffSecretKey ?? developmentSecretKey());
  try {
    // Every instance migrates at start; on PostgreSQL they take turns (db/migrate.ts). Then the
    // secrets stored in the clear before are sealed, and a key that does not open the stored ones
    // (a restore without its key) stops the start here.
    await migrate(db);
    const sealed = await sealStoredSecrets(db, box);
    if (sealed > 0) app.log.info({ sealed }, 'authenticator secrets stored in the clear are sealed now');
  } catch (error) {
    await db.close();
    throw error;
  }
  const metrics = createApiMetrics(db, config.databaseUrl ? null : config.dbPath);
  // Every route below is counted (http_requests_total, http_request_duration_seconds).
  observeRequests(app, metrics);
  const mailer = startMailer(db, config, box, app.log, options.alertCheckMs);
  // Each commit wakes the worker: a lead's mail leaves at once, not at the next poll.
  const repository = new SqlLeadsRepository(db, () => mailer?.worker.wake());
  const housekeeping = startHousekeeping(db, app.log.child({ component: 'housekeeping' }));

  // The requests in flight are answered by now: let the mail being sent be marked, then close
  // the store (SQLite commits what was queued first). Unsent mails wait in the outbox.
  app.addHook('onClose', async () => {
    housekeeping.stop();
    await mailer?.stopAlerts();
    await mailer?.worker.stop();
    mailer?.close();
    await db.close();
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', 'X-CSRF-Token'],
    maxAge: 600,
    // An OPTIONS that is not a CORS preflight gets an empty 204, not a text/plain 400.
    strictPreflight: false,
  });

  await app.register(rateLimit, {
    global: false,
    // One count per client across every instance of the API (the store is shared).
    store: databaseRateLimitStore(db),
    // The store unreachable: the request goes on (storing the lead will tell).
    skipOnError: true,
    keyGenerator: (request) => rateLimitKey(request.ip),
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return Object.assign(new Error(errorMessagesIn[requestLanguage(request)].rateLimited(seconds)), {
        statusCode: 429,
        code: 'RATE_LIMITED',
      });
    },
  });

  app.setErrorHandler((error: Error & { code?: string }, request, reply) => {
    if (error.code === 'RATE_LIMITED') {
      request.log.info({ code: error.code }, 'rate limit exceeded');
      return reply.code(429).send({ message: error.message });
    }
    // The store, not the request: any route whose statements could not run (docs/api.md, "When
    // the store fails").
    if (error instanceof StoreUnavailable) {
      request.log.warn({ err: error }, 'the store is unavailable');
      return sendStoreUnavailable(reply, requestLanguage(request));
    }
    if (error.code === 'INVALID_UTF8') {
      request.log.info({ code: error.code, statusCode: 400 }, 'request rejected');
      return reply.code(400).send({ message: errorMessagesIn[requestLanguage(request)].notUtf8 });
    }
    const { status, message } = describeError(error, requestLanguage(request));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code ?? error.name, statusCode: status }, 'request rejected');
    return reply.code(status).send({ message });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: errorMessagesIn[requestLanguage(request)].notFound }),
  );

  const health = async (_request: unknown, reply: FastifyReply) => {
    try {
      return { status: 'ok', schemaVersion: await schemaVersion(db) };
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(STORE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', message: errorMessagesIn.en.unavailable });
    }
  };
  app.get('/health', health);
  app.get('/api/v1/health', health);
  // Liveness: the process answers, whatever the store does (a process manager restarts it when
  // this fails; /health is readiness, for balancers).
  const live = async () => ({ status: 'ok' });
  app.get('/health/live', live);
  app.get('/api/v1/health/live', live);

  await app.register(leadRoutes, { repository, config });

  // The staff's sign-in and inbox (docs/staff.md): changes only from the site's own origins.
  const staffOrigins = [config.publicOrigin, ...config.corsOrigins].map(normalizeOrigin);
  const staff = new SqlStaffRepository(db, box);
  const audit = new SqlAuditRepository(db);
  const now = () => Date.now();
  // Made once now, so that the first sign-in with an unknown name costs what the others do.
  void dummyPasswordHash().catch((error: unknown) => app.log.error({ err: error }, 'no dummy password hash'));
  const staffRoutes = {
    db,
    staff,
    guesses: new SqlGuessRepository(db),
    audit,
    inbox: new SqlInboxRepository(db),
    origins: staffOrigins,
    now,
    attemptsPerMinute: config.signInAttemptsPerMinute,
    wakeMailer: () => mailer?.worker.wake(),
  };
  // Each failure and throttled attempt the sign-in audits is counted (staff_sign_in_*).
  await app.register(signInRoutes, { ...staffRoutes, audit: countSignIns(audit, metrics) });
  await app.register(setupRoutes, staffRoutes);
  await app.register(inboxRoutes, staffRoutes);
  await app.register(staffLeadRoutes, staffRoutes);
  await app.register(auditRoutes, staffRoutes);

  // People's accounts and the staff's students (docs/accounts.md): the same origins, the staff's rules.
  // Their guesses are counted by the staff's counter (one budget per client address, whatever
  // kind of account it guesses at), their refusals in person_sign_in_*.
  await registerPeople(app, db, config, {
    staffRoutes,
    guesses: staffRoutes.guesses,
    signIns: countPersonSignIns(metrics),
    box,
    wakeMailer: () => mailer?.worker.wake(),
  });

  return { app, db, repository, mailer: mailer?.worker, metrics };
}
