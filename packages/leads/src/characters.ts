/**
 * What a text typed by a person may hold, said once for every text the company's staff read: the
 * lead forms' fields (the API's validation), a lead's source (sanitizeSource: a campaign link's
 * values), and the staff's notes (@site/staff noteProblem). Each is kept in NFC, so the same
 * letters are the same text whichever keyboard composed them.
 */

/** Control characters but a tab, and lone UTF-16 surrogates (they would not survive UTF-8). */
export const SINGLE_LINE_FORBIDDEN = /(?!\t)\p{Cc}|\p{Cs}/u;
/** The same, line breaks allowed. */
export const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
/**
 * The bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069) and the line
 * and paragraph separators (U+2028, U+2029): they only serve to make a text read otherwise than
 * it is, in the staff's mail subject, the inbox, the CSV, the leads tool's lines. Urdu's joiners
 * (ZWNJ U+200C, ZWJ U+200D) and the marks U+200E/U+200F stay allowed.
 */
export const DIRECTION_TRICKS = /[\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

export type TextProblem = 'badCharacters' | 'directionMarks';

/**
 * What is wrong with a text's characters, if anything: control characters (line breaks allowed
 * in `multiline` text), then direction tricks (refused in one-line text, and in multi-line text
 * when `directionMarks` says so).
 */
export function textProblem(
  text: string,
  { multiline = false, directionMarks = !multiline }: { multiline?: boolean; directionMarks?: boolean } = {},
): TextProblem | undefined {
  if ((multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text)) return 'badCharacters';
  if (directionMarks && DIRECTION_TRICKS.test(text)) return 'directionMarks';
  return undefined;
}
