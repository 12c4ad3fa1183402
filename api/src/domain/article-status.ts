/** admin.md §3 "Article" and §4 "Article status". */
export const ARTICLE_STATUSES = ['Draft', 'Pending', 'Approved', 'Published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
