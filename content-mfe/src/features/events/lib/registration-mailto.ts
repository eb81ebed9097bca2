import { siteSettings } from '@site/site';
import type { enEvents } from '@/messages/en/events';

/** The words of the registration e-mail, in the page's language (`events.mail`). */
export type RegistrationMail = (typeof enEvents)['mail'];

/**
 * Registration happens by e-mail to the company (the site has no event back end): the message
 * is pre-filled with the event (its title, date and time as the page shows them) so that the
 * team can confirm the seat.
 */
export function registrationMailto(
  event: { title: string; date: string; time: string },
  mail: RegistrationMail,
) {
  const subject = mail.subject(event.title, event.date);
  const body = [
    mail.greeting(siteSettings.companyName),
    '',
    mail.request(event.title, event.date, event.time),
    '',
    mail.fullName,
    mail.phone,
  ].join('\n');
  return `mailto:${siteSettings.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
