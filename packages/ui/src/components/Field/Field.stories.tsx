import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Input } from '../Input';
import { Textarea } from '../Textarea';
import { Field } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { label: 'Email', children: <Input type="email" placeholder="you@example.com" /> },
  decorators: [(Story) => <div className="max-w-sm p-6">{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const Filled: Story = {
  args: { children: <Input type="email" defaultValue="ada@example.com" /> },
};

export const WithHint: Story = {
  args: { label: 'Phone Number', hint: '10 digits', children: <Input inputMode="numeric" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Phone Number');
    await expect(input).toHaveAccessibleDescription('10 digits');
  },
};

export const WithError: Story = {
  args: { error: 'Email is invalid', children: <Input type="email" defaultValue="ada@" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email is invalid');
  },
};

export const TextareaWithError: Story = {
  args: { label: 'Sub Heading', error: 'Subheading is required', children: <Textarea /> },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText('Sub Heading');
    await expect(textarea).toHaveAccessibleDescription('Subheading is required');
  },
};

export const Disabled: Story = {
  args: { label: 'Email', children: <Input type="email" defaultValue="ada@example.com" disabled /> },
};
