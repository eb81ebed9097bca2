import { siteSettings } from '@site/site';
import { LINK_LIFETIME_HOURS } from '../pages';
import { studentWords } from './students';

describe('the students’ words', () => {
  it('give the invitation’s greeting in the lead’s language, with the link and its life', () => {
    const link = 'https://codenest.example/ur/login?mode=invite#token=abc';
    for (const language of ['en', 'ur'] as const) {
      const text = studentWords.invitationGreeting[language](
        'Zainab',
        siteSettings.shortName,
        'React JS',
        link,
      );
      expect(text).toContain('Zainab');
      expect(text).toContain('React JS');
      expect(text.endsWith(link)).toBe(true);
      expect(text).toContain(String(LINK_LIFETIME_HOURS));
    }
    expect(studentWords.invitationGreeting.ur('a', 'b', 'c', 'd')).toMatch(/[\u0600-\u06FF]/);
  });

  it('name the spec’s two course statuses', () => {
    expect(Object.values(studentWords.statuses)).toEqual(['In Progress', 'Completed']);
  });

  it('count the changes saved', () => {
    expect(studentWords.progress.saved(1)).toBe('1 change saved.');
    expect(studentWords.progress.saved(30)).toBe('30 changes saved.');
  });
});
