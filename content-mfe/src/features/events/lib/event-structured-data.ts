import { organizationData, paths } from '@site/site';
import { type StructuredData } from '@site/federation';
import type { SiteEvent } from '../data/events';

/** Events take place in Sargodha: Pakistan Standard Time, UTC+5 all year. */
const PAKISTAN_OFFSET = '+05:00';

/** '10:00 AM' → '10:00' (24-hour). */
function to24Hour(time: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return undefined;
  const [, h, m, half] = match;
  const hours = (Number(h) % 12) + (half!.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${m}`;
}

/** An ISO date-time with the local offset, from the event's date and one end of its time range. */
function dateTime(date: string, time: string | undefined): string {
  const clock = time && to24Hour(time);
  return clock ? `${date}T${clock}:00${PAKISTAN_OFFSET}` : date;
}

/**
 * An event as schema.org describes it (JSON-LD on /event), named and described in the page's
 * language (`words`). The place keeps its postal address as the company writes it (`address`, the
 * English catalogue's `location`), in any language.
 */
export function eventStructuredData(
  event: SiteEvent,
  words: { title: string; description: string },
  address: string,
): StructuredData {
  const [start, end] = event.time.split(/\s*-\s*/);
  const place = address.split(',');
  return {
    '@type': 'Event',
    name: words.title,
    description: words.description,
    image: event.image,
    url: paths.events,
    startDate: dateTime(event.date, start),
    endDate: dateTime(event.date, end),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: {
      '@type': 'Place',
      name: place[0]?.trim() ?? address,
      address,
    },
    organizer: organizationData(),
    maximumAttendeeCapacity: event.maxAttendees,
    remainingAttendeeCapacity: Math.max(0, event.maxAttendees - event.attendees),
  };
}
