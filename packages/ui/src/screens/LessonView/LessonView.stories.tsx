import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { commentsFixture, coursesFixture, lessonFixture, userFixture } from '@devlearn/api-client/mocks';
import sampleVideo from '../../components/VideoPlayer/sample-lesson.webm';
import sampleCaptionsEn from '../../components/VideoPlayer/sample-lesson.en.vtt?url';
import sampleCaptionsFr from '../../components/VideoPlayer/sample-lesson.fr.vtt?url';
import { placeholderResponsiveImage } from '../../lib/placeholderImage';
import { DashboardLayout } from '../DashboardLayout';
import { LessonView } from './LessonView';

// The fixtures' thumbnails are the media server's addresses; the enrolled lesson shows its own as the video's poster.
const enrolledCourse = { ...coursesFixture[0]!, thumbnail: placeholderResponsiveImage('React.js') };
const openCourse = coursesFixture[1]!;
const enrolledLesson = {
  ...lessonFixture(enrolledCourse),
  title: 'React.js: Getting started with components and JSX',
  video: { url: sampleVideo },
  // The sample's own captions, served by the Storybook (the fixture's addresses are the media server's).
  captions: [
    { language: 'en', label: 'English', url: sampleCaptionsEn },
    { language: 'fr', label: 'Français', url: sampleCaptionsFr },
  ],
};
const lockedLesson = lessonFixture(openCourse);

const discussion = {
  comments: commentsFixture,
  currentUserId: userFixture._id,
  onAdd: fn(),
  onEdit: fn(),
  onDelete: fn(),
  onReport: fn(),
};

const meta = {
  title: 'Screens/Dashboard/LessonView',
  component: LessonView,
  args: {
    course: enrolledCourse,
    lesson: enrolledLesson,
    onEnroll: fn(),
    onToggleFavorite: fn(),
    onToggleLike: fn(),
    discussion,
  },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ username: userFixture.username, avatar: null }}
        currentPath="/dashboard/courses"
        onLogout={() => {}}
        hideHeaderAndFooter
      >
        <Story />
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof LessonView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enrolled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The lesson header cuts the title to 30 characters.
    await expect(canvas.getByText('React.js: Getting started with...')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toHaveAccessibleName(enrolledLesson.title);
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'About This Course' })).toBeVisible();
    const syllabus = within(canvas.getByRole('navigation', { name: 'Syllabus' }));
    await expect(syllabus.getByRole('link', { current: 'page' })).toHaveTextContent(
      lessonFixture(enrolledCourse).title,
    );
  },
};

export const NotEnrolled: Story = {
  args: { course: openCourse, lesson: lockedLesson },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('video')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Enroll For Free' }));
    await expect(args.onEnroll).toHaveBeenCalledTimes(1);
  },
};

export const Enrolling: Story = { args: { course: openCourse, lesson: lockedLesson, isEnrolling: true } };

export const Favorite: Story = { args: { course: { ...enrolledCourse, isFavorite: true } } };

export const Liked: Story = { args: { lesson: { ...enrolledLesson, isUserLiked: true, totalLikes: 4 } } };

export const Loading: Story = { args: { course: null, lesson: null } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const TogglesFavoriteAndLike: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Favorites' }));
    await expect(args.onToggleFavorite).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Like this lesson, 3 likes' }));
    await expect(args.onToggleLike).toHaveBeenCalledTimes(1);
  },
};

export const DiscussionsTabForEnrolled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Discussions' }));
    await expect(canvas.getByRole('heading', { name: 'Lesson Discussion' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toBeVisible();
  },
};

/** A link into a discussion (a notification's) opens the lesson on its Discussions tab. */
export const OpensOnDiscussions: Story = {
  args: { defaultTab: 'discussions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Discussions' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'Lesson Discussion' })).toBeVisible();
  },
};

export const DiscussionsTabForNotEnrolled: Story = {
  args: { course: openCourse, lesson: lockedLesson },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Discussions' }));
    await expect(canvas.getByRole('heading', { name: 'Lesson Discussion' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'More options' })).toHaveLength(
      commentsFixture.length,
    );
  },
};

export const DiscussionsLoading: Story = {
  args: { discussion: { ...discussion, comments: [], isLoading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Discussions' }));
    await expect(canvas.getByRole('status', { name: 'Loading comments' })).toBeVisible();
  },
};

export const WithProgress: Story = {
  args: {
    progress: { positionSeconds: 1, completed: true },
    completedLessonIds: [enrolledLesson._id],
    onPositionReport: fn(),
    onToggleCompleted: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const markDone = canvas.getByRole('button', { name: 'Mark as done' });
    await expect(markDone).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(markDone);
    await expect(args.onToggleCompleted).toHaveBeenCalledTimes(1);
    const syllabus = within(canvas.getByRole('navigation', { name: 'Syllabus' }));
    await expect(syllabus.getByRole('link', { current: 'page' })).toHaveTextContent('(completed)');
  },
};

/** A blob copy of the sample video: seekable without a server that answers byte ranges (the product's is one). */
const seekableVideo = {
  loaders: [async () => ({ src: URL.createObjectURL(await (await fetch(sampleVideo)).blob()) })],
  render: (args: Story['args'], { loaded }: { loaded: Record<string, unknown> }) => (
    <LessonView
      {...(args as Parameters<typeof LessonView>[0])}
      lesson={{ ...enrolledLesson, video: { url: (loaded as { src: string }).src } }}
    />
  ),
} satisfies Story;

async function readyPlayer(canvasElement: HTMLElement) {
  const video = canvasElement.querySelector('video')!;
  await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
  const player = within(canvasElement).getByRole('group', { name: 'Video player' });
  return { video, player };
}

/** The player's keys (ADR 0160): `?` lists them, and each acts on the video while the player has the focus. */
export const KeyboardShortcuts: Story = {
  ...seekableVideo,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { video, player } = await readyPlayer(canvasElement);
    const status = within(player).getByRole('status');
    player.focus();

    await userEvent.keyboard('?');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(dialog).getByRole('rowheader', { name: 'Space or K' })).toBeVisible();
    await expect(within(dialog).getByRole('cell', { name: 'Play or pause' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Opened from the keyboard, the dialog hands the focus back to the player.
    await expect(player).toHaveFocus();

    // The 3-second sample: forward 5 s stops at the end, back 10 s at the start.
    await userEvent.keyboard('{ArrowRight}');
    await expect(video.currentTime).toBeCloseTo(video.duration, 1);
    await userEvent.keyboard('j');
    await expect(video.currentTime).toBe(0);
    await userEvent.keyboard('l');
    await expect(video.currentTime).toBeCloseTo(video.duration, 1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(video.currentTime).toBeCloseTo(Math.max(video.duration - 5, 0), 1);

    await userEvent.keyboard('>');
    await expect(video.playbackRate).toBe(1.25);
    await expect(status).toHaveTextContent('Speed 1.25x');
    await expect(canvas.getByLabelText('Playback speed')).toHaveValue('1.25');
    await userEvent.keyboard('<<');
    await expect(video.playbackRate).toBe(0.75);

    await userEvent.keyboard('m');
    await expect(video.muted).toBe(true);
    await expect(status).toHaveTextContent('Muted');
    await userEvent.keyboard('{ArrowDown}');
    await expect(video.volume).toBeCloseTo(0.9, 5);
    await expect(status).toHaveTextContent('Volume 90%');

    // Handled keys are taken from the page: Space neither scrolls it nor reaches the native controls.
    await expect(fireEvent.keyDown(player, { key: ' ' })).toBe(false);
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.keyboard('k');
    await expect(video.paused).toBe(true);
    await expect(status).toHaveTextContent('Paused');

    // Captions: `c` turns the lesson's captions on and off.
    const english = [...video.textTracks].find((track) => track.language === 'en')!;
    await userEvent.keyboard('c');
    await waitFor(() => expect(english.mode).toBe('showing'));
    await expect(status).toHaveTextContent('Captions on');
    await expect(canvas.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('c');
    await waitFor(() => expect(english.mode).toBe('hidden'));

    // Keys the player does not take keep their default.
    await expect(fireEvent.keyDown(player, { key: 'Tab' })).toBe(true);
  },
};

/** The "Keyboard shortcuts" button opens the same dialog, and closing it returns to the button. */
export const KeyboardShortcutsButton: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Keyboard shortcuts' });
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(dialog).getByRole('cell', { name: 'Faster' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Typing in the comment box, or using the player's own speed select, or holding Ctrl, leaves the video alone. */
export const KeysInTextFieldsDoNotActOnThePlayer: Story = {
  ...seekableVideo,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { video, player } = await readyPlayer(canvasElement);
    const untouched = () => ({
      paused: video.paused,
      currentTime: video.currentTime,
      playbackRate: video.playbackRate,
      muted: video.muted,
      volume: video.volume,
    });
    const before = untouched();

    await userEvent.click(canvas.getByRole('tab', { name: 'Discussions' }));
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'k j l m f c <> ? ');
    await expect(box).toHaveValue('k j l m f c <> ? ');
    await expect(fireEvent.keyDown(box, { key: ' ' })).toBe(true);

    // A keydown in a text field inside the player (its speed select) does not reach the key map either.
    const speed = canvas.getByLabelText('Playback speed');
    await expect(fireEvent.keyDown(speed, { key: 'm' })).toBe(true);

    player.focus();
    await userEvent.keyboard('{Control>}k{/Control}{Alt>}m{/Alt}{Meta>}l{/Meta}');

    await expect(untouched()).toEqual(before);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(within(player).getByRole('status')).toHaveTextContent('');
  },
};

/**
 * The learner's remembered captions (French, on) and the transcript under the player: a line seeks the video,
 * and the app hears a new choice.
 */
export const CaptionsAndTranscript: Story = {
  ...seekableVideo,
  args: { captionsOn: true, captionLanguage: 'fr', onCaptionsChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { video } = await readyPlayer(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Captions language' })).toHaveValue('fr');
    const transcript = canvas.getByRole('region', { name: 'Transcript' });
    const line = await within(transcript).findByRole('button', { name: /Cette mire/ });
    await userEvent.click(line);
    await waitFor(() => expect(video.currentTime).toBeCloseTo(1, 1));
    await waitFor(() => expect(line).toHaveAttribute('aria-current', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Captions' }));
    await expect(args.onCaptionsChange).toHaveBeenCalledWith({ enabled: false, language: 'fr' });
  },
};

/** A lesson without captions: no Captions controls and no transcript. */
export const WithoutCaptions: Story = {
  args: { lesson: { ...enrolledLesson, captions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Captions' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Transcript' })).toBeNull();
  },
};
