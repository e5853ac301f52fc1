import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { placeholderImage } from '../../lib/placeholderImage';
import type { CaptionsSetting } from '../CaptionsMenu';
import { VideoPlayer, type VideoCaptionTrack, type VideoPlayerProps } from './VideoPlayer';
// A 3-second test pattern made with ffmpeg, so the player plays without a media server.
import sampleVideo from './sample-lesson.webm';
// Its captions, one cue a second, in English and French.
import sampleCaptionsEn from './sample-lesson.en.vtt?url';
import sampleCaptionsFr from './sample-lesson.fr.vtt?url';

const captions: VideoCaptionTrack[] = [
  { language: 'en', label: 'English', url: sampleCaptionsEn },
  { language: 'fr', label: 'Français', url: sampleCaptionsFr },
];

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

/** A seekable copy of the sample (a blob), for stories that move the video; the Storybook server answers no ranges. */
const seekable = {
  loaders: [async () => ({ src: URL.createObjectURL(await (await fetch(sampleVideo)).blob()) })],
  render: (args: VideoPlayerProps, { loaded }: { loaded: Record<string, unknown> }) => (
    <VideoPlayer {...args} src={(loaded as { src: string }).src} />
  ),
};

/** The player as the app uses it: it keeps the learner's choice and hears every change (controlled). */
function RememberedCaptions({ onCaptionsChange, ...args }: VideoPlayerProps) {
  const [setting, setSetting] = useState<CaptionsSetting>({
    enabled: args.captionsOn ?? false,
    language: args.captionLanguage ?? 'en',
  });
  return (
    <VideoPlayer
      {...args}
      captionsOn={setting.enabled}
      captionLanguage={setting.language}
      onCaptionsChange={(next) => {
        setSetting(next);
        onCaptionsChange?.(next);
      }}
    />
  );
}

const trackOf = (video: HTMLVideoElement, language: string) =>
  [...video.textTracks].find((track) => track.language === language)!;

/** Captions in two languages, off: a Captions toggle, the language select, and the transcript of the first. */
export const WithCaptions: Story = {
  args: { captions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    await expect(video.querySelectorAll('track[kind="captions"]')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('combobox', { name: 'Captions language' })).toHaveValue('en');
    const transcript = canvas.getByRole('region', { name: 'Transcript' });
    // The cues load although the captions are off (the track is hidden, not disabled).
    await within(transcript).findByRole('button', { name: /Welcome to React\.js/ });
    await expect(within(transcript).getAllByRole('listitem')).toHaveLength(3);
    await expect(trackOf(video, 'en').mode).toBe('hidden');
    await expect(trackOf(video, 'fr').mode).toBe('disabled');
  },
};

/** The learner's remembered choice: French captions on. */
export const CaptionsOnInFrench: Story = {
  args: { captions, captionsOn: true, captionLanguage: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    await expect(canvas.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Captions language' })).toHaveValue('fr');
    const transcript = canvas.getByRole('region', { name: 'Transcript' });
    await within(transcript).findByRole('button', { name: /Bienvenue/ });
    await expect(within(transcript).getByRole('list')).toHaveAttribute('lang', 'fr');
    // Once the files have loaded (and the browser has made its own automatic choice), only French shows.
    await waitFor(() => expect(trackOf(video, 'fr').mode).toBe('showing'));
    await waitFor(() => expect(trackOf(video, 'en').mode).toBe('disabled'));
  },
};

/** One language: the toggle alone, no language select. A language the video lacks falls back to the first. */
export const OneCaptionsLanguage: Story = {
  args: { captions: captions.slice(0, 1), captionsOn: true, captionLanguage: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Captions language' })).toBeNull();
    await waitFor(() => expect(trackOf(canvasElement.querySelector('video')!, 'en').mode).toBe('showing'));
  },
};

/** The Captions button and the language select change the tracks and tell the app, which remembers the choice. */
export const ChoosesCaptions: Story = {
  args: { captions, onCaptionsChange: fn() },
  render: (args) => <RememberedCaptions {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    const toggle = canvas.getByRole('button', { name: 'Captions' });
    await userEvent.click(toggle);
    await expect(args.onCaptionsChange).toHaveBeenLastCalledWith({ enabled: true, language: 'en' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(trackOf(video, 'en').mode).toBe('showing'));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Captions language' }), 'fr');
    await expect(args.onCaptionsChange).toHaveBeenLastCalledWith({ enabled: true, language: 'fr' });
    await waitFor(() => expect(trackOf(video, 'fr').mode).toBe('showing'));
    await expect(trackOf(video, 'en').mode).toBe('disabled');
    // The transcript follows the language.
    const transcript = canvas.getByRole('region', { name: 'Transcript' });
    await within(transcript).findByRole('button', { name: /Bienvenue/ });

    await userEvent.click(toggle);
    await expect(args.onCaptionsChange).toHaveBeenLastCalledWith({ enabled: false, language: 'fr' });
    await waitFor(() => expect(trackOf(video, 'fr').mode).toBe('hidden'));
  },
};

/** `c` on the player turns the chosen captions on and off, says so, and the shortcuts dialog lists it. */
export const CKeyTogglesCaptions: Story = {
  args: { captions, onCaptionsChange: fn() },
  render: (args) => <RememberedCaptions {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    const player = canvas.getByRole('group', { name: 'Video player' });
    const status = within(player).getByRole('status');
    player.focus();
    await userEvent.keyboard('c');
    await expect(args.onCaptionsChange).toHaveBeenLastCalledWith({ enabled: true, language: 'en' });
    await expect(status).toHaveTextContent('Captions on');
    await expect(canvas.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(trackOf(video, 'en').mode).toBe('showing'));
    await userEvent.keyboard('c');
    await expect(status).toHaveTextContent('Captions off');
    await waitFor(() => expect(trackOf(video, 'en').mode).toBe('hidden'));

    await userEvent.keyboard('?');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(dialog).getByRole('rowheader', { name: 'C' })).toBeVisible();
    await expect(within(dialog).getByRole('cell', { name: 'Captions on or off' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/**
 * The browser's own captions menu (a click in the native controls reaches the video, then the tracks' modes
 * change) is followed, and the app hears it; a change nobody asked for is undone.
 */
export const FollowsTheBrowsersCaptionsMenu: Story = {
  args: { captions, onCaptionsChange: fn() },
  render: (args) => <RememberedCaptions {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    const transcript = canvas.getByRole('region', { name: 'Transcript' });
    await within(transcript).findByRole('button', { name: /Welcome/ });
    await waitFor(() => expect(trackOf(video, 'en').mode).toBe('hidden'));
    // Not after a click on the video: the player keeps its choice.
    trackOf(video, 'fr').mode = 'showing';
    await waitFor(() => expect(trackOf(video, 'fr').mode).toBe('disabled'));
    await expect(args.onCaptionsChange).not.toHaveBeenCalled();

    fireEvent.pointerDown(video);
    trackOf(video, 'en').mode = 'disabled';
    trackOf(video, 'fr').mode = 'showing';
    await waitFor(() =>
      expect(args.onCaptionsChange).toHaveBeenLastCalledWith({ enabled: true, language: 'fr' }),
    );
    await expect(canvas.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Captions language' })).toHaveValue('fr');
    // "Off" in the menu disables every track: captions go off, and the chosen one comes back hidden.
    fireEvent.pointerDown(video);
    trackOf(video, 'fr').mode = 'disabled';
    await waitFor(() =>
      expect(args.onCaptionsChange).toHaveBeenLastCalledWith({ enabled: false, language: 'fr' }),
    );
    await waitFor(() => expect(trackOf(video, 'fr').mode).toBe('hidden'));
  },
};

/** The transcript highlights the cue playing and seeks the video on a click or Enter, keeping the focus. */
export const TranscriptFollowsAndSeeks: Story = {
  ...seekable,
  args: { captions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    const transcript = canvas.getByRole('region', { name: 'Transcript' });
    const second = await within(transcript).findByRole('button', { name: /test pattern/ });
    const third = within(transcript).getByRole('button', { name: /next lesson/ });
    await expect(within(transcript).getByRole('button', { name: /Welcome/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.click(second);
    await waitFor(() => expect(video.currentTime).toBeCloseTo(1, 1));
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    await expect(second).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.currentTime).toBeCloseTo(2, 1));
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
    await expect(second).not.toHaveAttribute('aria-current');

    // Seeking with the player's keys moves the highlight too.
    canvas.getByRole('group', { name: 'Video player' }).focus();
    await userEvent.keyboard('j');
    await waitFor(() =>
      expect(within(transcript).getByRole('button', { name: /Welcome/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

/** The app shows the transcript elsewhere (or not at all): the player alone, with its captions. */
export const WithoutTranscript: Story = {
  args: { captions, transcript: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Captions' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Transcript' })).toBeNull();
  },
};

/** A captions file the browser cannot read: the captions stay offered, the transcript says it has nothing. */
export const UnreadableCaptionsFile: Story = {
  args: { captions: [{ language: 'en', label: 'English', url: 'data:text/vtt,NOT%20WEBVTT' }] },
  play: async ({ canvasElement }) => {
    const transcript = within(canvasElement).getByRole('region', { name: 'Transcript' });
    await within(transcript).findByText('This video has no transcript.');
  },
};
