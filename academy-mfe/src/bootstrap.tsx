import { landingPaths, paths } from '@site/ui';
import { mountStandalone } from '@site/ui/standalone';
import { CourseDetailPage } from './routes/course-detail-page';
import { CourseLandingPage } from './routes/course-landing-page';
import { CourseListPage } from './routes/course-list-page';
import { CoursesSection } from './routes/courses-section';
import { EnrollmentPage } from './routes/enrollment-page';

// Runs only when the remote is opened alone; the shell loads the exposed modules instead.
mountStandalone('academy', [
  { path: '/', element: <CoursesSection />, label: 'Courses section' },
  ...Object.values(landingPaths).map((path) => ({ path, element: <CourseLandingPage /> })),
  { path: paths.courses, element: <CourseListPage />, label: 'Course list' },
  {
    path: paths.courseDetail(':courseId'),
    href: paths.courseDetail('react-js'),
    element: <CourseDetailPage />,
    label: 'Course detail',
  },
  { path: paths.enrollment, element: <EnrollmentPage />, label: 'Enrollment' },
]);
