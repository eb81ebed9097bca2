// The words of content-mfe's routes in each language they exist in: the page's title, written once
// (the document's, and the heading of a page that reads it with `useRouteTitle`), and the label
// that names the area while it loads or when it fails. remote.ts spreads them into its routes, and
// its build publishes them (routes.json), so the shell names an area before its code arrives. Read
// by the build without React: no imports but the helper.
import { defineRouteWords } from '@site/federation/routes';

export const routeWords = defineRouteWords({
  blog: { en: { title: 'Blog', label: 'the blog' }, ur: { title: 'بلاگ', label: 'بلاگ' } },
  // The articles are in English only.
  blogArticle: { en: { title: 'Blog', label: 'this article' } },
  news: { en: { title: 'News', label: 'the news' }, ur: { title: 'خبریں', label: 'خبروں کا صفحہ' } },
  events: { en: { title: 'Events', label: 'the events' }, ur: { title: 'ایونٹس', label: 'ایونٹس کا صفحہ' } },
  faq: {
    en: { title: 'FAQ', label: 'the FAQ' },
    ur: { title: 'عمومی سوالات', label: 'عمومی سوالات کا صفحہ' },
  },
  community: {
    en: { title: 'Community', label: 'the community page' },
    ur: { title: 'کمیونٹی', label: 'کمیونٹی کا صفحہ' },
  },
});
