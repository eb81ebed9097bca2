import { randomBytes } from 'node:crypto';
import { isSealed, secretBox, SecretUnreadable } from './secret-box';

describe('the secret box (AES-256-GCM, STAFF_SECRET_KEY)', () => {
  const box = secretBox(randomBytes(32));
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('seals a secret into text that holds nothing of it, and opens it again', () => {
    const sealed = box.seal(secret, 'staff:1:totp');
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(secret)).toBe(false);
    expect(sealed).not.toContain(secret);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(box.open(sealed, 'staff:1:totp')).toBe(secret);
    // A new nonce each time: the same secret never seals to the same text.
    expect(box.seal(secret, 'staff:1:totp')).not.toBe(sealed);
  });

  it('does not open with another key, for another account, or altered', () => {
    const sealed = box.seal(secret, 'staff:1:totp');
    expect(() => secretBox(randomBytes(32)).open(sealed, 'staff:1:totp')).toThrow(SecretUnreadable);
    // Copied into another account's row, it does not open there.
    expect(() => box.open(sealed, 'staff:2:totp')).toThrow(SecretUnreadable);
    const [prefix, nonce, body = ''] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open(`${prefix}.${nonce}.${flipped}`, 'staff:1:totp')).toThrow(SecretUnreadable);
    expect(() => box.open(secret, 'staff:1:totp')).toThrow(SecretUnreadable);
    expect(() => box.open('v1..', 'staff:1:totp')).toThrow(/does not open with STAFF_SECRET_KEY/);
  });

  it('takes a 32-byte key only', () => {
    expect(() => secretBox(randomBytes(16))).toThrow('A secret key is 32 bytes.');
  });
});
