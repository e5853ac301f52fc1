'use client';

import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { cn } from '../../lib/cn';
import { Textarea, type TextareaProps } from '../Textarea';
import { findMentionQuery, insertMention, type MentionQuery } from './mentionQuery';

/** A person who can be mentioned (structurally a contract `CommentOwner`). */
export type MentionCandidate = {
  _id: string;
  username: string;
  avatar?: { url: string } | null;
};

/** At most this many people are offered at once (the contract's search answers as many). */
const MAX_OPTIONS = 8;
/** An async search waits this long after the last key, so typing a name asks once. */
const SEARCH_DELAY_MS = 150;

export type MentionComboboxProps = Omit<TextareaProps, 'value' | 'defaultValue' | 'onChange' | 'ref'> & {
  value: string;
  /** The new text, typed or with a chosen '@username ' inserted. */
  onValueChange: (value: string) => void;
  /** The people to offer, filtered here by what follows '@' (case-insensitive prefix). @default none */
  people?: MentionCandidate[];
  /**
   * Asks for the people whose username starts with the query ('' right after '@'); used instead of `people`.
   * Answers that arrive after a newer query are dropped. @default none
   */
  onSearch?: (query: string) => Promise<MentionCandidate[]>;
  ref?: Ref<HTMLTextAreaElement>;
};

type Popup = { mention: MentionQuery; caret: number };

/**
 * A comment box that offers people when '@' is typed (issue 42). The textarea stays the focus and a textbox
 * (a `<textarea>` may not take the combobox role); it carries the combobox pattern's attributes instead:
 * `aria-autocomplete="list"`, `aria-controls` the listbox and `aria-activedescendant` its active option, and a
 * live region says how many people were found. ArrowDown and ArrowUp move through the people, Enter or Tab insert
 * `@username `, Escape closes the list; a click on a person inserts too, and other keys (Ctrl+Enter) reach the
 * box's own `onKeyDown` while the list is closed.
 */
export function MentionCombobox({
  value,
  onValueChange,
  people,
  onSearch,
  onKeyDown,
  onBlur,
  ref,
  className,
  ...textareaProps
}: MentionComboboxProps) {
  const listboxId = useId();
  const innerRef = useRef<HTMLTextAreaElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const searchSeq = useRef(0);
  const [popup, setPopup] = useState<Popup | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  // The async search's latest answer, for the query it answers; a static list is filtered while rendering.
  const [answer, setAnswer] = useState<{ query: string; people: MentionCandidate[] } | null>(null);
  const [activeFor, setActiveFor] = useState<{ query: string; index: number } | null>(null);

  const query = popup?.mention.query ?? null;
  const isOpen = popup !== null && popup.mention.start !== dismissedAt;
  const prefix = query?.toLowerCase() ?? '';
  const found = onSearch
    ? answer !== null && answer.query === query
      ? answer.people
      : []
    : (people ?? [])
        .filter((person) => person.username.toLowerCase().startsWith(prefix))
        .slice(0, MAX_OPTIONS);
  const isSearching = Boolean(onSearch) && query !== null && answer?.query !== query;
  const active = activeFor !== null && activeFor.query === query ? activeFor.index : 0;
  const setActive = (index: number) => setActiveFor({ query: query ?? '', index });

  // Asks `onSearch` once typing pauses; an answer to an older query is dropped.
  useEffect(() => {
    if (query === null || !onSearch) return;
    const seq = ++searchSeq.current;
    const timer = setTimeout(() => {
      const keep = (list: MentionCandidate[]) => {
        if (seq === searchSeq.current) setAnswer({ query, people: list.slice(0, MAX_OPTIONS) });
      };
      onSearch(query).then(keep, () => keep([]));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, onSearch]);

  // After an insertion the caret goes after '@username '.
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !innerRef.current) return;
    innerRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const readCaret = (element: HTMLTextAreaElement) => {
    const caret = element.selectionStart ?? element.value.length;
    const mention = element.selectionEnd === caret ? findMentionQuery(element.value, caret) : null;
    setPopup(mention ? { mention, caret } : null);
    if (!mention) setDismissedAt(null);
  };

  const choose = (person: MentionCandidate) => {
    if (!popup) return;
    const next = insertMention(value, popup.mention, popup.caret, person.username);
    pendingCaret.current = next.caret;
    setPopup(null);
    onValueChange(next.value);
    innerRef.current?.focus();
  };

  const options = isOpen ? found : [];
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isOpen && options.length > 0 && !event.ctrlKey && !event.metaKey) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(options[Math.min(active, options.length - 1)]!);
        return;
      }
    }
    if (isOpen && event.key === 'Escape') {
      event.preventDefault();
      setDismissedAt(popup.mention.start);
      return;
    }
    onKeyDown?.(event);
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const showList = options.length > 0;
  let status = '';
  if (isOpen && !isSearching) {
    status =
      options.length === 0
        ? 'No one to mention'
        : `${options.length} ${options.length === 1 ? 'person' : 'people'} to mention`;
  }

  return (
    <div data-slot="mention-combobox" className="relative">
      <Textarea
        {...textareaProps}
        ref={(element) => {
          innerRef.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        value={value}
        className={className}
        aria-autocomplete="list"
        aria-controls={showList ? listboxId : undefined}
        aria-activedescendant={showList ? optionId(Math.min(active, options.length - 1)) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          readCaret(event.target);
        }}
        onSelect={(event: SyntheticEvent<HTMLTextAreaElement>) => readCaret(event.currentTarget)}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setPopup(null);
          onBlur?.(event);
        }}
      />
      {showList ? (
        <ul
          id={listboxId}
          role="listbox"
          aria-label="People to mention"
          className="absolute top-full left-0 z-50 m-0 mt-1 flex max-h-64 w-64 list-none flex-col overflow-y-auto rounded-dl-control border border-dl-line bg-dl-surface-raised p-1 text-dl-fg shadow-dl-card"
        >
          {options.map((person, index) => (
            // The keyboard path is the textarea's (arrows and Enter, aria-activedescendant): focus never leaves it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={person._id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-state={index === active ? 'active' : undefined}
              // Keeps the focus (and the caret) in the box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(person)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-dl-control px-2 py-1.5 text-sm',
                index === active ? 'bg-dl-line' : 'hover:bg-dl-line',
              )}
            >
              {person.avatar?.url ? (
                <img src={person.avatar.url} alt="" className="size-6 rounded-full object-cover" />
              ) : (
                <span
                  aria-hidden
                  className="flex size-6 items-center justify-center rounded-full bg-dl-surface text-xs font-bold uppercase"
                >
                  {person.username.charAt(0)}
                </span>
              )}
              {person.username}
            </li>
          ))}
        </ul>
      ) : null}
      <span role="status" className="sr-only">
        {status}
      </span>
    </div>
  );
}
