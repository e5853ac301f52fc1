import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    className: 'flex max-w-sm flex-col gap-2 p-6',
    children: (
      <>
        <h2 className="text-lg font-semibold">React.js: Getting started</h2>
        <p className="text-dl-muted">12 lessons, free for 365 days.</p>
      </>
    ),
  },
  decorators: [(Story) => <div className="p-6">{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toHaveClass('shadow-dl-card');
  },
};

export const Flat: Story = { args: { elevation: 'flat' } };

/** The item being edited: a `ring` border. */
export const Active: Story = {
  args: { tone: 'active' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="card"]')).toHaveAttribute('data-state', 'active');
  },
};

/** On a semantic element: the card look on an `article`. */
export const AsArticle: Story = {
  args: {
    asChild: true,
    children: (
      <article aria-label="Course">
        <h2 className="text-lg font-semibold">React.js: Getting started</h2>
      </article>
    ),
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Course' });
    await expect(article).toHaveAttribute('data-slot', 'card');
  },
};
