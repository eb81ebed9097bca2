import type { PublishedRemote } from '@site/federation';
import type { SiteConfig } from '@site/site';
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type {
  BrowserManifest,
  GenerationData,
  RemoteDeployment,
  WorkerEvent,
  WorkerRequest,
  WorkerResponse,
} from './protocol';
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

/** A GET that remembers the ETag, so an unchanged file costs a 304. */
class ConditionalFetcher {
  private known = new Map<string, { etag: string; body: string }>();
  async text(url: string, timeoutMs: number): Promise<string> {
    const previous = this.known.get(url);
    const response = await fetch(url, {
      headers: previous ? { 'if-none-match': previous.etag } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && previous) return previous.body;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = await response.text();
    const etag = response.headers.get('etag');
    if (etag) this.known.set(url, { etag, body });
    return body;
  }
}

/**
 * Keeps the site's rendering in step with the remotes' deployments. Every `pollMs` it reads each
 * remote's routes.json, browser manifest and server entry from the remote's deployed location;
 * when any of them changed (or a remote became reachable), it starts a new render worker with the
 * new set, waits until it has loaded the remotes, and retires the old worker after its renders.
 * A remote that stops answering keeps its last known deployment: the worker already holds its code.
 */
export class Generations {
  private current: Generation | undefined;
  private known = new Map<string, { deployment: RemoteDeployment; fingerprint: string }>();
  private fetcher = new ConditionalFetcher();
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

  private async fetchDeployment(
    name: string,
    manifestUrl: string,
  ): Promise<{ deployment: RemoteDeployment; fingerprint: string }> {
    const timeout = this.options.remoteTimeoutMs;
    const serverEntryUrl = new URL('remoteEntry.server.js', manifestUrl).href;
    const [routes, manifest, entry] = await Promise.all([
      this.fetcher.text(new URL('routes.json', manifestUrl).href, timeout),
      this.fetcher.text(manifestUrl, timeout),
      this.fetcher.text(serverEntryUrl, timeout),
    ]);
    const published = JSON.parse(routes) as PublishedRemote;
    if (published.name !== name)
      throw new Error(`${manifestUrl} belongs to "${published.name}", not "${name}"`);
    return {
      deployment: {
        name,
        manifestUrl,
        serverEntryUrl,
        published,
        manifest: JSON.parse(manifest) as BrowserManifest,
      },
      fingerprint: sha(`${manifestUrl}\n${routes}\n${manifest}\n${entry}`),
    };
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
    const names = Object.keys(config.remotes);
    const results = await Promise.allSettled(
      names.map((name) => this.fetchDeployment(name, config.remotes[name]!)),
    );
    results.forEach((result, i) => {
      const name = names[i]!;
      if (result.status === 'fulfilled') {
        this.known.set(name, result.value);
      } else {
        const message = result.reason instanceof Error ? result.reason.message : String(result.reason);
        this.options.log('warn', `remote ${name} is unreachable`, { error: message });
      }
    });
    for (const name of this.known.keys()) if (!names.includes(name)) this.known.delete(name);
    const remotes = names.flatMap((name) => this.known.get(name) ?? []);
    const unknownRemotes = names.filter((name) => !this.known.has(name));
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
    const worker = new Worker(this.options.renderBundle, { workerData: data });
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
   */
  async request(body: RequestBody): Promise<WorkerResponse> {
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      this.firstReady,
      new Promise((resolve) => (waited = setTimeout(resolve, this.options.renderTimeoutMs))),
    ]);
    clearTimeout(waited);
    return this.queue.run(() => this.dispatch(body));
  }

  private dispatch(body: RequestBody): Promise<WorkerResponse> {
    const generation = this.current;
    if (!generation) return Promise.reject(new Error('No render worker is running'));
    const id = this.nextId++;
    const dispatchedAt = Date.now();
    return new Promise<WorkerResponse>((resolve, reject) => {
      const timer = setTimeout(() => {
        generation.pending.delete(id);
        reject(new Error(`The render worker did not answer within ${this.options.renderTimeoutMs} ms`));
        this.replaceIfStuck(generation, dispatchedAt);
      }, this.options.renderTimeoutMs);
      generation.pending.set(id, {
        resolve: (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      generation.worker.postMessage({ ...body, id } as WorkerRequest);
    });
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
