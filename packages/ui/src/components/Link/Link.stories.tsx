import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { placeholderImage } from '../../lib/placeholderImage';
import type { UiRoutes } from '../../lib/routes';
import { CourseCard } from '../CourseCard';
import { Header } from '../Header';
import { Link, UiLinkProvider, type LinkComponent } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/courses', children: 'Browse the courses', className: 'text-dl-fg underline' },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook's own provider: the link renders but does not leave the story. */
export const InTheStorybookProvider: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse the courses' });
    await expect(link).toHaveAttribute('href', '/courses');
    await expect(link).toHaveAttribute('data-slot', 'link');
  },
};

const recorded: string[] = [];
/** What an app passes to `UiLinkProvider`: here, a component that records where it would navigate. */
const RecordingLink: LinkComponent = ({ href, onClick, children, ...rest }) => (
  <a
    href={href}
    data-router="recording"
    onClick={(event) => {
      event.preventDefault();
      recorded.push(href);
      onClick?.(event);
    }}
    {...rest}
  >
    {children}
  </a>
);

/** The app's link component decides how navigation happens (client-side routing in apps/web). */
export const ThroughTheAppsLinkComponent: Story = {
  render: (args) => (
    <UiLinkProvider component={RecordingLink}>
      <Link {...args} />
    </UiLinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse the courses' });
    await expect(link).toHaveAttribute('data-router', 'recording');
    await userEvent.click(link);
    await expect(recorded).toContain('/courses');
  },
};

const hostRoute = (path: string) => ({ getHref: () => `/host${path}` });
/** Another app's route table: the library's own links follow it, whatever its paths are. */
const hostRoutes: UiRoutes = {
  home: hostRoute('/'),
  site: { about: hostRoute('/about') },
  contact: hostRoute('/contact'),
  features: {
    tutorials: hostRoute('/tutorials'),
    community: hostRoute('/community'),
    courses: hostRoute('/courses'),
    projects: hostRoute('/projects'),
    resources: hostRoute('/resources'),
    challenges: hostRoute('/challenges'),
  },
  auth: { login: hostRoute('/sign-in'), register: hostRoute('/join'), forgotPassword: hostRoute('/forgot') },
  dashboard: {
    courses: hostRoute('/learn'),
    courseList: { getHref: (show, query) => `/host/learn/list/${show}${query ? `?q=${query}` : ''}` },
    course: { getHref: (courseId) => `/host/learn/course/${encodeURIComponent(courseId)}` },
    lesson: { getHref: (courseId, lessonId) => `/host/learn/${courseId}/${lessonId}` },
    profile: hostRoute('/me'),
    blogs: hostRoute('/posts'),
    blog: { getHref: (blogId) => `/host/posts/${blogId}` },
    editBlog: { getHref: (blogId) => `/host/posts/${blogId}/edit` },
    myBlogs: hostRoute('/posts/mine'),
    createBlog: hostRoute('/posts/new'),
  },
};

/** The routes handed to `UiLinkProvider` are where the library's own links point: it spells no path itself. */
export const RoutesFromTheApp: Story = {
  render: () => (
    <UiLinkProvider routes={hostRoutes}>
      <Header />
      <CourseCard
        course={{
          _id: 'c/1',
          title: 'Routed course',
          thumbnail: { url: placeholderImage('Routed') },
          lessonCount: 2,
        }}
      />
    </UiLinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/host/sign-in');
    await expect(canvas.getByRole('link', { name: /Routed course/ })).toHaveAttribute(
      'href',
      '/host/learn/course/c%2F1',
    );
  },
};
