import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, NOT_A_USERNAME, isAuditAction } from './audit';
import { USERNAME_PATTERN } from './usernames';

describe('audit actions', () => {
  it('are named once each, in kebab-case', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(AUDIT_PAGE_SIZE).toBeGreaterThan(0);
  });

  it('tells an action from anything else', () => {
    expect(isAuditAction('sign-in')).toBe(true);
    expect(isAuditAction('Sign in')).toBe(false);
    expect(isAuditAction(undefined)).toBe(false);
  });

  it('names an attempt without a username by something no username can be', () => {
    expect(USERNAME_PATTERN.test(NOT_A_USERNAME)).toBe(false);
    expect(NOT_A_USERNAME).not.toMatch(/\s$|^\s/);
  });
});
