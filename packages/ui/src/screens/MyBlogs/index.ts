export { MyBlogs } from './MyBlogs';
export type { MyBlogsProps } from './MyBlogs';
