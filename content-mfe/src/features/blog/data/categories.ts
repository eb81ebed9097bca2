import { paths } from '@site/site';
import { filterSlug } from '@site/federation';
import { CATEGORY_PARAM } from './category-param';
import type { BlogListCategory } from './types';

export { CATEGORY_PARAM };

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

/** The URL of the blog filtered by a category (the blog itself for All). */
export function categoryHref(filter: BlogFilter): string {
  return filter === ALL_CATEGORIES ? paths.blog : `${paths.blog}?${CATEGORY_PARAM}=${filterSlug(filter)}`;
}

/** The category a `?category=` value names; All for none or an unknown one. */
export function filterFromParam(value: string | null): BlogFilter {
  return (
    blogFilters.find((filter) => filter !== ALL_CATEGORIES && filterSlug(filter) === value) ?? ALL_CATEGORIES
  );
}
