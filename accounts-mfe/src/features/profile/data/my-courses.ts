import type { enCourses } from '@/messages/en/courses';

export type CourseStatus = keyof typeof enCourses.status;

export interface ProfileCourse {
  /** The course's English title (its name in each language is in the catalogue, `courses.titles`). */
  title: keyof typeof enCourses.titles;
  /** Percent complete, 0 to 100. */
  progress: number;
  status: CourseStatus;
  /** ISO calendar date (YYYY-MM-DD). */
  enrollDate: string;
}

export const COMPLETE_PERCENT = 100;

/** The spec's sample courses: progress 75, 100 and 45 percent. */
export const myCourses = [
  { title: 'Web Development', progress: 75, status: 'In Progress', enrollDate: '2025-02-15' },
  { title: 'Basic Computer Course', progress: 100, status: 'Completed', enrollDate: '2025-02-12' },
  { title: 'React JS', progress: 45, status: 'In Progress', enrollDate: '2025-06-02' },
] as const satisfies readonly ProfileCourse[];
