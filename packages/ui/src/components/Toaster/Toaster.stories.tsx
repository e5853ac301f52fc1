import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { quickToastOptions, toast, Toaster } from './Toaster';

function ToastDemo() {
  return (
    <div className="flex flex-wrap gap-3 p-6">
      <Button onClick={() => toast.success('OTP sent to your email!')}>Default toast</Button>
      <Button variant="danger" onClick={() => toast.error('Something went wrong')}>
        Error toast
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.success('Profile updated successfully!', quickToastOptions)}
      >
        Profile toast (2 s, bottom right)
      </Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
  // sonner keeps its toasts in a module-level store; start every story with none.
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const AtMostThreeVisible: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Default toast' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(button);
    await waitFor(() => {
      const shown = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
      expect(shown).toHaveLength(3);
    });
  },
};

export const DefaultIs356PxWide: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error toast' }));
    const toastElement = await within(document.body).findByText('Something went wrong');
    const item = toastElement.closest('[data-sonner-toast]');
    await expect(item?.getBoundingClientRect().width).toBe(356);
  },
};

export const QuickPresetBottomRight: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Profile toast/ }));
    const text = await within(document.body).findByText('Profile updated successfully!');
    const list = text.closest('[data-sonner-toaster]');
    await expect(list).toHaveAttribute('data-x-position', 'right');
    await expect(list).toHaveAttribute('data-y-position', 'bottom');
    // The preset dismisses after 2000 ms, well before the 4000 ms default.
    await waitFor(
      () => expect(within(document.body).queryByText('Profile updated successfully!')).toBeNull(),
      {
        timeout: 3500,
      },
    );
  },
};

export const DefaultStaysForFourSeconds: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error toast' }));
    await within(document.body).findByText('Something went wrong');
    // Past the quick preset's 2000 ms the default toast is still there; it is gone soon after 4000 ms.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(within(document.body).getByText('Something went wrong')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByText('Something went wrong')).toBeNull(), {
      timeout: 4000,
    });
  },
};
