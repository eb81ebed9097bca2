import { STAFF_ROLES, isStaffRole, totpRequired } from './sign-in';

describe('staff roles', () => {
  it('are admin and staff, and both must sign in with an authenticator', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'staff']);
    expect(STAFF_ROLES.filter(totpRequired)).toEqual(['admin', 'staff']);
  });

  it('tells a role from anything else', () => {
    expect(isStaffRole('staff')).toBe(true);
    expect(isStaffRole('Admin')).toBe(false);
    expect(isStaffRole(null)).toBe(false);
  });
});
