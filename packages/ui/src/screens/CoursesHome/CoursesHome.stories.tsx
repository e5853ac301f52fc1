import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { courseSummariesFixture, userFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { CoursesHome } from './CoursesHome';

const courses = courseSummariesFixture.map((course) => ({
  ...course,
  thumbnail: { url: placeholderImage(course.title.split(':')[0] ?? course.title) },
}));

const meta = {
  title: 'Screens/Dashboard/CoursesHome',
  component: CoursesHome,
  args: {
    username: userFixture.username,
    latestEnrollment: courses[0]!,
    popularCourses: courses,
    onSearch: fn(),
  },
  // The sidebar shows the same user as the welcome line (or 'Guest').
  render: (args) => (
    <DashboardLayout
      user={args.username ? { username: args.username, avatar: null } : null}
      currentPath="/dashboard/courses"
      onLogout={() => {}}
    >
      <CoursesHome {...args} />
    </DashboardLayout>
  ),
} satisfies Meta<typeof CoursesHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: `Welcome, ${userFixture.username} to Our Courses` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Enrollments' })).toHaveAttribute(
      'href',
      '/dashboard/courses/all?show=my-enrollments',
    );
    await expect(canvas.getByRole('heading', { name: 'Our Popular Courses' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Guest: Story = {
  args: { username: null, latestEnrollment: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Welcome, Guest to Our Courses' }),
    ).toBeVisible();
  },
};

export const NoEnrollmentYet: Story = { args: { latestEnrollment: null } };

export const NoCourses: Story = { args: { latestEnrollment: null, popularCourses: [] } };

export const Loading: Story = { args: { isLoading: true, latestEnrollment: null, popularCourses: [] } };

export const SearchesFromTheBox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByPlaceholderText('Search...'), 'node{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('node');
  },
};

/** A 30-character username (the longest allowed) must wrap, not push the page sideways on a phone. */
export const MobileLongUsername: Story = {
  args: { username: 'a_very_long_username_of_30_chr' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const ContinueLearningWithProgress: Story = {
  args: {
    latestEnrollmentProgress: { completedLessons: 1, totalLessons: 3, resumeLessonId: 'lesson-to-resume' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const continueSection = within(canvas.getByRole('region', { name: 'Continue Learning' }));
    await expect(continueSection.getByText('1 of 3 lessons')).toBeVisible();
    await expect(continueSection.getByRole('link', { name: args.latestEnrollment!.title })).toHaveAttribute(
      'href',
      `/dashboard/courses/learn/${args.latestEnrollment!._id}/lesson/lesson-to-resume`,
    );
  },
};
