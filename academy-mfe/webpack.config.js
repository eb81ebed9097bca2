const { createConfig } = require('../tools/webpack.config.base');

module.exports = createConfig({
  name: 'academy',
  dir: __dirname,
  port: 3002,
  title: 'Academy',
  // Typed in src/exposes.ts against the contract in @site/ui.
  exposes: {
    './CoursesSection': './src/routes/courses-section.tsx',
    './CourseLandingPage': './src/routes/course-landing-page.tsx',
    './CourseListPage': './src/routes/course-list-page.tsx',
    './CourseDetailPage': './src/routes/course-detail-page.tsx',
    './EnrollmentPage': './src/routes/enrollment-page.tsx',
  },
});
