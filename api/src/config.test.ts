import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_PORT_BASE, portPlan } from '../../tools/apps.js';
import { defaultBackupDir, defaultDbPath, loadBackupConfig, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    expect(loadConfig({})).toEqual({
      // The API's port of a local `npm start`.
      port: portPlan('serve', DEFAULT_PORT_BASE).api,
      host: '127.0.0.1',
      // Its metrics listener (loopback only): its port + 2500.
      metricsPort: portPlan('serve', DEFAULT_PORT_BASE).api + 2500,
      corsOrigins: [],
      publicOrigin: `http://localhost:${portPlan('serve', DEFAULT_PORT_BASE).apps.shell}`,
      dbPath: defaultDbPath,
      // SQLite unless DATABASE_URL names PostgreSQL.
      databaseUrl: null,
      poolMax: 10,
      rateLimitMax: 10,
      rateLimitWindowMs: 60_000,
      signInAttemptsPerMinute: 20,
      accountRequestsPerHour: 10,
      // Nobody's X-Forwarded-For is believed unless TRUST_PROXY names the proxy (decision 0041).
      trustProxy: false,
      staffSecretKey: null,
      bodyLimit: 32 * 1024,
      logLevel: 'info',
      shutdownTimeoutMs: 10_000,
      production: false,
      // A core left to the event loop: 1 on this 2-core machine.
      passwordHashConcurrency: Math.max(1, availableParallelism() - 1),
      mail: {
        smtpUrl: null,
        to: 'info@codenest.pk',
        from: 'Website leads <info@codenest.pk>',
        accountFrom: 'CodeNest <info@codenest.pk>',
        retryBaseMs: 30_000,
        retryMaxMs: 3_600_000,
        pollMs: 5_000,
        leaseMs: 120_000,
        maxAttempts: 30,
        // Nobody is mailed about the outbox until ALERT_EMAIL_TO names someone.
        alertTo: null,
      },
    });
    expect(defaultDbPath).toBe(path.resolve(__dirname, '..', 'data', 'requests.db'));
  });

  it('takes its default port from the port plan, which PORT_BASE moves', () => {
    expect(loadConfig({ PORT_BASE: '8300' }).port).toBe(portPlan('serve', 8300).api);
    expect(loadConfig({ PORT_BASE: '8300', PORT: '4123' }).port).toBe(4123);
  });

  it('puts the metrics listener on the port + 2500, any free port, the one given, or none', () => {
    expect(loadConfig({ PORT: '4001' }).metricsPort).toBe(6501);
    expect(loadConfig({ PORT: '0' }).metricsPort).toBe(0);
    expect(loadConfig({ PORT: '4001', METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(loadConfig({ PORT: '4001', METRICS_PORT: 'off' }).metricsPort).toBeNull();
    expect(() => loadConfig({ PORT: '64000' })).toThrow('METRICS_PORT');
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4123',
      HOST: '0.0.0.0',
      CORS_ORIGINS: 'http://localhost:3000, https://example.com/ ,',
      API_DB_PATH: 'data/x.db',
      INIT_CWD: '/srv/site',
      RATE_LIMIT_MAX: '25',
      RATE_LIMIT_WINDOW_MS: '1000',
      TRUST_PROXY: '10.0.0.0/8',
      SMTP_URL: ' smtp://user:secret@mail.example.com:587 ',
      LEADS_EMAIL_TO: 'admissions@example.com',
      LEADS_EMAIL_FROM: 'Site <site@example.com>',
      MAIL_RETRY_BASE_MS: '50',
      MAIL_RETRY_MAX_MS: '400',
      MAIL_POLL_MS: '20',
      MAIL_LEASE_MS: '1000',
      MAIL_MAX_ATTEMPTS: '5',
      DATABASE_URL: ' postgres://site:secret@db.example.com:5432/site ',
      DATABASE_POOL_MAX: '4',
      PUBLIC_ORIGIN: 'https://www.codenest.pk/',
      NODE_ENV: 'production',
      // Required in production (decision 0041).
      STAFF_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
      PASSWORD_HASH_CONCURRENCY: '3',
      ACCOUNT_REQUESTS_PER_HOUR: '50',
      ACCOUNT_EMAIL_FROM: 'CodeNest Academy <academy@example.com>',
      ALERT_EMAIL_TO: ' ops@example.com ',
    });
    expect(config).toMatchObject({
      port: 4123,
      host: '0.0.0.0',
      corsOrigins: ['http://localhost:3000', 'https://example.com'],
      publicOrigin: 'https://www.codenest.pk',
      dbPath: '/srv/site/data/x.db',
      databaseUrl: 'postgres://site:secret@db.example.com:5432/site',
      poolMax: 4,
      rateLimitMax: 25,
      rateLimitWindowMs: 1000,
      trustProxy: ['10.0.0.0/8'],
      production: true,
      passwordHashConcurrency: 3,
      accountRequestsPerHour: 50,
      mail: {
        smtpUrl: 'smtp://user:secret@mail.example.com:587',
        to: 'admissions@example.com',
        from: 'Site <site@example.com>',
        accountFrom: 'CodeNest Academy <academy@example.com>',
        retryBaseMs: 50,
        retryMaxMs: 400,
        pollMs: 20,
        leaseMs: 1000,
        maxAttempts: 5,
        alertTo: 'ops@example.com',
      },
    });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.2, 127.0.0.3' }).trustProxy).toEqual([
      '127.0.0.2',
      '127.0.0.3',
    ]);
  });

  it('reads STAFF_SECRET_KEY in base64 or hex, and requires it in production', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ STAFF_SECRET_KEY: key.toString('base64') }).staffSecretKey).toEqual(key);
    expect(loadConfig({ STAFF_SECRET_KEY: key.toString('hex') }).staffSecretKey).toEqual(key);
    expect(() => loadConfig({ STAFF_SECRET_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /STAFF_SECRET_KEY must be 32 random bytes/,
    );
    expect(() => loadConfig({ STAFF_SECRET_KEY: 'correct horse battery staple' })).toThrow(
      /STAFF_SECRET_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.codenest.pk' })).toThrow(
      /STAFF_SECRET_KEY must be set in production/,
    );
  });

  it.each([
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_MAX', 'ten'],
    ['RATE_LIMIT_WINDOW_MS', '1.5'],
    ['PORT', '-1'],
    ['METRICS_PORT', 'on'],
    ['MAIL_RETRY_BASE_MS', '0'],
    ['SMTP_URL', 'mail.example.com:25'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['DATABASE_URL', 'mysql://db.example.com/site'],
    ['DATABASE_POOL_MAX', '0'],
    ['PASSWORD_HASH_CONCURRENCY', '0'],
    ['PUBLIC_ORIGIN', 'www.codenest.pk'],
    ['PUBLIC_ORIGIN', 'https://www.codenest.pk/staff'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('loadBackupConfig', () => {
  it('backs up the API’s store into api/data/backups: a day of hourly backups, then one a day for a month', () => {
    expect(loadBackupConfig({})).toEqual({
      store: { databaseUrl: null, dbPath: defaultDbPath },
      dir: defaultBackupDir,
      keepLast: 24,
      keepDays: 30,
    });
    expect(defaultBackupDir).toBe(path.resolve(__dirname, '..', 'data', 'backups'));
  });

  it('reads the environment; relative paths from where the command was typed', () => {
    expect(
      loadBackupConfig({
        DATABASE_URL: 'postgres://site@db.example.com/site',
        API_DB_PATH: 'x.db',
        BACKUP_DIR: 'backups',
        INIT_CWD: '/srv/site',
        BACKUP_KEEP_LAST: '3',
        BACKUP_KEEP_DAYS: '0',
      }),
    ).toEqual({
      store: { databaseUrl: 'postgres://site@db.example.com/site', dbPath: '/srv/site/x.db' },
      dir: '/srv/site/backups',
      keepLast: 3,
      keepDays: 0,
    });
  });

  it.each([
    ['BACKUP_KEEP_LAST', '0'],
    ['BACKUP_KEEP_DAYS', '-1'],
    ['BACKUP_KEEP_DAYS', 'a month'],
    ['DATABASE_URL', 'mysql://db.example.com/site'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadBackupConfig({ [name]: value })).toThrow(name);
  });
});
