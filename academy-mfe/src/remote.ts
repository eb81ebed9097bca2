// What academy-mfe owns: its pages and their routes, and the widget it lends to the home page,
// declared once. The build derives its exposes from this and publishes it as routes.json; the
// shell and the site's server learn the routes from there at run time (docs/deploy.md).
import { SENT_PARAM } from '@site/federation/contract';
import { defineRemote } from '@site/federation/routes';
import { landingPaths, paths } from '@site/site';
import { COURSE_QUERY_PARAM } from './lib/enrollment-link';
// Every page of the academy exists in Urdu too (/ur/course …): each route's words in both
// languages are in ./messages/routes.ts, for the shell to use before the page's code arrives.
import { routeWords } from './messages/routes';

export default defineRemote({
  name: 'academy',
  pages: {
    CourseLandingPage: {
      file: './src/routes/course-landing-page.tsx',
      routes: Object.values(landingPaths).map((path) => ({
        path,
        ...routeWords.courseLanding,
      })),
    },
    CourseListPage: {
      file: './src/routes/course-list-page.tsx',
      routes: [{ path: paths.courses, ...routeWords.courseList }],
    },
    CourseDetailPage: {
      file: './src/routes/course-detail-page.tsx',
      routes: [{ path: paths.courseDetail(':courseId'), ...routeWords.courseDetail }],
    },
    EnrollmentPage: {
      file: './src/routes/enrollment-page.tsx',
      // /enrollment?course=<id> pre-selects a course: rendered and cached per course.
      routes: [
        {
          path: paths.enrollment,
          ...routeWords.enrollment,
          form: { id: 'enrollment' },
          query: [COURSE_QUERY_PARAM, SENT_PARAM],
        },
      ],
    },
  },
  widgets: {
    CoursesSection: { file: './src/routes/courses-section.tsx' },
  },
});
