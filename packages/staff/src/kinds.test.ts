import { LEAD_KINDS, isLeadKind, leadKindOfSlug, leadKindSlugs } from './kinds';

describe('lead kinds', () => {
  it('each kind has a slug of its own that leads back to it', () => {
    expect(new Set(Object.values(leadKindSlugs)).size).toBe(LEAD_KINDS.length);
    for (const kind of LEAD_KINDS) expect(leadKindOfSlug(leadKindSlugs[kind])).toBe(kind);
  });

  it('a slug is URL-safe, and neither a slug nor a name of something else is a kind', () => {
    for (const slug of Object.values(leadKindSlugs)) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(leadKindOfSlug('project_request')).toBeUndefined();
    expect(leadKindOfSlug('')).toBeUndefined();
    expect(isLeadKind('enrollment')).toBe(true);
    expect(isLeadKind('project-request')).toBe(false);
    expect(isLeadKind(undefined)).toBe(false);
  });
});
