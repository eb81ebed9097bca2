import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_SECRET_KEY_FILE, developmentSecretKey, parseSecretKey } from './secret-key';

describe('STAFF_SECRET_KEY', () => {
  it('is 32 bytes in base64 or hex, and nothing else', () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i));
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(` ${key.toString('hex')}\n`)).toEqual(key);
    expect(parseSecretKey(key.toString('base64url'))).toEqual(key);
    for (const bad of ['', 'short', key.subarray(1).toString('base64'), `${key.toString('base64')}!`])
      expect(() => parseSecretKey(bad)).toThrow(/STAFF_SECRET_KEY must be 32 random bytes/);
  });

  it('without it, outside production, is the checkout’s development key, made once, private', () => {
    expect(DEV_SECRET_KEY_FILE).toBe(
      path.resolve(__dirname, '..', '..', '..', '.server-keys', 'staff-secret.key'),
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-key-'));
    try {
      const file = path.join(dir, 'keys', 'staff-secret.key');
      const first = developmentSecretKey(file);
      expect(first).toHaveLength(32);
      expect(developmentSecretKey(file)).toEqual(first);
      expect(parseSecretKey(readFileSync(file, 'utf8'))).toEqual(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
