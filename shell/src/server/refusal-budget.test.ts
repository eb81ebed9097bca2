import { RefusalBudget } from './refusal-budget';

describe('RefusalBudget', () => {
  it('gives each address its burst at once, then its rate a minute', () => {
    const budget = new RefusalBudget({ burst: 3, perMinute: 6, maxAddresses: 100 });
    const at = (s: number) => s * 1000;
    expect([0, 0, 0, 0].map(() => budget.take('a', at(0)))).toEqual([true, true, true, false]);
    // 6 a minute: one back every 10 s, never more than the burst.
    expect(budget.take('a', at(9))).toBe(false);
    expect(budget.take('a', at(11))).toBe(true);
    expect(budget.take('a', at(12))).toBe(false);
    expect([1, 2, 3, 4].map(() => budget.take('a', at(600)))).toEqual([true, true, true, false]);
    // Another address is not limited by the first.
    expect(budget.take('b', at(600))).toBe(true);
    expect(budget.retryAfterSeconds).toBe(10);
  });

  it('remembers at most maxAddresses, forgetting the longest unseen', () => {
    const budget = new RefusalBudget({ burst: 1, perMinute: 1, maxAddresses: 2 });
    expect(budget.take('a', 0)).toBe(true);
    expect(budget.take('b', 0)).toBe(true);
    expect(budget.take('a', 0)).toBe(false); // a seen again: b is now the longest unseen
    expect(budget.take('c', 0)).toBe(true); // b forgotten
    expect(budget.take('a', 0)).toBe(false);
    expect(budget.take('b', 0)).toBe(true); // a full bucket again
  });

  it('counts an IPv6 /64 as one client, as the API and nginx do', () => {
    const budget = new RefusalBudget({ burst: 2, perMinute: 1, maxAddresses: 100 });
    expect(budget.take('2001:db8:1:2::1', 0)).toBe(true);
    expect(budget.take('2001:db8:1:2:ffff::9', 0)).toBe(true);
    expect(budget.take('2001:db8:1:2:aaaa:bbbb:cccc:dddd', 0)).toBe(false);
    expect(budget.take('2001:db8:1:3::1', 0)).toBe(true);
    expect(budget.take('::ffff:203.0.113.7', 0)).toBe(true);
    expect(budget.take('203.0.113.7', 0)).toBe(true);
    expect(budget.take('203.0.113.7', 0)).toBe(false);
  });
});
