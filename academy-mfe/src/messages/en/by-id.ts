// Helpers of the parts that gather their words from the data files (the data is their English
// source), and the highlight tiles' words type.

/** A highlight tile's words, keyed by its place (1–4) among the page's tiles. */
export type HighlightKey = '1' | '2' | '3' | '4';
export type HighlightWords = { title: string; text: string };

/** Words gathered from a data list by id: every id of the list's type is a key of the result. */
export function byId<T, K extends string, V>(items: readonly T[], id: (item: T) => K, words: (item: T) => V) {
  return Object.fromEntries(items.map((item) => [id(item), words(item)])) as Record<K, V>;
}

export function byPlace(items: readonly HighlightWords[]): Record<HighlightKey, HighlightWords> {
  return Object.fromEntries(
    items.map(({ title, text }, index) => [String(index + 1), { title, text }]),
  ) as Record<HighlightKey, HighlightWords>;
}
