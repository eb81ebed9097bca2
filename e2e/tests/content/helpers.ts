import { expect, type Page } from '@playwright/test';

/** Every image in <main> is served (same app, no third-party host) and declares its size. */
export async function expectImagesServed(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '450');
    const src = (await image.getAttribute('src'))!;
    expect(new URL(src, page.url()).hostname).toBe('localhost');
    const response = await page.request.get(new URL(src, page.url()).href);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  }
}

export async function metaContent(page: Page, selector: string) {
  return page.locator(selector).getAttribute('content');
}
