import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, totpCodeDigits } from './totp';

describe('authenticator codes', () => {
  it('are six digits, a new one every 30 seconds (what every authenticator app shows)', () => {
    expect(TOTP_DIGITS).toBe(6);
    expect(TOTP_PERIOD_SECONDS).toBe(30);
  });

  it('are read however a keyboard typed them: spaces, full-width or Urdu digits', () => {
    expect(totpCodeDigits('123456')).toBe('123456');
    expect(totpCodeDigits(' 123 456 ')).toBe('123456');
    expect(totpCodeDigits('１２３４５６')).toBe('123456');
    expect(totpCodeDigits('۱۲۳۴۵۶')).toBe('123456');
    expect(totpCodeDigits('١٢٣٤٥٦')).toBe('123456');
  });

  it('are nothing else: too few or too many digits, letters, signs', () => {
    for (const typed of ['12345', '1234567', '12345a', '123-456', '', '+12345'])
      expect(totpCodeDigits(typed)).toBeNull();
  });
});
