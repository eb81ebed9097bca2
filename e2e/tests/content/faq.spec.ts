import { expect, gotoPage, test } from '../../support/fixtures';

test.describe('/faq', () => {
  test('shows ten collapsed questions; several open at once and close independently @phone', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/faq');
    await expect(page).toHaveTitle('FAQ | CodeNest Technologies');
    const main = page.getByRole('main');
    const questions = main.getByRole('button', { expanded: false });
    await expect(main.getByRole('heading', { level: 2 }).getByRole('button')).toHaveCount(10);
    await expect(questions).toHaveCount(10);

    const refund = main.getByRole('button', { name: 'What is your refund policy?' });
    const timings = main.getByRole('button', { name: 'What are the class timings?' });
    const sessions = main.getByRole('button', { name: 'How long is each class, and how often do we meet?' });
    await refund.click();
    await timings.click();
    await sessions.click();
    for (const button of [refund, timings, sessions])
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(/7-day money-back guarantee/)).toBeVisible();
    await expect(main.getByText(/morning, evening and weekend batches/)).toBeVisible();
    await expect(main.getByText(/sessions of 2-3 hours, 3-4 times a week/)).toBeVisible();

    await timings.click();
    await expect(timings).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByText(/morning, evening and weekend batches/)).toBeHidden();
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByText(/7-day money-back guarantee/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('each question controls its answer', async ({ page }) => {
    await gotoPage(page, '/faq');
    const button = page.getByRole('main').getByRole('button', { name: 'Will I get a certificate?' });
    const panelId = (await button.getAttribute('aria-controls'))!;
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();
    await button.click();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('certificate');
  });

  test('is operable with the keyboard', async ({ page }) => {
    await gotoPage(page, '/faq');
    const main = page.getByRole('main');
    const first = main.getByRole('button', { name: 'What courses do you offer?' });
    const second = main.getByRole('button', { name: 'Do I need any prior experience to join?' });
    const last = main.getByRole('button', { name: 'Do you also build websites and apps for businesses?' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(last).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-expanded', 'false');
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
