import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CourseProgress } from './CourseProgress';

const meta = {
  title: 'Learning/CourseProgress',
  component: CourseProgress,
  args: { progress: { completedLessons: 2, totalLessons: 4 } },
  decorators: [
    (Story) => (
      <div className="w-72 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfWay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '4');
    await expect(bar).toHaveAttribute('aria-valuetext', '2 of 4 lessons');
    await expect(canvas.getByText('2 of 4 lessons')).toBeVisible();
  },
};

export const NotStarted: Story = {
  args: { progress: { completedLessons: 0, totalLessons: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 of 1 lesson')).toBeVisible();
  },
};

export const WithAccessEnd: Story = {
  args: { accessUntil: '2027-03-03T12:00:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Access until March 3, 2027')).toBeVisible();
  },
};
