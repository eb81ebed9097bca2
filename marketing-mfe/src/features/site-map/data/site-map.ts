import { landingPaths, paths } from '@site/site';

export interface SiteMapGroup {
  title: string;
  links: readonly { label: string; to: string }[];
}

/** "Explore Our Platform": every link of the site map, grouped. */
export const siteMapGroups = [
  {
    title: 'Main Pages',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Blog', to: paths.blog },
      { label: 'Community', to: paths.community },
      { label: 'FAQ', to: paths.faq },
      { label: 'News', to: paths.news },
      { label: 'Events', to: paths.events },
    ],
  },
  {
    title: 'Courses in Sargodha',
    links: [
      { label: 'Web Development Course', to: landingPaths.webDevelopment },
      { label: 'Mobile App Development Course', to: landingPaths.mobileApp },
      { label: 'Shopify Course', to: landingPaths.shopify },
      { label: 'Basic Computer Course', to: landingPaths.basicComputer },
      { label: 'React JS Course', to: landingPaths.reactJs },
      { label: 'React Native Course', to: landingPaths.reactNative },
      { label: 'Laravel Course', to: landingPaths.laravel },
    ],
  },
  {
    title: 'Course Details',
    links: [
      { label: 'All Courses', to: paths.courses },
      { label: 'React Native Development', to: paths.courseDetail('react-native') },
      { label: 'Shopify App Development', to: paths.courseDetail('shopify-app-development') },
      { label: 'React JS Development', to: paths.courseDetail('react-js') },
    ],
  },
  {
    title: 'Your Account',
    links: [
      { label: 'Enrollment', to: paths.enrollment },
      { label: 'Sign In', to: paths.login },
      { label: 'Student Portal', to: paths.studentLogin },
      { label: 'My Profile', to: paths.profile },
    ],
  },
] as const satisfies readonly SiteMapGroup[];
