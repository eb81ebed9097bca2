import { landingPaths, paths, type RemoteModuleId } from '@site/ui';

export interface ShellRoute {
  path: string;
  /** The exposed module that renders this route; its remote owns the route. */
  module: RemoteModuleId;
  /** Document title until the page sets its own (undefined: the company name alone). */
  title?: string;
  /** Names the area in loading and failure messages. */
  label: string;
}

/** Every route of the spec's table, and the remote that owns it (ARCHITECTURE.md). */
export const routeTable: readonly ShellRoute[] = [
  { path: paths.home, module: 'marketing/HomePage', label: 'the home page' },
  { path: paths.pricing, module: 'marketing/PricingPage', title: 'Pricing', label: 'pricing' },
  {
    path: paths.packages(':service'),
    module: 'marketing/PackagesPage',
    title: 'Service Packages',
    label: 'the service packages',
  },

  ...Object.values(landingPaths).map((path) => ({
    path,
    module: 'academy/CourseLandingPage' as const,
    title: 'Courses in Sargodha',
    label: 'this course',
  })),
  { path: paths.courses, module: 'academy/CourseListPage', title: 'Courses', label: 'the courses' },
  {
    path: paths.courseDetail(':courseId'),
    module: 'academy/CourseDetailPage',
    title: 'Course',
    label: 'this course',
  },
  {
    path: paths.enrollment,
    module: 'academy/EnrollmentPage',
    title: 'Enrollment',
    label: 'the enrollment form',
  },

  { path: paths.blog, module: 'content/BlogPage', title: 'Blog', label: 'the blog' },
  { path: paths.blogPost(':slug'), module: 'content/BlogArticlePage', title: 'Blog', label: 'this article' },
  { path: paths.news, module: 'content/NewsPage', title: 'News', label: 'the news' },
  { path: paths.events, module: 'content/EventsPage', title: 'Events', label: 'the events' },
  { path: paths.faq, module: 'content/FaqPage', title: 'FAQ', label: 'the FAQ' },
  { path: paths.community, module: 'content/CommunityPage', title: 'Community', label: 'the community page' },

  { path: paths.login, module: 'accounts/LoginPage', title: 'Sign In', label: 'the sign-in form' },
  { path: paths.profile, module: 'accounts/ProfilePage', title: 'My Profile', label: 'your profile' },
  {
    path: paths.studentLogin,
    module: 'accounts/StudentLoginPage',
    title: 'Student Portal',
    label: 'the student portal',
  },
  { path: paths.admin, module: 'accounts/AdminLoginPage', title: 'Admin Panel', label: 'the admin sign-in' },
];
