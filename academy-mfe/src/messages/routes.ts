// The words of academy-mfe's routes in each language they exist in: the page's title, written once
// (the document's, and the heading of a page that reads it with `useRouteTitle`), and the label
// that names the area while it loads or when it fails. remote.ts spreads them into its routes, and
// its build publishes them (routes.json), so the shell names an area before its code arrives. Read
// by the build without React: no imports but the helper.
import { defineRouteWords } from '@site/federation/routes';

export const routeWords = defineRouteWords({
  courseLanding: {
    en: { title: 'Courses in Sargodha', label: 'this course' },
    ur: { title: 'سرگودھا میں کورسز', label: 'یہ کورس' },
  },
  courseList: {
    en: { title: 'Our Courses', label: 'the courses' },
    ur: { title: 'ہمارے کورسز', label: 'کورسز کا صفحہ' },
  },
  courseDetail: { en: { title: 'Course', label: 'this course' }, ur: { title: 'کورس', label: 'یہ کورس' } },
  enrollment: {
    en: { title: 'Enroll in a Course', label: 'the enrollment form' },
    ur: { title: 'کورس میں داخلہ لیں', label: 'داخلہ فارم' },
  },
});
