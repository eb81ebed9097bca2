// The English words of the testimonials carousel of the home page.
// A part of marketing's catalogue in a module of its own, so that a chunk carries only the
// English it renders; the Urdu is ../ur/testimonials.ts.
import type { Catalogue } from '@site/i18n';
import type { TestimonialId } from '@/features/testimonials/data/testimonials';
import { defineMessages } from '@/messages';

export const enTestimonials = {
  eyebrow: 'Testimonials',
  title: 'What Our Clients Say',
  description: 'Businesses and students who trusted us with their projects and careers.',
  carousel: 'carousel',
  carouselLabel: 'Client testimonials',
  slide: 'slide',
  trackLabel: 'Testimonials, one at a time',
  slideLabel: (index: number, count: number) => `${index} of ${count}`,
  announcement: (index: number, count: number, name: string) => `Testimonial ${index} of ${count}: ${name}`,
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  choose: 'Choose a testimonial',
  show: (index: number) => `Show testimonial ${index}`,
  stopRotation: 'Stop automatic rotation',
  startRotation: 'Start automatic rotation',
  rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  /** Shown under each quote on pages in other languages only: the client said it in English. */
  translatedNote: 'Translated from English',
  /** By testimonial id; the person's name is a fact (in the data, Latin script). */
  items: {
    'bilal-ahmed': {
      role: 'CEO, Punjab Traders',
      content:
        'CodeNest rebuilt our ordering system in Laravel in eight weeks. Orders that took a day now take minutes, and their support after launch has been excellent.',
    },
    'sarah-johnson': {
      role: 'Founder, BloomBox (UK)',
      content:
        'Working across time zones was never a problem. The team delivered our React dashboard on schedule and explained every decision clearly.',
    },
    'kamran-malik': {
      role: 'Director, Malik Motors',
      content:
        'Our React Native app went live on both stores in under three months. Customers now book services from their phones, and bookings have doubled.',
    },
    'maria-garcia': {
      role: 'Marketing Lead, Sol Studio',
      content:
        'The Shopify store they built is fast and beautiful, and our conversion rate rose by forty percent in the first quarter.',
    },
    'hina-shah': {
      role: 'Web Development Graduate',
      content:
        'I joined the web development course with no experience. Six months later I had a portfolio of real projects and my first job offer.',
    },
  } satisfies Record<TestimonialId, { role: string; content: string }>,
} satisfies Catalogue;

/** These words in the page's language: `const t = useTestimonialsMessages();`. */
export const useTestimonialsMessages = defineMessages('testimonials', enTestimonials, {
  ur: () => import(/* webpackChunkName: "messages-ur-testimonials" */ '../ur/testimonials'),
});
