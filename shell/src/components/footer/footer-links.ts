import { paths, sectionIds, type SectionId } from '@site/site';
import type { en } from '../../messages/en';

/** A link's words, from the shell's catalogue in the page's language (product names stay as they are). */
type Words = (t: typeof en) => string;

export const quickLinks: readonly { label: Words; section: SectionId }[] = [
  { label: (t) => t.nav.services, section: sectionIds.services },
  { label: (t) => t.nav.portfolio, section: sectionIds.portfolio },
  { label: (t) => t.nav.team, section: sectionIds.team },
  { label: (t) => t.nav.testimonials, section: sectionIds.testimonials },
  { label: (t) => t.nav.courses, section: sectionIds.courses },
  { label: (t) => t.footer.freeConsultation, section: sectionIds.consultancy },
  { label: (t) => t.footer.startProject, section: sectionIds.startProject },
];

/** The spec's footer services; those with package pages link there, the others to #services. */
export const footerServices: readonly { label: Words; to: string }[] = [
  { label: (t) => t.footer.laravel, to: paths.packages('laravel') },
  { label: () => 'React JS', to: paths.packages('react') },
  { label: () => 'React Native', to: paths.section(sectionIds.services) },
  { label: () => 'Remix JS', to: paths.packages('remix') },
  { label: () => 'MERN Stack', to: paths.section(sectionIds.services) },
  { label: (t) => t.footer.shopify, to: paths.packages('shopify') },
];
