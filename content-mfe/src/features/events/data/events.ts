import seminarImage from '@/assets/events/career-seminar.svg';
import laravelImage from '@/assets/events/laravel-workshop.svg';
import meetupImage from '@/assets/events/react-meetup.svg';
import shopifyImage from '@/assets/events/shopify-bootcamp.svg';

export type EventStatus = 'upcoming' | 'completed';

/**
 * An event's facts; its words (title, description, place, image text) are the catalogue's
 * `events.items[key]`.
 */
interface EventFacts<Key extends string = string> {
  id: number;
  key: Key;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  time: string;
  attendees: number;
  maxAttendees: number;
  status: EventStatus;
  image: string;
}

/** Capacities 25/30, 45/50, 30/30 (full) and 12/20. */
export const events = [
  {
    id: 1,
    key: 'laravel-workshop',
    date: '2026-12-12',
    time: '10:00 AM - 4:00 PM',
    attendees: 25,
    maxAttendees: 30,
    status: 'upcoming',
    image: laravelImage,
  },
  {
    id: 2,
    key: 'react-meetup',
    date: '2026-12-19',
    time: '5:00 PM - 8:00 PM',
    attendees: 45,
    maxAttendees: 50,
    status: 'upcoming',
    image: meetupImage,
  },
  {
    id: 3,
    key: 'shopify-bootcamp',
    date: '2027-01-09',
    time: '9:00 AM - 5:00 PM',
    attendees: 30,
    maxAttendees: 30,
    status: 'upcoming',
    image: shopifyImage,
  },
  {
    id: 4,
    key: 'career-seminar',
    date: '2026-10-24',
    time: '3:00 PM - 6:00 PM',
    attendees: 12,
    maxAttendees: 20,
    status: 'completed',
    image: seminarImage,
  },
] as const satisfies readonly EventFacts[];

/** Which entry of the catalogue (`events.items`) holds an event's words. */
export type EventKey = (typeof events)[number]['key'];
export type SiteEvent = EventFacts<EventKey>;

export type Registration = 'open' | 'full' | 'closed';

/** Upcoming events are registrable unless full; completed ones are closed. */
export function registrationOf(
  event: Pick<SiteEvent, 'status' | 'attendees' | 'maxAttendees'>,
): Registration {
  if (event.status === 'completed') return 'closed';
  return event.attendees >= event.maxAttendees ? 'full' : 'open';
}
