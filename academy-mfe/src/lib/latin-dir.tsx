import { LOCALE_FACTS, useLocale } from '@site/i18n';

/** Any letter of the Arabic script (Urdu's). */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * The `dir` of a short text on a right-to-left page: 'ltr' when it is wholly Latin (a product
 * name such as "MERN Stack" or "JavaScript (ES6+)", whose closing bracket would otherwise jump to
 * the other end), nothing otherwise (Urdu, or Urdu with Latin names inside, follows the page).
 * On left-to-right pages: nothing.
 */
export function useLatinDir(): (text: string) => 'ltr' | undefined {
  const rtl = LOCALE_FACTS[useLocale()].dir === 'rtl';
  return (text) => (rtl && !ARABIC_SCRIPT.test(text) ? 'ltr' : undefined);
}

/** A short text in a list or a title: kept left to right on a right-to-left page when wholly Latin. */
export function Words({ text }: { text: string }) {
  const dir = useLatinDir()(text);
  return dir ? <span dir={dir}>{text}</span> : <>{text}</>;
}
