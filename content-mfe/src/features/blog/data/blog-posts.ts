import { eachPost } from './posts';
import type { BlogPostSummary, BlogSlug } from './types';

/** Each post's excerpt on its card, by slug: the list on /blog is the posts (posts.ts) with them. */
const excerpts = {
  'web-development-course-sargodha-guide':
    'From your first HTML page to a deployed full-stack application: a month-by-month look at our classroom web development course and the projects you build along the way.',
  'clean-code-habits-for-professional-developers':
    'Readable names, small functions and honest tests: the everyday habits our team relies on to ship code that the next developer can understand and change safely.',
  'getting-started-with-laravel-11':
    'Install Laravel, understand routes, controllers and Eloquent models, and build a small task manager to see how the pieces of the framework fit together.',
  'react-hooks-explained':
    'A practical tour of the hooks you will use every day, the mistakes beginners make with effects, and when to reach for a custom hook of your own.',
  'build-a-rest-api-step-by-step':
    'Design resources, choose status codes, validate input and document your endpoints: a hands-on tutorial that takes an API from a blank folder to a working service.',
  'codenest-opens-new-training-lab':
    'Our new lab on University Road adds 30 workstations, a project room and evening hours, so more students can learn with the tools professional teams use.',
} satisfies Record<BlogSlug, string>;

/** The list of /blog: every post with its excerpt. */
export const blogPosts = eachPost(({ articleCategory: _, ...post }): BlogPostSummary => ({
  ...post,
  excerpt: excerpts[post.slug],
}));
