import type { CourseSlug } from '@site/site';
import { courseById, type Course, type CourseWith } from '@/lib/catalogue/courses';
import type { HighlightIcons } from '@/lib/highlights';

/** The courses that have a detail page (`/course/<slug>`): a page may name only these. */
export type DetailCourseId = CourseWith<'detailPage' | 'listCard'>['id'];

/**
 * A detail page's facts. Its words (summary, description, the highlights' titles and texts, what
 * you learn, the curriculum's weeks) are the catalogue's `details[courseId]`, its title its /course
 * card's (`cards[courseId]`); its slug, length in weeks, level and illustration are its course's,
 * from the catalogue.
 */
export interface DetailContent {
  /** The catalogue course this page presents and enrolls into. */
  courseId: DetailCourseId;
  /** The icons of its four highlight tiles, in order. */
  highlights: HighlightIcons;
}

export interface CourseDetail extends DetailContent {
  /** `/course/<slug>`. */
  slug: CourseSlug;
  /** The length of its curriculum, week by week (its words have as many weeks: a test holds them together). */
  weeks: number;
  course: Course;
}

const detailContent = [
  { courseId: 'react-native', highlights: ['smartphone', 'code', 'users', 'award'] },
  { courseId: 'shopify-apps-development', highlights: ['cart', 'layers', 'code', 'globe'] },
  { courseId: 'react-js', highlights: ['code', 'layers', 'shield', 'zap'] },
] as const satisfies readonly DetailContent[];

/** The three detail pages (any other `/course/<id>` is the 404), each with its catalogue course's facts. */
export const courseDetails: readonly CourseDetail[] = detailContent.map((content) => {
  const course = courseById(content.courseId);
  return { ...content, slug: course.detailPage.slug, weeks: course.detailPage.weeks, course };
});

/** The weeks of a detail page's curriculum: 1 to its length. */
export const curriculumWeeks = (detail: Pick<CourseDetail, 'weeks'>): number[] =>
  Array.from({ length: detail.weeks }, (_, index) => index + 1);

export function findCourseDetail(slug: string | undefined): CourseDetail | undefined {
  return courseDetails.find((detail) => detail.slug === slug);
}
