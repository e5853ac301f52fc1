import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commentsFixture, otherUserFixture, userFixture } from '@devlearn/api-client/mocks';
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
    await expect(args.onReport).toHaveBeenCalledWith(commentsFixture[1]!._id);
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
          all.map((c) => (c._id === id ? { ...c, comment: text, updatedAt: '2026-11-20T10:00:00.000Z' } : c)),
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
