import type { ResourceModule } from '@site/federation';
import { paths, siteSettings } from '@site/site';
import { articleDescription } from '../features/blog/lib/article-description';
import { blogArticles } from '../features/blog/data/blog-articles';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** The blog's RSS 2.0 feed (`/blog/rss.xml`), newest article first. */
export const renderBlogFeed: ResourceModule['default'] = ({ origin }) => {
  const articles = [...blogArticles].sort((a, b) => b.date.localeCompare(a.date));
  const items = articles.map((article) => {
    const link = `${origin}${paths.blogPost(article.slug)}`;
    return `    <item>
      <title>${escapeXml(article.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${rfc822(article.date)}</pubDate>
      <category>${escapeXml(article.category)}</category>
      <description>${escapeXml(articleDescription(article.content))}</description>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${siteSettings.companyName} Blog`)}</title>
    <link>${origin}${paths.blog}</link>
    <atom:link href="${origin}${paths.blogFeed}" rel="self" type="application/rss+xml" />
    <description>Articles on web development, Laravel and React, tutorials and news from our team in ${siteSettings.city}.</description>
    <language>en</language>
    <lastBuildDate>${rfc822(articles[0]?.date ?? '2024-01-01')}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
};

export default renderBlogFeed;
