import { paths, sectionIds, type SectionId } from '@site/site';

export const quickLinks: readonly { label: string; section: SectionId }[] = [
  { label: 'Services', section: sectionIds.services },
  { label: 'Portfolio', section: sectionIds.portfolio },
  { label: 'Team', section: sectionIds.team },
  { label: 'Testimonials', section: sectionIds.testimonials },
  { label: 'Courses', section: sectionIds.courses },
  { label: 'Free Consultation', section: sectionIds.consultancy },
  { label: 'Start a Project', section: sectionIds.startProject },
];

/** The spec's footer services; those with package pages link there, the others to #services. */
export const footerServices: readonly { label: string; to: string }[] = [
  { label: 'Laravel Development', to: paths.packages('laravel') },
  { label: 'React JS', to: paths.packages('react') },
  { label: 'React Native', to: paths.section(sectionIds.services) },
  { label: 'Remix JS', to: paths.packages('remix') },
  { label: 'MERN Stack', to: paths.section(sectionIds.services) },
  { label: 'Shopify Development', to: paths.packages('shopify') },
];
