/**
 * Admission to the render worker: at most `concurrency` renders at once, at most `maxQueued`
 * waiting, none waiting longer than `maxWaitMs`. Past either bound a request is turned away at
 * once (`Overloaded`), and the site server answers it with a fast 503 instead of letting it wait
 * behind work it cannot catch up with. Waiting here never counts against a worker: its render
 * timeout starts when the render is handed to it.
 */
export interface RenderQueueLimits {
  concurrency: number;
  maxQueued: number;
  maxWaitMs: number;
}

/** The server is at capacity: the request was not rendered (answer 503 with Retry-After). */
export class Overloaded extends Error {
  constructor(readonly reason: 'queue full' | 'waited too long') {
    super(`Rendering is at capacity (${reason})`);
    this.name = 'Overloaded';
  }
}

interface Waiting {
  grant: (release: () => void) => void;
  refuse: (error: Overloaded) => void;
  timer: NodeJS.Timeout;
}

export class RenderQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  /** Requests turned away since the start, by reason (for logs and the bench). */
  readonly shed = { 'queue full': 0, 'waited too long': 0 };

  constructor(private readonly limits: RenderQueueLimits) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with a `release` once a render may start; rejects with `Overloaded` when shed. */
  acquire(): Promise<() => void> {
    if (this.running < this.limits.concurrency) return Promise.resolve(this.slot());
    if (this.waiting.length >= this.limits.maxQueued) {
      this.shed['queue full'] += 1;
      return Promise.reject(new Overloaded('queue full'));
    }
    return new Promise((grant, refuse) => {
      const entry: Waiting = {
        grant,
        refuse,
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          this.shed['waited too long'] += 1;
          refuse(new Overloaded('waited too long'));
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  /** Runs `task` when admitted; the slot is freed when it settles. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }

  private slot(): () => void {
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const next = this.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant(this.slot());
      }
    };
  }
}
