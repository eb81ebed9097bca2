import { landingPaths, paths } from '@site/site';
import type { CourseArtKey } from '../../../components/course-art';

/** Spec section 3: a course card of the /course list. */
export interface CourseCard {
  id: string;
  title: string;
  description: string;
  /** Spec section 9: 12, 8, 10, 10, 6 and 4 weeks. */
  weeks: number;
  students: number;
  /** Out of 5; spec: 4.4 to 4.9. */
  rating: number;
  art: CourseArtKey;
  /** The course's detail page where one exists, otherwise its landing page. */
  link: string;
}

export const MAX_RATING = 5;

export const courseCards = [
  {
    id: 'full-stack-web-development',
    title: 'Full-Stack Web Development',
    description: 'HTML, CSS, JavaScript, React and Laravel: build and deploy complete websites and web apps.',
    weeks: 12,
    students: 1240,
    rating: 4.8,
    art: 'web-development',
    link: landingPaths.webDevelopment,
  },
  {
    id: 'react-native',
    title: 'React Native Mobile Development',
    description:
      'Build cross-platform Android and iOS apps with React Native, from first screen to store release.',
    weeks: 8,
    students: 860,
    rating: 4.9,
    art: 'react-native',
    link: paths.courseDetail('react-native'),
  },
  {
    id: 'laravel',
    title: 'Laravel Web Applications',
    description: 'Modern PHP and Laravel: databases, authentication, REST APIs, queues and deployment.',
    weeks: 10,
    students: 720,
    rating: 4.7,
    art: 'laravel',
    link: landingPaths.laravel,
  },
  {
    id: 'react-js',
    title: 'React JS Development',
    description:
      'Components, hooks, routing, data fetching and testing: user interfaces the way the industry builds them.',
    weeks: 10,
    students: 980,
    rating: 4.8,
    art: 'react-js',
    link: paths.courseDetail('react-js'),
  },
  {
    id: 'shopify-app-development',
    title: 'Shopify App Development',
    description:
      'Build Shopify apps with Remix, Polaris and the Admin GraphQL API, and sell them on the App Store.',
    weeks: 6,
    students: 430,
    rating: 4.6,
    art: 'shopify-apps-development',
    link: paths.courseDetail('shopify-app-development'),
  },
  {
    id: 'basic-computer',
    title: 'Basic Computer Skills',
    description: 'Windows, MS Word, Excel, PowerPoint, the internet and e-mail, for complete beginners.',
    weeks: 4,
    students: 2150,
    rating: 4.4,
    art: 'basic-computer',
    link: landingPaths.basicComputer,
  },
] as const satisfies readonly CourseCard[];

export function formatStudents(count: number): string {
  return `${count.toLocaleString('en-US')} students`;
}
