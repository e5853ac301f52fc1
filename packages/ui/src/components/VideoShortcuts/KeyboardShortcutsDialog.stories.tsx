import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';
import { VIDEO_SHORTCUTS } from './videoShortcuts';

const meta = {
  title: 'Learning/KeyboardShortcutsDialog',
  component: KeyboardShortcutsDialog,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof KeyboardShortcutsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, it lists every shortcut of the key map (and axe checks it open). */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('rowheader');
    await expect(rows).toHaveLength(VIDEO_SHORTCUTS.length);
    await expect(within(dialog).getByRole('rowheader', { name: 'Space or K' })).toBeVisible();
    await expect(within(dialog).getByRole('cell', { name: 'Captions on or off' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
