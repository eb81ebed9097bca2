import { siteSettings } from '@site/site';
import { PASSWORD_MIN_LENGTH } from '../passwords';
import { TOTP_DIGITS } from '../totp';
import { roleLabels } from './labels';
import { passwordMessages } from './passwords';
import { setupWords } from './setup';

describe('the set-up page’s words', () => {
  it('say the contract’s facts: the password’s length, the code’s digits, the company’s name', () => {
    expect(setupWords.passwordHint).toBe(
      `At least ${PASSWORD_MIN_LENGTH} characters; a long phrase is best; no other rules.`,
    );
    expect(setupWords.totp.invalid).toBe(`Enter the ${TOTP_DIGITS} digits the app shows.`);
    expect(setupWords.totp.qrAlt('sana')).toBe(
      `QR code that adds sana of ${siteSettings.shortName} to an authenticator app`,
    );
  });

  it('refuse a password as the API does, and name the roles with the contract’s labels', () => {
    expect(setupWords.passwordProblems).toBe(passwordMessages);
    expect(setupWords.roles).toBe(roleLabels);
  });

  it('have no blank text', () => {
    expect(JSON.stringify(setupWords)).not.toMatch(/:"\s*"/);
  });
});
