/**
 * What every app of the site knows at build time: the company's facts and the site's public
 * URLs (the targets of links between apps). A route belongs to the remote that declares it
 * (its `src/routes.ts`); a path is listed here only when another app links to it.
 *
 * And what every app reads at run time: the deployment settings (`getSiteConfig`).
 */

/** Company facts shown across the site. One place to change them. */
export const siteSettings = {
  companyName: 'CodeNest Technologies',
  shortName: 'CodeNest',
  tagline: 'Software development and IT training in Sargodha',
  email: 'info@codenest.pk',
  phones: ['+92 300 8601234', '+92 48 3721234'],
  address: 'Office 12, University Road, Sargodha, Punjab 40100, Pakistan',
  /** The address in parts, for structured data (schema.org PostalAddress). */
  postalAddress: {
    streetAddress: 'Office 12, University Road',
    addressLocality: 'Sargodha',
    addressRegion: 'Punjab',
    postalCode: '40100',
    addressCountry: 'PK',
  },
  city: 'Sargodha',
  /** Company profiles. Placeholders until the company's own accounts are filled in. */
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
    github: 'https://github.com/',
  },
  schedulingUrl: 'https://calendly.com/codenest/30min',
  consultation: {
    minutes: 30,
    hours: 'Monday to Friday, 9 AM to 6 PM EST',
  },
} as const;

export type SiteSettings = typeof siteSettings;

/**
 * The company as schema.org describes it, for structured data (JSON-LD). Root-relative URLs are
 * made absolute where the page is written. `LocalBusiness` on the home page; `Organization` where
 * another object names its provider or publisher.
 */
export function organizationData(type: 'Organization' | 'LocalBusiness' = 'Organization') {
  const { postalAddress } = siteSettings;
  return {
    '@type': type,
    name: siteSettings.companyName,
    url: '/',
    logo: '/favicon.svg',
    email: siteSettings.email,
    telephone: siteSettings.phones[0],
    address: { '@type': 'PostalAddress', ...postalAddress },
    ...(type === 'LocalBusiness'
      ? {
          image: '/og-image.png',
          description: siteSettings.tagline,
          contactPoint: siteSettings.phones.map((telephone) => ({
            '@type': 'ContactPoint',
            telephone,
            email: siteSettings.email,
            contactType: 'customer service',
          })),
          sameAs: Object.values(siteSettings.social),
        }
      : {}),
  };
}

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

/** The site's public URLs that apps link to. Links use these, never string literals. */
export const paths = {
  home: '/',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  blogFeed: '/blog/rss.xml',
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
  return siteConfig(typeof window === 'undefined' ? undefined : window.__SITE_CONFIG__);
}

/** An API endpoint, from the configurable API base URL. */
export function apiUrl(path: string, config: Pick<SiteConfig, 'apiBaseUrl'> = getSiteConfig()) {
  return `${config.apiBaseUrl.replace(/\/$/, '')}${path}`;
}
