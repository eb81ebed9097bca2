import { NOTE_MAX_LENGTH, SEARCH_MAX_LENGTH } from '../inbox';
import { TOTP_DIGITS } from '../totp';
import { auditWords } from './audit';
import { refusals } from './refusals';
import { setupWords } from './setup';

describe('the API’s refusals', () => {
  it('say the limits the contract sets', () => {
    expect(refusals.notes.tooLong).toContain(String(NOTE_MAX_LENGTH));
    expect(refusals.query.search).toContain(String(SEARCH_MAX_LENGTH));
    expect(refusals.setup.needsCode).toContain(`${TOTP_DIGITS} digits`);
    expect(refusals.query.kind).toBe('kind must be project_request or enrollment.');
    expect(refusals.query.language).toBe('language must be en or ur.');
    expect(refusals.username(3, 64)).toMatch(/^A username is 3 to 64 letters/);
  });

  it('are the pages’ own sentences where a page says the same', () => {
    expect(refusals.linkGone).toBe(setupWords.expired);
    expect(refusals.adminsOnly).toBe(auditWords.adminsOnly);
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
