export { CreateBlog } from './CreateBlog';
export type { BlogDraftFields, CreateBlogProps } from './CreateBlog';
export type { BlogEditFormValues, BlogFormInput, BlogFormValues } from '../../forms/blogFormSchema';
