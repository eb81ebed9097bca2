import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { siteSettings } from '@site/site/company';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, totpCodeDigits } from '@site/staff';
import { toString as qrCodeToString } from 'qrcode';

/**
 * Time-based one-time passwords (RFC 6238), the second step of a staff sign-in, in the form
 * every authenticator app knows: HMAC-SHA1, a TOTP_PERIOD_SECONDS step, TOTP_DIGITS digits (both
 * the staff contract's: the pages ask for such a code). Written on node:crypto (a dozen lines of
 * RFC 4226) rather than taken from a package.
 */

/** Bytes of a secret: 160 bits, the length of an HMAC-SHA1 key that RFC 4226 §4 recommends. */
export const TOTP_SECRET_BYTES = 20;

/** The issuer shown in the staff's authenticator apps. */
export const TOTP_ISSUER = siteSettings.companyName;

/**
 * Steps accepted either side of the current one: a code typed in the last seconds of its step
 * (or a clock a little off, on either side) still works. RFC 6238 §5.2 recommends at most one.
 */
const STEP_TOLERANCE = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Bytes as RFC 4648 base32 without padding (what authenticator apps expect in a secret). */
export function base32Encode(bytes: Uint8Array): string {
  let text = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      text += BASE32[(buffer >>> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) text += BASE32[(buffer << (5 - bits)) & 31];
  return text;
}

/**
 * RFC 4648 base32 (either case, no padding) as bytes. Throws on any other character or on a
 * length no whole number of bytes encodes to: a secret is ours, so a bad one is corrupt data.
 */
export function base32Decode(text: string): Buffer {
  if (!/^[A-Za-z2-7]*$/.test(text) || [1, 3, 6].includes(text.length % 8)) {
    throw new Error('Not an RFC 4648 base32 string without padding.');
  }
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.toUpperCase()) {
    buffer = (buffer << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

/** A new TOTP secret: 20 random bytes, base32 without padding (32 characters). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/** The time step a moment falls in: whole periods since the Unix epoch (RFC 6238 "T"). */
export function totpStep(time: Date): number {
  return Math.floor(time.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The HOTP value (RFC 4226 §5.3) of a key and counter, as TOTP_DIGITS digits. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The code of a (base32) secret at a moment. */
export function totpCode(secret: string, time: Date): string {
  return hotp(base32Decode(secret), totpStep(time));
}

/**
 * Checks a code typed at `now` against a (base32) secret. It may be the code of the previous,
 * current or next step, but of no step at or before `lastUsedStep` (the step of the account's
 * last accepted code): a code works once, so one read over a shoulder or from a log cannot be
 * replayed. Returns the matched step, which the caller stores as the new `lastUsedStep` (with an
 * update that only moves it forward, so two requests racing with the same code cannot both
 * succeed), or null.
 *
 * Every candidate is computed and compared in constant time, whatever matches.
 */
export function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep?: number | null,
): number | null {
  const key = base32Decode(secret);
  const typed = totpCodeDigits(code);
  const given = Buffer.from(typed ?? '0'.repeat(TOTP_DIGITS), 'ascii');
  const current = totpStep(now);
  let matched: number | null = null;
  for (let step = current - STEP_TOLERANCE; step <= current + STEP_TOLERANCE; step++) {
    const equal = timingSafeEqual(Buffer.from(hotp(key, step), 'ascii'), given);
    const fresh = lastUsedStep === undefined || lastUsedStep === null || step > lastUsedStep;
    // The earliest step that matches: it leaves the later ones usable.
    if (equal && fresh && matched === null) matched = step;
  }
  return typed === null ? null : matched;
}

/** What an authenticator app needs to add an account (Key Uri Format). */
export interface OtpauthUriOptions {
  issuer: string;
  /** The staff member's username. */
  account: string;
  /** Base32, as from generateTotpSecret. */
  secret: string;
}

/**
 * The `otpauth://totp/…` URI of the Key Uri Format (Google Authenticator's, which every app
 * reads): the label "Issuer:account" and the same issuer again as a parameter (apps that read
 * only one of them still agree), percent-encoded (a space as %20, never "+"). The algorithm,
 * digits and period are spelt out though they are the defaults. Throws on a colon in the issuer
 * or account (the format forbids it: it separates them) and on a secret that is not base32.
 */
export function otpauthUri({ issuer, account, secret }: OtpauthUriOptions): string {
  if (!issuer || !account || issuer.includes(':') || account.includes(':')) {
    throw new Error('The issuer and the account must be non-empty and contain no colon.');
  }
  base32Decode(secret);
  const params = [
    `secret=${secret.toUpperCase()}`,
    `issuer=${encodeURIComponent(issuer)}`,
    'algorithm=SHA1',
    `digits=${TOTP_DIGITS}`,
    `period=${TOTP_PERIOD_SECONDS}`,
  ];
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${params.join('&')}`;
}

/**
 * The only SVG accepted from the QR code library: a square viewBox, a background path and a
 * path of modules, with colours and path data of nothing but commands and numbers. No script,
 * no link, no style, no text, no foreign object: anything else is refused rather than cleaned.
 */
const SAFE_QR_SVG =
  /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d{1,4}) \1" shape-rendering="crispEdges">(?:<path (?:fill|stroke)="#[0-9a-f]{6}" d="[MmHhVvZz0-9. ]+"\/>){1,2}<\/svg>$/;

/**
 * The QR code of a URI as an SVG document, checked against an allow-list of what the library
 * draws (SAFE_QR_SVG) so that it is safe to embed in a page as `<img src="data:image/svg+xml;…">`
 * (an image runs no script anyway; the check also keeps the document inert if opened by itself).
 * The page showing it carries the TOTP secret: it must be sent with `Cache-Control: no-store`.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const svg = (await qrCodeToString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })).trim();
  if (!SAFE_QR_SVG.test(svg)) throw new Error('The QR code library drew an SVG outside the allow-list.');
  return svg;
}

/** The QR code of a URI as a `data:image/svg+xml;base64,…` URL, for an `<img src>`. */
export async function totpQrDataUrl(uri: string): Promise<string> {
  return `data:image/svg+xml;base64,${Buffer.from(await totpQrSvg(uri), 'utf8').toString('base64')}`;
}
