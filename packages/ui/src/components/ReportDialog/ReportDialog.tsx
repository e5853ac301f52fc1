'use client';

import { rules } from '@devlearn/api-client/rules';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { cardVariants } from '../Card/Card';
import { Field } from '../Field';
import { Textarea } from '../Textarea';

/** The contract's limit and message for a report's reason (openapi.yaml, ReportBody.reason). */
const REASON_MAX = rules.ReportBody.reason.maxLength;
const REASON_TOO_LONG = rules.ReportBody.reason.messages.maxLength;

export type ReportDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when Cancel or Escape closes it, and after a report is sent. */
  onOpenChange: (open: boolean) => void;
  /** What is reported, in the title: 'Report this comment'. @default 'comment' */
  itemLabel?: string;
  /**
   * Sends the report with its trimmed reason (undefined when left blank). The app stores it and shows its toast
   * ('Report sent successfully'). A returned promise keeps 'Send report' busy; the dialog closes once it resolves
   * and stays open (the reason kept) when it rejects.
   */
  onSubmit: (reason: string | undefined) => void | Promise<unknown>;
};

/**
 * 'Report': a modal dialog (the page inert, Escape or Cancel closes it, focus returns to what had it) with an optional
 * reason of at most 500 characters (the contract's rule and message) and 'Send report'.
 */
export function ReportDialog({ open, onOpenChange, itemLabel = 'comment', onSubmit }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The dialog is opened from a menu item that is gone by then: the focus goes back to whatever had it when the
  // dialog opened (the comment's 'More options' button).
  const openerRef = useRef<HTMLElement | null>(null);

  const changeOpen = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length > REASON_MAX) {
      setError(REASON_TOO_LONG);
      return;
    }
    setIsSending(true);
    try {
      await onSubmit(text === '' ? undefined : text);
      changeOpen(false);
    } catch {
      // The app says what went wrong; the reason stays.
    } finally {
      setIsSending(false);
    }
  };

  // A native modal <dialog> (ADR 0180): the top layer, an inert page, Escape and the focus move come from the
  // browser, not from Radix's Dialog (13 KB gz of every discussion page). Where showModal is missing (jsdom), it
  // opens non-modal.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open) {
      // Closed by the app, or already by the browser (Escape): either way the focus goes back.
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (openerRef.current?.isConnected) openerRef.current.focus();
      openerRef.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      data-slot="report-dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the browser closes the dialog (the app's state follows); where it does not (a key event that is
      // not the browser's own, jsdom), the dialog closes itself.
      onClose={() => {
        if (open) changeOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        changeOpen(false);
      }}
      className={cn(
        'fixed inset-0 m-auto max-h-[90vh] w-[min(92vw,28rem)] overflow-y-auto p-0 backdrop:bg-black/70',
        cardVariants(),
        'text-dl-fg',
      )}
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-lg font-bold">
          Report this {itemLabel}
        </h2>
        <p id={descriptionId} className="text-sm text-dl-muted">
          A moderator will look at it. Telling them why helps, but you may leave it blank.
        </p>
        <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Reason (optional)" error={error ?? undefined}>
            <Textarea
              value={reason}
              rows={3}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(null);
              }}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" disabled={isSending} onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSending}>
              Send report
            </Button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
