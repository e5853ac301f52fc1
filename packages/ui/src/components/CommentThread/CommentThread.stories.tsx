import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  commentsFixture,
  mentionCandidatesFixture,
  otherUserFixture,
  repliesFixture,
  userFixture,
} from '@devlearn/api-client/mocks';
import { Button } from '../Button';
import { CommentThread, type CommentThreadProps } from './CommentThread';
import type { ThreadComment } from './CommentItem';

// Oldest to newest by updatedAt: the fixture's own comment (Nov 3), the other user's (Nov 5), and one
// without updatedAt, which sorts as 1970.
const comments: ThreadComment[] = [
  ...commentsFixture,
  {
    _id: 'c-undated',
    comment:
      'An old question imported without a date.\nIt keeps its line breaks and <b>shows tags as text</b>.',
    owner: { _id: otherUserFixture._id, username: otherUserFixture.username, avatar: null },
  },
];

const meta = {
  title: 'Learning/CommentThread',
  component: CommentThread,
  args: {
    comments,
    currentUserId: userFixture._id,
    canComment: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReport: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enrolled: Story = {};

export const NotEnrolled: Story = {
  args: { canComment: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lesson Discussion' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const SignedOut: Story = { args: { canComment: false, currentUserId: null } };

export const Loading: Story = { args: { isLoading: true, comments: [] } };

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No discussions yet')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const SortsMostRecentFirstThenOldest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = () => canvas.getAllByRole('listitem').map((item) => item.textContent ?? '');
    await expect(texts()[0]).toContain('Strict mode mounts');
    await expect(texts()[2]).toContain('imported without a date');
    await userEvent.click(canvas.getByRole('button', { name: /Most Recent/ }));
    await expect(canvas.getByRole('button', { name: /Oldest/ })).toBeVisible();
    await expect(texts()[0]).toContain('imported without a date');
    await expect(texts()[2]).toContain('Strict mode mounts');
  },
};

/** A comment without server HTML (from before D49) is still plain text. */
export const RendersCommentAsPlainText: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/shows tags as text/)).toHaveTextContent('<b>shows tags as text</b>');
    await expect(canvasElement.querySelector('[data-slot=comment] b')).toBeNull();
  },
};

export const PostButtonDisabledWhileBlank: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    const post = canvas.getByRole('button', { name: 'Post' });
    await expect(post).toBeDisabled();
    await userEvent.type(box, '   ');
    await expect(post).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(canvas.getByText('Please enter a comment')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const PostsTrimmedComment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, '  Great lesson!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Great lesson!');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

export const OwnerMenuOffersEditAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const own = canvas
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('effect run twice'))!;
    await userEvent.click(within(own).getByRole('button', { name: 'More options' }));
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.queryByRole('menuitem', { name: 'Report' })).toBeNull();
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(commentsFixture[0]!._id);
  },
};

export const OthersMenuOffersReport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const others = canvas.getAllByRole('listitem').find((item) => item.textContent?.includes('Strict mode'))!;
    await userEvent.click(within(others).getByRole('button', { name: 'More options' }));
    await expect(page.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await expect(page.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await userEvent.click(page.getByRole('menuitem', { name: 'Report' }));
    // A dialog asks for an optional reason first (D50).
    const dialog = await page.findByRole('dialog', { name: 'Report this comment' });
    await expect(args.onReport).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onReport).toHaveBeenCalledWith(commentsFixture[1]!._id, undefined);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

export const MenuClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getAllByRole('button', { name: 'More options' })[0]!);
    await expect(page.getByRole('menu')).toBeVisible();
    await userEvent.click(canvas.getByRole('heading', { name: 'Lesson Discussion' }));
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

export const MenuWorksFromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const own = canvas
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('effect run twice'))!;
    const trigger = within(own).getByRole('button', { name: 'More options' });
    await userEvent.click(trigger);
    await waitFor(() => expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The app replaces the edited comment's text and updatedAt once the server agrees; this wrapper does too. */
function EditableThread(props: CommentThreadProps) {
  const [list, setList] = useState(props.comments);
  return (
    <CommentThread
      {...props}
      comments={list}
      onEdit={(id, text) => {
        props.onEdit(id, text);
        setList((all) =>
          all.map((c) =>
            c._id === id
              ? { ...c, comment: text, html: `<p>${text}</p>`, updatedAt: '2026-11-20T10:00:00.000Z' }
              : c,
          ),
        );
      }}
    />
  );
}

export const EditsOwnComment: Story = {
  render: (args) => <EditableThread {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const own = canvas
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('effect run twice'))!;
    await userEvent.click(within(own).getByRole('button', { name: 'More options' }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Edit' }));

    await expect(canvas.getByRole('heading', { name: 'Edit Your Comment' })).toBeVisible();
    const box = canvas.getByRole('textbox', { name: 'Your comment' });
    await expect(box).toHaveValue(commentsFixture[0]!.comment);
    await waitFor(() => expect(box).toHaveFocus());

    await userEvent.clear(box);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(canvas.getByText('Please enter comment')).toBeVisible();

    await userEvent.type(box, 'Because of strict mode.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEdit).toHaveBeenCalledWith(commentsFixture[0]!._id, 'Because of strict mode.');
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Edit Your Comment' })).toBeNull());
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Because of strict mode.');
  },
};

export const CancelsEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const own = canvas
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('effect run twice'))!;
    await userEvent.click(within(own).getByRole('button', { name: 'More options' }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('heading', { name: 'Edit Your Comment' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

export const LoadsMoreAndSortsOnTheServer: Story = {
  args: { hasMore: true, onLoadMore: fn(), onOrderChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    // The order is the server's to apply over the whole discussion (D34): the app hears the change.
    await userEvent.click(canvas.getByRole('button', { name: /^Sort comments/ }));
    await expect(args.onOrderChange).toHaveBeenCalledWith('oldest');
  },
};

export const LoadingMore: Story = { args: { hasMore: true, onLoadMore: fn(), isLoadingMore: true } };

export const AllLoaded: Story = {
  args: { hasMore: false, onLoadMore: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

// ---- issue 42: Markdown, replies, deleted and hidden comments, reports with a reason --------------------------

const question: ThreadComment = commentsFixture[0]!;
const answer: ThreadComment = commentsFixture[1]!;
const visibleReply: ThreadComment = repliesFixture[0]!;
const hiddenReply: ThreadComment = repliesFixture[1]!;
/** The answer's card (two comments of the story are grace_hopper's). */
const answerCard = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector(`#comment-${answer._id}`) as HTMLElement);
const ownHiddenReply: ThreadComment = {
  ...hiddenReply,
  owner: { _id: userFixture._id, username: userFixture.username, avatar: null },
  comment: 'Just use `useRef`.',
  html: '<p>Just use <code>useRef</code>.</p>',
};

export const MarkdownWithHighlightedCode: Story = {
  play: async ({ canvasElement }) => {
    const own = canvasElement.querySelector(`#comment-${question._id}`)!;
    // The server's HTML: the code block keeps its highlight.js classes and the package's theme.
    await expect(own.querySelector('pre .hljs-title')).toHaveTextContent('useEffect');
  },
};

export const RepliesOpenFromTheStart: Story = {
  args: {
    replies: { [question._id]: [visibleReply] },
    defaultExpandedIds: [question._id],
    onReply: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '2 replies' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: `Replies to ${userFixture.username}` });
    // A mention is the person's name, not a link (ADR 0186).
    await expect(within(list).getByText('@ada_lovelace')).toHaveClass('mention');
    await expect(within(list).queryByRole('link', { name: '@ada_lovelace' })).toBeNull();
  },
};

export const OpensAndClosesReplies: Story = {
  args: { onLoadReplies: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '2 replies' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Not loaded yet: the app is asked once, and a spinner holds the place.
    await expect(args.onLoadReplies).toHaveBeenCalledWith(question._id);
    await expect(canvas.getByRole('status', { name: 'Loading replies' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('status', { name: 'Loading replies' })).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onLoadReplies).toHaveBeenCalledTimes(1);
  },
};

export const RepliesLoading: Story = {
  args: { defaultExpandedIds: [question._id], onLoadReplies: fn() },
};

/** The app adds the posted reply to `replies`, as it does once the server answers. */
function ReplyingThread(props: CommentThreadProps) {
  const [replies, setReplies] = useState<Record<string, ThreadComment[]>>({ [answer._id]: [] });
  const [list, setList] = useState(props.comments);
  return (
    <CommentThread
      {...props}
      comments={list}
      replies={replies}
      onReply={async (id, text) => {
        await props.onReply?.(id, text);
        const reply: ThreadComment = {
          _id: `r-${Date.now()}`,
          comment: text,
          html: `<p>${text}</p>`,
          parentId: id,
          state: 'visible',
          updatedAt: '2026-11-21T10:00:00.000Z',
          owner: { _id: userFixture._id, username: userFixture.username, avatar: null },
        };
        setReplies((all) => ({ ...all, [id]: [...(all[id] ?? []), reply] }));
        setList((all) => all.map((c) => (c._id === id ? { ...c, replyCount: (c.replyCount ?? 0) + 1 } : c)));
      }}
    />
  );
}

export const RepliesToAComment: Story = {
  args: { onReply: fn(), onPreview: fn(async (markdown: string) => `<p>${markdown}</p>`) },
  render: (args) => <ReplyingThread {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(answerCard(canvasElement).getByRole('button', { name: /^Reply to/ }));
    const box = canvas.getByRole('textbox', { name: 'Your reply' });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Reply' })).toBeDisabled();
    await userEvent.type(box, '  Thanks, that was it.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(answer._id, 'Thanks, that was it.');
    // The box closes and the thread opens on the new reply.
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: 'Your reply' })).toBeNull());
    await expect(canvas.getByRole('button', { name: '1 reply' })).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: `Replies to ${otherUserFixture.username}` });
    await expect(within(list).getByRole('listitem')).toHaveTextContent('Thanks, that was it.');
  },
};

export const CancelsAReply: Story = {
  args: { onReply: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(answerCard(canvasElement).getByRole('button', { name: /^Reply to/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

export const NoReplyWithoutEnrolment: Story = {
  args: { canComment: false, onReply: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Reply to/ })).toBeNull();
  },
};

export const EditsOwnReply: Story = {
  args: {
    replies: { [question._id]: [visibleReply, { ...ownHiddenReply, state: 'visible' }] },
    defaultExpandedIds: [question._id],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const own = canvasElement.querySelector(`#comment-${ownHiddenReply._id}`) as HTMLElement;
    await userEvent.click(within(own).getByRole('button', { name: 'More options' }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Edit' }));
    await expect(canvas.getByRole('heading', { name: 'Edit Your Comment' })).toBeVisible();
    const box = canvas.getByRole('textbox', { name: 'Your comment' });
    await expect(box).toHaveValue('Just use `useRef`.');
    await userEvent.clear(box);
    await userEvent.type(box, 'Use a ref.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onEdit).toHaveBeenCalledWith(ownHiddenReply._id, 'Use a ref.');
  },
};

export const DeletesOwnReply: Story = {
  args: {
    replies: { [question._id]: [{ ...ownHiddenReply, state: 'visible' }] },
    defaultExpandedIds: [question._id],
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const own = canvasElement.querySelector(`#comment-${ownHiddenReply._id}`) as HTMLElement;
    await userEvent.click(within(own).getByRole('button', { name: 'More options' }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(ownHiddenReply._id);
  },
};

export const ReportsAReplyWithAReason: Story = {
  args: { replies: { [question._id]: [visibleReply] }, defaultExpandedIds: [question._id] },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const reply = canvasElement.querySelector(`#comment-${visibleReply._id}`) as HTMLElement;
    const trigger = within(reply).getByRole('button', { name: 'More options' });
    await userEvent.click(trigger);
    await expect(page.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await userEvent.click(page.getByRole('menuitem', { name: 'Report' }));
    const dialog = await page.findByRole('dialog', { name: 'Report this reply' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Off topic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onReport).toHaveBeenCalledWith(visibleReply._id, 'Off topic');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const DeletedCommentKeepsItsReplies: Story = {
  args: {
    comments: [{ ...answer, state: 'deleted', comment: '', html: '', replyCount: 1 }],
    replies: { [answer._id]: [{ ...visibleReply, parentId: answer._id }] },
    defaultExpandedIds: [answer._id],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deleted = canvasElement.querySelector(`#comment-${answer._id}`) as HTMLElement;
    await expect(within(deleted).getByText('This comment was deleted')).toBeVisible();
    // No name, no menu on what is gone; its replies still read.
    await expect(within(deleted).queryByText(otherUserFixture.username)).toBeNull();
    await expect(within(deleted).queryByRole('button', { name: 'More options' })).toBeNull();
    await expect(within(deleted).queryByRole('button', { name: /^Reply to/ })).toBeNull();
    await expect(canvas.getByText(/return a clean-up/)).toBeVisible();
  },
};

export const HiddenReplyToOthers: Story = {
  args: { replies: { [question._id]: [visibleReply, hiddenReply] }, defaultExpandedIds: [question._id] },
  play: async ({ canvasElement }) => {
    const hidden = canvasElement.querySelector(`#comment-${hiddenReply._id}`) as HTMLElement;
    await expect(within(hidden).getByText('This comment was hidden by a moderator')).toBeVisible();
    await expect(within(hidden).queryByRole('button', { name: 'More options' })).toBeNull();
  },
};

export const HiddenReplyToItsAuthor: Story = {
  args: { replies: { [question._id]: [ownHiddenReply] }, defaultExpandedIds: [question._id] },
  play: async ({ canvasElement }) => {
    const hidden = canvasElement.querySelector(`#comment-${ownHiddenReply._id}`) as HTMLElement;
    // The author still reads it, with the notice above.
    await expect(within(hidden).getByText('This comment was hidden by a moderator')).toBeVisible();
    await expect(hidden.querySelector('[data-slot=comment-body]')).toHaveTextContent('Just use useRef.');
    await expect(within(hidden).getByRole('button', { name: 'More options' })).toBeVisible();
  },
};

export const HiddenCommentToOthers: Story = {
  args: {
    comments: [{ ...answer, state: 'hidden', comment: '', html: '' }],
    onReply: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This comment was hidden by a moderator')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Reply to/ })).toBeNull();
  },
};

export const PreviewAndMentionsInTheBox: Story = {
  args: {
    onPreview: fn(
      async () => '<p>Ask <span class="mention" data-mention="grace_hopper">@grace_hopper</span></p>',
    ),
    mentionPeople: mentionCandidatesFixture,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Ask @gr');
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Ask @grace_hopper ');
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(args.onPreview).toHaveBeenCalledWith('Ask @grace_hopper');
    await expect(await canvas.findByText('@grace_hopper', { selector: '.mention' })).toBeVisible();
  },
};

/** A second notification on the same page names another thread: the app passes it, and it opens. */
function LinkedThread(props: CommentThreadProps) {
  const [linked, setLinked] = useState<string[]>([]);
  return (
    <>
      <Button variant="outline" onClick={() => setLinked([question._id])}>
        Follow a notification
      </Button>
      <CommentThread {...props} defaultExpandedIds={linked} />
    </>
  );
}

export const ALaterLinkOpensItsThread: Story = {
  args: { replies: { [question._id]: [visibleReply] } },
  render: (args) => <LinkedThread {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '2 replies' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Follow a notification' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The reader may still close it.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
