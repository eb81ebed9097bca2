import type { SiteConfig } from '@site/site';
import { createHash } from 'node:crypto';
import type { GenerationData, WorkerResponse } from './protocol';
import { RemoteVersions } from './remote-versions';
import { RenderQueue, type RenderQueueLimits } from './render-queue';
import { RenderWorkers, type RequestBody } from './render-workers';

export interface GenerationOptions {
  /** Reads the site config afresh (a deployment may move a remote without restarting). */
  readConfig: () => SiteConfig;
  renderBundle: string;
  shellAssets: GenerationData['shellAssets'];
  /** How often the remotes' deployed files are checked for a new version. */
  pollMs: number;
  remoteTimeoutMs: number;
  /** The longest a render may take before the page is answered without it. */
  renderTimeoutMs: number;
  /** How many renders run at once and how many may wait (render-queue.ts). */
  queue: RenderQueueLimits;
  /** The folder of trusted public keys, `<remote>.pem` each (remote-deployments.ts). */
  remoteKeys: string | undefined;
  /**
   * Remotes whose build may be older than the newest one run (an operator's rollback); any other
   * remote's older build is refused.
   */
  rollbackAllowed?: readonly string[];
  /** Where the newest build run of each remote is kept across restarts (SITE_STATE_DIR). */
  stateDir?: string | undefined;
  /** The environment the render worker (and the remotes' code in it) sees: nothing else. */
  workerEnv: Record<string, string>;
  log: (level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>) => void;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Keeps the site's rendering in step with the remotes' deployments. Every `pollMs` it checks
 * each remote's deployment (remote-versions.ts: signed server build and browser manifest, proven
 * before anything runs); when any of them changed (or a remote became reachable), it starts a
 * new render worker with the new set, which takes the renders once it has loaded the remotes
 * (render-workers.ts). Requests reach the worker through the bounded queue (render-queue.ts).
 */
export class Generations {
  private versions: RemoteVersions;
  private workers: RenderWorkers;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private firstReady: Promise<void>;
  private markFirstReady!: () => void;
  private closed = false;
  /** Admission to the workers: bounded, shed early (render-queue.ts). */
  readonly queue: RenderQueue;

  constructor(private readonly options: GenerationOptions) {
    this.firstReady = new Promise((resolve) => (this.markFirstReady = resolve));
    this.queue = new RenderQueue(options.queue);
    this.versions = new RemoteVersions(options);
    this.workers = new RenderWorkers({ ...options, onReady: () => this.markFirstReady() });
  }

  /** Starts polling; resolves once the first generation can render (or after the render timeout). */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.firstReady,
      new Promise((resolve) => (timer = setTimeout(resolve, this.options.renderTimeoutMs))),
    ]);
    clearTimeout(timer);
  }

  get id(): string | undefined {
    return this.workers.data?.id;
  }

  get data(): GenerationData | undefined {
    return this.workers.data;
  }

  /** Checks the remotes now (also what the timer does). */
  poll(): Promise<void> {
    this.polling ??= this.check().finally(() => (this.polling = undefined));
    return this.polling;
  }

  private async check() {
    let config: SiteConfig;
    try {
      config = this.options.readConfig();
    } catch (error) {
      this.options.log('error', 'the site config cannot be read; keeping the current one', {
        error: String(error),
      });
      return;
    }
    const { remotes, unknownRemotes } = await this.versions.check(config.remotes);
    const id = sha(
      [
        JSON.stringify(config),
        ...remotes.map((r) => r.fingerprint),
        `unknown:${unknownRemotes.join(',')}`,
      ].join('\n'),
    );
    if (id === this.id || this.closed) return;
    await this.workers.replace({
      id,
      config,
      remotes: remotes.map((r) => r.deployment),
      unknownRemotes,
      shellAssets: this.options.shellAssets,
      remoteTimeoutMs: this.options.remoteTimeoutMs,
    });
  }

  /**
   * Sends a request to the current worker once the queue admits it (rejects with `Overloaded`
   * when it does not), and rejects if the worker has not answered within the render timeout.
   * The request's place in the queue is freed when the worker has really finished with it (or is
   * gone), not at the timeout: a worker never has more renders than the queue allows.
   */
  async request(body: RequestBody): Promise<WorkerResponse> {
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      this.firstReady,
      new Promise((resolve) => (waited = setTimeout(resolve, this.options.renderTimeoutMs))),
    ]);
    clearTimeout(waited);
    const release = await this.queue.acquire();
    try {
      const { answer, finished } = this.workers.dispatch(body);
      void finished.finally(release);
      return await answer;
    } catch (error) {
      release();
      throw error;
    }
  }

  async close() {
    this.closed = true;
    clearInterval(this.timer);
    await this.polling?.catch(() => undefined);
    await this.workers.close();
  }
}
