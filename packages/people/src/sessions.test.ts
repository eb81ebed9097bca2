import { PERSON_SESSION_COOKIE, SIGNED_IN_ATTRIBUTE, SIGNED_IN_FLAG_KEY } from './sessions';

describe('a person’s session', () => {
  it('has a __Host- cookie of its own name, apart from the staff’s', () => {
    expect(PERSON_SESSION_COOKIE).toMatch(/^__Host-[a-z_]+$/);
    expect(PERSON_SESSION_COOKIE).not.toBe('__Host-staff_session');
  });

  it('keeps its device flag beside the profile the browser stores', () => {
    expect(SIGNED_IN_FLAG_KEY.startsWith('codenest.accounts.')).toBe(true);
  });

  it('marks a signed-in device’s pages with a data attribute, which no style of the site sets', () => {
    expect(SIGNED_IN_ATTRIBUTE).toMatch(/^data-[a-z-]+$/);
  });
});
