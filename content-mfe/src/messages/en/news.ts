// content-mfe's words in English: the 'news' part of its catalogue (its Urdu is ../ur/news.ts).
import type { Catalogue } from '@site/i18n';
import type { NewsCategory, NewsId } from '@/features/news/data/news';
import { defineMessages } from '@/messages';

export const enNews = {
  description: (companyName: string) =>
    `Admissions, student achievements, new projects and community milestones from ${companyName}.`,
  eyebrow: "What's new",
  title: 'Latest News',
  details: 'News details',
  loadMore: 'Load More News',
  noMore: "You're all caught up — no more news yet. Check back soon.",
  categories: {
    Admissions: 'Admissions',
    Achievements: 'Achievements',
    Company: 'Company',
    Students: 'Students',
    Projects: 'Projects',
    Community: 'Community',
  } satisfies Record<NewsCategory, string>,
  imageAlts: {
    '1': 'Illustration of a calendar with one day highlighted',
    '2': 'Illustration of a golden trophy with a star',
    '3': 'Illustration of a shopping cart holding two parcels',
    '4': 'Illustration of a laptop showing a rising chart',
    '5': 'Illustration of a phone showing an app home screen',
    '6': 'Illustration of a megaphone with sound waves',
  } satisfies Record<`${NewsId}`, string>,
} satisfies Catalogue;

/** The 'news' words in the page's language: `const t = useNewsMessages();`. */
export const useNewsMessages = defineMessages('news', enNews, {
  ur: () => import(/* webpackChunkName: "messages-ur-news" */ '../ur/news'),
});
