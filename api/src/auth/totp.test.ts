import { create } from 'qrcode';
import type * as QRCodeModule from 'qrcode';
import {
  TOTP_ISSUER,
  base32Decode,
  base32Encode,
  generateTotpSecret,
  otpauthUri,
  totpCode,
  totpQrDataUrl,
  totpQrSvg,
  totpStep,
  verifyTotp,
} from './totp';

/** The SHA1 secret of the RFC 6238 test vectors (Appendix B), "12345678901234567890", in base32. */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));

const at = (seconds: number) => new Date(seconds * 1000);

describe('base32 (RFC 4648 §10 test vectors, without padding)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('encodes "%s" as "%s" and back', (text, encoded) => {
    expect(base32Encode(Buffer.from(text, 'ascii'))).toBe(encoded);
    expect(base32Decode(encoded).toString('ascii')).toBe(text);
    expect(base32Decode(encoded.toLowerCase()).toString('ascii')).toBe(text);
  });

  it('round-trips any bytes', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 97 + length * 31) & 0xff));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
  });

  it.each(['MZXW6===', 'MZ XW', 'MZXW1', 'M', 'MZX', 'MZXW6Y', 'MZXW6É'])('refuses "%s"', (text) => {
    expect(() => base32Decode(text)).toThrow('Not an RFC 4648 base32 string');
  });
});

describe('generateTotpSecret', () => {
  it('gives 20 random bytes in base32 without padding', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('is the base32 of RFC 6238 for its test secret', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
});

describe('totpCode', () => {
  // RFC 6238 Appendix B, SHA1: the 8-digit values there end in these 6 digits (the value is
  // taken modulo 10^digits, so the last six of the eight).
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 test vector at T = %i s (%s)', (seconds, eightDigits) => {
    expect(totpCode(RFC_SECRET, at(seconds))).toBe(eightDigits.slice(-6));
  });

  // RFC 4226 Appendix D: HOTP values of the same secret for counters 0 to 9, i.e. TOTP at 30·n s.
  it.each(
    ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'].map(
      (code, counter) => [counter, code] as const,
    ),
  )('matches the RFC 4226 HOTP value for counter %i', (counter, code) => {
    expect(totpCode(RFC_SECRET, at(counter * 30))).toBe(code);
    expect(totpCode(RFC_SECRET, at(counter * 30 + 29.999))).toBe(code);
  });

  it('steps every 30 seconds', () => {
    expect(totpStep(at(0))).toBe(0);
    expect(totpStep(at(29.999))).toBe(0);
    expect(totpStep(at(30))).toBe(1);
    expect(totpStep(at(1111111109))).toBe(37037036);
  });
});

describe('verifyTotp', () => {
  const secret = generateTotpSecret();
  const now = new Date('2026-11-26T10:00:15Z');
  const step = totpStep(now);
  const codeAt = (offset: number) => totpCode(secret, at((step + offset) * 30));

  it('accepts the code of the previous, current and next step, and answers its step', () => {
    expect(verifyTotp(secret, codeAt(0), now)).toBe(step);
    expect(verifyTotp(secret, codeAt(-1), now)).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(1), now)).toBe(step + 1);
  });

  it('refuses codes of steps further away', () => {
    for (const offset of [-3, -2, 2, 3]) {
      if ([-1, 0, 1].some((near) => codeAt(near) === codeAt(offset))) continue; // a 1-in-10^6 collision
      expect(verifyTotp(secret, codeAt(offset), now)).toBeNull();
    }
  });

  it('refuses a step at or before the last one used (replay)', () => {
    expect(verifyTotp(secret, codeAt(0), now, step)).toBeNull();
    expect(verifyTotp(secret, codeAt(-1), now, step)).toBeNull();
    expect(verifyTotp(secret, codeAt(1), now, step)).toBe(step + 1);
    expect(verifyTotp(secret, codeAt(-1), now, step - 1)).toBeNull();
    expect(verifyTotp(secret, codeAt(0), now, step - 1)).toBe(step);
    expect(verifyTotp(secret, codeAt(1), now, step + 1)).toBeNull();
    expect(verifyTotp(secret, codeAt(0), now, null)).toBe(step);
  });

  it('accepts the same code once when the caller stores the step it answers', () => {
    const used = verifyTotp(secret, codeAt(0), now);
    expect(used).toBe(step);
    expect(verifyTotp(secret, codeAt(0), new Date(now.getTime() + 10_000), used)).toBeNull();
  });

  it('accepts spaces, full-width and Arabic-Indic digits', () => {
    const code = codeAt(0);
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect(verifyTotp(secret, spaced, now)).toBe(step);
    expect(verifyTotp(secret, ` ${code}\u00a0`, now)).toBe(step);
    const fullWidth = [...code].map((digit) => String.fromCodePoint(0xff10 + Number(digit))).join('');
    expect(verifyTotp(secret, fullWidth, now)).toBe(step);
    const urdu = [...code].map((digit) => String.fromCodePoint(0x06f0 + Number(digit))).join('');
    expect(verifyTotp(secret, urdu, now)).toBe(step);
    const arabic = [...code].map((digit) => String.fromCodePoint(0x0660 + Number(digit))).join('');
    expect(verifyTotp(secret, arabic, now)).toBe(step);
  });

  it('refuses anything but six digits', () => {
    const code = codeAt(0);
    for (const typed of [
      '',
      code.slice(1),
      `${code}0`,
      `0${code}`,
      `${code.slice(0, 3)}-${code.slice(3)}`,
      'abcdef',
    ]) {
      expect(verifyTotp(secret, typed, now)).toBeNull();
    }
  });

  it('refuses the code of another secret', () => {
    const other = generateTotpSecret();
    const code = totpCode(other, now);
    if (![-1, 0, 1].some((offset) => codeAt(offset) === code)) {
      expect(verifyTotp(secret, code, now)).toBeNull();
    }
  });

  it('takes the RFC test vector too', () => {
    expect(verifyTotp(RFC_SECRET, '081804', at(1111111109))).toBe(37037036);
    expect(verifyTotp(RFC_SECRET, '081804', at(1111111109 + 30))).toBe(37037036);
    expect(verifyTotp(RFC_SECRET, '081804', at(1111111109 + 60))).toBeNull();
  });

  it('throws on a secret that is not base32 (corrupt data, not a wrong code)', () => {
    expect(() => verifyTotp('not base32!', '123456', now)).toThrow('base32');
  });
});

describe('otpauthUri', () => {
  it('follows the Key Uri Format', () => {
    expect(otpauthUri({ issuer: TOTP_ISSUER, account: 'ayesha', secret: RFC_SECRET })).toBe(
      'otpauth://totp/CodeNest%20Technologies:ayesha?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' +
        '&issuer=CodeNest%20Technologies&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('percent-encodes the label and the issuer', () => {
    const uri = otpauthUri({ issuer: 'A&B Co', account: 'ayesha malik+1@x', secret: 'mzxw6' });
    expect(uri).toBe(
      'otpauth://totp/A%26B%20Co:ayesha%20malik%2B1%40x?secret=MZXW6&issuer=A%26B%20Co&algorithm=SHA1&digits=6&period=30',
    );
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('issuer')).toBe('A&B Co');
    expect(decodeURIComponent(parsed.pathname)).toBe('/A&B Co:ayesha malik+1@x');
  });

  it.each([
    { issuer: 'Code:Nest', account: 'ayesha', secret: RFC_SECRET },
    { issuer: TOTP_ISSUER, account: 'a:b', secret: RFC_SECRET },
    { issuer: TOTP_ISSUER, account: '', secret: RFC_SECRET },
    { issuer: '', account: 'ayesha', secret: RFC_SECRET },
    { issuer: TOTP_ISSUER, account: 'ayesha', secret: 'GEZ=' },
  ])('refuses %j', (options) => {
    expect(() => otpauthUri(options)).toThrow();
  });
});

describe('totpQrSvg', () => {
  const uri = otpauthUri({ issuer: TOTP_ISSUER, account: 'ayesha', secret: RFC_SECRET });

  it('draws the QR code of the URI with a 2-module margin, as nothing but two paths', async () => {
    const svg = await totpQrSvg(uri);
    const size = create(uri, { errorCorrectionLevel: 'M' }).modules.size + 2 * 2;
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"`)).toBe(
      true,
    );
    expect(svg.match(/<[a-z]+/g)).toEqual(['<svg', '<path', '<path']);
    expect(svg).not.toMatch(/script|href|style|on[a-z]+=|foreignObject|<text/i);
    expect(svg).not.toContain(RFC_SECRET); // the secret is in the modules, not in readable text
  });

  it('gives a data URL for an <img>', async () => {
    const url = await totpQrDataUrl(uri);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(url.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');
    expect(svg).toBe(await totpQrSvg(uri));
  });

  it('refuses an SVG outside the allow-list rather than cleaning it', async () => {
    const qrcode = require('qrcode') as typeof QRCodeModule;
    const drawn = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" shape-rendering="crispEdges"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" shape-rendering="crispEdges" onload="alert(1)"><path fill="#ffffff" d="M0 0h9v9H0z"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" shape-rendering="crispEdges"><path fill="url(https://evil.example/x)" d="M0 0h9v9H0z"/></svg>',
    ];
    for (const svg of drawn) {
      const spy = jest.spyOn(qrcode, 'toString').mockImplementation((() => Promise.resolve(svg)) as never);
      try {
        await expect(totpQrSvg(uri)).rejects.toThrow('allow-list');
      } finally {
        spy.mockRestore();
      }
    }
  });
});
