import { nextAfterSignIn, signInUrl } from './staff-paths';

describe('the sign-in page’s way back', () => {
  it('says why and where to come back to', () => {
    expect(signInUrl()).toBe('/admin-jeansrecycle');
    expect(signInUrl({ reason: 'signed-out' })).toBe('/admin-jeansrecycle?session=signed-out');
    expect(signInUrl({ next: '/admin-jeansrecycle/leads?status=new', reason: 'ended' })).toBe(
      '/admin-jeansrecycle?next=%2Fadmin-jeansrecycle%2Fleads%3Fstatus%3Dnew&session=ended',
    );
  });

  it.each([
    ['/admin-jeansrecycle/leads/enrollment/3', '/admin-jeansrecycle/leads/enrollment/3'],
    ['/admin-jeansrecycle/audit?before=c1#top', '/admin-jeansrecycle/audit?before=c1#top'],
    [null, '/admin-jeansrecycle/leads'],
    ['/admin-jeansrecycle', '/admin-jeansrecycle/leads'],
    ['/admin-jeansrecycle/', '/admin-jeansrecycle/leads'],
    ['/login', '/admin-jeansrecycle/leads'],
    ['/admin-jeansrecycle/../profile', '/admin-jeansrecycle/leads'],
    ['//evil.example/admin-jeansrecycle/leads', '/admin-jeansrecycle/leads'],
    ['/\\evil.example', '/admin-jeansrecycle/leads'],
    ['/\t/evil.example', '/admin-jeansrecycle/leads'],
    ['https://evil.example/admin-jeansrecycle/leads', '/admin-jeansrecycle/leads'],
    ['javascript:alert(1)', '/admin-jeansrecycle/leads'],
  ])('next=%s → %s', (next, target) => {
    expect(nextAfterSignIn(next)).toBe(target);
  });
});
