import { Worker } from 'node:worker_threads';
import type { GenerationData, WorkerEvent, WorkerRequest, WorkerResponse } from './protocol';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A request for the render worker, without the id it is sent with. */
export type RequestBody = DistributiveOmit<WorkerRequest, 'id'>;

export interface RenderWorkersOptions {
  renderBundle: string;
  /** The longest a render may take before the page is answered without it. */
  renderTimeoutMs: number;
  /** The environment the render worker (and the remotes' code in it) sees: nothing else. */
  workerEnv: Record<string, string>;
  log: (level: 'info' | 'error', message: string, details: Record<string, unknown>) => void;
  /** Called each time a worker is ready and takes the renders. */
  onReady: () => void;
}

interface Generation {
  data: GenerationData;
  worker: Worker;
  pending: Map<number, { resolve: (response: WorkerResponse) => void; reject: (error: Error) => void }>;
  /** When the worker last answered anything. */
  lastProgress: number;
}

/**
 * The render workers, one per generation of the remotes: a new generation's worker takes the
 * renders once it has loaded the remotes, and the one before it retires after its renders. A
 * worker that fails, or stops answering, is replaced by a new one of the same generation.
 */
export class RenderWorkers {
  private current: Generation | undefined;
  private nextId = 1;

  constructor(private readonly options: RenderWorkersOptions) {}

  /** The generation the current worker renders. */
  get data(): GenerationData | undefined {
    return this.current?.data;
  }

  /** Starts a worker for the generation; once it is ready it takes the renders. */
  async replace(data: GenerationData) {
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
    this.options.onReady();
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
   * Sends a request to the current worker: `answer` rejects if the worker has not answered within
   * the render timeout; `finished` resolves when the worker has really finished with it (or is
   * gone), not at the timeout.
   */
  dispatch(body: RequestBody): { answer: Promise<WorkerResponse>; finished: Promise<unknown> } {
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

  /** Lets the current worker finish its renders (10 s at most), then stops it. */
  async close() {
    if (this.current) await this.retire(this.current, 10_000);
    this.current = undefined;
  }
}
