import { loadTranslations } from '@site/i18n';

/**
 * Loads the Urdu words of every part of marketing's catalogue the test has imported, as the site's
 * loader does on /ur pages once a module has arrived (call in a describe).
 */
export function withUrduMessages() {
  beforeAll(() => loadTranslations('ur'));
}

/** Render options of an /ur page. */
export const inUrdu = { locale: 'ur' as const };

/** The wa.me link a WhatsApp contact point opens, with `message` typed in. */
export const whatsAppHref = (message: string) =>
  `https://wa.me/923008601234?text=${encodeURIComponent(message)}`;
