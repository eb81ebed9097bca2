import { paths, siteSettings } from '@site/site';

/** The `<link rel="alternate">` that tells feed readers where the blog's RSS feed is. */
export const blogFeedLink = {
  type: 'application/rss+xml',
  title: `${siteSettings.companyName} Blog`,
  href: paths.blogFeed,
} as const;
