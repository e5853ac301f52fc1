export { CreateBlog } from './CreateBlog';
export type { BlogDraftFields, CreateBlogProps } from './CreateBlog';
