import { inboxWords } from './inbox';
import { kindPluralLabels } from './labels';

describe('the inbox’s words', () => {
  it('name the kinds with the contract’s labels', () => {
    expect(inboxWords.filters.kinds).toBe(kindPluralLabels);
  });

  it('say one lead, or how many of how many', () => {
    expect(inboxWords.list.showing(1, 1)).toBe('Showing the one lead of this filter.');
    expect(inboxWords.list.showing(25, 58)).toBe('Showing 25 of 58 leads.');
    expect(inboxWords.filters.active(1)).toBe('1 active');
    expect(inboxWords.filters.active(3)).toBe('3 active');
  });

  it('have no blank text', () => {
    expect(JSON.stringify(inboxWords)).not.toMatch(/:"\s*"/);
  });
});
