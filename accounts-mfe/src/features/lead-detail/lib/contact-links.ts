// A lead's one-tap actions: a call, a WhatsApp chat and an e-mail, each addressed from what the
// visitor typed.
import { PHONE_DIGITS } from '@site/leads';
import { siteSettings } from '@site/site';
import { leadWords, type LeadDetail } from '@site/staff';

/** Pakistan's country code: a number written the national way (0300 1234567) is Pakistani. */
const PAKISTAN = '92';

/**
 * A phone number as WhatsApp's links take it: the international number in digits, without `+`
 * or `00`. Pakistani numbers written the national way (`0300 1234567`, or `300 1234567` without
 * its 0) get 92; `+92 (0)300…` loses the trunk 0; `0092…` and `+…` keep their country code.
 * Null when what is left is not a phone number's length.
 */
export function whatsAppNumber(phone: string): string | null {
  const typed = phone.trim();
  const digits = typed.replace(/\D/g, '');
  let international: string;
  if (typed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('0')) international = PAKISTAN + digits.slice(1);
  else if (digits.length === 10 && digits.startsWith('3')) international = PAKISTAN + digits;
  else international = digits;
  if (international.startsWith(`${PAKISTAN}0`)) international = PAKISTAN + international.slice(3);
  if (international.length < PHONE_DIGITS.min || international.length > PHONE_DIGITS.max) return null;
  return international;
}

type Contact = Pick<LeadDetail, 'kind' | 'fullName' | 'choice' | 'language' | 'email' | 'phone'>;

/** The chat's first message, in the lead's language (Urdu for an Urdu lead), naming the company and the course or project. */
export function whatsAppGreeting(lead: Contact): string {
  return leadWords.greeting[lead.language][lead.kind](lead.fullName, siteSettings.companyName, lead.choice);
}

/** `https://wa.me/<number>?text=<greeting>`, or null without a number WhatsApp can use. */
export function whatsAppHref(lead: Contact): string | null {
  const number = lead.phone ? whatsAppNumber(lead.phone) : null;
  return number && `https://wa.me/${number}?text=${encodeURIComponent(whatsAppGreeting(lead))}`;
}

/**
 * `tel:` with the international number (`+92…`), which dials from any SIM, a foreign one or a
 * computer's included; a number that is not one (too short or long) as typed, spaces aside.
 */
export function telHref(phone: string): string {
  const international = whatsAppNumber(phone);
  return international ? `tel:+${international}` : `tel:${encodeURI(phone.replace(/\s+/g, ''))}`;
}

/** `mailto:` the lead's address, with a subject in the lead's language. */
export function mailtoHref(lead: Contact): string {
  const subject = leadWords.subject[lead.language][lead.kind](siteSettings.companyName, lead.choice);
  return `mailto:${encodeURIComponent(lead.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}
