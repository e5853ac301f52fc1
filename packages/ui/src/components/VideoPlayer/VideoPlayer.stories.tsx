import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { placeholderImage } from '../../lib/placeholderImage';
import { VideoPlayer } from './VideoPlayer';
// A 3-second test pattern made with ffmpeg, so the player plays without a media server.
import sampleVideo from './sample-lesson.webm';

const meta = {
  title: 'Learning/VideoPlayer',
  component: VideoPlayer,
  args: { src: sampleVideo, title: 'React.js: Getting started' },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The course's artwork until the video plays (the lesson page's largest paint comes with it). */
export const WithPoster: Story = {
  args: { poster: placeholderImage('React.js') },
  play: async ({ canvasElement, args }) => {
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('poster', args.poster);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const ChangesPlaybackSpeed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('React.js: Getting started');
    await userEvent.selectOptions(canvas.getByLabelText('Playback speed'), '1.5');
    await expect(video?.playbackRate).toBe(1.5);
  },
};

export const ResumesAndReportsItsPosition: Story = {
  args: { startAt: 1, onPositionReport: fn() },
  // From a blob, so the video is seekable without a server that answers byte ranges (the product's is one).
  loaders: [async () => ({ src: URL.createObjectURL(await (await fetch(sampleVideo)).blob()) })],
  render: (args, { loaded }) => <VideoPlayer {...args} src={(loaded as { src: string }).src} />,
  play: async ({ canvasElement, args }) => {
    const video = canvasElement.querySelector('video')!;
    // The 3-second sample resumes at 1 s, where the learner stopped.
    await waitFor(() => expect(video.currentTime).toBeCloseTo(1, 0), { timeout: 10_000 });
    // Nothing is reported before the learner plays (mounting must not move their place).
    await expect(args.onPositionReport).not.toHaveBeenCalled();
    video.muted = true;
    // eslint-disable-next-line storybook/context-in-play-function -- the video element's play(), not a story's
    await video.play();
    video.pause();
    await waitFor(() => expect(args.onPositionReport).toHaveBeenCalledWith(expect.any(Number), 'pause'));
    const [position] = (args.onPositionReport as ReturnType<typeof fn>).mock.calls.at(-1)!;
    await expect(position).toBeGreaterThanOrEqual(1);
  },
};
