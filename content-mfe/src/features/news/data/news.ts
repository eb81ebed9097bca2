import communityImage from '@/assets/news/community-milestone.svg';
import hackathonImage from '@/assets/news/hackathon-winners.svg';
import appLaunchImage from '@/assets/news/mobile-app-launch.svg';
import batchImage from '@/assets/news/new-batch-announced.svg';
import shopifyImage from '@/assets/news/shopify-partnership.svg';
import placedImage from '@/assets/news/students-placed.svg';
import type { Author } from '@/lib/authors';

/** The stories' categories (each has its name in the catalogue, `news.categories`). */
export const newsCategories = [
  'Admissions',
  'Achievements',
  'Company',
  'Students',
  'Projects',
  'Community',
] as const;
export type NewsCategory = (typeof newsCategories)[number];

/**
 * A story: its text is in English only (like the blog's articles, a document in one language,
 * marked `lang="en"` on Urdu pages); its image's text is the catalogue's `news.imageAlts[id]`.
 */
interface NewsFacts<Id extends number = number> {
  id: Id;
  title: string;
  excerpt: string;
  /** Full text, kept with the item although no news detail page exists yet. */
  content: string;
  author: Author;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: NewsCategory;
  image: string;
}

export const newsItems = [
  {
    id: 1,
    title: 'New Web Development Batches Start in January',
    excerpt:
      'Admissions are open for our six-month web development course, with morning, evening and weekend batches to fit around school and work.',
    content:
      'Admissions are open for the January intake of our six-month web development course. Morning, evening and weekend batches are available; seats in each batch are limited so that every student gets attention from the instructor.',
    author: 'Admissions Office',
    date: '2026-11-10',
    category: 'Admissions',
    image: batchImage,
  },
  {
    id: 2,
    title: '40 Graduates Placed with Software Companies This Year',
    excerpt:
      'Students from our React, Laravel and mobile app courses have joined companies in Lahore, Islamabad and remote teams abroad.',
    content:
      'This year 40 of our graduates started their first developer jobs. Many of them built the projects that got them hired during their capstone month at CodeNest.',
    author: 'CodeNest Team',
    date: '2026-10-28',
    category: 'Achievements',
    image: placedImage,
  },
  {
    id: 3,
    title: 'CodeNest Becomes a Shopify Partner',
    excerpt:
      'Our development team is now an official Shopify Partner, bringing store builds and custom app development to more businesses in Pakistan.',
    content:
      'As a Shopify Partner we can now help more merchants launch and grow their stores, and our Shopify students learn on the same partner tools our team uses.',
    author: 'CodeNest Team',
    date: '2026-10-12',
    category: 'Company',
    image: shopifyImage,
  },
  {
    id: 4,
    title: 'Students Win Regional Hackathon with a Crop-Price Tracker',
    excerpt:
      'A team of four students built an app that helps farmers around Sargodha compare market prices, and took first place among 30 teams.',
    content:
      'Over 36 hours the team designed, built and presented a crop-price tracker for local farmers. The judges praised its simple interface and its offline mode.',
    author: 'Ayesha Malik',
    date: '2026-09-30',
    category: 'Students',
    image: hackathonImage,
  },
  {
    id: 5,
    title: 'We Launched a Delivery App for a Local Retail Chain',
    excerpt:
      'Built with React Native and Laravel, the app lets customers order groceries from twelve stores and track their delivery in real time.',
    content:
      'Our team delivered the app in fourteen weeks, from the first workshop with the client to its release in the app stores, with a Laravel back office for the stores.',
    author: 'Usman Ali',
    date: '2026-09-15',
    category: 'Projects',
    image: appLaunchImage,
  },
  {
    id: 6,
    title: 'Our Developer Communities Pass 8,000 Members',
    excerpt:
      'The Laravel, React, mobile and Shopify communities we host now bring together more than 8,000 developers for meetups and mentoring.',
    content:
      'What began as a weekly meetup in our classroom has grown into four active communities. Thank you to every member who answers a question or gives a talk.',
    author: 'Sara Khan',
    date: '2026-08-27',
    category: 'Community',
    image: communityImage,
  },
] as const satisfies readonly NewsFacts[];

/** A story's id (each story has its image's alt text in the catalogue, by id). */
export type NewsId = (typeof newsItems)[number]['id'];
export type NewsItem = NewsFacts<NewsId>;
