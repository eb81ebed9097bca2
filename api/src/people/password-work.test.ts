import { PasswordWork } from './password-work';

describe('argon2 work in turns', () => {
  it('runs at most `concurrency` at once, the rest in order, and verifies what it hashed', async () => {
    const work = new PasswordWork(1);
    const hashes = await Promise.all(['first password one', 'second password two'].map((p) => work.hash(p)));
    expect(await work.verify('first password one', hashes[0])).toBe(true);
    expect(await work.verify('second password two', hashes[0])).toBe(false);
    // Without a stored hash: the same work against a dummy, and false.
    expect(await work.verify('anything at all here', null)).toBe(false);
    const started = Promise.all(Array.from({ length: 3 }, () => work.verify('x', hashes[1])));
    expect(work.queued).toBe(2);
    await started;
    expect(work.queued).toBe(0);
  });
});
