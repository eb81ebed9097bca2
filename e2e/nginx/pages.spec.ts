import { gotoPage, expect, test } from '../support/fixtures';
import { expectRenderedBy, sitePages } from '../support/routes';

// Through nginx (playwright.nginx.config.ts), every page of the site as the server renders it and
// the browser loads it. The main suite checks the same, with axe, in tests/shell/accessibility.spec.ts.
test.describe('every page renders through nginx, from the server and in the browser', () => {
  for (const { path, owner } of sitePages()) {
    test(`${path} is rendered by ${owner}`, async ({ page, consoleErrors }) => {
      await gotoPage(page, path);
      await expectRenderedBy(page, owner);
      expect(consoleErrors).toEqual([]);
    });
  }
});
