import type { EnrollmentCourse } from '@site/leads';

/**
 * A course's enrollment label as the student reads it, by `names` (the form's words in the
 * page's language; the label is sent and stored in English).
 */
export function courseName(names: Readonly<Record<EnrollmentCourse, string>>, course: string): string {
  return (names as Readonly<Record<string, string>>)[course] ?? course;
}
