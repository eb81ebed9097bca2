// The English words of the 11 courses (the home courses section, and the course names of the
// landing and detail pages), by the catalogue's course id: a part of academy's catalogue in a module
// of its own, so that a chunk carries only the English it renders; the Urdu is ../ur/courses.ts.
import type { CourseId } from '@/lib/catalogue/courses';
import { defineMessages } from '@/messages';

/** A course's words: its card and modal on the home page, its name everywhere else. */
export type CourseWords = { title: string; description: string; topics: readonly string[] };

export const enCourses: Record<CourseId, CourseWords> = {
  'web-development': {
    title: 'Web Development',
    description:
      'Build modern, responsive websites and web applications from scratch with HTML, CSS, JavaScript, React and Laravel.',
    topics: [
      'HTML5 and CSS3',
      'Responsive design with Flexbox and Grid',
      'JavaScript (ES6+)',
      'React fundamentals',
      'PHP and Laravel back ends',
      'Git, deployment and hosting',
    ],
  },
  'mobile-app-development': {
    title: 'Mobile Application Development',
    description:
      'Design and build cross-platform Android and iOS apps, from the first screen to a release in the app stores.',
    topics: [
      'React Native and Expo',
      'Navigation and screen design',
      'State management',
      'REST APIs and offline storage',
      'Camera, location and notifications',
      'Publishing to Google Play and the App Store',
    ],
  },
  'shopify-apps-development': {
    title: 'Shopify Apps Development',
    description:
      'Create public and custom Shopify apps with Remix, Polaris and the Shopify Admin GraphQL API.',
    topics: [
      'Shopify Partner account and CLI',
      'Remix app template',
      'Admin GraphQL API',
      'Polaris and App Bridge',
      'Webhooks and app billing',
      'Theme app extensions',
    ],
  },
  'shopify-store': {
    title: 'Shopify Store Creation and Modifications',
    description:
      'Launch and customise professional online stores on Shopify: themes, products, payments and Liquid edits.',
    topics: [
      'Store setup and settings',
      'Products, collections and inventory',
      'Theme customisation',
      'Liquid template basics',
      'Payments, shipping and taxes',
      'Apps, SEO and marketing tools',
    ],
  },
  'react-js': {
    title: 'React JS',
    description:
      'Master React for fast, component-based user interfaces, from hooks and routing to data fetching and testing.',
    topics: [
      'JSX and components',
      'Props, state and hooks',
      'React Router',
      'Forms and data fetching',
      'Context and state management',
      'Testing and deployment',
    ],
  },
  laravel: {
    title: 'Laravel',
    description:
      'Build secure, scalable back ends and complete web applications with PHP and the Laravel framework.',
    topics: [
      'Modern PHP and Composer',
      'Routing, controllers and Blade',
      'Eloquent ORM and migrations',
      'Authentication and authorisation',
      'REST APIs with Sanctum',
      'Queues, testing and deployment',
    ],
  },
  'react-native': {
    title: 'React Native',
    description: 'Build native mobile apps for Android and iOS from one JavaScript codebase.',
    topics: [
      'Core components and styling',
      'React Navigation',
      'Hooks and state',
      'Native device APIs',
      'APIs and local storage',
      'Building and publishing apps',
    ],
  },
  'mern-stack': {
    title: 'MERN Stack',
    description: 'Become a full-stack JavaScript developer with MongoDB, Express, React and Node.js.',
    topics: [
      'Node.js and Express',
      'MongoDB and Mongoose',
      'REST API design',
      'React front ends',
      'Authentication with JWT',
      'Deployment and DevOps basics',
    ],
  },
  'basic-computer': {
    title: 'Basic Computer Course',
    description:
      'Get confident with computers: Windows, Microsoft Word, Excel and PowerPoint, the internet and e-mail.',
    topics: [
      'Computer fundamentals',
      'Windows and file management',
      'MS Word',
      'MS Excel',
      'MS PowerPoint',
      'Internet, e-mail and online safety',
    ],
  },
  'digital-marketing': {
    title: 'Digital Marketing',
    description:
      'Grow brands online with social media, search engine optimisation, content and paid campaigns.',
    topics: [
      'Digital marketing strategy',
      'Search engine optimisation (SEO)',
      'Social media marketing',
      'Facebook and Google Ads',
      'Content and e-mail marketing',
      'Analytics and reporting',
    ],
  },
  crypto: {
    title: 'Crypto',
    description:
      'Understand blockchain, cryptocurrencies and digital wallets, and learn to stay safe in the crypto market.',
    topics: [
      'Blockchain fundamentals',
      'Bitcoin, Ethereum and altcoins',
      'Wallets and exchanges',
      'Security and avoiding scams',
      'Market analysis basics',
      'Risk management',
    ],
  },
};

/** These words in the page's language: `const t = useCoursesMessages();`. */
export const useCoursesMessages = defineMessages('courses', enCourses, {
  ur: () => import(/* webpackChunkName: "messages-ur-courses" */ '../ur/courses'),
});
