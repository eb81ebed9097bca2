// The English words of the landing pages, by course id: a part of academy's catalogue in a module
// of its own, so that a chunk carries only the English it renders; the Urdu is ../ur/landings.ts.
import type { LandingCourseId } from '@/features/landing/data/landing-pages';
import type { HighlightKey, HighlightWords } from '@/lib/highlights';
import { defineMessages } from '@/messages';

/** A landing page's words: its title is its h1 and its document title; its tiles keyed by place (1–4). */
export type LandingWords = {
  title: string;
  metaDescription: string;
  intro: string;
  highlights: Record<HighlightKey, HighlightWords>;
  syllabus: readonly string[];
};

export const enLandings: Record<LandingCourseId, LandingWords> = {
  'web-development': {
    title: 'Web Development Course in Sargodha',
    metaDescription:
      'Learn web development in Sargodha: HTML, CSS, JavaScript, React and Laravel in a 6-month classroom course with real projects, a certificate and career support.',
    intro:
      'Go from your first HTML page to full web applications with React and Laravel, in a six-month classroom course taught by working developers.',
    highlights: {
      '1': {
        title: 'Project-based learning',
        text: 'Build a real website every few weeks and finish with a portfolio of live projects.',
      },
      '2': {
        title: 'Expert instructors',
        text: 'Learn from developers who build client projects at our software house.',
      },
      '3': {
        title: 'Certificate',
        text: 'Earn a certificate of completion you can show to employers and clients.',
      },
      '4': {
        title: 'Career support',
        text: 'Get help with your CV, freelancing profile and internship placements.',
      },
    },
    syllabus: [
      'HTML5 and semantic markup',
      'CSS3, Flexbox and Grid',
      'Responsive design and Tailwind CSS',
      'JavaScript fundamentals',
      'Modern JavaScript (ES6+) and the DOM',
      'Git, GitHub and teamwork',
      'React components, hooks and routing',
      'PHP and MySQL basics',
      'Laravel back ends and REST APIs',
      'Deployment, hosting and final project',
    ],
  },
  'mobile-app-development': {
    title: 'Mobile App Development Course in Sargodha',
    metaDescription:
      'Learn mobile app development in Sargodha: build Android and iOS apps with React Native in a 5-month hands-on course, from first screen to app store release.',
    intro:
      'Design, build and publish Android and iOS apps from one codebase with React Native, in a five-month hands-on course.',
    highlights: {
      '1': {
        title: 'Android and iOS',
        text: 'One React Native codebase for both platforms, tested on real devices.',
      },
      '2': {
        title: 'Real apps',
        text: 'Build three complete apps, including one that uses a live API.',
      },
      '3': {
        title: 'App store release',
        text: 'Learn signing, store listings and releases on Google Play and the App Store.',
      },
      '4': {
        title: 'Certificate',
        text: 'Finish with a certificate and a portfolio of published work.',
      },
    },
    syllabus: [
      'Mobile app fundamentals and tooling',
      'JavaScript and TypeScript refresher',
      'React Native core components',
      'Styling and responsive layouts',
      'Navigation with React Navigation',
      'State management with hooks and context',
      'REST APIs and data fetching',
      'Local storage and offline support',
      'Camera, location and push notifications',
      'Publishing to Google Play and the App Store',
    ],
  },
  'shopify-apps-development': {
    title: 'Shopify Course in Sargodha',
    metaDescription:
      'Learn Shopify in Sargodha: store setup, theme customisation with Liquid and Shopify app development with Remix and GraphQL in a 4-month practical course.',
    intro:
      'Set up and customise Shopify stores, then build Shopify apps with Remix and the Admin GraphQL API, in a four-month practical course.',
    highlights: {
      '1': {
        title: 'Store building',
        text: 'Launch a complete store with products, payments and shipping.',
      },
      '2': {
        title: 'Theme customisation',
        text: 'Edit themes with Liquid, sections and blocks to match any brand.',
      },
      '3': {
        title: 'App development',
        text: 'Build an embedded Shopify app with Remix, Polaris and GraphQL.',
      },
      '4': {
        title: 'Freelance ready',
        text: 'Learn to find and deliver Shopify work for international clients.',
      },
    },
    syllabus: [
      'Shopify platform and Partner account',
      'Store setup, products and collections',
      'Themes and the Online Store 2.0 editor',
      'Liquid templating',
      'Custom sections and blocks',
      'Shopify CLI and app development setup',
      'Admin GraphQL API',
      'Polaris and App Bridge UI',
      'Webhooks, billing and app extensions',
      'Launching a store and publishing an app',
    ],
  },
  'basic-computer': {
    title: 'Basic Computer Course in Sargodha',
    metaDescription:
      'Basic computer course in Sargodha: Windows, MS Word, Excel, PowerPoint, internet and e-mail in 2 months. For students, job seekers and office staff.',
    intro:
      'Become confident with computers in two months: Windows, Microsoft Office, the internet and e-mail, taught step by step.',
    highlights: {
      '1': {
        title: 'For complete beginners',
        text: 'No experience needed: we start from switching the computer on.',
      },
      '2': {
        title: 'MS Office skills',
        text: 'Word, Excel and PowerPoint, the tools every office job asks for.',
      },
      '3': {
        title: 'Personal attention',
        text: 'Small batches, so every student gets help at the keyboard.',
      },
      '4': {
        title: 'Certificate',
        text: 'A certificate of completion for your CV and job applications.',
      },
    },
    syllabus: [
      'Computer basics and hardware',
      'Windows desktop, files and folders',
      'Typing skills and keyboard shortcuts',
      'MS Word: documents and letters',
      'MS Word: tables, images and printing',
      'MS Excel: data entry and formatting',
      'MS Excel: formulas and charts',
      'MS PowerPoint presentations',
      'Internet browsing and e-mail',
      'Online safety and final practical test',
    ],
  },
  'react-js': {
    title: 'React JS Course in Sargodha',
    metaDescription:
      'Learn React JS in Sargodha: components, hooks, routing, API data and testing in a 4-month course with real projects and expert instructors.',
    intro:
      'Learn to build fast, modern user interfaces with React: components, hooks, routing, data fetching and testing, in four months.',
    highlights: {
      '1': {
        title: 'Modern React',
        text: 'Function components, hooks and the patterns used in industry today.',
      },
      '2': {
        title: 'Real projects',
        text: 'Build a dashboard, a store front and an app on a live API.',
      },
      '3': {
        title: 'Best practices',
        text: 'Testing, accessibility and performance from the first week.',
      },
      '4': {
        title: 'Job ready',
        text: 'Interview preparation and a portfolio that shows your skills.',
      },
    },
    syllabus: [
      'Modern JavaScript for React',
      'JSX and components',
      'Props and state',
      'Hooks: useState, useEffect and more',
      'Forms and user input',
      'React Router and multi-page apps',
      'Fetching data from APIs',
      'Context and global state',
      'Testing React components',
      'Performance, deployment and final project',
    ],
  },
  'react-native': {
    title: 'React Native Course in Sargodha',
    metaDescription:
      'Learn React Native in Sargodha: build and publish Android and iOS apps with one JavaScript codebase in a 4-month hands-on course.',
    intro:
      'Build native Android and iOS apps with one JavaScript codebase, and publish them, in a four-month hands-on React Native course.',
    highlights: {
      '1': {
        title: 'Cross-platform apps',
        text: 'Write once and ship to both Android and iOS.',
      },
      '2': {
        title: 'Hands-on coding',
        text: 'Every class is practical: you code along and build real screens.',
      },
      '3': {
        title: 'APIs and storage',
        text: 'Connect your apps to real back ends and keep data offline.',
      },
      '4': {
        title: 'Certificate',
        text: 'A certificate and published apps for your portfolio.',
      },
    },
    syllabus: [
      'React Native and Expo setup',
      'Core components and styling',
      'Flexbox layouts for mobile',
      'Navigation: stacks and tabs',
      'Hooks and state management',
      'Forms and user input',
      'Networking and REST APIs',
      'Async storage and offline data',
      'Device features and permissions',
      'Building and publishing your app',
    ],
  },
  laravel: {
    title: 'Laravel Course in Sargodha',
    metaDescription:
      'Learn Laravel in Sargodha: modern PHP, Eloquent, authentication, REST APIs and deployment in a 5-month course taught by professional Laravel developers.',
    intro:
      'Build secure, scalable web applications and APIs with PHP and Laravel, in a five-month course taught by professional Laravel developers.',
    highlights: {
      '1': {
        title: 'Back-end mastery',
        text: 'Databases, queues, mail and APIs: everything behind a real web app.',
      },
      '2': {
        title: 'Secure by default',
        text: 'Authentication, authorisation and validation done the Laravel way.',
      },
      '3': {
        title: 'Full projects',
        text: 'Build a complete application from database design to deployment.',
      },
      '4': {
        title: 'Industry mentors',
        text: 'Learn from the team that builds Laravel applications for clients.',
      },
    },
    syllabus: [
      'Modern PHP and Composer',
      'Laravel installation and structure',
      'Routing and controllers',
      'Blade templates and layouts',
      'Databases, migrations and Eloquent',
      'Forms, validation and file uploads',
      'Authentication and authorisation',
      'REST APIs with Laravel Sanctum',
      'Queues, mail and scheduled tasks',
      'Testing, deployment and final project',
    ],
  },
};

/** These words in the page's language: `const t = useLandingsMessages();`. */
export const useLandingsMessages = defineMessages('landings', enLandings, {
  ur: () => import(/* webpackChunkName: "messages-ur-landings" */ '../ur/landings'),
});
