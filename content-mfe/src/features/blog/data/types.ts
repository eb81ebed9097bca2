import type { Author } from '@/lib/authors';
import type { enBlog } from '@/messages/en/blog';

/** The posts, by slug (each has its image's alt text in the catalogue). */
export type BlogSlug = keyof typeof enBlog.imageAlts;

/** Categories a post in the list can carry. */
export type BlogListCategory =
  'Web Development' | 'Development' | 'Laravel' | 'React' | 'Tutorials' | 'Company News';

/** Categories an article can carry: its first post is filed under 'Courses' there. */
export type BlogArticleCategory = Exclude<BlogListCategory, 'Web Development'> | 'Courses';

interface BlogPostFacts {
  slug: BlogSlug;
  title: string;
  image: string;
  /** Describes the illustration, for the image's alt text. */
  imageAlt: string;
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
  excerpt: string;
  category: BlogListCategory;
}

/** The full article on /blog/{slug}; `content` is HTML. */
export interface BlogArticle extends BlogPostFacts {
  category: BlogArticleCategory;
  content: string;
}
