export { CreateBlog } from './CreateBlog';
export type { CreateBlogProps } from './CreateBlog';
