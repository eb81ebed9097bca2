import { messagesHook } from '@site/i18n';
import { en } from './en';

/** content-mfe's words in the page's language: `const t = useMessages();`. */
export const useMessages = messagesHook('content', en);
export { en };
