import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { courseSummariesFixture } from '@devlearn/api-client/mocks';
import { placeholderImage } from '../../lib/placeholderImage';
import { CourseCard } from './CourseCard';

const course = { ...courseSummariesFixture[0]!, thumbnail: { url: placeholderImage('React.js') } };

const meta = {
  title: 'Learning/CourseCard',
  component: CourseCard,
  args: { course },
  decorators: [
    (Story) => (
      <div className="w-72 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneLesson: Story = { args: { course: { ...course, lessonCount: 1 } } };

export const LongTitleIsCut: Story = {
  args: {
    course: {
      ...course,
      title: 'Advanced React.js Patterns: Compound Components, Render Props, Hooks and Suspense in Practice',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 55 characters, then an ellipsis; the link keeps the full title as its name.
    await expect(
      canvas.getByText('Advanced React.js Patterns: Compound Components, Render...'),
    ).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', `/dashboard/courses/${course._id}`);
    await expect(canvas.getByText('3 Lessons')).toBeVisible();
  },
};
