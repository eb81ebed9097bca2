import { landingPaths, paths } from '@site/site';
import type { CourseArtKey } from '@/components/course-art';
import { courseById, type CourseWith, type ListCardFacts } from '@/lib/catalogue/courses';

/** The courses that have a card on /course: the list may name only these. */
export type ListedCourseId = CourseWith<'listCard'>['id'];

/** The /course list: which catalogue courses it shows, in its order. */
export const listedCourseIds = [
  'web-development',
  'react-native',
  'laravel',
  'react-js',
  'shopify-apps-development',
  'basic-computer',
] as const satisfies readonly ListedCourseId[];

/** A card of the /course list: the course's `listCard` facts, its illustration and its page. */
export interface CourseCard extends ListCardFacts {
  id: ListedCourseId;
  art: CourseArtKey;
  /** The course's detail page where one exists, otherwise its landing page. */
  link: string;
}

export const MAX_RATING = 5;

type ListedCourse = CourseWith<'listCard'>;

/**
 * A listed course without a detail page must have a landing page: for such a course the
 * type-check finds no `landing` here and fails.
 */
function coursePageLink(course: ListedCourse): string {
  if ('detailPage' in course) return paths.courseDetail(course.detailPage.slug);
  return landingPaths[course.landing];
}

export const courseCards: readonly CourseCard[] = listedCourseIds.map((id) => {
  const course = courseById(id);
  return { id, ...course.listCard, art: course.art, link: coursePageLink(course) };
});
