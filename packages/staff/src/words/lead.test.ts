import { sourceLabels } from './labels';
import { leadWords } from './lead';

describe('a lead’s page’s words', () => {
  it('name the keys of a source with the contract’s labels', () => {
    expect(leadWords.source.keys).toBe(sourceLabels);
  });

  it('greet the lead and title the e-mail in the lead’s language', () => {
    expect(leadWords.greeting.ur.enrollment('Ali', 'CodeNest', 'React JS')).toMatch(/^السلام علیکم Ali/);
    expect(leadWords.greeting.en.project_request('Ali', 'CodeNest', 'Shop')).toBe(
      'Hello Ali, this is CodeNest about your project request (Shop).',
    );
    expect(leadWords.subject.en.project_request('CodeNest', 'Shop')).toBe(
      'Your project request: Shop — CodeNest',
    );
  });

  it('have no blank text', () => {
    expect(JSON.stringify(leadWords)).not.toMatch(/:"\s*"/);
  });
});
