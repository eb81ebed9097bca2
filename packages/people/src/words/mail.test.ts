import { ACCOUNT_MAIL_KINDS } from '../account';
import { accountMailWords, type AccountMailFacts } from './mail';

const facts: AccountMailFacts = {
  name: 'Zainab Hussain',
  link: 'https://codenest.example/login?mode=reset#token=abc',
  signIn: 'https://codenest.example/login',
  forgot: 'https://codenest.example/login?mode=forgot',
  studentSignIn: 'https://codenest.example/student/login',
  course: 'React JS',
  batchStart: '7 December 2026',
};

describe('an account’s mails', () => {
  it('greet the person by name with a subject, in both languages', () => {
    for (const language of ['en', 'ur'] as const)
      for (const kind of ACCOUNT_MAIL_KINDS) {
        const mail = accountMailWords[language][kind](facts);
        expect(mail.subject).toMatch(/\S/);
        expect(mail.lines[0]).toContain(facts.name);
      }
  });

  it('carry the link only in the mails that are one’s (verify, reset, invite)', () => {
    for (const language of ['en', 'ur'] as const)
      for (const kind of ACCOUNT_MAIL_KINDS) {
        const text = accountMailWords[language][kind](facts).lines.join('\n');
        expect([kind, text.includes(facts.link ?? '')]).toEqual([
          kind,
          ['verify', 'reset', 'invite'].includes(kind),
        ]);
      }
  });

  it('tell an existing account’s owner how to sign in and get a new password, with no link', () => {
    const text = accountMailWords.en.exists(facts).lines.join('\n');
    expect(text).toContain(facts.signIn);
    expect(text).toContain(facts.forgot);
  });

  it('name the course and its batch, and the Student Portal, to a student', () => {
    for (const kind of ['invite', 'course-added'] as const) {
      const text = accountMailWords.ur[kind](facts).lines.join('\n');
      expect(text).toContain('React JS');
      expect(text).toContain(facts.studentSignIn);
      expect(text).toContain(facts.batchStart);
    }
  });
});
