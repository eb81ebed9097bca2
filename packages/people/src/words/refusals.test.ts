import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, refusals as staffRefusals } from '@site/staff';
import { LINK_LIFETIME_HOURS } from '../links';
import { peopleRefusalsIn } from './languages';
import { peopleRefusals } from './refusals';
import { urduPeopleRefusals } from './urdu-refusals';

/** Every refusal as text: the functions said for one wait. */
const said = (refusals: object, prefix = ''): [string, string][] =>
  Object.entries(refusals).flatMap(([key, value]) => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    if (typeof value === 'function')
      return [[`${prefix}${key}`, String((value as (n: number) => string)(30))]];
    return said(value as object, `${prefix}${key}.`);
  });

describe('the people API’s refusals', () => {
  it('are said in English and in Urdu, every one', () => {
    expect(peopleRefusalsIn).toEqual({ en: peopleRefusals, ur: urduPeopleRefusals });
    const english = said(peopleRefusals);
    const urdu = said(urduPeopleRefusals);
    expect(urdu.map(([key]) => key)).toEqual(english.map(([key]) => key));
    for (const [key, text] of urdu) {
      expect([key, text]).not.toEqual([key, english.find(([name]) => name === key)?.[1]]);
      expect(text).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('say the limits the contract sets, in both languages', () => {
    for (const refusals of [peopleRefusals, urduPeopleRefusals]) {
      expect(refusals.password.tooShort).toContain(String(PASSWORD_MIN_LENGTH));
      expect(refusals.password.tooLong).toContain(String(PASSWORD_MAX_LENGTH));
      expect(refusals.notVerified).toContain(String(LINK_LIFETIME_HOURS));
    }
  });

  it('say how long to wait in seconds, then in minutes', () => {
    expect(peopleRefusals.throttled(1)).toBe('Too many failed sign-ins. Try again in 1 second.');
    expect(peopleRefusals.throttled(90)).toBe('Too many failed sign-ins. Try again in 2 minutes.');
    expect(peopleRefusals.tooMany(3600)).toBe('Too many requests from here. Try again in 60 minutes.');
    expect(urduPeopleRefusals.throttled(45)).toContain('45 سیکنڈ');
    expect(urduPeopleRefusals.tooMany(900)).toContain('15 منٹ');
  });

  it('name neither an e-mail nor a password at sign-in, and say what the staff say elsewhere', () => {
    expect(peopleRefusals.wrongCredentials).toBe('The e-mail address or password is not right.');
    expect(peopleRefusals.signIn).toBe(staffRefusals.signIn);
    expect(peopleRefusals.csrf).toBe(staffRefusals.csrf);
    expect(peopleRefusals.foreignOrigin).toBe(staffRefusals.foreignOrigin);
    expect(peopleRefusals.badBody).toBe(staffRefusals.badBody);
  });
});
