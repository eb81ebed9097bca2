/** Spec section 9: the description metadata is the first 160 characters of the text. */
export const DESCRIPTION_LENGTH = 160;
export const ELLIPSIS = '...';

const BLOCK_TAG =
  /<\/?(?:p|h[1-6]|li|ul|ol|div|br|blockquote|pre|figure|figcaption|table|tr|td|th|section)\b[^>]*>/gi;

/**
 * The readable text of an HTML body: block tags become spaces (so that a heading and the
 * paragraph after it do not run together), inline tags vanish, entities are decoded and
 * whitespace is collapsed.
 */
export function htmlToText(html: string): string {
  const withoutTags = html.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, '');
  // Only text is left, so parsing it cannot create elements; the parser decodes the entities.
  const decoded = new DOMParser().parseFromString(withoutTags, 'text/html').documentElement.textContent ?? '';
  return decoded.replace(/\s+/g, ' ').trim();
}

/** First 160 characters of the text plus an ellipsis (none when the text is shorter). */
export function articleDescription(html: string): string {
  const text = htmlToText(html);
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH)}${ELLIPSIS}` : text;
}
