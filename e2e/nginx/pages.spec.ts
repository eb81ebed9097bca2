import { gotoPage, expect, test } from '../support/fixtures';
import { expectRenderedBy, sitePages } from '../support/routes';

// Through nginx (the nginx project of playwright.config.ts), a page of each template as the server
// renders it and the browser loads it: its remote's entry and chunks under /remotes/<name>/, its
// images and words, from one origin. What differs between a template's pages is their words, which
// nginx does not see; every page is rendered, and read by axe, in tests/shell/accessibility.spec.ts.
test.describe('a page of each template renders through nginx, from the server and in the browser', () => {
  for (const { path, owner } of sitePages().filter((page) => page.firstOfTemplate)) {
    test(`${path} is rendered by ${owner}`, async ({ page, consoleErrors }) => {
      await gotoPage(page, path);
      await expectRenderedBy(page, owner);
      expect(consoleErrors).toEqual([]);
    });
  }
});
