import type { Author } from '@/lib/authors';
import type { enBlog } from '@/messages/en/blog';

/** The posts of the list, by slug (each has its image's alt text in the catalogue). */
export type BlogSlug = keyof typeof enBlog.imageAlts;

/** Categories a post in the list can carry (the list dataset). */
export type BlogListCategory =
  'Web Development' | 'Development' | 'Laravel' | 'React' | 'Tutorials' | 'Company News';

/** The article dataset differs slightly: its first post is filed under 'Courses'. */
export type BlogArticleCategory = Exclude<BlogListCategory, 'Web Development'> | 'Courses';

interface BlogPostBase {
  slug: string;
  title: string;
  image: string;
  /** Describes the illustration, for the image's alt text. */
  imageAlt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readTime: string;
}

/** A card on /blog. */
export interface BlogPostSummary extends BlogPostBase {
  slug: BlogSlug;
  author: Author;
  excerpt: string;
  category: BlogListCategory;
}

/** The full article on /blog/{slug}; `content` is HTML. */
export interface BlogArticle extends BlogPostBase {
  category: BlogArticleCategory;
  content: string;
}
