import laravelImage from '@/assets/blog/getting-started-with-laravel.svg';
import trainingLabImage from '@/assets/blog/new-training-lab-sargodha.svg';
import reactImage from '@/assets/blog/react-hooks-explained.svg';
import restApiImage from '@/assets/blog/build-a-rest-api-tutorial.svg';
import cleanCodeImage from '@/assets/blog/clean-code-practices.svg';
import courseGuideImage from '@/assets/blog/web-development-course-guide.svg';
import type { BlogPost } from './types';

/**
 * The blog's posts, each written once: what the list (/blog) and an article (/blog/{slug}) both
 * show. The list adds each post's excerpt (blog-posts.ts), an article its body (blog-articles.ts),
 * so that neither page carries the other's text.
 */
export const posts = [
  {
    slug: 'web-development-course-sargodha-guide',
    title: 'Web Development Course in Sargodha: What You Will Learn in 6 Months',
    category: 'Web Development',
    // The article files this post under Courses (the product specification has it so).
    articleCategory: 'Courses',
    author: 'Ahmed Raza',
    date: '2024-03-15',
    readTime: '6 min read',
    image: courseGuideImage,
  },
  {
    slug: 'clean-code-habits-for-professional-developers',
    title: '7 Clean Code Habits Every Professional Developer Should Build',
    category: 'Development',
    author: 'Sara Khan',
    date: '2024-03-02',
    readTime: '5 min read',
    image: cleanCodeImage,
  },
  {
    slug: 'getting-started-with-laravel-11',
    title: 'Getting Started with Laravel 11: Your First Application',
    category: 'Laravel',
    author: 'Usman Ali',
    date: '2024-02-20',
    readTime: '8 min read',
    image: laravelImage,
  },
  {
    slug: 'react-hooks-explained',
    title: 'React Hooks Explained: useState, useEffect and Beyond',
    category: 'React',
    author: 'Ayesha Malik',
    date: '2024-02-08',
    readTime: '7 min read',
    image: reactImage,
  },
  {
    slug: 'build-a-rest-api-step-by-step',
    title: 'Tutorial: Build a REST API Step by Step',
    category: 'Tutorials',
    author: 'Usman Ali',
    date: '2024-01-25',
    readTime: '10 min read',
    image: restApiImage,
  },
  {
    slug: 'codenest-opens-new-training-lab',
    title: 'CodeNest Opens a New Training Lab in Sargodha',
    category: 'Company News',
    author: 'CodeNest Team',
    date: '2024-01-10',
    readTime: '3 min read',
    image: trainingLabImage,
  },
] as const satisfies readonly BlogPost[];

/** The posts, by slug (their image texts are the catalogue's, `blog.imageAlts`). */
export type BlogSlug = (typeof posts)[number]['slug'];

/** A post of the dataset, its slug one of theirs. */
type Post = BlogPost & { slug: BlogSlug };

/** Each of `list` through `page`: a tuple as long as `list`, as Array's map does not keep that. */
function mapEach<List extends readonly Post[], T>(list: List, page: (post: Post) => T) {
  return list.map(page) as { readonly [K in keyof List]: T };
}

/**
 * Each post as one page shows it, in the dataset's order, so that `list[0]` is a post in its
 * type too.
 */
export const eachPost = <T>(page: (post: Post) => T) => mapEach(posts, page);
