// content-mfe's words in English: the 'events' part of its catalogue (its Urdu is ../ur/events.ts).
import { plural, type Catalogue } from '@site/i18n';
import type { EventKey } from '@/features/events/data/events';
import { defineMessages } from '@/messages';

export const enEvents = {
  description: (city: string) =>
    `Workshops, meetups and bootcamps in ${city}: learn new skills and meet other developers.`,
  eyebrow: 'Learn together',
  title: 'Upcoming Events',
  note: (email: string) => `Registering opens an e-mail to ${email}; our team replies to confirm your seat.`,
  upcoming: 'Upcoming',
  completed: 'Completed',
  details: 'Event details',
  attendees: (attendees: number, max: number) => `${attendees}/${max} attendees`,
  ended: 'Event has ended',
  noSeats: 'No seats left',
  seatsLeft: (left: number) => `${left} ${plural('en', left, { one: 'seat', other: 'seats' })} left`,
  register: 'Register Now',
  full: 'Event Full',
  whatsApp: {
    label: 'Register on WhatsApp',
    message: (companyName: string, event: string, date: string) =>
      `Hello ${companyName}! I would like to register for ${event} on ${date}.`,
  },
  mail: {
    subject: (title: string, date: string) => `Event registration: ${title} (${date})`,
    greeting: (companyName: string) => `Hello ${companyName},`,
    request: (title: string, date: string, time: string) =>
      `I would like to register for "${title}" on ${date}, ${time}.`,
    fullName: 'Full name:',
    phone: 'Phone:',
  },
  items: {
    'laravel-workshop': {
      title: 'Laravel 11 Hands-on Workshop',
      description:
        'Build and deploy a complete Laravel application in one day: routing, Eloquent, validation and authentication, guided by our senior developers.',
      location: 'CodeNest Training Lab, University Road, Sargodha',
      imageAlt: 'Illustration of three stacked building blocks',
    },
    'react-meetup': {
      title: 'React & JavaScript Developers Meetup',
      description:
        'Lightning talks on React 19, a live code review and an evening of networking with developers, students and hiring teams from the region.',
      location: 'CodeNest Office, Sargodha',
      imageAlt: 'Illustration of three people standing together',
    },
    'shopify-bootcamp': {
      title: 'Shopify App Development Bootcamp',
      description:
        'Two intensive days on building Shopify apps with Remix and the Admin API, from the first scaffold to a working app installed on a test store.',
      location: 'CodeNest Training Lab, University Road, Sargodha',
      imageAlt: 'Illustration of a shopping cart holding two parcels',
    },
    'career-seminar': {
      title: 'Web Development Career Seminar',
      description:
        'How to land your first developer job: portfolios, interviews and freelancing, with talks from our graduates who now work in the industry.',
      location: 'University of Sargodha, Main Auditorium',
      imageAlt: 'Illustration of a graduation cap',
    },
  } satisfies Record<EventKey, { title: string; description: string; location: string; imageAlt: string }>,
} satisfies Catalogue;

/** The 'events' words in the page's language: `const t = useEventsMessages();`. */
export const useEventsMessages = defineMessages('events', enEvents, {
  ur: () => import(/* webpackChunkName: "messages-ur-events" */ '../ur/events'),
});
