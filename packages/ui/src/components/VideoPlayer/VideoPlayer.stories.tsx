import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
