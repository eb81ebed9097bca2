import { setupWords } from '@site/staff';
import { checkSetup } from './setup-checks';

const username = 'bilal';
const phrase = 'a long phrase for the inbox';
const code = '123 456';

describe('checkSetup', () => {
  it('passes a good password, its confirmation and a code as apps show it', () => {
    expect(checkSetup({ password: phrase, confirm: phrase, code }, username, setupWords)).toEqual({
      errors: {},
      digits: '123456',
    });
  });

  it('says what is wrong with the password before looking at its confirmation', () => {
    expect(checkSetup({ password: 'short', confirm: 'other', code }, username, setupWords).errors).toEqual({
      password: 'Use at least 12 characters.',
    });
    expect(
      checkSetup({ password: 'bilal’s long phrase', confirm: '', code }, username, setupWords).errors,
    ).toEqual({
      password: "Don't use your username in your password.",
    });
    expect(
      checkSetup({ password: phrase, confirm: `${phrase}.`, code }, username, setupWords).errors,
    ).toEqual({
      confirm: 'The two passwords differ. Type the same password in both fields.',
    });
  });

  it('asks every account for a whole code: an authenticator is no longer optional', () => {
    const invalid = { totpCode: 'Enter the 6 digits the app shows.' };
    expect(checkSetup({ password: phrase, confirm: phrase, code: '' }, username, setupWords)).toEqual({
      errors: invalid,
      digits: null,
    });
    expect(
      checkSetup({ password: phrase, confirm: phrase, code: '12345' }, username, setupWords).errors,
    ).toEqual(invalid);
  });
});
