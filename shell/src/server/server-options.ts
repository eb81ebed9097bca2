// What the site's server is given: the deployment's places and settings, and the defaults of the
// optional ones (main.ts reads them from the environment; the table of settings in docs/settings.md).
import type { SiteConfig } from '@site/site';
import type { PageCacheLimits } from './page-cache';
import type { RefusalBudgetLimits } from './refusal-budget';
import type { RenderQueueLimits } from './render-queue';

export interface SiteServerOptions {
  /** The shell's browser build (static files). */
  shellDist: string;
  /** The render worker bundle (shell/dist-server/render.js). */
  renderBundle: string;
  /**
   * The deployment settings: read from this file on every check, or given as an object (missing
   * keys take their defaults, `siteConfig` in @site/site).
   */
  siteConfig: string | Partial<SiteConfig>;
  /**
   * The site's one public origin (`https://www.codenest.pk`): every canonical, share, sitemap,
   * robots and feed URL is built from it, and only its Host (plus `allowedHosts`) is answered.
   */
  publicOrigin: string;
  /** Other Host values to answer (`host[:port]`), e.g. an internal name for health checks. */
  allowedHosts?: readonly string[];
  /**
   * The folder of the public keys the remotes' teams sign their server code with
   * (`<remote>.pem`): a remote's server code runs only when its signature verifies with its key.
   */
  remoteKeys: string | undefined;
  /** Remotes whose older signed build may replace a newer one (an operator's rollback). */
  rollbackAllowed?: readonly string[];
  /**
   * SITE_STATE_DIR: a folder of this server's own, the one it may write (its permission model
   * allows it), where it keeps the newest build run of each remote across restarts. None: memory.
   */
  stateDir?: string;
  /** Where `/api/*` is proxied to. */
  apiUrl: string;
  /**
   * The local address this server's connections to the API leave from (API_BIND_ADDRESS, e.g.
   * 127.0.0.3): the API (or nginx in front of it) trusts the X-Forwarded-For of this address
   * alone, not of every process on the host (its TRUST_PROXY names it; decision 0041). None: the
   * system chooses.
   */
  apiBindAddress?: string;
  /**
   * The proxies in front of this server (addresses or CIDRs, Fastify's `trustProxy`): only their
   * `X-Forwarded-For` names the visitor. Empty or absent: nobody's, the peer is the visitor.
   */
  trustProxy?: readonly string[];
  /** How often the remotes' deployments are checked. */
  pollMs?: number;
  /** Time budget of a remote while rendering. */
  remoteTimeoutMs?: number;
  /** The longest a render may take in the worker before the page is answered without it. */
  renderTimeoutMs?: number;
  /** How long a client may take to send its headers, and its whole request (body included). */
  clientTimeouts?: Partial<ClientTimeouts>;
  /** The bounded render queue (render-queue.ts). */
  renderQueue?: Partial<RenderQueueLimits>;
  /** Rendered pages kept in memory, per generation of the remotes (page-cache.ts). */
  cache?: Partial<PageCacheLimits>;
  /** Refused form posts rendered per client address (refusal-budget.ts). */
  formRefusals?: Partial<RefusalBudgetLimits>;
  /**
   * The metrics listener's port, on 127.0.0.1 (0: any free one); none when absent. Never this
   * server's own port: visitors reach that one.
   */
  metricsPort?: number;
  logger?: boolean;
  /** The log's level when `logger` is on. */
  logLevel?: LogLevel;
  /** Where the log goes when `logger` is on (tests read it); standard output by default. */
  logStream?: NodeJS.WritableStream;
}

export interface ClientTimeouts {
  headersMs: number;
  requestMs: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The optional settings' defaults. */
export const SITE_SERVER_DEFAULTS = {
  pollMs: 10_000,
  remoteTimeoutMs: 3_000,
  renderTimeoutMs: 10_000,
  /**
   * A phone on slow 4G (RTT 562 ms) sends a request's headers in about a second and a form (at
   * most 64 KB) in a few: 10 s for the headers and 30 s for the whole request leave it room, and
   * keep a client that trickles bytes from holding a connection for long. (Node's own defaults are
   * 60 s and 300 s; Fastify turns the second off.)
   */
  clientTimeouts: { headersMs: 10_000, requestMs: 30_000 } satisfies ClientTimeouts,
  /** Two renders at once (one waits for a remote while the other runs), 16 waiting, for 2 s at most. */
  renderQueue: { concurrency: 2, maxQueued: 16, maxWaitMs: 2_000 } satisfies RenderQueueLimits,
  cache: { maxEntries: 500, maxBytes: 64 * 1024 * 1024 } satisfies PageCacheLimits,
  /**
   * A visitor who mistypes gets the page again with the messages up to 10 times at once and 10
   * times a minute: far more than a person corrects a form; a flood of bad posts from one address
   * costs at most that many renders a minute.
   */
  formRefusals: { burst: 10, perMinute: 10, maxAddresses: 10_000 } satisfies RefusalBudgetLimits,
  logLevel: 'info' satisfies LogLevel as LogLevel,
};
