import { LOGIN_MODES } from '@site/people';
import { expect, test } from '../../support/fixtures';
import { htmlErrors } from '../../support/html-checker';
import { declaredRoutes, sitePages, urduPages } from '../../support/routes';

test('every page, in both languages, is valid HTML (the Nu HTML Checker reports no error)', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the server’s HTML is the same for every screen');
  test.setTimeout(180_000);
  const paths = [
    ...sitePages().map((page) => page.path),
    ...urduPages().map((page) => page.path),
    // Staff pages, as the server sends them: their frame (what the browser holds once signed in:
    // tests/accounts/staff.spec.ts).
    ...declaredRoutes.filter((route) => route.private).map((route) => route.path.replace(/:[^/]+/g, '1')),
    // /login's states (issue 43), which no sitemap lists: each rendered from its URL alone.
    ...LOGIN_MODES.flatMap((mode) => [`/login?mode=${mode}`, `/ur/login?mode=${mode}`]),
    '/login?session=deleted',
    '/ur/student/login?sent=sign-in',
    '/no-such-page',
    '/ur/no-such-page',
  ];
  const documents = await Promise.all(
    paths.map(async (name) => ({ name, html: await (await request.get(name)).text() })),
  );
  const errors = htmlErrors(documents);
  expect(errors, errors.join('\n')).toEqual([]);
});
