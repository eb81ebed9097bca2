import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, isAuditAction } from './audit';

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
});
