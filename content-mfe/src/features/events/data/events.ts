import seminarImage from '@/assets/events/career-seminar.svg';
import laravelImage from '@/assets/events/laravel-workshop.svg';
import meetupImage from '@/assets/events/react-meetup.svg';
import shopifyImage from '@/assets/events/shopify-bootcamp.svg';
import { enEvents } from '@/messages/en/events';

/** Which entry of the catalogue (`events.items`) holds an event's words. */
export type EventKey = keyof typeof enEvents.items;

export type EventStatus = 'upcoming' | 'completed';

export interface SiteEvent {
  id: number;
  key: EventKey;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  time: string;
  location: string;
  attendees: number;
  maxAttendees: number;
  status: EventStatus;
  image: string;
  imageAlt: string;
}

/** An event's words in English (title, description, location, image alt), from the catalogue. */
const words = (key: EventKey) => ({ key, ...enEvents.items[key] });

/** Capacities 25/30, 45/50, 30/30 (full) and 12/20. */
export const events = [
  {
    id: 1,
    ...words('laravel-workshop'),
    date: '2026-12-12',
    time: '10:00 AM - 4:00 PM',
    attendees: 25,
    maxAttendees: 30,
    status: 'upcoming',
    image: laravelImage,
  },
  {
    id: 2,
    ...words('react-meetup'),
    date: '2026-12-19',
    time: '5:00 PM - 8:00 PM',
    attendees: 45,
    maxAttendees: 50,
    status: 'upcoming',
    image: meetupImage,
  },
  {
    id: 3,
    ...words('shopify-bootcamp'),
    date: '2027-01-09',
    time: '9:00 AM - 5:00 PM',
    attendees: 30,
    maxAttendees: 30,
    status: 'upcoming',
    image: shopifyImage,
  },
  {
    id: 4,
    ...words('career-seminar'),
    date: '2026-10-24',
    time: '3:00 PM - 6:00 PM',
    attendees: 12,
    maxAttendees: 20,
    status: 'completed',
    image: seminarImage,
  },
] as const satisfies readonly SiteEvent[];

export type Registration = 'open' | 'full' | 'closed';

/** Upcoming events are registrable unless full; completed ones are closed. */
export function registrationOf(
  event: Pick<SiteEvent, 'status' | 'attendees' | 'maxAttendees'>,
): Registration {
  if (event.status === 'completed') return 'closed';
  return event.attendees >= event.maxAttendees ? 'full' : 'open';
}
