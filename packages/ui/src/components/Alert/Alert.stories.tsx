import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: 'Your token has expired. Click the button to refresh it.' },
  decorators: [(Story) => <div className="max-w-md p-6">{Story()}</div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfoTone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/token has expired/);
  },
};

export const ErrorTone: Story = {
  args: { tone: 'error', children: 'Invalid token. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid token. Please try again.',
    );
  },
};

export const SuccessTone: Story = {
  args: { tone: 'success', children: 'Email verification successful. You can now login.' },
};
