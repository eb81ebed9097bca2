import { registerMessages } from '@site/i18n';
import ur from '@/messages/ur';

/** Registers marketing's Urdu catalogue, as the site's loader does on /ur pages (call in a describe). */
export function withUrduMessages() {
  beforeAll(() => registerMessages('marketing', 'ur', ur));
}

/** Render options of an /ur page. */
export const inUrdu = { locale: 'ur' as const };

/** The wa.me link a WhatsApp contact point opens, with `message` typed in. */
export const whatsAppHref = (message: string) =>
  `https://wa.me/923008601234?text=${encodeURIComponent(message)}`;
