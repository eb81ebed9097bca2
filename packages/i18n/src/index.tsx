export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_FACTS,
  isLocale,
  localePath,
  localePrefix,
  splitLocale,
  type Locale,
  type LocaleFacts,
} from './locales';
export { formatDate, formatNumber, plural, type DateStyle } from './format';
export {
  hasMessages,
  messagesIn,
  registerMessages,
  type Catalogue,
  type Message,
  type Translation,
} from './messages';
export { LocaleProvider, messagesHook, useLocale } from './context';
