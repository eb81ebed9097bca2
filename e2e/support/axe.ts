import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.2 AA (and everything below it). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Fails with a readable list when axe finds any WCAG 2.2 AA violation on the page as it is now;
 * `include` limits it to parts of the page (for a state that changes only them).
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string | string[] } = {}) {
  // axe reads the whole page: a long page on a busy machine takes a while.
  test.info().setTimeout(test.info().timeout + 60_000);
  // Let entry animations (fades, staggered cards) end: mid-fade text would fail contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default runs it in each frame and then again in
  // a new page of its own to gather the frames' results, which for our pages (no frame) is the
  // same answer for about twice the time. And only violations are gathered in full: the passes
  // were thrown away. What axe checks, and finds, is the same (a planted fault is found either way).
  // `options` replaces the builder's options whole, the tags' `runOnly` with them: it goes first.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode(true);
  for (const part of [include ?? []].flat()) builder = builder.include(part);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * For a test that has axe read a state a visitor reaches (a dialog open, a form's errors): one
 * width is enough, the phone's. The state's markup is the same at every width, and each template
 * is read as it loads at both (tests/shell/accessibility.spec.ts); the phone's CSS is the stricter
 * (smaller text for contrast's thresholds, tighter targets). Call it first in the test.
 */
export function statesAtOneWidth() {
  test.skip(!test.info().project.use.isMobile, 'a state is read by axe at one width: the phone’s');
}
