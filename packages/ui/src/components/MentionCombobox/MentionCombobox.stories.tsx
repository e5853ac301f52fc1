import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mentionCandidatesFixture } from '@devlearn/api-client/mocks';
import { Field } from '../Field';
import { MentionCombobox, type MentionCandidate, type MentionComboboxProps } from './MentionCombobox';

const people: MentionCandidate[] = [
  ...mentionCandidatesFixture,
  { _id: 'p-gr', username: 'grace_murray', avatar: null },
  { _id: 'p-li', username: 'linus', avatar: null },
];

/** Holds the text as the comment box does. */
function Box(props: MentionComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Field label="Add a comment">
      <MentionCombobox
        {...props}
        value={value}
        onValueChange={(next) => {
          props.onValueChange(next);
          setValue(next);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'Learning/MentionCombobox',
  component: MentionCombobox,
  args: { value: '', onValueChange: fn(), people, onKeyDown: fn() },
  render: (args) => <Box {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-96 max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MentionCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Add a comment' })).toHaveAttribute(
      'aria-autocomplete',
      'list',
    );
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const OffersPeopleAfterAt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'Thanks @');
    const list = await canvas.findByRole('listbox', { name: 'People to mention' });
    await expect(within(list).getAllByRole('option')).toHaveLength(4);
    await userEvent.type(box, 'GR');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    await expect(canvas.getByRole('status')).toHaveTextContent('2 people to mention');
    await expect(box).toHaveAttribute('aria-controls', list.id);
    await expect(box).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[0]!.id);
  },
};

export const KeyboardPicksAPerson: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, 'cc @gr');
    const list = await canvas.findByRole('listbox');
    const [first, second] = within(list).getAllByRole('option');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(box).toHaveValue('cc @grace_murray ');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(box).toHaveFocus();
    // Enter went to the list, not to the box's own handler (which submits on Ctrl+Enter).
    await expect(args.onKeyDown).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter' }));
    // Typing goes on after the inserted space.
    await userEvent.keyboard('see this');
    await expect(box).toHaveValue('cc @grace_murray see this');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, '@li');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    // Enter is a new line again.
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('@li\n');
  },
};

export const ClickPicksAPerson: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, '@ada');
    await userEvent.click(await canvas.findByRole('option', { name: 'ada_lovelace' }));
    await expect(box).toHaveValue('@ada_lovelace ');
  },
};

export const NoOneMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), '@zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No one to mention');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const EmailIsNoMention: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'mail ada@gr');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const AsksTheServer: Story = {
  args: {
    people: undefined,
    onSearch: fn(async (query: string) =>
      people.filter((person) => person.username.startsWith(query.toLowerCase())),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), '@gra');
    const list = await canvas.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    // Debounced: one question for the whole name typed, not one per key.
    await expect(args.onSearch).toHaveBeenLastCalledWith('gra');
    await expect((args.onSearch as ReturnType<typeof fn>).mock.calls.length).toBeLessThan(4);
  },
};
