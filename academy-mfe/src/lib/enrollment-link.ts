import { paths } from '@site/site';

/** The query parameter that carries a catalogue course id to /enrollment (shareable, survives a reload). */
export const COURSE_QUERY_PARAM = 'course';

/** Navigation state the enrollment page reads (spec: the course title as `courseName`). */
export interface EnrollmentState {
  courseName: string;
}

/** `/enrollment?course=<id>`: a link that pre-selects a course. */
export function enrollmentHref(courseId: string): string {
  return `${paths.enrollment}?${new URLSearchParams({ [COURSE_QUERY_PARAM]: courseId })}`;
}
