import { BATCH_START_WINDOW_DAYS, batchStartProblem } from './students';

describe('a batch’s start', () => {
  const today = '2026-11-28';

  it('is a real day written as YYYY-MM-DD', () => {
    expect(batchStartProblem('2026-12-07', today)).toBeUndefined();
    for (const bad of ['2026-02-30', '2026-13-01', '7/12/2026', '2026-12-7', '', 20261207, null])
      expect(batchStartProblem(bad, today)).toBe('day');
  });

  it('lies within a year of today, either way (a student may join a running batch)', () => {
    expect(BATCH_START_WINDOW_DAYS).toBe(366);
    expect(batchStartProblem('2025-11-28', today)).toBeUndefined();
    expect(batchStartProblem('2027-11-29', today)).toBeUndefined();
    expect(batchStartProblem('2025-11-26', today)).toBe('window');
    expect(batchStartProblem('2027-12-01', today)).toBe('window');
  });
});
