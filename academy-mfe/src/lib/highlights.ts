import type { Highlight } from '@/components/highlight-grid';
import type { HighlightKey, HighlightWords } from '@/messages/en/by-id';

/** A page's highlight tiles: each tile's icon from the data, its words in the page's language. */
export function highlightsIn(
  items: readonly Highlight[],
  words: Readonly<Record<HighlightKey, HighlightWords>>,
): Highlight[] {
  return items.map(({ icon }, index) => ({ icon, ...words[String(index + 1) as HighlightKey] }));
}
