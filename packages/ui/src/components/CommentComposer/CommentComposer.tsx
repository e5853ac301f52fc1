'use client';

import { Tabs } from 'radix-ui';
import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { CommentBody } from '../CommentBody';
import { Field } from '../Field';
import { MentionCombobox, type MentionCandidate } from '../MentionCombobox';
import { Spinner } from '../Spinner';
import { Textarea } from '../Textarea';

/** What the box says about the Markdown it takes (D49's subset). */
const MARKDOWN_HINT = 'Markdown works: **bold**, *italic*, `code`, ``` for code blocks, > quotes, - lists.';
const MENTION_HINT = 'Type @ to mention someone.';

export type CommentComposerProps = {
  /** The box's visible label ('Add a comment', 'Your comment', 'Your reply'). */
  label: string;
  /** A heading above the box ('Edit Your Comment'). @default none */
  heading?: ReactNode;
  /** The text (controlled: the thread loads a comment's Markdown into it to edit). */
  value: string;
  onValueChange: (value: string) => void;
  /** The submit button's text ('Post', 'Save', 'Reply'). */
  submitLabel: string;
  /** Shown under the box when a blank text is submitted from the keyboard (the buttons stay disabled). */
  blankMessage: string;
  /**
   * Sends the trimmed, non-blank text. A returned promise keeps the button busy; the caller clears `value` once
   * it succeeds. A rejection leaves the text as it is (the app reports the failure).
   */
  onSubmit: (text: string) => void | Promise<unknown>;
  /** Shows 'Cancel' (edits and replies). @default none */
  onCancel?: () => void;
  /**
   * Renders the Markdown as the server would store it (the app asks `POST /comments/preview`) and resolves to
   * that sanitised HTML. With it the box gets Write and Preview tabs and a Markdown hint. @default none
   */
  onPreview?: (markdown: string) => Promise<string>;
  /** People to offer after '@' (see MentionCombobox). @default none */
  mentionPeople?: MentionCandidate[];
  /** Asks for the people to offer after '@'. @default none */
  onSearchMentions?: (query: string) => Promise<MentionCandidate[]>;
  /** The textarea, for the caller to focus or scroll to. @default none */
  textareaRef?: Ref<HTMLTextAreaElement>;
  placeholder?: string;
  className?: string;
};

type Preview =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

/**
 * The comment box: Write and (with `onPreview`) Preview tabs (Radix Tabs: arrow keys move between them), the
 * Markdown textarea with @-mentions, and the submit button, disabled while the text is blank. Ctrl+Enter (or
 * Cmd+Enter) submits; a blank keyboard submit shows `blankMessage`. The preview is the server's HTML in a
 * CommentBody, so it looks as the posted comment will.
 */
export function CommentComposer({
  label,
  heading,
  value,
  onValueChange,
  submitLabel,
  blankMessage,
  onSubmit,
  onCancel,
  onPreview,
  mentionPeople,
  onSearchMentions,
  textareaRef,
  placeholder = 'Share a question or an insight...',
  className,
}: CommentComposerProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const previewSeq = useRef(0);
  const isBlank = value.trim() === '';
  const mentions = Boolean(mentionPeople || onSearchMentions);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = value.trim();
    if (!text) {
      setError(blankMessage);
      return;
    }
    setIsSending(true);
    try {
      await onSubmit(text);
      setTab('write');
    } catch {
      // The app reports failures; the text stays so nothing typed is lost.
    } finally {
      setIsSending(false);
    }
  };

  const showPreview = (markdown: string) => {
    if (!onPreview || markdown === '') return;
    // Only the answer to the latest request shows, however the earlier ones arrive.
    const seq = ++previewSeq.current;
    setPreview({ status: 'loading' });
    onPreview(markdown).then(
      (html) => seq === previewSeq.current && setPreview({ status: 'ready', html }),
      () => seq === previewSeq.current && setPreview({ status: 'failed' }),
    );
  };

  const changeText = (next: string) => {
    onValueChange(next);
    if (error) setError(null);
  };

  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
  };

  const hint = onPreview ? [MARKDOWN_HINT, mentions ? MENTION_HINT : ''].join(' ').trim() : undefined;
  const box = (
    <Field label={label} error={error ?? undefined} hint={hint}>
      {mentions ? (
        <MentionCombobox
          ref={textareaRef}
          value={value}
          onValueChange={changeText}
          people={mentionPeople}
          onSearch={onSearchMentions}
          placeholder={placeholder}
          onKeyDown={submitOnCtrlEnter}
        />
      ) : (
        <Textarea
          ref={textareaRef}
          value={value}
          placeholder={placeholder}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={submitOnCtrlEnter}
        />
      )}
    </Field>
  );

  const triggerClass = cn(
    'rounded-dl-control px-3 py-1.5 text-sm font-semibold text-dl-muted transition-colors',
    'hover:text-dl-fg data-[state=active]:bg-dl-surface-raised data-[state=active]:text-dl-fg',
  );

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-2', className)}
      data-slot="comment-form"
    >
      {heading ? <h3 className="text-base font-semibold">{heading}</h3> : null}
      {onPreview ? (
        <Tabs.Root
          value={tab}
          onValueChange={(next) => {
            setTab(next as 'write' | 'preview');
            if (next === 'preview') showPreview(value.trim());
          }}
          className="flex flex-col gap-2"
        >
          <Tabs.List aria-label={`${label}: write or preview`} className="flex gap-1">
            <Tabs.Trigger value="write" className={triggerClass}>
              Write
            </Tabs.Trigger>
            <Tabs.Trigger value="preview" className={triggerClass}>
              Preview
            </Tabs.Trigger>
          </Tabs.List>
          {/* The box stays mounted while previewing, so the caller's ref and the caret survive. */}
          <Tabs.Content value="write" forceMount hidden={tab !== 'write'}>
            {box}
          </Tabs.Content>
          <Tabs.Content
            value="preview"
            data-slot="comment-preview"
            className="min-h-24 rounded-dl-control border border-dl-line p-3"
          >
            {isBlank ? (
              <p className="text-sm text-dl-muted">Nothing to preview</p>
            ) : preview.status === 'ready' ? (
              <CommentBody html={preview.html} />
            ) : preview.status === 'failed' ? (
              <p role="alert" className="text-sm text-dl-danger">
                The preview could not be loaded
              </p>
            ) : (
              <Spinner size="sm" label="Loading preview" />
            )}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        box
      )}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isBlank} isLoading={isSending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
