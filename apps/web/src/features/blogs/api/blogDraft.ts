import { isRichTextBlank } from '@devlearn/ui';
import { type BlogDraftFields } from '@devlearn/ui/screens/CreateBlog';
import { useEffect, useRef } from 'react';
import { $api, fetchClient } from '../../../lib/apiClient';

/** Typing pauses this long before the draft is saved (D33). */
const DRAFT_SAVE_DELAY_MS = 1000;

/** GET /blogs/draft: the author's unfinished blog, or null (D33). Only logged when it fails: the form works without. */
export const blogDraftQueryOptions = () =>
  $api.queryOptions('get', '/blogs/draft', {}, { select: (r) => r.data, staleTime: 0 });

const isEmpty = ({ content, ...texts }: BlogDraftFields) =>
  isRichTextBlank(content) && Object.values(texts).every((value) => value.trim() === '');

/** Saves the fields as the draft, or throws the draft away when nothing is left in them. */
async function keepDraft(fields: BlogDraftFields | null, keepalive = false) {
  if (fields === null || isEmpty(fields)) await fetchClient.DELETE('/blogs/draft', { keepalive });
  else await fetchClient.PUT('/blogs/draft', { body: fields, keepalive });
}

/**
 * The create-blog form's autosave (D33): `changed` is called on every change and saves once typing pauses;
 * leaving the page saves what is pending at once (with `keepalive`, so a closing tab keeps it). `discard` drops
 * anything pending and deletes the draft ('Reset Content', or after 'Create Post').
 */
export function useBlogDraftAutosave() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<BlogDraftFields | null>(null);

  const flush = (keepalive = false) => {
    clearTimeout(timer.current);
    const fields = pending.current;
    pending.current = null;
    if (fields) keepDraft(fields, keepalive).catch((error: unknown) => console.error(error));
  };

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      flush(true);
    };
    // flush reads refs only; the listener is set up once.
  }, []);

  return {
    changed(fields: BlogDraftFields) {
      pending.current = fields;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(), DRAFT_SAVE_DELAY_MS);
    },
    discard() {
      clearTimeout(timer.current);
      pending.current = null;
      keepDraft(null).catch((error: unknown) => console.error(error));
    },
  };
}
