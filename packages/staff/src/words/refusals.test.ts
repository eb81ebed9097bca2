import { NOTE_MAX_LENGTH, SEARCH_MAX_LENGTH } from '../inbox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords';
import { TOTP_DIGITS } from '../totp';
import { passwordMessages, refusals } from './refusals';

describe('the API’s refusals', () => {
  it('say the limits the contract sets', () => {
    expect(passwordMessages.tooShort).toBe(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
    expect(passwordMessages.tooLong).toBe(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
    expect(refusals.notes.tooLong).toContain(String(NOTE_MAX_LENGTH));
    expect(refusals.query.search).toContain(String(SEARCH_MAX_LENGTH));
    expect(refusals.setup.adminNeedsCode).toContain(`${TOTP_DIGITS} digits`);
    expect(refusals.query.kind).toBe('kind must be project_request or enrollment.');
    expect(refusals.query.language).toBe('language must be en or ur.');
    expect(refusals.username(3, 64)).toMatch(/^A username is 3 to 64 letters/);
  });

  it('say how long to wait in seconds, then in minutes', () => {
    expect(refusals.throttled(1)).toBe('Too many failed sign-ins. Try again in 1 second.');
    expect(refusals.throttled(89)).toBe('Too many failed sign-ins. Try again in 89 seconds.');
    expect(refusals.throttled(90)).toBe('Too many failed sign-ins. Try again in 2 minutes.');
    expect(refusals.throttled(900)).toBe('Too many failed sign-ins. Try again in 15 minutes.');
  });

  it('name a lead’s statuses for its kind', () => {
    expect(refusals.status.field('project request', ['new', 'won'])).toBe('A project request is new, won.');
  });
});
