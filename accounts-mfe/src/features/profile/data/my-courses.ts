/** A course's state in the profile (each named in the catalogue, `courses.status`). */
export const courseStatuses = ['In Progress', 'Completed'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

interface ProfileCourseFacts<Title extends string = string> {
  /** The course's English title, as its id (its name in each language is the catalogue's `courses.titles`). */
  title: Title;
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
] as const satisfies readonly ProfileCourseFacts[];

export type CourseTitle = (typeof myCourses)[number]['title'];
export type ProfileCourse = ProfileCourseFacts<CourseTitle>;
