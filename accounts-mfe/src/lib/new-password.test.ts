import { peopleRefusals } from '@site/people';
import { newPasswordProblem } from './new-password';

const words = peopleRefusals.password;

describe('what a page checks of a new password', () => {
  it('lets a long enough password through, whatever it is made of', () => {
    expect(newPasswordProblem('kinnow orchards in winter', 'zainab@example.com', words)).toBeUndefined();
  });

  it('says it is too short or too long, by the staff contract’s rules', () => {
    expect(newPasswordProblem('short', 'zainab@example.com', words)).toBe(words.tooShort);
    expect(newPasswordProblem('x'.repeat(200), 'zainab@example.com', words)).toBe(words.tooLong);
  });

  it('refuses the e-mail address’s name inside it, as the API does', () => {
    expect(newPasswordProblem('call me zainab1987 please', ' Zainab1987@example.com ', words)).toBe(
      words.containsEmail,
    );
    expect(newPasswordProblem('a password about example.com', 'zainab@example.com', words)).toBeUndefined();
  });
});
