import { SqlGuessRepository } from '../repositories/guess-repository';
import { storeForTests, storeKinds } from '../testing/stores';
import { guessKey, takeGuess, type GuessRequest } from './guesses';
import { ADDRESS_LOCK_FAILURES, FREE_ACCOUNT_FAILURES } from './throttle';

const NOW = Date.parse('2026-11-28T10:00:00.000Z');

/**
 * The guess counter every kind of account signs in through, on both stores: counted before it is
 * checked, keyed by kind of account, one budget per client address whatever kind it guesses at.
 * (Over HTTP: staff/sign-in-guesses.http.test.ts, people/sign-in.http.test.ts.)
 */
describe.each(storeKinds)('the guess counter on the %s store', (kind) => {
  const store = storeForTests(kind);
  const take = (request: Omit<GuessRequest, 'now'> & { now?: number }) =>
    takeGuess(new SqlGuessRepository(store.current()), { now: NOW, ...request });
  const rows = async (key: string) =>
    (await store.current().query('SELECT 1 FROM sign_in_failures WHERE account = $1', [key])).length;

  it('counts a guess before it is checked: the throttle’s curve, one after another', async () => {
    const allowed: boolean[] = [];
    for (let guess = 0; guess < 6; guess += 1)
      allowed.push(
        (await take({ key: guessKey('person', 'one@example.com'), address: `10.0.0.${guess}` })).allowed,
      );
    // Three free failures; after the fourth, the next must wait.
    expect(allowed).toEqual([true, true, true, true, false, false]);
    // The refused ones are taken back: only the checked guesses are failures.
    expect(await rows('person:one@example.com')).toBe(FREE_ACCOUNT_FAILURES + 1);
  });

  it('counts guesses sent at once from many addresses: at most the free ones and one more are checked', async () => {
    const key = guessKey('person', 'many@example.com');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => take({ key, address: `192.0.2.${index}` })),
    );
    // Each sees the others written before it; written in one turn (on SQLite, in one group
    // commit) they all see all the others, and none is checked.
    const checked = guesses.filter((guess) => guess.allowed).length;
    expect(checked).toBeLessThanOrEqual(FREE_ACCOUNT_FAILURES + 1);
    // The ones turned away are forgotten: the burst leaves only the checked ones counted.
    expect(await rows(key)).toBe(checked);
    const next = await take({ key, address: '198.51.100.1' });
    expect(next.allowed).toBe(checked <= FREE_ACCOUNT_FAILURES);
  });

  it('forgets a guess that was right, and a success ends the run of failures', async () => {
    const key = guessKey('person', 'right@example.com');
    const first = await take({ key, address: '10.1.0.1' });
    if (!first.allowed) throw new Error('The first guess is free.');
    await first.right();
    expect(await rows(key)).toBe(0);
    for (let guess = 0; guess < 4; guess += 1) await take({ key, address: '10.1.0.2' });
    expect((await take({ key, address: '10.1.0.3' })).allowed).toBe(false);
    expect((await take({ key, address: '10.1.0.4', resetAt: NOW, now: NOW + 1 })).allowed).toBe(true);
  });

  it('keeps the kinds’ names apart: a person’s failures never slow a staff name down', async () => {
    for (let guess = 0; guess < FREE_ACCOUNT_FAILURES + 1; guess += 1)
      await take({ key: guessKey('person', 'sana'), address: `10.2.0.${guess}` });
    expect((await take({ key: guessKey('person', 'sana'), address: '10.2.0.9' })).allowed).toBe(false);
    expect((await take({ key: guessKey('staff', 'sana'), address: '10.2.0.9' })).allowed).toBe(true);
  });

  it('counts a client address across both kinds: one budget, whatever it guesses at', async () => {
    // The failures that lock an address, half at staff names, half at people's addresses.
    const address = '203.0.113.7';
    for (let guess = 0; guess < ADDRESS_LOCK_FAILURES / 2; guess += 1) {
      expect((await take({ key: guessKey('staff', `name${guess}`), address })).allowed).toBe(true);
      expect((await take({ key: guessKey('person', `p${guess}@example.com`), address })).allowed).toBe(true);
    }
    const staff = await take({ key: guessKey('staff', 'fresh'), address });
    const person = await take({ key: guessKey('person', 'fresh@example.com'), address });
    expect([staff.allowed, person.allowed]).toEqual([false, false]);
    if (!person.allowed) expect(person.reason).toBe('address-locked');
  });
});
