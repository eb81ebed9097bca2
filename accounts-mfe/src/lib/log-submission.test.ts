import { logSubmission, type NonSecretFields } from './log-submission';

afterEach(() => jest.restoreAllMocks());

it('logs only the non-secret fields, even when handed more at run time', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const widened = { email: 'a@example.com', password: 'top-secret', confirmPassword: 'top-secret' };
  logSubmission('sign-in', widened as NonSecretFields);
  expect(info).toHaveBeenCalledTimes(1);
  const message = String(info.mock.calls[0]?.[0]);
  expect(message).toContain('Sign in form submitted');
  expect(message).toContain('"email":"a@example.com"');
  expect(message).not.toContain('top-secret');
  expect(message).not.toContain('password');
});
