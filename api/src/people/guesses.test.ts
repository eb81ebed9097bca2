import { FREE_ACCOUNT_FAILURES } from '../staff/auth/throttle';
import { SqlStaffRepository } from '../repositories/staff-repository';
import { storeForTests, storeKinds } from '../testing/stores';
import { StoreGuessCounter, personGuessKey } from './guesses';

const NOW = Date.parse('2026-11-28T10:00:00.000Z');

describe.each(storeKinds)('the guess counter on the %s store', (kind) => {
  const store = storeForTests(kind);
  const counter = () => new StoreGuessCounter(store.current());
  const rows = async (account: string) =>
    (await store.current().query('SELECT 1 FROM sign_in_failures WHERE account = $1', [`person:${account}`]))
      .length;

  it('counts a guess before its password is checked: the staff’s curve, one after another', async () => {
    const allowed: boolean[] = [];
    for (let guess = 0; guess < 6; guess += 1)
      allowed.push(
        (
          await counter().take({
            key: personGuessKey('one@example.com'),
            address: `10.0.0.${guess}`,
            now: NOW,
          })
        ).allowed,
      );
    // Three free failures; after the fourth, the next must wait.
    expect(allowed).toEqual([true, true, true, true, false, false]);
    // The refused ones are taken back: only the checked guesses are failures.
    expect(await rows('one@example.com')).toBe(FREE_ACCOUNT_FAILURES + 1);
  });

  it('counts guesses sent at once from many addresses: at most the free ones and one more are checked', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        counter().take({ key: personGuessKey('many@example.com'), address: `192.0.2.${index}`, now: NOW }),
      ),
    );
    // Each sees the others in flight: often none is checked at all.
    const checked = guesses.filter((guess) => guess.allowed).length;
    expect(checked).toBeLessThanOrEqual(FREE_ACCOUNT_FAILURES + 1);
    expect(await rows('many@example.com')).toBe(checked);
    const next = await counter().take({
      key: personGuessKey('many@example.com'),
      address: '198.51.100.1',
      now: NOW,
    });
    if (checked === FREE_ACCOUNT_FAILURES + 1) expect(next.allowed).toBe(false);
  });

  it('forgets a guess whose password was right, and a success ends the run of failures', async () => {
    const first = await counter().take({
      key: personGuessKey('right@example.com'),
      address: '10.1.0.1',
      now: NOW,
    });
    if (!first.allowed) throw new Error('The first guess is free.');
    await first.right();
    expect(await rows('right@example.com')).toBe(0);
    for (let guess = 0; guess < 4; guess += 1)
      await counter().take({ key: personGuessKey('right@example.com'), address: '10.1.0.2', now: NOW });
    expect(
      (await counter().take({ key: personGuessKey('right@example.com'), address: '10.1.0.3', now: NOW }))
        .allowed,
    ).toBe(false);
    const afterSuccess = await counter().take({
      key: personGuessKey('right@example.com'),
      address: '10.1.0.4',
      resetAt: NOW,
      now: NOW + 1,
    });
    expect(afterSuccess.allowed).toBe(true);
  });

  it('keeps people’s guesses apart from the staff’s names and addresses', async () => {
    const failures = await new SqlStaffRepository(store.current()).failures(
      'one@example.com',
      '10.0.0.1',
      new Date(NOW - 60_000).toISOString(),
    );
    expect(failures).toEqual({ account: [], address: [] });
  });
});
