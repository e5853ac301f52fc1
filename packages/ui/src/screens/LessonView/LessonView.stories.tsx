import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { commentsFixture, coursesFixture, lessonFixture, userFixture } from '@devlearn/api-client/mocks';
import sampleVideo from '../../components/VideoPlayer/sample-lesson.webm';
import { placeholderResponsiveImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { LessonView } from './LessonView';

// The fixtures' thumbnails are the media server's addresses; the enrolled lesson shows its own as the video's poster.
const enrolledCourse = { ...coursesFixture[0]!, thumbnail: placeholderResponsiveImage('React.js') };
const openCourse = coursesFixture[1]!;
const enrolledLesson = {
  ...lessonFixture(enrolledCourse),
  title: 'React.js: Getting started with components and JSX',
  video: { url: sampleVideo },
};
const lockedLesson = lessonFixture(openCourse);

const discussion = {
  comments: commentsFixture,
  currentUserId: userFixture._id,
  onAdd: fn(),
  onEdit: fn(),
  onDelete: fn(),
  onReport: fn(),
};

const meta = {
  title: 'Screens/Dashboard/LessonView',
  component: LessonView,
  args: {
    course: enrolledCourse,
    lesson: enrolledLesson,
    onEnroll: fn(),
    onToggleFavorite: fn(),
    onToggleLike: fn(),
    discussion,
  },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ username: userFixture.username, avatar: null }}
        currentPath="/dashboard/courses"
        onLogout={() => {}}
        hideHeaderAndFooter
      >
        <Story />
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof LessonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enrolled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The lesson header cuts the title to 30 characters.
    await expect(canvas.getByText('React.js: Getting started with...')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toHaveAccessibleName(enrolledLesson.title);
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'About This Course' })).toBeVisible();
    const syllabus = within(canvas.getByRole('navigation', { name: 'Syllabus' }));
    await expect(syllabus.getByRole('link', { current: 'page' })).toHaveTextContent(
      lessonFixture(enrolledCourse).title,
    );
  },
};

export const NotEnrolled: Story = {
  args: { course: openCourse, lesson: lockedLesson },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll For Free' }));
    await expect(args.onEnroll).toHaveBeenCalledTimes(1);
  },
};

export const Enrolling: Story = { args: { course: openCourse, lesson: lockedLesson, isEnrolling: true } };

export const Favorite: Story = { args: { course: { ...enrolledCourse, isFavorite: true } } };

export const Liked: Story = { args: { lesson: { ...enrolledLesson, isUserLiked: true, totalLikes: 4 } } };

export const Loading: Story = { args: { course: null, lesson: null } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const TogglesFavoriteAndLike: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Favorites' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Like this lesson, 3 likes' }));
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
  },
};

export const DiscussionsTabForEnrolled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Discussions' }));
    await expect(canvas.getByRole('heading', { name: 'Lesson Discussion' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
  },
};

export const DiscussionsTabForNotEnrolled: Story = {
  args: { course: openCourse, lesson: lockedLesson },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Discussions' }));
    await expect(canvas.getByRole('heading', { name: 'Lesson Discussion' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'More options' })).toHaveLength(
      commentsFixture.length,
    );
  },
};

export const DiscussionsLoading: Story = {
  args: { discussion: { ...discussion, comments: [], isLoading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Discussions' }));
    await expect(canvas.getByRole('status', { name: 'Loading comments' })).toBeVisible();
  },
};

export const WithProgress: Story = {
  args: {
    progress: { positionSeconds: 1, completed: true },
    completedLessonIds: [enrolledLesson._id],
    onPositionReport: fn(),
    onToggleCompleted: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const markDone = canvas.getByRole('button', { name: 'Mark as done' });
    await expect(markDone).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(markDone);
    await expect(args.onToggleCompleted).toHaveBeenCalledTimes(1);
    const syllabus = within(canvas.getByRole('navigation', { name: 'Syllabus' }));
    await expect(syllabus.getByRole('link', { current: 'page' })).toHaveTextContent('(completed)');
  },
};
