import seminarImage from '@/assets/events/career-seminar.svg';
import laravelImage from '@/assets/events/laravel-workshop.svg';
import meetupImage from '@/assets/events/react-meetup.svg';
import shopifyImage from '@/assets/events/shopify-bootcamp.svg';

export type EventStatus = 'upcoming' | 'completed';

export interface SiteEvent {
  id: number;
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

/** Capacities 25/30, 45/50, 30/30 (full) and 12/20. */
export const events = [
  {
    id: 1,
    title: 'Laravel 11 Hands-on Workshop',
    description:
      'Build and deploy a complete Laravel application in one day: routing, Eloquent, validation and authentication, guided by our senior developers.',
    date: '2026-12-12',
    time: '10:00 AM - 4:00 PM',
    location: 'CodeNest Training Lab, University Road, Sargodha',
    attendees: 25,
    maxAttendees: 30,
    status: 'upcoming',
    image: laravelImage,
    imageAlt: 'Illustration of three stacked building blocks',
  },
  {
    id: 2,
    title: 'React & JavaScript Developers Meetup',
    description:
      'Lightning talks on React 19, a live code review and an evening of networking with developers, students and hiring teams from the region.',
    date: '2026-12-19',
    time: '5:00 PM - 8:00 PM',
    location: 'CodeNest Office, Sargodha',
    attendees: 45,
    maxAttendees: 50,
    status: 'upcoming',
    image: meetupImage,
    imageAlt: 'Illustration of three people standing together',
  },
  {
    id: 3,
    title: 'Shopify App Development Bootcamp',
    description:
      'Two intensive days on building Shopify apps with Remix and the Admin API, from the first scaffold to a working app installed on a test store.',
    date: '2027-01-09',
    time: '9:00 AM - 5:00 PM',
    location: 'CodeNest Training Lab, University Road, Sargodha',
    attendees: 30,
    maxAttendees: 30,
    status: 'upcoming',
    image: shopifyImage,
    imageAlt: 'Illustration of a shopping cart holding two parcels',
  },
  {
    id: 4,
    title: 'Web Development Career Seminar',
    description:
      'How to land your first developer job: portfolios, interviews and freelancing, with talks from our graduates who now work in the industry.',
    date: '2026-10-24',
    time: '3:00 PM - 6:00 PM',
    location: 'University of Sargodha, Main Auditorium',
    attendees: 12,
    maxAttendees: 20,
    status: 'completed',
    image: seminarImage,
    imageAlt: 'Illustration of a graduation cap',
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
