import { paths } from '@site/site';
import { LEAD_KINDS, leadKindOfSlug } from './kinds';
import { SETUP_TOKEN_PARAM, setupLink, staffPages } from './pages';

describe('the staff pages', () => {
  it('all live under the admin sign-in’s path, which the site owns', () => {
    expect(staffPages.signIn).toBe(paths.admin);
    const pages = [
      staffPages.setup,
      staffPages.inbox,
      staffPages.leadPattern,
      staffPages.audit,
      staffPages.students,
    ];
    for (const page of pages) expect(page.startsWith(`${paths.admin}/`)).toBe(true);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('a lead’s page is its pattern filled in, its kind read back from the slug', () => {
    const pattern = new RegExp(
      `^${staffPages.leadPattern.replace(':kind', '([a-z-]+)').replace(':id', '(\\d+)')}$`,
    );
    for (const kind of LEAD_KINDS) {
      const [, slug, id] = pattern.exec(staffPages.lead(kind, 42)) ?? [];
      expect(leadKindOfSlug(slug ?? '')).toBe(kind);
      expect(id).toBe('42');
    }
  });

  it('a one-time link carries its token in the fragment, which no server receives', () => {
    const link = new URL(setupLink('https://codenest.example/', 'abc_DEF-123'));
    expect(link.origin + link.pathname).toBe(`https://codenest.example${staffPages.setup}`);
    expect(link.search).toBe('');
    expect(new URLSearchParams(link.hash.slice(1)).get(SETUP_TOKEN_PARAM)).toBe('abc_DEF-123');
  });
});
