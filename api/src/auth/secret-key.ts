import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECRET_KEY_BYTES } from './secret-box';

/**
 * The server's secret key, which seals the staff's authenticator secrets and the people's mailed
 * links' tokens (secret-box.ts), kept outside the database: STAFF_SECRET_KEY, 32 random bytes in base64 (`openssl rand -base64 32`) or hex, required in
 * production (config.ts). Elsewhere, without it, a development key is made on first use in the
 * checkout's git-ignored `.server-keys/`, beside the development signing keys
 * (tools/deploy/server-code.js), and every process of the checkout (the API, its instances, the
 * staff tool) reads the same one.
 */
export const DEV_SECRET_KEY_FILE = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  '.server-keys',
  'staff-secret.key',
);

/** STAFF_SECRET_KEY's text as its 32 bytes, or why it is not a key. */
export function parseSecretKey(text: string): Buffer {
  const value = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (bytes.length !== SECRET_KEY_BYTES || !/^[A-Za-z0-9+/_=-]+$/.test(value))
    throw new Error(
      `STAFF_SECRET_KEY must be ${SECRET_KEY_BYTES} random bytes in base64 or hex (openssl rand -base64 ${SECRET_KEY_BYTES}).`,
    );
  return bytes;
}

/** The development key of this checkout: read, or made first (by whichever process comes first). */
export function developmentSecretKey(file = DEV_SECRET_KEY_FILE): Buffer {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole beside it, then linked into place: a process starting at the same moment finds
  // either no key or the whole of one, and the first link wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(draft, `${randomBytes(SECRET_KEY_BYTES).toString('base64')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return parseSecretKey(readFileSync(file, 'utf8'));
}
