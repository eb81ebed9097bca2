// The staff pages' words: whole (no blank text, every message says something), and made of the
// contract's facts and labels rather than of copies of them.
import { siteSettings } from '@site/site';
import { PASSWORD_MIN_LENGTH } from '../passwords';
import { TOTP_DIGITS } from '../totp';
import { auditWords } from './audit';
import { frameWords } from './frame';
import { inboxWords } from './inbox';
import { auditActionLabels, kindPluralLabels, sourceLabels, statusLabels } from './labels';
import { leadWords } from './lead';
import { passwordMessages, refusals } from './refusals';
import { setupWords } from './setup';

type Words = { readonly [key: string]: unknown };

/** Every text of a catalogue, each message function called with sample values. */
function texts(words: Words, path = ''): Array<[string, string]> {
  return Object.entries(words).flatMap(([key, value]): Array<[string, string]> => {
    const at = `${path}${key}`;
    if (typeof value === 'string') return [[at, value]];
    if (typeof value === 'function') {
      const samples = Array.from({ length: value.length }, (_, index) => (index % 2 ? 3 : 'x'));
      return [[at, String((value as (...values: unknown[]) => unknown)(...samples))]];
    }
    return texts(value as Words, `${at}.`);
  });
}

describe.each([
  ['frame', frameWords],
  ['inbox', inboxWords],
  ['lead', leadWords],
  ['setup', setupWords],
  ['audit', auditWords],
] as const)('the %s page’s words', (_page, words) => {
  it('have no blank text', () => {
    const found = texts(words);
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter(([, text]) => text.trim() === '' || text.includes('undefined'))).toEqual([]);
  });
});

describe('the pages’ words use the contract', () => {
  it('its labels', () => {
    expect(frameWords.statuses).toBe(statusLabels);
    expect(inboxWords.filters.kinds).toBe(kindPluralLabels);
    expect(leadWords.source.keys).toBe(sourceLabels);
    expect(auditWords.actions).toBe(auditActionLabels);
    expect(auditWords.adminsOnly).toBe(refusals.adminsOnly);
  });

  it('its facts: the password’s length, the code’s digits, the company’s name', () => {
    expect(setupWords.passwordHint).toContain(`${PASSWORD_MIN_LENGTH} characters`);
    expect(setupWords.passwordProblems).toBe(passwordMessages);
    expect(setupWords.totp.invalid).toBe(`Enter the ${TOTP_DIGITS} digits the app shows.`);
    expect(setupWords.totp.qrAlt('sana')).toBe(
      `QR code that adds sana of ${siteSettings.shortName} to an authenticator app`,
    );
    expect(setupWords.expired).toBe(refusals.linkGone);
  });

  it('the list says one lead, or how many of how many', () => {
    expect(inboxWords.list.showing(1, 1)).toBe('Showing the one lead of this filter.');
    expect(inboxWords.list.showing(25, 58)).toBe('Showing 25 of 58 leads.');
  });

  it('greet a lead in the lead’s language', () => {
    expect(leadWords.greeting.ur.enrollment('Ali', 'CodeNest', 'React JS')).toMatch(/^السلام علیکم Ali/);
    expect(leadWords.subject.en.project_request('CodeNest', 'Shop')).toBe(
      'Your project request: Shop — CodeNest',
    );
  });
});
