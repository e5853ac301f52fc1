import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mentionCandidatesFixture } from '@devlearn/api-client/mocks';
import { CommentComposer, type CommentComposerProps } from './CommentComposer';

/** What the server answers for the story's Markdown (markdown-it + highlight.js, sanitised). */
const renderedPreview =
  '<p>Try <code>useEffect</code>:</p><pre><code class="hljs language-js"><span class="hljs-keyword">const</span> x = <span class="hljs-number">1</span>;</code></pre>';

/** Holds the text as the thread does, and clears it once a submit succeeds. */
function Composer(props: CommentComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CommentComposer
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onValueChange(next);
        setValue(next);
      }}
      onSubmit={async (text) => {
        await props.onSubmit(text);
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Learning/CommentComposer',
  component: CommentComposer,
  args: {
    label: 'Add a comment',
    value: '',
    onValueChange: fn(),
    submitLabel: 'Post',
    blankMessage: 'Please enter a comment',
    onSubmit: fn(),
    onPreview: fn(async () => renderedPreview),
    mentionPeople: mentionCandidatesFixture,
  },
  render: (args) => <Composer {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-96 max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Write: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveAccessibleDescription(
      /Markdown works/,
    );
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

export const PreviewShowsTheServersHtml: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), '  Try `useEffect`:  ');
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith('Try `useEffect`:');
    const panel = canvas.getByRole('tabpanel', { name: 'Preview' });
    await waitFor(() => expect(panel.querySelector('pre .hljs-keyword')).toHaveTextContent('const'));
    // Back to Write: the text is still there.
    await userEvent.click(canvas.getByRole('tab', { name: 'Write' }));
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('  Try `useEffect`:  ');
  },
};

export const TabsWorkFromTheKeyboard: Story = {
  args: { value: 'Some **Markdown**' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Write' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onPreview).toHaveBeenCalledWith('Some **Markdown**');
  },
};

export const PreviewLoading: Story = {
  args: { value: 'Waiting', onPreview: fn(() => new Promise<string>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByRole('status', { name: 'Loading preview' })).toBeVisible();
  },
};

export const PreviewFailed: Story = {
  args: { value: 'Offline', onPreview: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The preview could not be loaded');
  },
};

export const NothingToPreview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByText('Nothing to preview')).toBeVisible();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

export const PostsTrimmedText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, '  Great lesson!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Great lesson!');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

export const BlankKeyboardSubmitShowsTheMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), '   ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(canvas.getByText('Please enter a comment')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MentionsInTheBox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Thanks @gra');
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Thanks @grace_hopper ');
    // Ctrl+Enter still posts while the list is closed.
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Thanks @grace_hopper');
  },
};

export const Reply: Story = {
  args: { label: 'Your reply', submitLabel: 'Reply', onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Editing: Story = {
  args: {
    label: 'Your comment',
    heading: 'Edit Your Comment',
    value: 'Why does the effect run twice?',
    submitLabel: 'Save',
    blankMessage: 'Please enter comment',
    onCancel: fn(),
  },
};

export const PlainWithoutPreview: Story = {
  args: { onPreview: undefined, mentionPeople: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).not.toHaveAttribute(
      'aria-autocomplete',
    );
  },
};
