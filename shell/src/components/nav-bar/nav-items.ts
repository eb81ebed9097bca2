import { paths, sectionIds, type SectionId } from '@site/site';
import type { en } from '../../messages/en';

/** An item's words are the catalogue's (`label` names them). */
type Label = Exclude<keyof typeof en.nav, 'logo'>;

export type NavItem =
  { label: Label; kind: 'route'; to: string } | { label: Label; kind: 'section'; section: SectionId };

/** The spec's navigation items, in order. Desktop shows the first `desktopNavCount`. */
export const navItems: readonly NavItem[] = [
  { label: 'home', kind: 'route', to: paths.home },
  { label: 'services', kind: 'section', section: sectionIds.services },
  { label: 'portfolio', kind: 'section', section: sectionIds.portfolio },
  { label: 'team', kind: 'section', section: sectionIds.team },
  { label: 'testimonials', kind: 'section', section: sectionIds.testimonials },
  { label: 'courses', kind: 'section', section: sectionIds.courses },
  { label: 'pricing', kind: 'route', to: paths.pricing },
  { label: 'blog', kind: 'route', to: paths.blog },
  { label: 'community', kind: 'route', to: paths.community },
  { label: 'contact', kind: 'section', section: sectionIds.contact },
];

export const desktopNavCount = 9;

/** Scroll (px) after which the bar turns white with a shadow. */
export const SOLID_AFTER_PX = 50;
/** On the home page the bar stays transparent only while within the hero: viewport height minus this. */
export const HERO_EXIT_OFFSET_PX = 100;

export function navTarget(item: NavItem) {
  return item.kind === 'route' ? item.to : { pathname: paths.home, hash: `#${item.section}` };
}
