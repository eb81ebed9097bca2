import { createHash } from 'node:crypto';
import { TOKEN_PATTERN, hashToken, randomToken, tokensEqual } from './tokens';

describe('randomToken', () => {
  it('gives 32 random bytes as base64url without padding', () => {
    const token = randomToken();
    expect(token).toMatch(TOKEN_PATTERN);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('never repeats itself', () => {
    const tokens = new Set(Array.from({ length: 1000 }, randomToken));
    expect(tokens.size).toBe(1000);
  });
});

describe('hashToken', () => {
  it('is SHA-256 of the text, in lower-case hex', () => {
    // The SHA-256 of "abc" (FIPS 180-2, appendix B.1).
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = randomToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells tokens apart', () => {
    expect(hashToken('a')).not.toBe(hashToken('b'));
  });
});

describe('tokensEqual', () => {
  it('is true for equal strings only', () => {
    const token = randomToken();
    expect(tokensEqual(token, `${token}`)).toBe(true);
    expect(tokensEqual(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(tokensEqual('', '')).toBe(true);
  });

  it('is false, without throwing, for different lengths', () => {
    expect(tokensEqual('abc', 'abcd')).toBe(false);
    expect(tokensEqual('', 'a')).toBe(false);
  });

  it('compares bytes, not UTF-16 code units', () => {
    // Same number of UTF-16 units, different UTF-8 lengths: still just unequal.
    expect(tokensEqual('é', 'e')).toBe(false);
    expect(tokensEqual('é', 'é')).toBe(true);
  });
});
