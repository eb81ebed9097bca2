/** Every route of the site, defined once. Links use these, never string literals. */
export const sectionIds = {
  services: 'services',
  portfolio: 'portfolio',
  team: 'team',
  testimonials: 'testimonials',
  courses: 'courses',
  consultancy: 'consultancy',
  startProject: 'start-project',
  contact: 'contact',
} as const;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

export const landingPaths = {
  webDevelopment: '/web-development-course-sargodha',
  mobileApp: '/mobile-app-development-sargodha',
  shopify: '/shopify-course-sargodha',
  basicComputer: '/basic-computer-course-sargodha',
  reactJs: '/react-js-course-sargodha',
  reactNative: '/react-native-course-sargodha',
  laravel: '/laravel-course-sargodha',
} as const;

export type LandingKey = keyof typeof landingPaths;

export const courseDetailIds = ['react-native', 'shopify-app-development', 'react-js'] as const;
export type CourseDetailId = (typeof courseDetailIds)[number];

export const packageServices = ['laravel', 'react', 'shopify', 'remix'] as const;

export const paths = {
  home: '/',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  community: '/community',
  packages: (service: string) => `/packages/${service}`,
  enrollment: '/enrollment',
  pricing: '/pricing',
  login: '/login',
  profile: '/profile',
  studentLogin: '/student/login',
  admin: '/admin-jeansrecycle',
  courses: '/course',
  courseDetail: (id: string) => `/course/${id}`,
  events: '/event',
  faq: '/faq',
  news: '/news',
  newsItem: (id: string | number) => `/news/${id}`,
  forgotPassword: '/forgot-password',
  contact: '/contact',
  landing: landingPaths,
  /** A section of the home page, e.g. `/#start-project`. */
  section: (id: SectionId) => `/#${id}`,
} as const;
