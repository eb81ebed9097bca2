/**
 * What every app of the site knows at build time: the company's facts (`./company`, also read
 * by the API) and the site's public URLs, with the names in them that one app uses of another
 * (the targets of links between apps). A route belongs to the remote that declares it (its
 * `src/remote.ts`); a path, a slug or a section id is listed here only when another app links to it.
 *
 * And what every app reads at run time: the deployment settings (`getSiteConfig`).
 *
 * The apps bundle it from source; it is also built to CommonJS (`npm run build -w @site/site`), for
 * the API, which runs the staff contract's paths (`@site/staff` derives them from `paths.admin`).
 */
export { organizationData, siteSettings, whatsAppLink, type SiteSettings } from './company';

/** Sections of the home page that other pages link to (`/#services`). */
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

/** The seven course landing pages (academy), linked from the home page's site map. */
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

/** The services that have a package page (marketing's `/packages/:service`), linked from the footer. */
export const packageServices = ['laravel', 'react', 'shopify', 'remix'] as const;

export type PackageService = (typeof packageServices)[number];

/** The courses that have a detail page (academy's `/course/:courseId`), by the slug of their URL. */
export const courseSlugs = ['shopify-app-development', 'react-js', 'react-native'] as const;

export type CourseSlug = (typeof courseSlugs)[number];

/** A parameter of a route pattern (`:service`), where a remote's declaration puts a slug. */
export type RouteParam = `:${string}`;

/** The site's public URLs that apps link to. Links use these, never string literals. */
export const paths = {
  home: '/',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  blogFeed: '/blog/rss.xml',
  community: '/community',
  packages: (service: PackageService | RouteParam) => `/packages/${service}`,
  enrollment: '/enrollment',
  pricing: '/pricing',
  login: '/login',
  profile: '/profile',
  studentLogin: '/student/login',
  admin: '/admin-jeansrecycle',
  courses: '/course',
  courseDetail: (slug: CourseSlug | RouteParam) => `/course/${slug}`,
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

/**
 * Deployment settings, decided per deployment and never baked into a bundle. The site's server
 * reads them from its `site-config.json` and hands them to the browser inside the page; the
 * shell sets `window.__SITE_CONFIG__` from them before any app runs.
 */
export interface SiteConfig {
  /** Where each remote's browser `mf-manifest.json` lives, by remote name. */
  remotes: Record<string, string>;
  /** Base URL of the administration API ('' = same origin, proxied by the site's server). */
  apiBaseUrl: string;
  /** Allow ?remote:<name>=<url> / localStorage overrides outside localhost (off by default). */
  allowRemoteOverrides: boolean;
}

declare global {
  interface Window {
    __SITE_CONFIG__?: Partial<SiteConfig>;
  }
}

/**
 * A whole site config from what a deployment wrote (a file, the page, a local default): the one
 * place a missing key gets its default.
 */
export function siteConfig(raw: Partial<SiteConfig> = {}): SiteConfig {
  return {
    remotes: { ...raw.remotes },
    apiBaseUrl: raw.apiBaseUrl ?? '',
    allowRemoteOverrides: Boolean(raw.allowRemoteOverrides),
  };
}

export function getSiteConfig(): SiteConfig {
  // Through globalThis: the API compiles this module too, without the DOM's types (no `window`).
  return siteConfig((globalThis as { window?: Window }).window?.__SITE_CONFIG__);
}

/** An API endpoint, from the configurable API base URL. */
export function apiUrl(path: string, config: Pick<SiteConfig, 'apiBaseUrl'> = getSiteConfig()) {
  return `${config.apiBaseUrl.replace(/\/$/, '')}${path}`;
}
