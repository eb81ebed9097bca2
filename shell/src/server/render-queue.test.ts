import { Overloaded, RenderQueue } from './render-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('RenderQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at most `concurrency` tasks at once and starts the next as one ends', async () => {
    const queue = new RenderQueue({ concurrency: 2, maxQueued: 5, maxWaitMs: 1000 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.queued).toBe(1);
    gates[0]!.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.active).toBe(0);
  });

  it('turns a request away at once when the queue is full', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxQueued: 1, maxWaitMs: 1000 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(() => Promise.resolve());
    await expect(queue.run(() => Promise.resolve())).rejects.toEqual(new Overloaded('queue full'));
    expect(queue.shed['queue full']).toBe(1);
    gate.resolve();
    await Promise.all([first, second]);
  });

  it('turns a request away when it has waited maxWaitMs, and never runs it', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxQueued: 5, maxWaitMs: 500 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const task = jest.fn(() => Promise.resolve());
    const waiting = queue.run(task);
    jest.advanceTimersByTime(500);
    await expect(waiting).rejects.toEqual(new Overloaded('waited too long'));
    gate.resolve();
    await first;
    expect(task).not.toHaveBeenCalled();
    expect(queue.queued).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const queue = new RenderQueue({ concurrency: 1, maxQueued: 0, maxWaitMs: 500 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
