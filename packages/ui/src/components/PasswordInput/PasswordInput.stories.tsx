import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { defaultValue: 's3cretpass' },
  render: (args) => (
    <Field label="Password">
      <PasswordInput {...args} />
    </Field>
  ),
  decorators: [(Story) => <div className="max-w-sm p-6">{Story()}</div>],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const ToggleShowsThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
