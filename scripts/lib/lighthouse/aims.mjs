// What the Lighthouse runs aim at (`npm run lighthouse`), and which of the aims a run misses.

export const aims = { score: 98, lcpS: 1.5, cls: 0.02, tbtMs: 100 };

/** The aims a run's metrics miss, each with its figure: `LCP (1.8 s > 1.5 s)`. */
export function missedAims(m) {
  const misses = [];
  if (m.score < aims.score) misses.push(`performance (${m.score} < ${aims.score})`);
  if (m.lcpS > aims.lcpS) misses.push(`LCP (${m.lcpS} s > ${aims.lcpS} s)`);
  if (m.cls > aims.cls) misses.push(`CLS (${m.cls} > ${aims.cls})`);
  if (m.tbtMs > aims.tbtMs) misses.push(`TBT (${m.tbtMs} ms > ${aims.tbtMs} ms)`);
  return misses;
}
