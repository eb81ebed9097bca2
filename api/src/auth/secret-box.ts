import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets the API must read back (an authenticator's TOTP secret: a code is checked against it,
 * so it cannot be hashed like a password; a link's token waiting in a person's account mail,
 * mail/account-outbox.ts) are sealed with AES-256-GCM under a key kept outside the database
 * (STAFF_SECRET_KEY, auth/secret-key.ts). A copy of the database alone (a backup, a read-only SQL
 * injection, a disk) then holds no usable authenticator and no usable link.
 *
 * A sealed value is `v1.<nonce>.<ciphertext and tag>` (base64url): the prefix names the format,
 * so a value in the clear (a base32 secret has no dot) is told apart, and a later key can be a
 * `v2`. Each value is bound to what it belongs to (`context`, GCM's additional data): a sealed
 * secret copied into another account's row (or a token into another mail's) does not open there.
 */
export const SEALED_PREFIX = 'v1.';

/** AES-256: the key's length in bytes. */
export const SECRET_KEY_BYTES = 32;
/** GCM's recommended nonce: 96 random bits, never reused with the key (2^32 seals stay far off). */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that does not open with the key: another key, or altered. */
export class SecretUnreadable extends Error {
  constructor(context: string) {
    super(
      `A stored secret (${context}) does not open with STAFF_SECRET_KEY: the store was sealed with another key (a restore needs the key of the store it was backed up from).`,
    );
  }
}

export interface SecretBox {
  seal(clear: string, context: string): string;
  /** The clear text of a sealed value; throws SecretUnreadable when it does not open. */
  open(sealed: string, context: string): string;
}

export const isSealed = (value: string) => value.startsWith(SEALED_PREFIX);

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`A secret key is ${SECRET_KEY_BYTES} bytes.`);
  return {
    seal(clear, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${SEALED_PREFIX}${nonce.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, context) {
      const [, nonceText = '', bodyText = ''] = sealed.split('.');
      const nonce = Buffer.from(nonceText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (!isSealed(sealed) || nonce.length !== NONCE_BYTES || body.length < TAG_BYTES)
        throw new SecretUnreadable(context);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretUnreadable(context);
      }
    },
  };
}
