import { expectNoAxeViolations, statesAtOneWidth } from '../../support/axe';
import { expect, test } from '../../support/fixtures';

const COURSE_COUNT = 11;

// The section's cards, modal, facts, links and closing (button, Escape, backdrop, focus back to the
// card) are courses-section.test.tsx's; the section closed is read by axe with the home page
// (tests/shell/accessibility.spec.ts). Here the browser: from a card to a stored enrollment, taps
// where the card's CSS puts the button, the modal on a phone's screen, dialogs without script.
test.describe('home #courses section', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#courses');
    await expect(
      page.locator('#courses').getByRole('heading', { level: 2, name: 'Our Courses' }),
    ).toBeVisible();
  });

  test('card → modal → Enroll Now → /enrollment with the course selected → submit → success', async ({
    page,
    consoleErrors,
  }) => {
    await page
      .locator('#courses')
      .getByRole('button', { name: 'Basic Computer Course', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Basic Computer Course' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('2 months')).toBeVisible();
    await expect(dialog.getByText('Beginner', { exact: true })).toBeVisible();
    await expect(dialog.getByText('MS Excel')).toBeVisible();
    await expect(dialog.getByText('Certificate of completion')).toBeVisible();

    await dialog.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Enroll in a Course' })).toBeVisible();
    const course = page.getByRole('combobox', { name: 'Course' });
    await expect(course.locator('option:checked')).toHaveText('Basic Computer Course (Windows, MS Office)');

    await page.getByRole('textbox', { name: 'Full Name' }).fill('Ayesha Khan');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('ayesha@example.com');
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('0300 1234567');
    await page.getByRole('button', { name: 'Submit Enrollment' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Enrollment Successful!' })).toBeVisible();
    await expect(page.getByText('Basic Computer Course (Windows, MS Office)')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a click on the card outside its title opens the modal too; keyboard opens it', async ({ page }) => {
    // The title button's ::after covers the card: a tap on its picture is a tap on the button.
    await page
      .locator('#courses li')
      .filter({ hasText: 'Understand blockchain, cryptocurrencies' })
      .click({ position: { x: 24, y: 24 } });
    await expect(page.getByRole('dialog', { name: 'Crypto' })).toBeVisible();
    await page.keyboard.press('Escape');

    const card = page.locator('#courses').getByRole('button', { name: 'Laravel', exact: true });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Laravel' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close dialog' })).toBeFocused();
  });

  test('axe: no violations in the section with a modal open @phone', async ({ page }) => {
    statesAtOneWidth();
    await page.locator('#courses').getByRole('button', { name: 'Web Development', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Web Development' })).toBeVisible();
    await expectNoAxeViolations(page, { include: '#courses' });
  });

  test('the modal fits the screen and its Enroll Now is reachable @phone', async ({ page }) => {
    await page
      .locator('#courses')
      .getByRole('button', { name: 'Mobile Application Development', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Mobile Application Development' });
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await expect(dialog.getByRole('button', { name: 'Enroll Now' })).toBeInViewport();
  });
});

test.describe('home #courses section before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('a card opens its course modal natively: title, facts, links; Escape and close close it', async ({
    page,
  }) => {
    await page.goto('/#courses');
    const card = page.locator('#courses').getByRole('button', { name: 'Laravel', exact: true });
    await expect(card).toHaveAttribute('commandfor', 'course-laravel');
    await expect(page.locator('#courses dialog')).toHaveCount(COURSE_COUNT);

    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Laravel' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('5 months')).toBeVisible();
    await expect(dialog.getByText('Intermediate', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enroll Now' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Full syllabus on the course page' })).toHaveAttribute(
      'href',
      '/laravel-course-sargodha',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await card.click();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();

    await card.click();
    await page.mouse.click(5, page.viewportSize()!.height - 5);
    await expect(dialog).toBeHidden();
  });
});
