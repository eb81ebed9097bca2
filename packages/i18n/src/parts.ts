// An app's way of declaring the parts of its words, with the app's name bound once. Imported by
// path (`@site/i18n/parts`), not from the package's main module: it is built into each app, so an
// app that uses it runs with any shell whose shared `@site/i18n` has `messagesHook`.
import { messagesHook, type Catalogue, type Translations } from '@site/i18n';

/**
 * Declares one part of the app's words and returns its hook. The part is named after its module
 * (`src/messages/en/course-list.ts` → `'course-list'`), and each translation is a lazy import of
 * the module of the same name in that language's folder, its chunk named after both:
 *
 *   export const useCourseListMessages = defineMessages('course-list', enCourseList, {
 *     ur: () => import(/* webpackChunkName: "messages-ur-course-list" *\/ '../ur/course-list'),
 *   });
 *
 * webpack reads the import's path and chunk name as written, so they stay literals;
 * `misnamedParts` (`@site/i18n/testing`) fails the app's test when the three disagree.
 */
export type DefineMessages = <C extends Catalogue>(
  part: string,
  en: C,
  translations?: Translations<C>,
) => () => C;

/** `export const defineMessages = messagesOf(APP)`, once per app, in its `src/messages/index.ts`. */
export function messagesOf(app: string): DefineMessages {
  return (part, en, translations = {}) => messagesHook(app, en, part, translations);
}
