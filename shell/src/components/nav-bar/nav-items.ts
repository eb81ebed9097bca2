import { paths, sectionIds, type SectionId } from '@site/site';

export type NavItem =
  { label: string; kind: 'route'; to: string } | { label: string; kind: 'section'; section: SectionId };

/** The spec's navigation items, in order. Desktop shows the first `desktopNavCount`. */
export const navItems: readonly NavItem[] = [
  { label: 'Home', kind: 'route', to: paths.home },
  { label: 'Services', kind: 'section', section: sectionIds.services },
  { label: 'Portfolio', kind: 'section', section: sectionIds.portfolio },
  { label: 'Team', kind: 'section', section: sectionIds.team },
  { label: 'Testimonials', kind: 'section', section: sectionIds.testimonials },
  { label: 'Courses', kind: 'section', section: sectionIds.courses },
  { label: 'Pricing', kind: 'route', to: paths.pricing },
  { label: 'Blog', kind: 'route', to: paths.blog },
  { label: 'Community', kind: 'route', to: paths.community },
  { label: 'Contact', kind: 'section', section: sectionIds.contact },
];

export const desktopNavCount = 9;

/** Scroll (px) after which the bar turns white with a shadow. */
export const SOLID_AFTER_PX = 50;
/** On the home page the bar stays transparent only while within the hero: viewport height minus this. */
export const HERO_EXIT_OFFSET_PX = 100;

export function navTarget(item: NavItem) {
  return item.kind === 'route' ? item.to : { pathname: paths.home, hash: `#${item.section}` };
}
