import type { SiteConfig } from '@site/site';
import { createHash, type KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';
// The trust folder's format is written once, beside the tool that signs.
// eslint-disable-next-line no-restricted-imports
import { readTrustedKeys } from '../../../tools/deploy/server-code';
import type { GenerationData, WorkerEvent, WorkerRequest, WorkerResponse } from './protocol';
import {
  RefusedFiles,
  RefusedServerCode,
  RemoteDeployments,
  type FetchedDeployment,
} from './remote-deployments';
import { RenderQueue, type RenderQueueLimits } from './render-queue';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type RequestBody = DistributiveOmit<WorkerRequest, 'id'>;

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
   * Remotes whose build may be older than the newest one run since the server started (an
   * operator's rollback); any other remote's older build is refused.
   */
  rollbackAllowed?: readonly string[];
  /** The environment the render worker (and the remotes' code in it) sees: nothing else. */
  workerEnv: Record<string, string>;
  log: (level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>) => void;
}

interface Generation {
  data: GenerationData;
  worker: Worker;
  pending: Map<number, { resolve: (response: WorkerResponse) => void; reject: (error: Error) => void }>;
  /** When the worker last answered anything. */
  lastProgress: number;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * Keeps the site's rendering in step with the remotes' deployments. Every `pollMs` it reads each
 * remote's signed server build (server-code.json) and browser manifest from the remote's deployed
 * location; when any of them changed (or a remote became reachable), it starts a new render
 * worker with the new set, waits until it has loaded the remotes, and retires the old worker
 * after its renders. A remote that stops answering keeps its last known deployment, and so does
 * one whose new deployment cannot be proven (remote-deployments.ts): refused code never runs.
 */
export class Generations {
  private current: Generation | undefined;
  private known = new Map<string, FetchedDeployment>();
  /** Remotes whose signed routes are known but whose code is refused (and never was proven). */
  private refused = new Map<string, FetchedDeployment>();
  /**
   * When the build each remote runs was signed, by remote and host (its manifest's URL): a host
   * cannot bring an older one back. Moving a remote to another host is the site config's choice.
   */
  private newestSigned = new Map<string, number>();
  /** The refusal last logged per remote: each is logged once, not at every check. */
  private reported = new Map<string, string>();
  private keys = new Map<string, KeyObject[]>();
  private deployments: RemoteDeployments;
  private nextId = 1;
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
    this.deployments = new RemoteDeployments(options.remoteTimeoutMs);
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
    return this.current?.data.id;
  }

  get data(): GenerationData | undefined {
    return this.current?.data;
  }

  /** Checks the remotes now (also what the timer does). */
  poll(): Promise<void> {
    this.polling ??= this.check().finally(() => (this.polling = undefined));
    return this.polling;
  }

  /** The trusted keys, read again at every check (a key is added or rotated without a restart). */
  private readKeys() {
    try {
      this.keys = readTrustedKeys(this.options.remoteKeys);
    } catch (error) {
      this.options.log('error', 'the trusted keys cannot be read; keeping the ones read before', {
        folder: this.options.remoteKeys,
        error: String(error),
      });
    }
  }

  /** Logs a remote's refusal once (and once more when it is proven again). */
  private report(name: string, reason: string | undefined) {
    const before = this.reported.get(name);
    if (reason === before) return;
    if (reason === undefined) {
      this.reported.delete(name);
      this.options.log('info', `remote ${name}: its server code is proven again`);
      return;
    }
    this.reported.set(name, reason);
    this.options.log(
      'error',
      `remote ${name}: its server code is REFUSED and will not run (${reason}). ${
        this.known.has(name)
          ? 'The server keeps rendering its last proven deployment.'
          : 'Its areas show their failure message until a signed build is deployed.'
      }`,
      { remote: name, keysFolder: this.options.remoteKeys },
    );
  }

  /**
   * Why a build signed before the one the server last ran of its remote is refused, or false:
   * whoever can write to a remote's host could otherwise bring back an older, perhaps vulnerable,
   * signed build. A team that rolls back signs the older build again; an operator may allow it
   * (REMOTE_ROLLBACK). Kept in memory: a restarted server accepts its first build of each remote.
   */
  private rollback(name: string, host: string, signedAt: number): string | false {
    const newest = this.newestSigned.get(host);
    if (newest === undefined || signedAt >= newest || this.options.rollbackAllowed?.includes(name))
      return false;
    const at = (ms: number) => new Date(ms).toISOString();
    return `its build was signed at ${at(signedAt)}, before the build it replaces (signed at ${at(newest)}): an older build is not run again unless REMOTE_ROLLBACK names "${name}"`;
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
    this.readKeys();
    const names = Object.keys(config.remotes);
    const results = await Promise.allSettled(
      names.map((name) => this.deployments.fetch(name, config.remotes[name]!, this.keys.get(name))),
    );
    results.forEach((result, i) => {
      const name = names[i]!;
      const host = `${name} ${config.remotes[name]}`;
      const rollback = result.status === 'fulfilled' && this.rollback(name, host, result.value.signedAt);
      if (rollback) {
        this.report(name, rollback);
      } else if (result.status === 'fulfilled') {
        this.newestSigned.set(host, result.value.signedAt);
        this.known.set(name, result.value);
        this.refused.delete(name);
        if (this.reported.has(name)) this.report(name, undefined);
      } else if (result.reason instanceof RefusedServerCode) {
        this.report(name, result.reason.message);
        if (!this.known.has(name) && result.reason instanceof RefusedFiles)
          this.refused.set(name, {
            deployment: result.reason.deployment,
            fingerprint: `refused ${result.reason.message}`,
            signedAt: 0,
          });
      } else {
        const message = result.reason instanceof Error ? result.reason.message : String(result.reason);
        this.options.log('warn', `remote ${name} is unreachable`, { error: message });
      }
    });
    for (const map of [this.known, this.refused, this.reported])
      for (const name of map.keys()) if (!names.includes(name)) map.delete(name);
    const remotes = names.flatMap((name) => this.known.get(name) ?? this.refused.get(name) ?? []);
    const unknownRemotes = names.filter((name) => !this.known.has(name) && !this.refused.has(name));
    this.deployments.keepOnly(remotes.map((r) => r.fingerprint));
    const id = sha(
      [
        JSON.stringify(config),
        ...remotes.map((r) => r.fingerprint),
        `unknown:${unknownRemotes.join(',')}`,
      ].join('\n'),
    );
    if (id === this.current?.data.id || this.closed) return;
    await this.replace({
      id,
      config,
      remotes: remotes.map((r) => r.deployment),
      unknownRemotes,
      shellAssets: this.options.shellAssets,
      remoteTimeoutMs: this.options.remoteTimeoutMs,
    });
  }

  private async replace(data: GenerationData) {
    // The worker sees none of the server's environment: only what it needs.
    const worker = new Worker(this.options.renderBundle, { workerData: data, env: this.options.workerEnv });
    const generation: Generation = { data, worker, pending: new Map(), lastProgress: Date.now() };
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (event: WorkerEvent) => {
        generation.lastProgress = Date.now();
        if (event.type === 'ready') return resolve();
        const waiting = generation.pending.get(event.id);
        generation.pending.delete(event.id);
        waiting?.resolve(event);
      });
      worker.on('error', (error) => {
        reject(error);
        for (const waiting of generation.pending.values()) waiting.reject(error);
        generation.pending.clear();
        this.options.log('error', 'a render worker failed', { generation: data.id, error: error.stack });
        if (this.current === generation) {
          this.current = undefined;
          void this.replace(data);
        }
      });
    });
    try {
      await ready;
    } catch {
      return;
    }
    const previous = this.current;
    this.current = generation;
    this.markFirstReady();
    this.options.log('info', 'rendering with a new generation of the remotes', {
      generation: data.id,
      remotes: data.remotes.map((r) => `${r.name}@${r.published.build}`),
      unknown: data.unknownRemotes,
    });
    if (previous) void this.retire(previous);
  }

  /** Lets the old worker finish what it is rendering, then stops it. */
  private async retire(generation: Generation, graceMs = 30_000) {
    const started = Date.now();
    while (generation.pending.size > 0 && Date.now() - started < graceMs) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await generation.worker.terminate();
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
      const { answer, finished } = this.dispatch(body);
      void finished.finally(release);
      return await answer;
    } catch (error) {
      release();
      throw error;
    }
  }

  private dispatch(body: RequestBody): { answer: Promise<WorkerResponse>; finished: Promise<unknown> } {
    const generation = this.current;
    if (!generation) throw new Error('No render worker is running');
    const id = this.nextId++;
    const dispatchedAt = Date.now();
    let settle!: { resolve: (response: WorkerResponse) => void; reject: (error: Error) => void };
    const answer = new Promise<WorkerResponse>((resolve, reject) => (settle = { resolve, reject }));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const timer = setTimeout(() => {
      settle.reject(new Error(`The render worker did not answer within ${this.options.renderTimeoutMs} ms`));
      this.replaceIfStuck(generation, dispatchedAt);
    }, this.options.renderTimeoutMs);
    generation.pending.set(id, {
      resolve: (response) => {
        clearTimeout(timer);
        settle.resolve(response);
        finish();
      },
      reject: (error) => {
        clearTimeout(timer);
        settle.reject(error);
        finish();
      },
    });
    generation.worker.postMessage({ ...body, id } as WorkerRequest);
    return { answer, finished };
  }

  /**
   * A worker is stuck (a remote looping forever) when it has answered nothing at all during the
   * render timeout of a request it was given; then it is replaced. A request that is late while
   * the worker goes on answering others costs only that request.
   */
  private replaceIfStuck(generation: Generation, dispatchedAt: number) {
    if (this.current !== generation || generation.lastProgress >= dispatchedAt) return;
    this.options.log('error', 'a render worker stopped answering; starting a new one', {
      generation: generation.data.id,
    });
    this.current = undefined;
    for (const waiting of generation.pending.values())
      waiting.reject(new Error('The render worker was replaced'));
    generation.pending.clear();
    void generation.worker.terminate();
    void this.replace(generation.data);
  }

  async close() {
    this.closed = true;
    clearInterval(this.timer);
    await this.polling?.catch(() => undefined);
    if (this.current) await this.retire(this.current, 10_000);
    this.current = undefined;
  }
}
