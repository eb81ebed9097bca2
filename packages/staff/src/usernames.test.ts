import { USERNAME_LENGTH, USERNAME_PATTERN, checkUsername, normalizeUsername } from './usernames';

describe('usernames', () => {
  it('are compared without case, NFKC, trimmed', () => {
    expect(normalizeUsername('  Ayesha ')).toBe('ayesha');
    expect(normalizeUsername('ＡＹＥＳＨＡ')).toBe('ayesha');
  });

  it(`are ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} letters, digits, ".", "_" or "-", a letter or digit at each end`, () => {
    for (const good of ['abc', 'ayesha.malik', 'sana_2', 'a-b', 'x'.repeat(USERNAME_LENGTH.max)])
      expect(USERNAME_PATTERN.test(good)).toBe(true);
    for (const bad of ['ab', 'x'.repeat(USERNAME_LENGTH.max + 1), '.abc', 'abc-', 'a b', 'عائشہ', 'a@b'])
      expect(USERNAME_PATTERN.test(bad)).toBe(false);
  });

  it('checks a new name: normalised, or the reason it cannot be one', () => {
    expect(checkUsername(' Sana.Khan ')).toEqual({ ok: true, username: 'sana.khan' });
    const refused = checkUsername('no spaces please');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/^A username is 3 to 64 letters/);
  });
});
