import { BlogTabs, type BlogTabsProps } from '../../components/BlogTabs';

export type BlogListProps = Omit<BlogTabsProps, 'className'>;

/** /dashboard/blogs: the blog tabs (Trending, Latest, Favorites) with their cards and 'Show more'. */
export function BlogList(props: BlogListProps) {
  return (
    <div data-slot="blog-list" className="flex flex-col gap-6">
      <BlogTabs {...props} />
    </div>
  );
}
