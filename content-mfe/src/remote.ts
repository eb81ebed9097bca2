// What content-mfe owns: its pages and their routes, and the blog's feed, declared once. The
// build derives its exposes from this and publishes it as routes.json; the shell and the site's
// server learn the routes from there at run time (docs/deploy.md). The pages with fixed content
// exist in Urdu too (/ur/faq…); the blog's articles, news stories and the feed stay English only.
import { defineRemote } from '@site/federation/routes';
import { paths } from '@site/site';
import { CATEGORY_PARAM } from './features/blog/data/category-param';

const inUrdu = ['en', 'ur'] as const;

export default defineRemote({
  name: 'content',
  pages: {
    BlogPage: {
      file: './src/routes/blog-page.tsx',
      // The category filter is a query link (/blog?category=laravel): rendered and cached per category.
      routes: [
        {
          path: paths.blog,
          title: 'Blog',
          label: 'the blog',
          query: [CATEGORY_PARAM],
          locales: inUrdu,
          translations: { ur: { title: 'بلاگ', label: 'بلاگ' } },
        },
      ],
    },
    BlogArticlePage: {
      file: './src/routes/blog-article-page.tsx',
      routes: [{ path: paths.blogPost(':slug'), title: 'Blog', label: 'this article' }],
    },
    NewsPage: {
      file: './src/routes/news-page.tsx',
      routes: [
        {
          path: paths.news,
          title: 'News',
          label: 'the news',
          locales: inUrdu,
          translations: { ur: { title: 'خبریں', label: 'خبروں کا صفحہ' } },
        },
      ],
    },
    EventsPage: {
      file: './src/routes/events-page.tsx',
      routes: [
        {
          path: paths.events,
          title: 'Events',
          label: 'the events',
          locales: inUrdu,
          translations: { ur: { title: 'ایونٹس', label: 'ایونٹس کا صفحہ' } },
        },
      ],
    },
    FaqPage: {
      file: './src/routes/faq-page.tsx',
      routes: [
        {
          path: paths.faq,
          title: 'FAQ',
          label: 'the FAQ',
          locales: inUrdu,
          translations: { ur: { title: 'عمومی سوالات', label: 'عمومی سوالات کا صفحہ' } },
        },
      ],
    },
    CommunityPage: {
      file: './src/routes/community-page.tsx',
      routes: [
        {
          path: paths.community,
          title: 'Community',
          label: 'the community page',
          locales: inUrdu,
          translations: { ur: { title: 'کمیونٹی', label: 'کمیونٹی کا صفحہ' } },
        },
      ],
    },
  },
  resources: {
    BlogFeed: {
      file: './src/routes/blog-feed.ts',
      path: paths.blogFeed,
      contentType: 'application/rss+xml; charset=utf-8',
    },
  },
});
