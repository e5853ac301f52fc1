import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Transcript, type TranscriptProps } from './Transcript';
import { parseWebVtt } from './webVtt';

const shortVtt = `WEBVTT

00:00.000 --> 00:04.000
Welcome to React.js: Getting started.

00:04.000 --> 00:09.500
<v Narrator>In this lesson we build a <i>component</i>.

00:12.000 --> 00:15.000
Props &amp; state come next.`;

const cues = parseWebVtt(shortVtt);

// A long lecture: 40 cues of 5 s each, more than the transcript's box shows at once.
const longCues = Array.from({ length: 40 }, (_, index) => ({
  start: index * 5,
  end: index * 5 + 5,
  text: `Line ${index + 1} of the lecture, about hooks and effects.`,
}));

const meta = {
  title: 'Learning/Transcript',
  component: Transcript,
  args: { cues, currentTime: 0, onSeek: fn(), language: 'en' },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Transcript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cues parsed from WebVTT, with their times; the first is playing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transcript' });
    const lines = within(region).getAllByRole('button');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveAccessibleName('0:00 Welcome to React.js: Getting started.');
    // The markup is gone and the references decoded.
    await expect(lines[1]).toHaveTextContent('0:04In this lesson we build a component.');
    await expect(lines[2]).toHaveTextContent('Props & state come next.');
    await expect(lines[0]).toHaveAttribute('aria-current', 'true');
    // One tab stop for the whole list.
    await expect(lines.filter((line) => line.tabIndex === 0)).toHaveLength(1);
  },
};

/** Between two cues (10 s here) no line is current. */
export const BetweenCues: Story = {
  args: { currentTime: 10 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transcript' });
    for (const line of within(region).getAllByRole('button'))
      await expect(line).not.toHaveAttribute('aria-current');
  },
};

export const Loading: Story = {
  args: { cues: null },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transcript' });
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading transcript');
  },
};

export const Empty: Story = {
  args: { cues: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transcript' });
    await expect(region).toHaveTextContent('This video has no transcript.');
    await expect(within(region).queryByRole('list')).toBeNull();
  },
};

/** A click, Enter or Space on a line seeks to its start; the arrows, Home and End move between lines. */
export const SeeksOnClickAndKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Transcript' });
    const [first, second, third] = within(region).getAllByRole('button');
    await userEvent.click(second!);
    await expect(args.onSeek).toHaveBeenLastCalledWith(4);
    await expect(second).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toHaveFocus();
    await expect(third!.tabIndex).toBe(0);
    await expect(second!.tabIndex).toBe(-1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSeek).toHaveBeenLastCalledWith(12);
    // The last line holds at the end.
    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSeek).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(second).toHaveFocus();
  },
};

/** The transcript of a playing video: a button outside stands in for the clock. */
function PlayingTranscript(args: TranscriptProps) {
  const [time, setTime] = useState(args.currentTime);
  return (
    <div className="flex flex-col gap-4">
      <button type="button" className="self-start underline" onClick={() => setTime((t) => t + 60)}>
        One minute later
      </button>
      <Transcript {...args} currentTime={time} />
    </div>
  );
}

/**
 * A long transcript keeps the playing line in view by scrolling its own box only: the page does not scroll and
 * the focus stays where the learner left it.
 */
export const FollowsPlaybackInItsOwnBox: Story = {
  args: { cues: longCues },
  decorators: [
    (Story) => (
      // A page taller than the viewport, so that a page scroll would show.
      <div style={{ paddingBottom: '3000px' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <PlayingTranscript {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Transcript' });
    const box = region.querySelector<HTMLElement>('[data-slot="transcript-scroll"]')!;
    const clock = canvas.getByRole('button', { name: 'One minute later' });
    await expect(box.scrollTop).toBe(0);
    window.scrollTo(0, 0);

    await userEvent.click(clock);
    await userEvent.click(clock);
    // Two minutes in: line 25 (120 s) plays, far below the box's first lines.
    const current = within(region).getByRole('button', { name: /Line 25 of/ });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(box.scrollTop).toBeGreaterThan(0));
    const boxRect = box.getBoundingClientRect();
    const lineRect = current.getBoundingClientRect();
    await expect(lineRect.top).toBeGreaterThanOrEqual(boxRect.top - 1);
    await expect(lineRect.bottom).toBeLessThanOrEqual(boxRect.bottom + 1);
    await expect(window.scrollY).toBe(0);
    await expect(clock).toHaveFocus();
    // The tab stop follows the playing line while the focus is elsewhere.
    await expect(current.tabIndex).toBe(0);
  },
};

export const Mobile: Story = {
  args: { cues: longCues, currentTime: 42 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
