'use client';

import { rules } from '@devlearn/api-client/rules';
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { Input } from '../Input';

/** Shown when the query is blank after trimming (spec section 5). */
const SEARCH_BLANK_MESSAGE = rules.searchCourses.query.messages.required;

export type SearchBoxProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'role'> & {
  /** Called with the trimmed query when it is not blank. */
  onSearch: (query: string) => void;
  /** The query the box starts with (e.g. from the URL). @default '' */
  defaultQuery?: string;
  /** The label read by screen readers; the box shows only its placeholder. @default 'Search courses' */
  label?: string;
  /**
   * The search results' address, for a search sent while no script handles the box: the form then goes there
   * itself, as a GET with the text as `query` (the address's own parameters travel as hidden fields). A page
   * painted from its HTML before the app runs keeps a search sent that early. @default none
   */
  resultsHref?: string;
};

/** A GET form replaces its action's query string with its fields: the address's parameters become fields. */
function formTarget(href: string): { action: string; fields: [string, string][] } {
  const [action = '', search = ''] = href.split('?', 2);
  return { action, fields: [...new URLSearchParams(search)].filter(([name]) => name !== 'query') };
}

/**
 * The course search box: submits on Enter or on the 'Search' icon button. A blank query is refused with the
 * spec's message next to the box (and `onSearch` is not called).
 */
export function SearchBox({
  onSearch,
  defaultQuery = '',
  label = 'Search courses',
  resultsHref,
  className,
  ...props
}: SearchBoxProps) {
  const target = resultsHref === undefined ? undefined : formTarget(resultsHref);
  const [query, setQuery] = useState(defaultQuery);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A server-rendered box can be typed into before the page hydrates: the first render takes that text over,
  // so the next render does not reset it to `defaultQuery`.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== defaultQuery) setQuery(typed);
    // Only the text typed before the first render counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setError(SEARCH_BLANK_MESSAGE);
      return;
    }
    setError(null);
    onSearch(trimmed);
  };

  return (
    <form
      role="search"
      noValidate
      data-slot="search-box"
      data-state={error ? 'invalid' : 'valid'}
      onSubmit={submit}
      action={target?.action}
      method={target ? 'get' : undefined}
      className={cn('flex w-full max-w-md flex-col gap-1', className)}
      {...props}
    >
      {target?.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          name="query"
          placeholder="Search..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" variant="secondary" size="icon" aria-label="Search">
          <Search aria-hidden />
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-dl-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
