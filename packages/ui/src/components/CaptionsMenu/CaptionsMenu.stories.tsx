import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptionsMenu } from './CaptionsMenu';

const tracks = [
  { language: 'en', label: 'English' },
  { language: 'fr', label: 'Français' },
  { language: 'pt-BR', label: 'Português (Brasil)' },
];

const meta = {
  title: 'Learning/CaptionsMenu',
  component: CaptionsMenu,
  args: { tracks, enabled: false, language: 'en', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Captions' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true, language: 'en' });
  },
};

export const OnInFrench: Story = {
  args: { enabled: true, language: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Captions' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Captions language' })).toHaveValue('fr');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: false, language: 'fr' });
  },
};

/** Picking a language turns captions on in it. */
export const PicksALanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Captions language' });
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Français', 'Português (Brasil)']);
    await userEvent.selectOptions(select, 'pt-BR');
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true, language: 'pt-BR' });
  },
};

/** One language: the toggle alone. */
export const OneLanguage: Story = {
  args: { tracks: tracks.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Captions' })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** A remembered language the video lacks: the first track is chosen. */
export const UnknownLanguage: Story = {
  args: { language: 'de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Captions language' })).toHaveValue('en');
    await userEvent.click(canvas.getByRole('button', { name: 'Captions' }));
    await expect(args.onChange).toHaveBeenCalledWith({ enabled: true, language: 'en' });
  },
};
