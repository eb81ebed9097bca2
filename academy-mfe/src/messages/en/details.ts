// The English words of the detail pages, by course id: a part of academy's catalogue in a module of
// its own, so that a chunk carries only the English it renders; the Urdu is ../ur/details.ts.
import type { DetailCourseId } from '@/features/course-detail/data/course-details';
import type { HighlightKey, HighlightWords } from '@/lib/highlights';
import { defineMessages } from '@/messages';

/**
 * A detail page's words. Its highlight tiles are keyed by their place (1–4; their icons are the
 * page's data), its curriculum by week number ('1', '2' …), as many weeks as its course has.
 */
export type DetailWords = {
  summary: string;
  metaDescription: string;
  highlights: Record<HighlightKey, HighlightWords>;
  whatYouLearn: readonly string[];
  curriculum: Record<string, { title: string; topics: readonly string[] }>;
};

export const enDetails: Record<DetailCourseId, DetailWords> = {
  'react-native': {
    summary:
      'Build cross-platform mobile apps for Android and iOS with React Native. In eight weeks you go from your first screen to an app ready for the stores.',
    metaDescription:
      'An 8-week React Native course in Sargodha: components, navigation, state, APIs, device features and publishing Android and iOS apps.',
    highlights: {
      '1': {
        title: 'Two platforms, one codebase',
        text: 'Ship the same app to Android and iOS.',
      },
      '2': {
        title: 'Build as you learn',
        text: 'A working app grows with every week of the course.',
      },
      '3': {
        title: 'Mentored by developers',
        text: 'Instructors who publish apps for our clients.',
      },
      '4': {
        title: 'Certificate',
        text: 'A certificate and a published app for your portfolio.',
      },
    },
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
    curriculum: {
      '1': {
        title: 'Getting started',
        topics: ['React Native and Expo setup', 'JSX and components refresher', 'Running on Android and iOS'],
      },
      '2': {
        title: 'Layouts and styling',
        topics: ['Core components', 'Flexbox for mobile', 'Images, fonts and theming'],
      },
      '3': {
        title: 'Navigation',
        topics: ['Stack navigation', 'Tabs and drawers', 'Passing parameters between screens'],
      },
      '4': {
        title: 'State and forms',
        topics: ['useState and useEffect', 'Context for app state', 'Forms and validation'],
      },
      '5': {
        title: 'Working with APIs',
        topics: ['Fetching REST data', 'Loading and error states', 'Authentication tokens'],
      },
      '6': {
        title: 'Storage and offline',
        topics: ['AsyncStorage', 'Caching API data', 'Offline-first patterns'],
      },
      '7': {
        title: 'Device features',
        topics: ['Camera and image picker', 'Location and maps', 'Push notifications'],
      },
      '8': {
        title: 'Publishing',
        topics: ['App icons and splash screens', 'Building release versions', 'Store listings and release'],
      },
    },
  },
  'shopify-apps-development': {
    summary:
      'Build Shopify apps with Remix, Polaris and the Admin GraphQL API. In six weeks you create, test and prepare an embedded app for the Shopify App Store.',
    metaDescription:
      'A 6-week Shopify app development course in Sargodha: Shopify CLI, Remix, Polaris, the Admin GraphQL API, webhooks, billing and App Store submission.',
    highlights: {
      '1': {
        title: 'A growing market',
        text: 'Millions of merchants look for apps that solve their problems.',
      },
      '2': {
        title: 'Modern stack',
        text: 'Remix, GraphQL and Polaris, the tools Shopify recommends.',
      },
      '3': {
        title: 'Build a real app',
        text: 'Finish with an embedded app running on a development store.',
      },
      '4': {
        title: 'Sell worldwide',
        text: 'Learn billing and App Store review to earn from your app.',
      },
    },
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
    curriculum: {
      '1': {
        title: 'The Shopify platform',
        topics: ['Partner account and development stores', 'How Shopify apps work', 'Shopify CLI setup'],
      },
      '2': {
        title: 'Your first app',
        topics: ['Remix app template', 'OAuth and sessions', 'Embedded apps with App Bridge'],
      },
      '3': {
        title: 'Admin GraphQL API',
        topics: ['Queries and mutations', 'Products, orders and customers', 'Pagination and rate limits'],
      },
      '4': {
        title: 'Polaris interfaces',
        topics: ['Polaris components', 'Forms and resource lists', 'Accessible admin screens'],
      },
      '5': {
        title: 'Webhooks and billing',
        topics: ['Subscribing to webhooks', 'Mandatory privacy webhooks', 'Billing API plans'],
      },
      '6': {
        title: 'Extensions and launch',
        topics: ['Theme app extensions', 'Testing and deployment', 'App Store listing and review'],
      },
    },
  },
  'react-js': {
    summary:
      'Learn React the way professional teams use it: components, hooks, routing, data fetching and testing. In eight weeks you build and deploy a complete application.',
    metaDescription:
      'An 8-week React JS course in Sargodha: components, hooks, forms, React Router, API data, state management, testing and deployment.',
    highlights: {
      '1': {
        title: 'Modern React',
        text: 'Function components and hooks from day one.',
      },
      '2': {
        title: 'Real projects',
        text: 'A dashboard and a store front on live APIs.',
      },
      '3': {
        title: 'Quality habits',
        text: 'Testing and accessibility built in, not bolted on.',
      },
      '4': {
        title: 'Job ready',
        text: 'Portfolio reviews and interview practice.',
      },
    },
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
    curriculum: {
      '1': {
        title: 'JavaScript for React',
        topics: ['ES6+ syntax', 'Modules and tooling', 'Your first React app'],
      },
      '2': {
        title: 'Components and JSX',
        topics: ['JSX rules', 'Props and composition', 'Lists and keys'],
      },
      '3': {
        title: 'State and events',
        topics: ['useState', 'Handling events', 'Lifting state up'],
      },
      '4': {
        title: 'Effects and forms',
        topics: ['useEffect', 'Controlled inputs', 'Form validation'],
      },
      '5': {
        title: 'Routing',
        topics: ['React Router', 'Dynamic routes', 'Layouts and navigation'],
      },
      '6': {
        title: 'Data from APIs',
        topics: ['Fetching data', 'Loading and error states', 'Caching requests'],
      },
      '7': {
        title: 'State management',
        topics: ['Context', 'useReducer', 'Custom hooks'],
      },
      '8': {
        title: 'Testing and deployment',
        topics: ['Testing Library', 'Performance basics', 'Deploying your app'],
      },
    },
  },
};

/** These words in the page's language: `const t = useDetailsMessages();`. */
export const useDetailsMessages = defineMessages('details', enDetails, {
  ur: () => import(/* webpackChunkName: "messages-ur-details" */ '../ur/details'),
});
