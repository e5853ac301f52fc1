import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { placeholder: 'Write a comment' },
  decorators: [(Story) => <div className="max-w-md p-6">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { 'aria-label': 'Comment' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'First line{Enter}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Comment" error="Please enter a comment">
      <Textarea {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { 'aria-label': 'Comment', disabled: true, defaultValue: 'Enrol to join the discussion.' },
};
