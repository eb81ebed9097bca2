import bilalAhmed from '@/assets/testimonials/bilal-ahmed.svg';
import hinaShah from '@/assets/testimonials/hina-shah.svg';
import kamranMalik from '@/assets/testimonials/kamran-malik.svg';
import mariaGarcia from '@/assets/testimonials/maria-garcia.svg';
import sarahJohnson from '@/assets/testimonials/sarah-johnson.svg';

import { enTestimonials } from '@/messages/en/testimonials';

export type TestimonialId = keyof (typeof enTestimonials)['items'];

/**
 * A testimonial's facts: the client's name (Latin script, as they write it), avatar and rating;
 * the role and the quote are the catalogue's `testimonials.items[id]` (English here too).
 */
export interface Testimonial {
  id: TestimonialId;
  name: string;
  role: string;
  content: string;
  avatar: string;
  rating: number;
}

/** The carousel advances on its own this often. */
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const MAX_RATING = 5;

const words = enTestimonials.items;

/** The 5 testimonials of the home carousel, all rated 5. */
export const testimonials = [
  {
    id: 'bilal-ahmed',
    name: 'Bilal Ahmed',
    ...words['bilal-ahmed'],
    avatar: bilalAhmed,
    rating: 5,
  },
  {
    id: 'sarah-johnson',
    name: 'Sarah Johnson',
    ...words['sarah-johnson'],
    avatar: sarahJohnson,
    rating: 5,
  },
  {
    id: 'kamran-malik',
    name: 'Kamran Malik',
    ...words['kamran-malik'],
    avatar: kamranMalik,
    rating: 5,
  },
  {
    id: 'maria-garcia',
    name: 'Maria Garcia',
    ...words['maria-garcia'],
    avatar: mariaGarcia,
    rating: 5,
  },
  {
    id: 'hina-shah',
    name: 'Hina Shah',
    ...words['hina-shah'],
    avatar: hinaShah,
    rating: 5,
  },
] as const satisfies readonly Testimonial[];
