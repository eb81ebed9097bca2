import { messagesHook } from '@site/i18n';
import { en } from './en';

/** accounts-mfe's words in the page's language: `const t = useMessages();`. */
export const useMessages = messagesHook('accounts', en);
export { en };
