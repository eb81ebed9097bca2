import { setupWords } from '@site/staff';
import { checkSetup } from './setup-checks';

const admin = { username: 'bilal', codeRequired: true };
const staff = { username: 'bilal', codeRequired: false };
const phrase = 'a long phrase for the inbox';

describe('checkSetup', () => {
  it('passes a good password, its confirmation and a code as apps show it', () => {
    expect(checkSetup({ password: phrase, confirm: phrase, code: '123 456' }, admin, setupWords)).toEqual({
      errors: {},
      digits: '123456',
    });
    expect(checkSetup({ password: phrase, confirm: phrase, code: '' }, staff, setupWords)).toEqual({
      errors: {},
      digits: null,
    });
  });

  it('says what is wrong with the password before looking at its confirmation', () => {
    expect(checkSetup({ password: 'short', confirm: 'other', code: '' }, staff, setupWords).errors).toEqual({
      password: 'Use at least 12 characters.',
    });
    expect(
      checkSetup({ password: 'bilal’s long phrase', confirm: '', code: '' }, staff, setupWords).errors,
    ).toEqual({
      password: "Don't use your username in your password.",
    });
    expect(
      checkSetup({ password: phrase, confirm: `${phrase}.`, code: '' }, staff, setupWords).errors,
    ).toEqual({
      confirm: 'The two passwords differ. Type the same password in both fields.',
    });
  });

  it('asks an admin for a code, and anyone who typed one for a whole one', () => {
    const invalid = { totpCode: 'Enter the 6 digits the app shows.' };
    expect(checkSetup({ password: phrase, confirm: phrase, code: '' }, admin, setupWords).errors).toEqual(
      invalid,
    );
    expect(
      checkSetup({ password: phrase, confirm: phrase, code: '12345' }, staff, setupWords).errors,
    ).toEqual(invalid);
  });
});
