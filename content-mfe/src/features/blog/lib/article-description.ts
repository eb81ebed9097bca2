/** The description metadata is the first 160 characters of the text. */
export const DESCRIPTION_LENGTH = 160;
export const ELLIPSIS = '...';

const BLOCK_TAG =
  /<\/?(?:p|h[1-6]|li|ul|ol|div|br|blockquote|pre|figure|figcaption|table|tr|td|th|section)\b[^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the entities HTML text uses (named ones of the list above and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The readable text of an HTML body: block tags become spaces (so that a heading and the
 * paragraph after it do not run together), inline tags vanish, entities are decoded and
 * whitespace is collapsed. Plain string work, so it runs on the server as in the browser.
 */
export function htmlToText(html: string): string {
  const withoutTags = html.replace(BLOCK_TAG, ' ').replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** First 160 characters of the text plus an ellipsis (none when the text is shorter). */
export function articleDescription(html: string): string {
  const text = htmlToText(html);
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH)}${ELLIPSIS}` : text;
}
