// content-mfe's words in English: the 'blog' part of its catalogue (its Urdu is ../ur/blog.ts): the list
// of /blog (an article's own words are in article.ts).
import { plural, type Catalogue } from '@site/i18n';
import type { BlogSlug } from '@/features/blog/data/types';
import { defineMessages } from '@/messages';

export const enBlog = {
  description: (city: string) =>
    `Articles on web development, Laravel and React, hands-on tutorials and news from our team in ${city}.`,
  filteredTitle: (filter: string) => `Blog: ${filter}`,
  filteredDescription: (filter: string, companyName: string, description: string) =>
    `${filter} articles from the ${companyName} blog. ${description}`,
  eyebrow: 'Insights & tutorials',
  heading: 'Our Blog',
  filterLabel: 'Filter posts by category',
  all: 'All',
  categories: {
    'Web Development': 'Web Development',
    Development: 'Development',
    Laravel: 'Laravel',
    React: 'React',
    Tutorials: 'Tutorials',
    'Company News': 'Company News',
  },
  showingAll: (count: number) =>
    `Showing all ${count} ${plural('en', count, { one: 'post', other: 'posts' })}`,
  showingIn: (count: number, filter: string) =>
    `Showing ${count} ${plural('en', count, { one: 'post', other: 'posts' })} in ${filter}`,
  empty: {
    title: (filter: string) => `No posts in ${filter} yet`,
    text: 'We are writing new articles all the time. In the meantime, browse every post.',
    showAll: 'Show all posts',
  },
  details: 'Post details',
  readTime: (minutes: number) => `${minutes} min read`,
  imageAlts: {
    'web-development-course-sargodha-guide': 'Illustration of a code editor and a graduation cap',
    'clean-code-habits-for-professional-developers':
      'Illustration of neatly indented code in an editor window',
    'getting-started-with-laravel-11': 'Illustration of three stacked building blocks',
    'react-hooks-explained': 'Illustration of the React atom logo',
    'build-a-rest-api-step-by-step': 'Illustration of an open book with highlighted lines',
    'codenest-opens-new-training-lab': 'Illustration of an office building with lit windows',
  } satisfies Record<BlogSlug, string>,
} satisfies Catalogue;

/** The 'blog' words in the page's language: `const t = useBlogMessages();`. */
export const useBlogMessages = defineMessages('blog', enBlog, {
  ur: () => import(/* webpackChunkName: "messages-ur-blog" */ '../ur/blog'),
});
