import type { Author } from '@/lib/authors';
import type { BlogSlug } from './posts';

export type { BlogSlug };

/** Categories a post in the list can carry. */
export type BlogListCategory =
  'Web Development' | 'Development' | 'Laravel' | 'React' | 'Tutorials' | 'Company News';

/** Categories an article can carry: its first post is filed under 'Courses' there. */
export type BlogArticleCategory = Exclude<BlogListCategory, 'Web Development'> | 'Courses';

interface BlogPostFacts {
  slug: string;
  title: string;
  image: string;
  author: Author;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readTime: string;
}

/**
 * A post as the dataset has it (posts.ts): what the list and its article both show. A post the
 * list files under 'Web Development' is filed under its `articleCategory` on its article.
 */
export type BlogPost = BlogPostFacts &
  (
    | { category: BlogArticleCategory & BlogListCategory; articleCategory?: undefined }
    | { category: 'Web Development'; articleCategory: BlogArticleCategory }
  );

/** A card on /blog. */
export interface BlogPostSummary extends BlogPostFacts {
  slug: BlogSlug;
  excerpt: string;
  category: BlogListCategory;
}

/** The full article on /blog/{slug}; `content` is HTML. */
export interface BlogArticle extends BlogPostFacts {
  slug: BlogSlug;
  category: BlogArticleCategory;
  content: string;
}
