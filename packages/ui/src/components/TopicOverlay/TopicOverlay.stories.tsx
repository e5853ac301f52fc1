import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { landingTopics } from '../../content/landing';
import { Button } from '../Button';
import { TopicOverlay } from './TopicOverlay';

const [reactTopic] = landingTopics;
if (!reactTopic) throw new Error('The landing topics are empty.');

const meta = {
  title: 'Site/TopicOverlay',
  component: TopicOverlay,
  args: { topic: reactTopic, trigger: <Button>Open React.js</Button> },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof TopicOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openOverlay(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open React.js' });
  await userEvent.click(trigger);
  const dialog = await body().findByRole('dialog', { name: 'React.js' });
  return { trigger, dialog };
}

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'React.js' });
    await expect(within(dialog).getByText('Frontend')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: 'React.js course poster' })).toBeVisible();
    await expect(within(dialog).getByText('Maya Chen')).toBeVisible();
  },
};

export const OpenMobile: Story = { ...Open, globals: { viewport: { value: 'mobile', isRotated: false } } };

export const ClosesOnButton: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openOverlay(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await openOverlay(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await openOverlay(canvasElement);
    const backdrop = document.querySelector<HTMLElement>('[data-slot="topic-overlay-backdrop"]');
    if (!backdrop) throw new Error('The overlay backdrop is missing.');
    // The backdrop fills the screen behind the panel; its top-left corner lies outside the panel.
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 2, clientY: 2 } });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const LocksPageScroll: Story = {
  play: async ({ canvasElement }) => {
    await openOverlay(canvasElement);
    await waitFor(() => expect(getComputedStyle(document.body).overflow).toBe('hidden'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getComputedStyle(document.body).overflow).not.toBe('hidden'));
  },
};
