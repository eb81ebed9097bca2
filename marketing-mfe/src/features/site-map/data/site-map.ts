import { landingPaths, paths } from '@site/site';
import type { enSiteMap } from '@/messages/en/site-map';

type Groups = (typeof enSiteMap)['groups'];

/** A group of the site map: its links' targets; the words are the catalogue's `siteMap.groups[id]`. */
export interface SiteMapGroup<G extends keyof Groups = keyof Groups> {
  id: G;
  links: readonly { id: keyof Groups[G]['links']; to: string }[];
}

/** "Explore Our Platform": every link of the site map, grouped. */
export const siteMapGroups = [
  {
    id: 'main',
    links: [
      { id: 'home', to: paths.home },
      { id: 'pricing', to: paths.pricing },
      { id: 'blog', to: paths.blog },
      { id: 'community', to: paths.community },
      { id: 'faq', to: paths.faq },
      { id: 'news', to: paths.news },
      { id: 'events', to: paths.events },
    ],
  } satisfies SiteMapGroup<'main'>,
  {
    id: 'courses',
    links: [
      { id: 'webDevelopment', to: landingPaths.webDevelopment },
      { id: 'mobileApp', to: landingPaths.mobileApp },
      { id: 'shopify', to: landingPaths.shopify },
      { id: 'basicComputer', to: landingPaths.basicComputer },
      { id: 'reactJs', to: landingPaths.reactJs },
      { id: 'reactNative', to: landingPaths.reactNative },
      { id: 'laravel', to: landingPaths.laravel },
    ],
  } satisfies SiteMapGroup<'courses'>,
  {
    id: 'courseDetails',
    links: [
      { id: 'all', to: paths.courses },
      { id: 'reactNative', to: paths.courseDetail('react-native') },
      { id: 'shopifyApp', to: paths.courseDetail('shopify-app-development') },
      { id: 'reactJs', to: paths.courseDetail('react-js') },
    ],
  } satisfies SiteMapGroup<'courseDetails'>,
  {
    id: 'account',
    links: [
      { id: 'enrollment', to: paths.enrollment },
      { id: 'login', to: paths.login },
      { id: 'studentPortal', to: paths.studentLogin },
      { id: 'profile', to: paths.profile },
    ],
  } satisfies SiteMapGroup<'account'>,
] as const;
