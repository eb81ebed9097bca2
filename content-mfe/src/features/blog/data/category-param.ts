/** The query parameter that names the chosen category: `/blog?category=company-news`. */
export const CATEGORY_PARAM = 'category';
