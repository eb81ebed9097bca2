import { landingPaths, type LandingKey } from '@site/site';
import { courseById, type Course, type CourseWith } from '@/lib/catalogue/courses';
import type { HighlightIcons } from '@/lib/highlights';

/** The courses that have a landing page: a page may name only these. */
export type LandingCourseId = CourseWith<'landing'>['id'];

/**
 * A landing page's facts. Its words (title, description, intro, the highlights' titles and texts,
 * the syllabus) are the catalogue's `landings[courseId]`; its path, duration (in months), level,
 * illustration and enrollment choice are its course's, from the catalogue.
 */
export interface LandingContent {
  /** The catalogue course this page sells. */
  courseId: LandingCourseId;
  /** The icons of its four highlight tiles, in order. */
  highlights: HighlightIcons;
}

export interface LandingPage extends LandingContent {
  key: LandingKey;
  path: (typeof landingPaths)[LandingKey];
  course: Course;
}

const landingContent = [
  { courseId: 'web-development', highlights: ['code', 'users', 'award', 'zap'] },
  { courseId: 'mobile-app-development', highlights: ['smartphone', 'code', 'cloud', 'award'] },
  { courseId: 'shopify-apps-development', highlights: ['cart', 'palette', 'layers', 'globe'] },
  { courseId: 'basic-computer', highlights: ['user', 'book', 'users', 'award'] },
  { courseId: 'react-js', highlights: ['code', 'layers', 'shield', 'zap'] },
  { courseId: 'react-native', highlights: ['smartphone', 'code', 'cloud', 'award'] },
  { courseId: 'laravel', highlights: ['server', 'shield', 'layers', 'users'] },
] as const satisfies readonly LandingContent[];

/** The seven landing pages, each with its catalogue course's facts. */
export const landingPages: readonly LandingPage[] = landingContent.map((content) => {
  const course = courseById(content.courseId);
  return { ...content, key: course.landing, path: landingPaths[course.landing], course };
});

export function findLandingPage(pathname: string): LandingPage | undefined {
  const normalised = pathname.replace(/\/+$/, '') || '/';
  return landingPages.find((page) => page.path === normalised);
}
