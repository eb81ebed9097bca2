// content-mfe's words in English: the 'article' part of its catalogue (its Urdu is ../ur/article.ts):
// the frame of a blog article (/blog/{slug}, English only), without the list's words.
import type { Catalogue } from '@site/i18n';
import { defineMessages } from '@/messages';

export const enArticle = {
  /** The blog's name in the breadcrumb. */
  blog: 'Blog',
  back: 'Back to Blog',
  details: 'Article details',
} satisfies Catalogue;

/** The 'article' words in the page's language: `const t = useArticleMessages();`. */
export const useArticleMessages = defineMessages('article', enArticle, {
  ur: () => import(/* webpackChunkName: "messages-ur-article" */ '../ur/article'),
});
