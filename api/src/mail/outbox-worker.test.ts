import { classifyMailFailure } from './outbox-worker';

const smtpError = (responseCode: number | undefined, code: string, message = 'refused') =>
  Object.assign(new Error(message), { responseCode, code });

describe('classifyMailFailure', () => {
  it.each([
    [smtpError(550, 'EENVELOPE', 'Mailbox unavailable'), 'permanent', '550'],
    [smtpError(553, 'EENVELOPE'), 'permanent', '553'],
    [smtpError(554, 'EMESSAGE'), 'permanent', '554'],
    [smtpError(535, 'EAUTH', 'Authentication failed'), 'permanent', '535'],
    [smtpError(undefined, 'EENVELOPE', 'No recipients defined'), 'permanent', 'EENVELOPE'],
    [smtpError(421, 'EENVELOPE', 'Service not available'), 'temporary', '421'],
    [smtpError(451, 'EMESSAGE'), 'temporary', '451'],
    [smtpError(452, 'EENVELOPE'), 'temporary', '452'],
    [smtpError(undefined, 'ECONNECTION', 'connect ECONNREFUSED'), 'temporary', 'ECONNECTION'],
    [smtpError(undefined, 'ETIMEDOUT'), 'temporary', 'ETIMEDOUT'],
    [smtpError(undefined, 'ETLS'), 'temporary', 'ETLS'],
    ['a string', 'temporary', undefined],
  ])('%p is %s (%s)', (error, kind, code) => {
    expect(classifyMailFailure(error)).toMatchObject({ kind, code });
  });

  it('keeps the code and the message for the staff tool', () => {
    expect(classifyMailFailure(smtpError(550, 'EENVELOPE', 'No such user')).text).toBe('550: No such user');
  });
});
