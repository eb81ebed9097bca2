import { siteSettings, type CourseSlug } from '@site/site';
import type { Highlight } from '@/components/highlight-grid';
import { courseById, type Course, type CourseWith } from '@/lib/catalogue/courses';

/** The courses that have a detail page (`/course/<slug>`): a page may name only these. */
export type DetailCourseId = CourseWith<'detailPage' | 'listCard'>['id'];

/** One week of a curriculum. */
export interface CurriculumWeek {
  week: number;
  title: string;
  topics: readonly string[];
}

/**
 * What a detail page says in its own words. Its slug, length in weeks, title (its /course card's),
 * level and illustration are its course's, from the catalogue.
 */
export interface DetailContent {
  /** The catalogue course this page presents and enrolls into. */
  courseId: DetailCourseId;
  summary: string;
  metaDescription: string;
  highlights: readonly Highlight[];
  whatYouLearn: readonly string[];
  /** As many weeks as the catalogue's `detailPage.weeks` (a test holds them together). */
  curriculum: readonly CurriculumWeek[];
}

export interface CourseDetail extends DetailContent {
  /** `/course/<slug>`. */
  slug: CourseSlug;
  title: string;
  weeks: number;
  format: string;
  course: Course;
}

/** How every detail course is taught. */
export const DETAIL_FORMAT = `Classroom, ${siteSettings.city}`;

const detailContent = [
  {
    courseId: 'react-native',
    summary:
      'Build cross-platform mobile apps for Android and iOS with React Native. In eight weeks you go from your first screen to an app ready for the stores.',
    metaDescription:
      'An 8-week React Native course in Sargodha: components, navigation, state, APIs, device features and publishing Android and iOS apps.',
    highlights: [
      {
        icon: 'smartphone',
        title: 'Two platforms, one codebase',
        text: 'Ship the same app to Android and iOS.',
      },
      {
        icon: 'code',
        title: 'Build as you learn',
        text: 'A working app grows with every week of the course.',
      },
      {
        icon: 'users',
        title: 'Mentored by developers',
        text: 'Instructors who publish apps for our clients.',
      },
      { icon: 'award', title: 'Certificate', text: 'A certificate and a published app for your portfolio.' },
    ],
    whatYouLearn: [
      'Set up React Native with Expo and run apps on real devices',
      'Build screens with core components, Flexbox and styles',
      'Move between screens with stack and tab navigation',
      'Manage state with hooks and context',
      'Fetch, cache and store data for offline use',
      'Use the camera, location and push notifications',
      'Debug and profile your app',
      'Build, sign and publish to Google Play and the App Store',
    ],
    curriculum: [
      {
        week: 1,
        title: 'Getting started',
        topics: ['React Native and Expo setup', 'JSX and components refresher', 'Running on Android and iOS'],
      },
      {
        week: 2,
        title: 'Layouts and styling',
        topics: ['Core components', 'Flexbox for mobile', 'Images, fonts and theming'],
      },
      {
        week: 3,
        title: 'Navigation',
        topics: ['Stack navigation', 'Tabs and drawers', 'Passing parameters between screens'],
      },
      {
        week: 4,
        title: 'State and forms',
        topics: ['useState and useEffect', 'Context for app state', 'Forms and validation'],
      },
      {
        week: 5,
        title: 'Working with APIs',
        topics: ['Fetching REST data', 'Loading and error states', 'Authentication tokens'],
      },
      {
        week: 6,
        title: 'Storage and offline',
        topics: ['AsyncStorage', 'Caching API data', 'Offline-first patterns'],
      },
      {
        week: 7,
        title: 'Device features',
        topics: ['Camera and image picker', 'Location and maps', 'Push notifications'],
      },
      {
        week: 8,
        title: 'Publishing',
        topics: ['App icons and splash screens', 'Building release versions', 'Store listings and release'],
      },
    ],
  },
  {
    courseId: 'shopify-apps-development',
    summary:
      'Build Shopify apps with Remix, Polaris and the Admin GraphQL API. In six weeks you create, test and prepare an embedded app for the Shopify App Store.',
    metaDescription:
      'A 6-week Shopify app development course in Sargodha: Shopify CLI, Remix, Polaris, the Admin GraphQL API, webhooks, billing and App Store submission.',
    highlights: [
      {
        icon: 'cart',
        title: 'A growing market',
        text: 'Millions of merchants look for apps that solve their problems.',
      },
      {
        icon: 'layers',
        title: 'Modern stack',
        text: 'Remix, GraphQL and Polaris, the tools Shopify recommends.',
      },
      {
        icon: 'code',
        title: 'Build a real app',
        text: 'Finish with an embedded app running on a development store.',
      },
      {
        icon: 'globe',
        title: 'Sell worldwide',
        text: 'Learn billing and App Store review to earn from your app.',
      },
    ],
    whatYouLearn: [
      'Create a Partner account and development stores',
      'Scaffold an app with the Shopify CLI and Remix template',
      'Query and update store data with the Admin GraphQL API',
      'Build admin screens with Polaris and App Bridge',
      'React to store events with webhooks',
      'Charge merchants with the Billing API',
      'Add theme app extensions to storefronts',
      'Prepare an app for App Store review',
    ],
    curriculum: [
      {
        week: 1,
        title: 'The Shopify platform',
        topics: ['Partner account and development stores', 'How Shopify apps work', 'Shopify CLI setup'],
      },
      {
        week: 2,
        title: 'Your first app',
        topics: ['Remix app template', 'OAuth and sessions', 'Embedded apps with App Bridge'],
      },
      {
        week: 3,
        title: 'Admin GraphQL API',
        topics: ['Queries and mutations', 'Products, orders and customers', 'Pagination and rate limits'],
      },
      {
        week: 4,
        title: 'Polaris interfaces',
        topics: ['Polaris components', 'Forms and resource lists', 'Accessible admin screens'],
      },
      {
        week: 5,
        title: 'Webhooks and billing',
        topics: ['Subscribing to webhooks', 'Mandatory privacy webhooks', 'Billing API plans'],
      },
      {
        week: 6,
        title: 'Extensions and launch',
        topics: ['Theme app extensions', 'Testing and deployment', 'App Store listing and review'],
      },
    ],
  },
  {
    courseId: 'react-js',
    summary:
      'Learn React the way professional teams use it: components, hooks, routing, data fetching and testing. In eight weeks you build and deploy a complete application.',
    metaDescription:
      'An 8-week React JS course in Sargodha: components, hooks, forms, React Router, API data, state management, testing and deployment.',
    highlights: [
      { icon: 'code', title: 'Modern React', text: 'Function components and hooks from day one.' },
      { icon: 'layers', title: 'Real projects', text: 'A dashboard and a store front on live APIs.' },
      { icon: 'shield', title: 'Quality habits', text: 'Testing and accessibility built in, not bolted on.' },
      { icon: 'zap', title: 'Job ready', text: 'Portfolio reviews and interview practice.' },
    ],
    whatYouLearn: [
      'Write modern JavaScript and JSX with confidence',
      'Split interfaces into reusable components',
      'Manage state and side effects with hooks',
      'Build forms with validation',
      'Create multi-page apps with React Router',
      'Fetch and cache data from REST APIs',
      'Share state with context',
      'Test components and deploy your app',
    ],
    curriculum: [
      {
        week: 1,
        title: 'JavaScript for React',
        topics: ['ES6+ syntax', 'Modules and tooling', 'Your first React app'],
      },
      {
        week: 2,
        title: 'Components and JSX',
        topics: ['JSX rules', 'Props and composition', 'Lists and keys'],
      },
      { week: 3, title: 'State and events', topics: ['useState', 'Handling events', 'Lifting state up'] },
      { week: 4, title: 'Effects and forms', topics: ['useEffect', 'Controlled inputs', 'Form validation'] },
      { week: 5, title: 'Routing', topics: ['React Router', 'Dynamic routes', 'Layouts and navigation'] },
      {
        week: 6,
        title: 'Data from APIs',
        topics: ['Fetching data', 'Loading and error states', 'Caching requests'],
      },
      { week: 7, title: 'State management', topics: ['Context', 'useReducer', 'Custom hooks'] },
      {
        week: 8,
        title: 'Testing and deployment',
        topics: ['Testing Library', 'Performance basics', 'Deploying your app'],
      },
    ],
  },
] as const satisfies readonly DetailContent[];

/** The three detail pages (any other `/course/<id>` is the 404), each with its catalogue course's facts. */
export const courseDetails: readonly CourseDetail[] = detailContent.map((content) => {
  const course = courseById(content.courseId);
  return {
    ...content,
    slug: course.detailPage.slug,
    title: course.listCard.title,
    weeks: course.detailPage.weeks,
    format: DETAIL_FORMAT,
    course,
  };
});

export function findCourseDetail(slug: string | undefined): CourseDetail | undefined {
  return courseDetails.find((detail) => detail.slug === slug);
}
