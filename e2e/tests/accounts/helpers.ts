import type { Page } from '@playwright/test';

/** Every console message of the page, as text, so a test can search it for a secret. */
export function captureConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  return messages;
}
