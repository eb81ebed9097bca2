// content-mfe's words: its name, under which its parts are registered, and the one way a part is
// declared. Its English is in parts, one module per page or feature (./en/<part>.ts), each with its
// own hook, so that a chunk carries only the English it renders; each part's Urdu is beside it
// (./ur/<part>.ts), a chunk loaded with the code that shows it. The rule: docs/languages.md.
import { messagesOf } from '@site/i18n/parts';

/** The remote's name (its `src/remote.ts` declares the same; the catalogue test checks it). */
export const APP = 'content';

/**
 * Declares a part of the remote's words and returns its hook. The part, its Urdu module and that
 * module's chunk are named after the part's module: in ./en/<part>.ts, `defineMessages('<part>',
 * en…, { ur: () => import(/* webpackChunkName: "messages-ur-<part>" *\/ '../ur/<part>') })`; the
 * catalogue test (`misnamedParts`) fails when they disagree.
 */
export const defineMessages = messagesOf(APP);
