import { expect, gotoPage, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

/** A question: its native disclosure (`<details>`) and the summary that opens and closes it. */
function question(page: Page, text: string) {
  const details = page
    .getByRole('main')
    .locator('details')
    .filter({ has: page.getByRole('heading', { name: text }) });
  return { details, summary: details.locator('summary') };
}

// The FAQ's questions, their words, the keyboard's arrows and the help box are faq-page.test.tsx's;
// a question opened and closed with no script, without-javascript.spec.ts's. Here what only the
// browser knows: what it tells a screen reader.
test.describe('/faq', () => {
  test('a screen reader hears each question as a disclosure, collapsed or expanded', async ({ page }) => {
    await gotoPage(page, '/faq');
    // What Chromium gives assistive technology: a disclosure triangle with its expanded state.
    const announced = async (name: string) => {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      await cdp.detach();
      const node = nodes.find((n) => n.role?.value === 'DisclosureTriangle' && n.name?.value === name);
      return node?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
    };
    const certificate = question(page, 'Will I get a certificate?');
    expect(await announced('Will I get a certificate?')).toBe(false);
    await certificate.summary.click();
    await expect(certificate.details.locator('p')).toContainText('certificate');
    expect(await announced('Will I get a certificate?')).toBe(true);
  });
});
