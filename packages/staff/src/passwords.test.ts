import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  normalizePassword,
  passwordLength,
  passwordRuleProblems,
} from './passwords';

const phrase = (length: number) => 'correct horse battery staple '.repeat(10).slice(0, length);

describe('the password rules', () => {
  it('take 12 to 128 characters, counted as code points after NFKC', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordRuleProblems(phrase(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(passwordRuleProblems(phrase(PASSWORD_MIN_LENGTH - 1))).toEqual(['tooShort']);
    expect(passwordRuleProblems(phrase(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(passwordRuleProblems(phrase(PASSWORD_MAX_LENGTH + 1))).toEqual(['tooLong']);
    // Twelve emoji are 24 UTF-16 units but twelve characters; the ligature ﬁ is "fi", two.
    expect(passwordLength('😀'.repeat(12))).toBe(12);
    expect(passwordLength('ﬁ')).toBe(2);
    expect(normalizePassword('ｐａｓｓ')).toBe('pass');
  });

  it('refuse the username inside the password, whatever its case, from three characters on', () => {
    expect(passwordRuleProblems('my name is Ayesha, ok?', 'ayesha')).toEqual(['containsUsername']);
    expect(passwordRuleProblems('ayesha', 'AYESHA')).toEqual(['tooShort', 'containsUsername']);
    expect(passwordRuleProblems('a long phrase with al in it', 'al')).toEqual([]);
    expect(passwordRuleProblems('a long phrase without it')).toEqual([]);
  });

  it('say only "too long" of a password past the maximum', () => {
    expect(passwordRuleProblems(`ayesha ${phrase(PASSWORD_MAX_LENGTH)}`, 'ayesha')).toEqual(['tooLong']);
  });
});
