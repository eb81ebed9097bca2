import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords';
import { passwordMessages } from './passwords';

describe('the password problems’ words', () => {
  it('say the lengths the contract sets', () => {
    expect(passwordMessages.tooShort).toBe(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
    expect(passwordMessages.tooLong).toBe(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
    expect(passwordMessages.containsUsername).toBe("Don't use your username in your password.");
  });
});
