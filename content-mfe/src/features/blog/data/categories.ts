import type { BlogListCategory } from './types';

export const ALL_CATEGORIES = 'All';

/**
 * The filter buttons, in the spec's order. There is deliberately no 'Web Development' button
 * although a post in the list carries that category (a spec quirk kept as is: that post shows
 * under All only).
 */
export const blogFilters = [
  ALL_CATEGORIES,
  'Development',
  'Laravel',
  'React',
  'Tutorials',
  'Company News',
] as const satisfies readonly (BlogListCategory | typeof ALL_CATEGORIES)[];

export type BlogFilter = (typeof blogFilters)[number];
