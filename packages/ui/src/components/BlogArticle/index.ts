export { BlogArticle } from './BlogArticle';
export type { BlogArticleProps, BlogArticleBlog } from './BlogArticle';
