import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LessonTabs } from './LessonTabs';

const meta = {
  title: 'Learning/LessonTabs',
  component: LessonTabs,
  args: {
    about: <p>Components, props and state, in five minutes.</p>,
    discussions: <p>Lesson Discussion goes here.</p>,
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LessonTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboutFirst: Story = {};

export const DiscussionsFirst: Story = { args: { defaultTab: 'discussions' } };

export const SwitchesTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Components, props and state');
    await userEvent.click(canvas.getByRole('tab', { name: 'Discussions' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lesson Discussion goes here.');
    // Arrow keys move between tabs (Radix roving focus).
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  },
};
