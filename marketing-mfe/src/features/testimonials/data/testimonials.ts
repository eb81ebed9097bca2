import bilalAhmed from '@/assets/testimonials/bilal-ahmed.svg';
import hinaShah from '@/assets/testimonials/hina-shah.svg';
import kamranMalik from '@/assets/testimonials/kamran-malik.svg';
import mariaGarcia from '@/assets/testimonials/maria-garcia.svg';
import sarahJohnson from '@/assets/testimonials/sarah-johnson.svg';

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  avatar: string;
  rating: number;
}

/** The carousel advances on its own this often. */
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const MAX_RATING = 5;

/** The 5 testimonials of the home carousel, all rated 5. */
export const testimonials = [
  {
    name: 'Bilal Ahmed',
    role: 'CEO, Punjab Traders',
    content:
      'CodeNest rebuilt our ordering system in Laravel in eight weeks. Orders that took a day now take minutes, and their support after launch has been excellent.',
    avatar: bilalAhmed,
    rating: 5,
  },
  {
    name: 'Sarah Johnson',
    role: 'Founder, BloomBox (UK)',
    content:
      'Working across time zones was never a problem. The team delivered our React dashboard on schedule and explained every decision clearly.',
    avatar: sarahJohnson,
    rating: 5,
  },
  {
    name: 'Kamran Malik',
    role: 'Director, Malik Motors',
    content:
      'Our React Native app went live on both stores in under three months. Customers now book services from their phones, and bookings have doubled.',
    avatar: kamranMalik,
    rating: 5,
  },
  {
    name: 'Maria Garcia',
    role: 'Marketing Lead, Sol Studio',
    content:
      'The Shopify store they built is fast and beautiful, and our conversion rate rose by forty percent in the first quarter.',
    avatar: mariaGarcia,
    rating: 5,
  },
  {
    name: 'Hina Shah',
    role: 'Web Development Graduate',
    content:
      'I joined the web development course with no experience. Six months later I had a portfolio of real projects and my first job offer.',
    avatar: hinaShah,
    rating: 5,
  },
] as const satisfies readonly Testimonial[];
