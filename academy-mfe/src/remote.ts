// What academy-mfe owns: its pages and their routes, and the widget it lends to the home page,
// declared once. The build derives its exposes from this and publishes it as routes.json; the
// shell and the site's server learn the routes from there at run time (docs/deploy.md).
import { SENT_PARAM } from '@site/federation/contract';
import { defineRemote } from '@site/federation/routes';
import { landingPaths, paths } from '@site/site';
import { COURSE_QUERY_PARAM } from './lib/enrollment-link';

// Every page of the academy exists in Urdu too (/ur/course …): its words are in ./messages/ur/
// (each part beside its English), and each route gives its title and label in Urdu here, for the shell
// to use before the page's code arrives. Written here, not imported: the build reads this file
// without React or the catalogues (tools/load-ts.js).
const LOCALES = ['en', 'ur'] as const;

export default defineRemote({
  name: 'academy',
  pages: {
    CourseLandingPage: {
      file: './src/routes/course-landing-page.tsx',
      routes: Object.values(landingPaths).map((path) => ({
        path,
        title: 'Courses in Sargodha',
        label: 'this course',
        locales: LOCALES,
        translations: { ur: { title: 'سرگودھا میں کورسز', label: 'یہ کورس' } },
      })),
    },
    CourseListPage: {
      file: './src/routes/course-list-page.tsx',
      routes: [
        {
          path: paths.courses,
          title: 'Our Courses',
          label: 'the courses',
          locales: LOCALES,
          translations: { ur: { title: 'ہمارے کورسز', label: 'کورسز کا صفحہ' } },
        },
      ],
    },
    CourseDetailPage: {
      file: './src/routes/course-detail-page.tsx',
      routes: [
        {
          path: paths.courseDetail(':courseId'),
          title: 'Course',
          label: 'this course',
          locales: LOCALES,
          translations: { ur: { title: 'کورس', label: 'یہ کورس' } },
        },
      ],
    },
    EnrollmentPage: {
      file: './src/routes/enrollment-page.tsx',
      // /enrollment?course=<id> pre-selects a course: rendered and cached per course.
      routes: [
        {
          path: paths.enrollment,
          title: 'Enroll in a Course',
          label: 'the enrollment form',
          form: { id: 'enrollment' },
          query: [COURSE_QUERY_PARAM, SENT_PARAM],
          locales: LOCALES,
          translations: { ur: { title: 'کورس میں داخلہ لیں', label: 'داخلہ فارم' } },
        },
      ],
    },
  },
  widgets: {
    CoursesSection: { file: './src/routes/courses-section.tsx' },
  },
});
