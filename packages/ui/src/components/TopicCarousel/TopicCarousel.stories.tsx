import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TopicCarousel } from './TopicCarousel';

const meta = {
  title: 'Site/TopicCarousel',
  component: TopicCarousel,
} satisfies Meta<typeof TopicCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="topic-card"]'));
const track = (canvasElement: HTMLElement) => {
  const list = canvasElement.querySelector<HTMLElement>('[data-slot="topic-carousel-viewport"] > ul');
  if (!list) throw new Error('The carousel track is missing.');
  return list;
};
const offsetOf = (list: HTMLElement) => new DOMMatrixReadOnly(getComputedStyle(list).transform).m41;
// Embla animates with requestAnimationFrame, which a busy test machine slows down: allow it time to settle.
const settled = { timeout: 5000 };
// Stepping to an end: the arrow may disable itself between the check and the click, which is then a no-op.
const stepClick = { pointerEventsCheck: 0 } as const;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = cards(canvasElement);
    await expect(shown.map((card) => card.textContent)).toEqual([
      'Frontend, React.js',
      'Web Basics, HTML',
      'Backend, Node.js',
      'Full Stack, Next.js',
      'Tools, Git',
      'Databases, My SQL',
    ]);
    await expect(shown[0]?.getBoundingClientRect().width).toBe(384);
    const [first, second] = shown.map((card) => card.getBoundingClientRect());
    await expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(8);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second] = cards(canvasElement).map((card) => card.getBoundingClientRect());
    await expect(first?.width).toBe(230);
    await expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(4);
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };

export const EntryDelayGrowsByIndex: Story = {
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement).map((card) => card.style.animationDelay)).toEqual([
      '0s',
      '0.2s',
      '0.4s',
      '0.6s',
      '0.8s',
      '1s',
    ]);
  },
};

export const ImagesSharpenOnceLoaded: Story = {
  play: async ({ canvasElement }) => {
    const images = Array.from(canvasElement.querySelectorAll('[data-slot="topic-card"] img'));
    await waitFor(() => {
      for (const image of images) expect(image).toHaveAttribute('data-state', 'loaded');
    });
    await expect(getComputedStyle(images[0] as Element).filter).toMatch(/blur\(0(px)?\)|none/);
  },
};

export const ArrowsMove300PxAndDisableAtTheEnds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    const list = track(canvasElement);

    // The arrows stay disabled until the carousel has measured itself.
    await waitFor(() => expect(next).toBeEnabled(), settled);
    await userEvent.click(next);
    await waitFor(() => expect(Math.round(offsetOf(list))).toBe(-300), settled);
    await waitFor(() => expect(previous).toBeEnabled(), settled);

    for (let clicks = 0; clicks < 20 && !next.hasAttribute('disabled'); clicks += 1) {
      await userEvent.click(next, stepClick);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await waitFor(() => expect(next).toBeDisabled(), settled);
    await expect(previous).toBeEnabled();

    for (let clicks = 0; clicks < 20 && !previous.hasAttribute('disabled'); clicks += 1) {
      await userEvent.click(previous, stepClick);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await waitFor(() => expect(previous).toBeDisabled(), settled);
    await waitFor(() => expect(Math.round(offsetOf(list))).toBe(0), settled);
  },
};

export const CardOpensOverlayAndFocusReturns: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: /Node\.js/ });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Node.js' });
    await expect(within(dialog).getByText('Priya Raman')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(card).toHaveFocus();
  },
};

export const ClosingTheOverlayBringsItsCardBackIntoView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    const list = track(canvasElement);
    await waitFor(() => expect(next).toBeEnabled(), settled);
    for (let clicks = 0; clicks < 20 && !next.hasAttribute('disabled'); clicks += 1) {
      await userEvent.click(next, stepClick);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await waitFor(() => expect(next).toBeDisabled(), settled);
    // The first card is now scrolled out of view; open its overlay and close it again.
    const [firstCard] = cards(canvasElement);
    firstCard?.click();
    await within(document.body).findByRole('dialog', { name: 'React.js' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(Math.round(offsetOf(list))).toBe(0), settled);
    await expect(firstCard).toHaveFocus();
  },
};
