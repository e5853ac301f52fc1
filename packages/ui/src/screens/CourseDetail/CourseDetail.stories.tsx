import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { coursesFixture, userFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { CourseDetail } from './CourseDetail';

const enrolledCourse = { ...coursesFixture[0]!, thumbnail: { url: placeholderImage('React.js') } };
const openCourse = { ...coursesFixture[1]!, thumbnail: { url: placeholderImage('HTML') } };

const meta = {
  title: 'Screens/Dashboard/CourseDetail',
  component: CourseDetail,
  args: { course: openCourse, onEnroll: fn() },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ username: userFixture.username, avatar: null }}
        currentPath={`/dashboard/courses/${openCourse._id}`}
        onLogout={() => {}}
      >
        <Story />
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotEnrolled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: openCourse.title })).toBeVisible();
    // The breadcrumb cuts the title to 15 characters.
    const crumb = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(crumb.getByText(`${openCourse.title.slice(0, 15).trimEnd()}...`)).toBeVisible();
    await expect(canvas.getAllByText(/^Video/)).toHaveLength(openCourse.syllabus.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll For Free' }));
    await expect(args.onEnroll).toHaveBeenCalledTimes(1);
  },
};

export const Enrolling: Story = { args: { isEnrolling: true } };

export const Enrolled: Story = {
  args: { course: enrolledCourse },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go to Lessons' })).toHaveAttribute(
      'href',
      `/dashboard/courses/learn/${enrolledCourse._id}/lesson/${enrolledCourse.syllabus[0]!._id}`,
    );
  },
};

export const Loading: Story = { args: { course: null } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const WithLikeToggle: Story = {
  args: { course: { ...openCourse, isUserLiked: false, totalLikes: 9 }, onToggleLike: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: 'Like this course, 9 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
  },
};

export const Liked: Story = {
  args: { course: { ...openCourse, isUserLiked: true, totalLikes: 10 }, onToggleLike: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Liked this course, 10 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const EnrolledWithProgress: Story = {
  args: {
    course: {
      ...enrolledCourse,
      isEnrolled: true,
      enrollment: { expiresAt: '2027-03-03T12:00:00.000Z' },
    },
    progress: {
      completedLessons: 1,
      totalLessons: enrolledCourse.syllabus.length,
      resumeLessonId: enrolledCourse.syllabus[1]!._id,
      completedLessonIds: [enrolledCourse.syllabus[0]!._id],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 'Go to Lessons' resumes at the lesson after the completed one.
    await expect(canvas.getByRole('link', { name: 'Go to Lessons' })).toHaveAttribute(
      'href',
      `/dashboard/courses/learn/${enrolledCourse._id}/lesson/${enrolledCourse.syllabus[1]!._id}`,
    );
    await expect(canvas.getByText(`1 of ${enrolledCourse.syllabus.length} lessons`)).toBeVisible();
    await expect(canvas.getByText('Access until March 3, 2027')).toBeVisible();
    const syllabus = within(canvas.getByRole('navigation', { name: 'Syllabus' }));
    await expect(syllabus.getAllByText('(completed)')).toHaveLength(1);
  },
};

/** Every lesson done and the certificate issued (D51): 'View certificate' under the title. */
export const EnrolledWithCertificate: Story = {
  args: {
    course: { ...enrolledCourse, isEnrolled: true },
    progress: {
      completedLessons: enrolledCourse.syllabus.length,
      totalLessons: enrolledCourse.syllabus.length,
      resumeLessonId: enrolledCourse.syllabus[0]!._id,
      completedLessonIds: enrolledCourse.syllabus.map((lesson) => lesson._id),
    },
    certificate: { id: 'k3v7q2m9x4b6n8c1d5f0g2h4jt', href: '/certificates/k3v7q2m9x4b6n8c1d5f0g2h4jt' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('heading', { level: 1 }).closest('header')!;
    await expect(within(header).getByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      '/certificates/k3v7q2m9x4b6n8c1d5f0g2h4jt',
    );
    await expect(canvas.getAllByRole('link', { name: 'View certificate' })).toHaveLength(1);
  },
};
