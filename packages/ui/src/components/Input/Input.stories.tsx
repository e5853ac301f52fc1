import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { Input } from './Input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { placeholder: 'you@example.com' },
  decorators: [(Story) => <div className="max-w-sm p-6">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { 'aria-label': 'Email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const InAField: Story = {
  render: (args) => (
    <Field label="Email" hint="We send the verification link here.">
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the verification link here.');
  },
};

export const Invalid: Story = {
  render: (args) => (
    <Field label="Email" error="Please enter a valid email">
      <Input {...args} defaultValue="ada@" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Please enter a valid email/);
  },
};

export const Disabled: Story = {
  args: { 'aria-label': 'Email', disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** The one-time code field: large spaced digits. */
export const Code: Story = {
  args: { 'aria-label': 'Code', variant: 'code', defaultValue: '123456', inputMode: 'numeric' },
};
