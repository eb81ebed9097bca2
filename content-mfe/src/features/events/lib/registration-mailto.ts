import { siteSettings } from '@site/site';
import { formatDate } from '@site/ui';
import type { SiteEvent } from '../data/events';

/**
 * Registration happens by e-mail to the company (the site has no event back end): the message
 * is pre-filled with the event so that the team can confirm the seat.
 */
export function registrationMailto(event: SiteEvent) {
  const subject = `Event registration: ${event.title} (${formatDate(event.date, 'weekday')})`;
  const body = [
    `Hello ${siteSettings.companyName},`,
    '',
    `I would like to register for "${event.title}" on ${formatDate(event.date, 'weekday')}, ${event.time}.`,
    '',
    'Full name:',
    'Phone:',
  ].join('\n');
  return `mailto:${siteSettings.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
