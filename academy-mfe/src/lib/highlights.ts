import type { IconName } from '@site/ui';
import type { Highlight } from '@/components/highlight-grid';

/** A highlight tile's place (1–4) among the page's tiles: its words are keyed by it. */
export type HighlightKey = '1' | '2' | '3' | '4';
/** A highlight tile's words. */
export type HighlightWords = { title: string; text: string };

/** A page's four highlight tiles: the icons, in order, are the page's data. */
export type HighlightIcons = readonly [IconName, IconName, IconName, IconName];

/** A page's highlight tiles: each tile's icon from the data, its words in the page's language. */
export function highlightsIn(
  icons: HighlightIcons,
  words: Readonly<Record<HighlightKey, HighlightWords>>,
): Highlight[] {
  return icons.map((icon, index) => ({ icon, ...words[String(index + 1) as HighlightKey] }));
}
