import { expect, gotoPage, test, waitForHydration } from '../../support/fixtures';
import type { Page } from '@playwright/test';

/** A question: its native disclosure (`<details>`) and the summary that opens and closes it. */
function question(page: Page, text: string) {
  const details = page
    .getByRole('main')
    .locator('details')
    .filter({ has: page.getByRole('heading', { name: text }) });
  return { details, summary: details.locator('summary') };
}

test.describe('/faq', () => {
  test('shows ten collapsed questions; several open at once and close independently @phone', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/faq');
    await expect(page).toHaveTitle('FAQ | CodeNest Technologies');
    const main = page.getByRole('main');
    await expect(main.locator('details > summary h2')).toHaveCount(10);
    await expect(main.locator('details[open]')).toHaveCount(0);

    const refund = question(page, 'What is your refund policy?');
    const timings = question(page, 'What are the class timings?');
    const sessions = question(page, 'How long is each class, and how often do we meet?');
    await refund.summary.click();
    await timings.summary.click();
    await sessions.summary.click();
    for (const { details } of [refund, timings, sessions]) await expect(details).toHaveAttribute('open', '');
    await expect(main.getByText(/7-day money-back guarantee/)).toBeVisible();
    await expect(main.getByText(/morning, evening and weekend batches/)).toBeVisible();
    await expect(main.getByText(/sessions of 2-3 hours, 3-4 times a week/)).toBeVisible();

    await timings.summary.click();
    await expect(timings.details).not.toHaveAttribute('open');
    await expect(main.getByText(/morning, evening and weekend batches/)).toBeHidden();
    await expect(refund.details).toHaveAttribute('open', '');
    await expect(main.getByText(/7-day money-back guarantee/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

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

  test('is operable with the keyboard', async ({ page }) => {
    await gotoPage(page, '/faq');
    const first = question(page, 'What courses do you offer?');
    const second = question(page, 'Do I need any prior experience to join?');
    const last = question(page, 'Do you also build websites and apps for businesses?');
    await first.summary.focus();
    await page.keyboard.press('Enter');
    await expect(first.details).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect(second.summary).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second.details).toHaveAttribute('open', '');
    await expect(first.details).toHaveAttribute('open', '');
    // Moving between questions is the script's enhancement.
    await waitForHydration(page);
    await page.keyboard.press('End');
    await expect(last.summary).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first.summary).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(last.summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(last.details).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(last.details).not.toHaveAttribute('open');
  });

  test("has a help box with live chat 9 AM - 6 PM and a 'Contact Support' e-mail action", async ({
    page,
  }) => {
    await gotoPage(page, '/faq');
    const box = page.getByRole('complementary', { name: 'Still have questions?' });
    await expect(box).toContainText('Live chat is available 9 AM - 6 PM');
    await expect(box.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:info@codenest.pk?subject=Support%20request%20from%20the%20FAQ%20page',
    );
  });
});
