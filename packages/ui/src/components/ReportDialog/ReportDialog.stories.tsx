import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ReportDialog, type ReportDialogProps } from './ReportDialog';

/** Opens the dialog from a button, as the comment menu's 'Report' does. */
function WithTrigger(props: ReportDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Report
      </Button>
      <ReportDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Learning/ReportDialog',
  component: ReportDialog,
  args: { open: false, onOpenChange: fn(), onSubmit: fn() },
  render: (args) => <WithTrigger {...args} />,
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Report this comment' });
    await expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('');
  },
};

export const ForABlog: Story = {
  args: { open: true, itemLabel: 'blog' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Report this blog' })).toBeVisible();
  },
};

export const SendsWithAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Report' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Report this comment' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Spam link  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Spam link');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const SendsWithoutAReason: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await userEvent.click(await page.findByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(undefined);
  },
};

export const RefusesALongReason: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    const box = await page.findByRole('textbox', { name: 'Reason (optional)' });
    // Typing 501 characters one by one is slow; paste them.
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(page.getByRole('button', { name: 'Send report' }));
    await expect(page.getByText('Reason must be at most 500 characters long')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Cancels: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const StaysOpenWhenSendingFails: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('429'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    const box = await page.findByRole('textbox', { name: 'Reason (optional)' });
    await userEvent.type(box, 'Rude');
    await userEvent.click(page.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'Send report' })).toBeEnabled());
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(box).toHaveValue('Rude');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Report' });
    await userEvent.click(trigger);
    const box = await page.findByRole('textbox', { name: 'Reason (optional)' });
    // The modal dialog takes the focus, and the page behind it cannot be reached.
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};
