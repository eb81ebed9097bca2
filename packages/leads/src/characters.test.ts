import { textProblem } from './characters';

describe('textProblem', () => {
  it('takes letters of any script, Urdu’s joiners and marks, a tab', () => {
    for (const text of ['Ayesha Malik', 'زینب حسین', 'می\u200Cخواہ \u200Dحسین \u200FAli\u200E', 'a\tb'])
      expect(textProblem(text)).toBeUndefined();
    expect(textProblem('line one\r\nline two', { multiline: true })).toBeUndefined();
  });

  it('refuses control characters and broken UTF-16, line breaks in one-line text', () => {
    expect(textProblem('bell\u0007')).toBe('badCharacters');
    expect(textProblem('half \ud800 a pair')).toBe('badCharacters');
    expect(textProblem('two\nlines')).toBe('badCharacters');
    expect(textProblem('nul\u0000', { multiline: true })).toBe('badCharacters');
  });

  it.each([
    ['a right-to-left override', 'facebook\u202Egnp.exe'],
    ['an embedding', 'news\u202Bletter\u202C'],
    ['an isolate', '\u2067campaign\u2069'],
    ['a line separator', 'first\u2028second'],
    ['a paragraph separator', 'first\u2029second'],
  ])('refuses %s in one-line text, and in multi-line text when asked to', (_name, text) => {
    expect(textProblem(text)).toBe('directionMarks');
    expect(textProblem(text, { multiline: true })).toBeUndefined();
    expect(textProblem(text, { multiline: true, directionMarks: true })).toBe('directionMarks');
  });
});
