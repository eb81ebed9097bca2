import { landingPaths, paths } from '@site/site';

/** A group of the site map: its links' targets; the words are the catalogue's `site-map` `groups[id]`. */
export interface SiteMapGroup {
  id: string;
  links: readonly { id: string; to: string }[];
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
  },
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
  },
  {
    id: 'courseDetails',
    links: [
      { id: 'all', to: paths.courses },
      { id: 'reactNative', to: paths.courseDetail('react-native') },
      { id: 'shopifyApp', to: paths.courseDetail('shopify-app-development') },
      { id: 'reactJs', to: paths.courseDetail('react-js') },
    ],
  },
  {
    id: 'account',
    links: [
      { id: 'enrollment', to: paths.enrollment },
      { id: 'login', to: paths.login },
      { id: 'studentPortal', to: paths.studentLogin },
      { id: 'profile', to: paths.profile },
    ],
  },
] as const satisfies readonly SiteMapGroup[];

type Group = (typeof siteMapGroups)[number];

/** The words of the site map's groups: each group's title and its links' texts, by id. */
export type SiteMapWords = {
  readonly [G in Group as G['id']]: { title: string; links: Record<G['links'][number]['id'], string> };
};
