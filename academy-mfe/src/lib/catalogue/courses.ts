import type { EnrollmentCourse } from '@site/leads';
import type { CourseSlug, LandingKey } from '@site/site';
import type { CourseArtKey } from '../../components/course-art';

export type CourseLevel =
  'Beginner' | 'Intermediate' | 'Advanced' | 'Beginner to Intermediate' | 'Beginner to Advanced';

/**
 * The course as a card of the /course list. The list presents six courses as tracks, under their
 * own names and lengths in weeks (the home section and the landing pages give months).
 */
export interface ListCardFacts {
  /** The track's name on its card, and on its detail page where it has one. */
  title: string;
  description: string;
  /** The card's duration, in weeks. */
  weeks: number;
  students: number;
  /** Out of 5 (the list's ratings run from 4.4 to 4.9). */
  rating: number;
}

/** The course's detail page, `/course/<slug>`. */
export interface DetailPageFacts {
  /**
   * The URL's last segment: a published route, so it is kept even where it differs from the id.
   * One of @site/site's `courseSlugs`, which other apps link to.
   */
  slug: CourseSlug;
  /** The length of its week-by-week curriculum (the card may count the longer full track). */
  weeks: number;
}

export interface Course {
  /** Stable id, also used in `/enrollment?course=<id>`. */
  id: string;
  title: string;
  /**
   * Its choice in the enrollment form, one of the contract's labels: what the form shows and the
   * API stores. A label the contract does not list fails the type-check.
   */
  enrollmentLabel: EnrollmentCourse;
  description: string;
  /** Its length on the home card and modal, and on its landing page. */
  durationMonths: number;
  level: CourseLevel;
  topics: readonly string[];
  art: CourseArtKey;
  /** Its Sargodha landing page, where it has one. */
  landing?: LandingKey;
  /** Its card on /course, where it has one. */
  listCard?: ListCardFacts;
  /** Its detail page, where it has one; such a course also has a list card, whose title it shares. */
  detailPage?: DetailPageFacts;
}

/**
 * The one catalogue of the 11 courses, each described once under one id. The home section and
 * the enrollment choices list it; the /course cards, the landing and detail pages and the Course
 * structured data take each course's facts from its entry here, by id.
 */
export const courses = [
  {
    id: 'web-development',
    title: 'Web Development',
    enrollmentLabel: 'Web Development',
    description:
      'Build modern, responsive websites and web applications from scratch with HTML, CSS, JavaScript, React and Laravel.',
    durationMonths: 6,
    level: 'Beginner to Advanced',
    topics: [
      'HTML5 and CSS3',
      'Responsive design with Flexbox and Grid',
      'JavaScript (ES6+)',
      'React fundamentals',
      'PHP and Laravel back ends',
      'Git, deployment and hosting',
    ],
    art: 'web-development',
    landing: 'webDevelopment',
    listCard: {
      title: 'Full-Stack Web Development',
      description:
        'HTML, CSS, JavaScript, React and Laravel: build and deploy complete websites and web apps.',
      weeks: 12,
      students: 1240,
      rating: 4.8,
    },
  },
  {
    id: 'mobile-app-development',
    title: 'Mobile Application Development',
    enrollmentLabel: 'Mobile Application Development',
    description:
      'Design and build cross-platform Android and iOS apps, from the first screen to a release in the app stores.',
    durationMonths: 5,
    level: 'Intermediate',
    topics: [
      'React Native and Expo',
      'Navigation and screen design',
      'State management',
      'REST APIs and offline storage',
      'Camera, location and notifications',
      'Publishing to Google Play and the App Store',
    ],
    art: 'mobile-app-development',
    landing: 'mobileApp',
  },
  {
    id: 'shopify-apps-development',
    title: 'Shopify Apps Development',
    enrollmentLabel: 'Shopify Apps Development',
    description:
      'Create public and custom Shopify apps with Remix, Polaris and the Shopify Admin GraphQL API.',
    durationMonths: 4,
    level: 'Intermediate',
    topics: [
      'Shopify Partner account and CLI',
      'Remix app template',
      'Admin GraphQL API',
      'Polaris and App Bridge',
      'Webhooks and app billing',
      'Theme app extensions',
    ],
    art: 'shopify-apps-development',
    landing: 'shopify',
    listCard: {
      title: 'Shopify App Development',
      description:
        'Build Shopify apps with Remix, Polaris and the Admin GraphQL API, and sell them on the App Store.',
      weeks: 6,
      students: 430,
      rating: 4.6,
    },
    detailPage: { slug: 'shopify-app-development', weeks: 6 },
  },
  {
    id: 'shopify-store',
    title: 'Shopify Store Creation and Modifications',
    enrollmentLabel: 'Shopify Store Creation and Modifications',
    description:
      'Launch and customise professional online stores on Shopify: themes, products, payments and Liquid edits.',
    durationMonths: 3,
    level: 'Beginner',
    topics: [
      'Store setup and settings',
      'Products, collections and inventory',
      'Theme customisation',
      'Liquid template basics',
      'Payments, shipping and taxes',
      'Apps, SEO and marketing tools',
    ],
    art: 'shopify-store',
  },
  {
    id: 'react-js',
    title: 'React JS',
    enrollmentLabel: 'React JS',
    description:
      'Master React for fast, component-based user interfaces, from hooks and routing to data fetching and testing.',
    durationMonths: 4,
    level: 'Intermediate',
    topics: [
      'JSX and components',
      'Props, state and hooks',
      'React Router',
      'Forms and data fetching',
      'Context and state management',
      'Testing and deployment',
    ],
    art: 'react-js',
    landing: 'reactJs',
    listCard: {
      title: 'React JS Development',
      description:
        'Components, hooks, routing, data fetching and testing: user interfaces the way the industry builds them.',
      weeks: 10,
      students: 980,
      rating: 4.8,
    },
    detailPage: { slug: 'react-js', weeks: 8 },
  },
  {
    id: 'laravel',
    title: 'Laravel',
    enrollmentLabel: 'Laravel',
    description:
      'Build secure, scalable back ends and complete web applications with PHP and the Laravel framework.',
    durationMonths: 5,
    level: 'Intermediate',
    topics: [
      'Modern PHP and Composer',
      'Routing, controllers and Blade',
      'Eloquent ORM and migrations',
      'Authentication and authorisation',
      'REST APIs with Sanctum',
      'Queues, testing and deployment',
    ],
    art: 'laravel',
    landing: 'laravel',
    listCard: {
      title: 'Laravel Web Applications',
      description: 'Modern PHP and Laravel: databases, authentication, REST APIs, queues and deployment.',
      weeks: 10,
      students: 720,
      rating: 4.7,
    },
  },
  {
    id: 'react-native',
    title: 'React Native',
    enrollmentLabel: 'React Native',
    description: 'Build native mobile apps for Android and iOS from one JavaScript codebase.',
    durationMonths: 4,
    level: 'Intermediate',
    topics: [
      'Core components and styling',
      'React Navigation',
      'Hooks and state',
      'Native device APIs',
      'APIs and local storage',
      'Building and publishing apps',
    ],
    art: 'react-native',
    landing: 'reactNative',
    listCard: {
      title: 'React Native Mobile Development',
      description:
        'Build cross-platform Android and iOS apps with React Native, from first screen to store release.',
      weeks: 8,
      students: 860,
      rating: 4.9,
    },
    detailPage: { slug: 'react-native', weeks: 8 },
  },
  {
    id: 'mern-stack',
    title: 'MERN Stack',
    enrollmentLabel: 'MERN Stack',
    description: 'Become a full-stack JavaScript developer with MongoDB, Express, React and Node.js.',
    durationMonths: 6,
    level: 'Advanced',
    topics: [
      'Node.js and Express',
      'MongoDB and Mongoose',
      'REST API design',
      'React front ends',
      'Authentication with JWT',
      'Deployment and DevOps basics',
    ],
    art: 'mern-stack',
  },
  {
    id: 'basic-computer',
    title: 'Basic Computer Course',
    enrollmentLabel: 'Basic Computer Course (Windows, MS Office)',
    description:
      'Get confident with computers: Windows, Microsoft Word, Excel and PowerPoint, the internet and e-mail.',
    durationMonths: 2,
    level: 'Beginner',
    topics: [
      'Computer fundamentals',
      'Windows and file management',
      'MS Word',
      'MS Excel',
      'MS PowerPoint',
      'Internet, e-mail and online safety',
    ],
    art: 'basic-computer',
    landing: 'basicComputer',
    listCard: {
      title: 'Basic Computer Skills',
      description: 'Windows, MS Word, Excel, PowerPoint, the internet and e-mail, for complete beginners.',
      weeks: 4,
      students: 2150,
      rating: 4.4,
    },
  },
  {
    id: 'digital-marketing',
    title: 'Digital Marketing',
    enrollmentLabel: 'Digital Marketing',
    description:
      'Grow brands online with social media, search engine optimisation, content and paid campaigns.',
    durationMonths: 3,
    level: 'Beginner to Intermediate',
    topics: [
      'Digital marketing strategy',
      'Search engine optimisation (SEO)',
      'Social media marketing',
      'Facebook and Google Ads',
      'Content and e-mail marketing',
      'Analytics and reporting',
    ],
    art: 'digital-marketing',
  },
  {
    id: 'crypto',
    title: 'Crypto',
    enrollmentLabel: 'Crypto',
    description:
      'Understand blockchain, cryptocurrencies and digital wallets, and learn to stay safe in the crypto market.',
    durationMonths: 2,
    level: 'Beginner',
    topics: [
      'Blockchain fundamentals',
      'Bitcoin, Ethereum and altcoins',
      'Wallets and exchanges',
      'Security and avoiding scams',
      'Market analysis basics',
      'Risk management',
    ],
    art: 'crypto',
  },
] as const satisfies readonly Course[];

export type CatalogueCourse = (typeof courses)[number];
export type CourseId = CatalogueCourse['id'];

/** The catalogue's courses that have all the given parts, e.g. `CourseWith<'landing'>['id']`. */
export type CourseWith<Part extends 'landing' | 'listCard' | 'detailPage'> = Extract<
  CatalogueCourse,
  Required<Pick<Course, Part>>
>;

/** What every course includes; shown as the benefit bullets of the course modal. */
export const courseBenefits = [
  'Hands-on projects you can show in your portfolio',
  'Small classroom batches at our Sargodha campus',
  'Certificate of completion',
  'Career guidance and internship opportunities',
] as const;

export function formatMonths(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

export function findCourse(id: string | null | undefined): Course | undefined {
  return courses.find((course) => course.id === id);
}

/**
 * The catalogue entry of a known id, with its exact parts (a page naming a course with a landing
 * page gets its `landing` key, not `LandingKey | undefined`). Data files name courses by
 * `CourseId`, so the type-check rejects an id the catalogue lacks before this can throw.
 */
export function courseById<Id extends CourseId>(id: Id): Extract<CatalogueCourse, { id: Id }> {
  const course = courses.find((entry): entry is Extract<CatalogueCourse, { id: Id }> => entry.id === id);
  if (!course) throw new Error(`The course catalogue has no course "${id}".`);
  return course;
}

export function findCourseByLabel(label: EnrollmentCourse): Course | undefined {
  return courses.find((course) => course.enrollmentLabel === label);
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The course a `courseName` refers to: its title, its enrollment label or its id, in any case. */
export function findCourseByName(name: string | null | undefined): Course | undefined {
  if (!name) return undefined;
  const wanted = normalise(name);
  if (!wanted) return undefined;
  return courses.find((course) =>
    [course.title, course.enrollmentLabel, course.id].some((candidate) => normalise(candidate) === wanted),
  );
}
