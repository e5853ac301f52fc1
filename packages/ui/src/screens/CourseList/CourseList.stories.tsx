import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { courseSummariesFixture, userFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { CourseList } from './CourseList';

const courses = courseSummariesFixture.map((course) => ({
  ...course,
  thumbnail: { url: placeholderImage(course.title.split(':')[0] ?? course.title) },
}));

const meta = {
  title: 'Screens/Dashboard/CourseList',
  component: CourseList,
  args: { show: 'all-courses', courses, onSearch: fn() },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ username: userFixture.username, avatar: null }}
        currentPath="/dashboard/courses/all?show=all-courses"
        onLogout={() => {}}
      >
        <Story />
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof CourseList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('All Courses');
    await expect(heading).toHaveTextContent('06');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MyEnrollments: Story = {
  args: { show: 'my-enrollments', courses: courses.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent('My Enrollments');
    await expect(heading).toHaveTextContent('01');
  },
};

export const Favorites: Story = { args: { show: 'favorites', courses: courses.slice(1, 3) } };

export const SearchResults: Story = {
  args: { show: 'search-results', query: 'react', courses: courses.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search Results');
    await expect(canvas.getByPlaceholderText('Search...')).toHaveValue('react');
  },
};

export const NoSearchResults: Story = {
  args: { show: 'search-results', query: 'cobol', courses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No search results found')).toBeVisible();
  },
};

export const NoCourses: Story = {
  args: { show: 'favorites', courses: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No courses found')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, courses: [] } };

export const Failed: Story = { args: { courses: [], error: 'Something went wrong' } };

export const MyEnrollmentsWithProgress: Story = {
  args: {
    show: 'my-enrollments',
    courses: [{ ...courses[0]!, expiresAt: '2027-03-03T12:00:00.000Z' }],
    progressByCourse: { [courses[0]!._id]: { completedLessons: 2, totalLessons: 4 } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 4 lessons')).toBeVisible();
    await expect(canvas.getByText('Access until March 3, 2027')).toBeVisible();
  },
};

/** My Enrollments with a completed course whose certificate was issued (D51): its row links to it. */
export const MyEnrollmentsWithCertificate: Story = {
  args: {
    show: 'my-enrollments',
    courses: courses.slice(0, 2),
    progressByCourse: {
      [courses[0]!._id]: { completedLessons: 4, totalLessons: 4 },
      [courses[1]!._id]: { completedLessons: 1, totalLessons: 3 },
    },
    certificateHrefByCourse: { [courses[0]!._id]: '/certificates/k3v7q2m9x4b6n8c1d5f0g2h4jt' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: /^View certificate/ });
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(`View certificate of ${courses[0]!.title}`);
    await expect(links[0]).toHaveAttribute('href', '/certificates/k3v7q2m9x4b6n8c1d5f0g2h4jt');
  },
};
