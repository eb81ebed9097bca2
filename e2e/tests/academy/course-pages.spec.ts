import { readFile } from 'node:fs/promises';
import { expect, gotoPage, test } from '../../support/fixtures';

// The course pages' words and facts (each landing page's months, highlights, syllabus, title and
// description; the list's cards; each detail page's curriculum) and their Enroll Now links are
// course-landing-page.test.tsx's, course-list-page.test.tsx's and course-detail-page.test.tsx's;
// every page is rendered in tests/shell/accessibility.spec.ts and its head checked in
// tests/shell/server-rendering.spec.ts. Here what a browser adds: from a course page to the form
// with the course chosen, a link to the syllabus, a real download.
test.describe('course pages', () => {
  test('Enroll Now on a landing page opens the form with its course chosen', async ({
    page,
    consoleErrors,
  }) => {
    await gotoPage(page, '/web-development-course-sargodha');
    await page.getByRole('link', { name: 'Enroll Now' }).click();
    await expect(page).toHaveURL(/\/enrollment\?course=/);
    await expect(page.getByRole('combobox', { name: 'Course' }).locator('option:checked')).toHaveText(
      'Web Development',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('View Syllabus scrolls to the syllabus @phone', async ({ page }) => {
    await gotoPage(page, '/shopify-course-sargodha');
    await page.getByRole('link', { name: 'View Syllabus' }).click();
    await expect(page).toHaveURL(/#syllabus$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Course Syllabus' })).toBeInViewport();
  });

  test('Download Syllabus downloads react-js-syllabus.txt built from the curriculum', async ({ page }) => {
    await gotoPage(page, '/course/react-js');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Syllabus' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('react-js-syllabus.txt');
    const text = await readFile(await download.path(), 'utf8');
    expect(text).toContain('React JS Development: Course Syllabus');
    expect(text).toContain('Duration: 8 weeks');
    for (let week = 1; week <= 8; week += 1) expect(text).toContain(`Week ${week}:`);
  });
});
