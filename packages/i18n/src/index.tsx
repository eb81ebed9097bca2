export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_FACTS,
  isLocale,
  localePath,
  localePrefix,
  ltrOn,
  splitLocale,
  type Locale,
  type LocaleFacts,
} from './locales';
export { formatDate, formatNumber, ltr, plural, type DateStyle } from './format';
export {
  hasMessages,
  loadTranslations,
  messagesIn,
  registerMessages,
  type Translations,
  type Catalogue,
  type Message,
  type Translation,
} from './messages';
export { LocaleProvider, messagesHook, useLocale } from './context';
