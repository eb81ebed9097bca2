import { blogImages } from './blog-images';
import type { BlogPostSummary } from './types';

/**
 * The list dataset of /blog. Its categories include both 'Web Development' and 'Development',
 * although the filter has no 'Web Development' button; the article dataset files the first post under 'Courses' instead.
 */
export const blogPosts = [
  {
    slug: 'web-development-course-sargodha-guide',
    title: 'Web Development Course in Sargodha: What You Will Learn in 6 Months',
    excerpt:
      'From your first HTML page to a deployed full-stack application: a month-by-month look at our classroom web development course and the projects you build along the way.',
    category: 'Web Development',
    author: 'Ahmed Raza',
    date: '2024-03-15',
    readTime: '6 min read',
    ...blogImages['web-development-course-sargodha-guide'],
  },
  {
    slug: 'clean-code-habits-for-professional-developers',
    title: '7 Clean Code Habits Every Professional Developer Should Build',
    excerpt:
      'Readable names, small functions and honest tests: the everyday habits our team relies on to ship code that the next developer can understand and change safely.',
    category: 'Development',
    author: 'Sara Khan',
    date: '2024-03-02',
    readTime: '5 min read',
    ...blogImages['clean-code-habits-for-professional-developers'],
  },
  {
    slug: 'getting-started-with-laravel-11',
    title: 'Getting Started with Laravel 11: Your First Application',
    excerpt:
      'Install Laravel, understand routes, controllers and Eloquent models, and build a small task manager to see how the pieces of the framework fit together.',
    category: 'Laravel',
    author: 'Usman Ali',
    date: '2024-02-20',
    readTime: '8 min read',
    ...blogImages['getting-started-with-laravel-11'],
  },
  {
    slug: 'react-hooks-explained',
    title: 'React Hooks Explained: useState, useEffect and Beyond',
    excerpt:
      'A practical tour of the hooks you will use every day, the mistakes beginners make with effects, and when to reach for a custom hook of your own.',
    category: 'React',
    author: 'Ayesha Malik',
    date: '2024-02-08',
    readTime: '7 min read',
    ...blogImages['react-hooks-explained'],
  },
  {
    slug: 'build-a-rest-api-step-by-step',
    title: 'Tutorial: Build a REST API Step by Step',
    excerpt:
      'Design resources, choose status codes, validate input and document your endpoints: a hands-on tutorial that takes an API from a blank folder to a working service.',
    category: 'Tutorials',
    author: 'Usman Ali',
    date: '2024-01-25',
    readTime: '10 min read',
    ...blogImages['build-a-rest-api-step-by-step'],
  },
  {
    slug: 'codenest-opens-new-training-lab',
    title: 'CodeNest Opens a New Training Lab in Sargodha',
    excerpt:
      'Our new lab on University Road adds 30 workstations, a project room and evening hours, so more students can learn with the tools professional teams use.',
    category: 'Company News',
    author: 'CodeNest Team',
    date: '2024-01-10',
    readTime: '3 min read',
    ...blogImages['codenest-opens-new-training-lab'],
  },
] as const satisfies readonly BlogPostSummary[];
