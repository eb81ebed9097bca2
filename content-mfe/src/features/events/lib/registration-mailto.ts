import { siteSettings } from '@site/site';
import { formatEventDate } from '@/lib/format-date';
import type { SiteEvent } from '../data/events';

/**
 * Registration happens by e-mail to the company (the site has no event back end): the message
 * is pre-filled with the event so that the team can confirm the seat.
 */
export function registrationMailto(event: SiteEvent) {
  const subject = `Event registration: ${event.title} (${formatEventDate(event.date)})`;
  const body = [
    `Hello ${siteSettings.companyName},`,
    '',
    `I would like to register for "${event.title}" on ${formatEventDate(event.date)}, ${event.time}.`,
    '',
    'Full name:',
    'Phone:',
  ].join('\n');
  return `mailto:${siteSettings.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
