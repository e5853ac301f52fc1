import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { coursesFixture } from '@devlearn/api-client/mocks';
import { Syllabus } from './Syllabus';

const course = coursesFixture[0]!;

const meta = {
  title: 'Learning/Syllabus',
  component: Syllabus,
  args: { courseId: course._id, lessons: course.syllabus },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Syllabus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^Video/)).toHaveLength(course.syllabus.length);
  },
};

export const WithDurationsAndTicks: Story = {
  args: {
    lessons: course.syllabus.map((lesson, index) => ({ ...lesson, durationSeconds: 42 + index * 600 })),
    completedLessonIds: [course.syllabus[0]!._id],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Lengths as a player shows them, in a machine-readable <time>.
    await expect(canvas.getByText('0:42')).toHaveAttribute('datetime', 'PT42S');
    await expect(canvas.getByText('10:42')).toBeVisible();
    // A completed lesson is ticked, and says so to assistive technology.
    const first = canvas.getByRole('link', { name: new RegExp(course.syllabus[0]!.title) });
    await expect(first).toHaveAttribute('data-state', 'completed');
    await expect(first).toHaveTextContent('(completed)');
    const second = canvas.getByRole('link', { name: new RegExp(course.syllabus[1]!.title) });
    await expect(second).not.toHaveTextContent('(completed)');
  },
};

export const CurrentLessonMarked: Story = {
  args: { currentLessonId: course.syllabus[1]!._id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent(course.syllabus[1]!.title);
    await expect(current).toHaveAttribute(
      'href',
      `/dashboard/courses/learn/${course._id}/lesson/${course.syllabus[1]!._id}`,
    );
  },
};
