// Compile-time check that this remote's exposes (webpack.config.js) match the shared contract.
import type { ExposesOf } from '@site/ui';
import type * as CourseDetailPage from './routes/course-detail-page';
import type * as CourseLandingPage from './routes/course-landing-page';
import type * as CourseListPage from './routes/course-list-page';
import type * as CoursesSection from './routes/courses-section';
import type * as EnrollmentPage from './routes/enrollment-page';

export interface AcademyExposes {
  './CoursesSection': typeof CoursesSection;
  './CourseLandingPage': typeof CourseLandingPage;
  './CourseListPage': typeof CourseListPage;
  './CourseDetailPage': typeof CourseDetailPage;
  './EnrollmentPage': typeof EnrollmentPage;
}

type Exact<A, B> = [A] extends [B] ? ([keyof B] extends [keyof A] ? true : false) : false;
export const exposesMatchContract: Exact<AcademyExposes, ExposesOf<'academy'>> = true;
