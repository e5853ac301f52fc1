import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

// The design tokens of index.css, shown for review. Every pairing here is one the components use, so axe's
// contrast check on this story guards the palette itself.
const colors = [
  ['canvas', 'bg-dl-canvas', 'Page background'],
  ['surface', 'bg-dl-surface', 'Cards, header and footer'],
  ['surface-raised', 'bg-dl-surface-raised', 'Inputs, menus'],
  ['line', 'bg-dl-line', 'Borders'],
  ['accent', 'bg-dl-accent', 'Primary actions'],
  ['danger-strong', 'bg-dl-danger-strong', 'Destructive actions'],
] as const;

const textTones = [
  ['text-dl-fg', 'Primary text'],
  ['text-dl-muted', 'Secondary text'],
  ['text-dl-danger', 'Error messages'],
  ['text-dl-success', 'Confirmations'],
  ['text-dl-ring', 'Highlights and focus'],
] as const;

const typeScale = [
  'text-5xl',
  'text-4xl',
  'text-3xl',
  'text-2xl',
  'text-xl',
  'text-lg',
  'text-base',
  'text-sm',
];

function Tokens() {
  return (
    <div className="space-y-10 p-8">
      <section aria-labelledby="tokens-colors">
        <h2 id="tokens-colors" className="mb-4 text-xl font-bold">
          Colours
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {colors.map(([name, swatch, use]) => (
            <li key={name} className="overflow-hidden rounded-dl-card border border-dl-line">
              <div className={`h-16 ${swatch}`} />
              <p className="bg-dl-surface px-3 py-2 text-sm">
                <span className="font-semibold">{name}</span> <span className="text-dl-muted">{use}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-text" className="space-y-2">
        <h2 id="tokens-text" className="mb-4 text-xl font-bold">
          Text on canvas and surface
        </h2>
        {textTones.map(([tone, use]) => (
          <p key={tone} className="flex gap-6">
            <span className={tone}>{use} on canvas</span>
            <span className={`${tone} rounded-dl-control bg-dl-surface px-2`}>{use} on surface</span>
            <span className={`${tone} rounded-dl-control bg-dl-surface-raised px-2`}>{use} on raised</span>
          </p>
        ))}
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type" className="mb-4 text-xl font-bold">
          Type scale
        </h2>
        {typeScale.map((size) => (
          <p key={size} className={size}>
            {size}: An Online Learning Platform
          </p>
        ))}
      </section>
      <section aria-labelledby="tokens-shape" className="flex flex-wrap items-center gap-4">
        <h2 id="tokens-shape" className="w-full text-xl font-bold">
          Radii and focus ring
        </h2>
        <span className="rounded-dl-control border border-dl-line px-4 py-2">rounded-dl-control</span>
        <span className="rounded-dl-card border border-dl-line px-4 py-2">rounded-dl-card</span>
        <span className="rounded-dl-pill border border-dl-line px-4 py-2">rounded-dl-pill</span>
        <button
          type="button"
          className="rounded-dl-control bg-dl-accent px-4 py-2 font-semibold text-dl-accent-fg"
        >
          Focus me with Tab
        </button>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};

export const FocusRingIsVisible: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Focus me with Tab' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const outline = getComputedStyle(button);
    await expect(outline.outlineStyle).toBe('solid');
    await expect(outline.outlineWidth).toBe('3px');
  },
};

export const RootTextIsNotSelectableButInputsAre: Story = {
  render: () => (
    <div className="p-8">
      <p>Body text</p>
      <label>
        Name <input className="border border-dl-line bg-dl-surface-raised" />
      </label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(document.body).userSelect).toBe('none');
    await expect(getComputedStyle(canvasElement.querySelector('input') as Element).userSelect).toBe('text');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 16, 32)');
    await expect(getComputedStyle(document.body).color).toBe('rgb(255, 255, 255)');
  },
};
