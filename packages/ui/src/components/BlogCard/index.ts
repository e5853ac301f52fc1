export { BlogCard } from './BlogCard';
export type { BlogCardProps, BlogCardBlog } from './BlogCard';
