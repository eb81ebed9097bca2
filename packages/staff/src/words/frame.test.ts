import { frameWords } from './frame';
import { kindLabels, mailStateLabels, roleLabels, statusLabels } from './labels';

describe('the staff frame’s words', () => {
  it('name statuses, kinds, mail states and roles with the contract’s labels', () => {
    expect(frameWords.statuses).toBe(statusLabels);
    expect(frameWords.kinds).toBe(kindLabels);
    expect(frameWords.mail).toBe(mailStateLabels);
    expect(frameWords.roles).toBe(roleLabels);
  });

  it('have no blank text', () => {
    expect(JSON.stringify(frameWords)).not.toMatch(/:"\s*"/);
  });
});
