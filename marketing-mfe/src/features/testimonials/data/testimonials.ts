import bilalAhmed from '@/assets/testimonials/bilal-ahmed.svg';
import hinaShah from '@/assets/testimonials/hina-shah.svg';
import kamranMalik from '@/assets/testimonials/kamran-malik.svg';
import mariaGarcia from '@/assets/testimonials/maria-garcia.svg';
import sarahJohnson from '@/assets/testimonials/sarah-johnson.svg';

/**
 * A testimonial's facts: the client's name (Latin script, as they write it, in every language),
 * avatar and rating; the role and the quote are the catalogue's `testimonials.items[id]`.
 */
interface TestimonialFacts<Id extends string = string> {
  id: Id;
  name: string;
  avatar: string;
  rating: number;
}

/** The carousel advances on its own this often. */
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const MAX_RATING = 5;

/** The 5 testimonials of the home carousel, all rated 5. */
export const testimonials = [
  {
    id: 'bilal-ahmed',
    name: 'Bilal Ahmed',
    avatar: bilalAhmed,
    rating: 5,
  },
  {
    id: 'sarah-johnson',
    name: 'Sarah Johnson',
    avatar: sarahJohnson,
    rating: 5,
  },
  {
    id: 'kamran-malik',
    name: 'Kamran Malik',
    avatar: kamranMalik,
    rating: 5,
  },
  {
    id: 'maria-garcia',
    name: 'Maria Garcia',
    avatar: mariaGarcia,
    rating: 5,
  },
  {
    id: 'hina-shah',
    name: 'Hina Shah',
    avatar: hinaShah,
    rating: 5,
  },
] as const satisfies readonly TestimonialFacts[];

export type TestimonialId = (typeof testimonials)[number]['id'];
export type Testimonial = TestimonialFacts<TestimonialId>;
