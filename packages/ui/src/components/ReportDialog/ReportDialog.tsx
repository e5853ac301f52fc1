'use client';

import { rules } from '@devlearn/api-client/rules';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type FormEvent } from 'react';
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
  /** Called with false when Cancel, Escape or a click outside closes it, and after a report is sent. */
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
 * 'Report': a Radix dialog (focus trapped, Escape closes, focus returns to what had it before) with an optional
 * reason of at most 500 characters (the contract's rule and message) and 'Send report'.
 */
export function ReportDialog({ open, onOpenChange, itemLabel = 'comment', onSubmit }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const descriptionId = useId();
  // The dialog is opened from a menu item that is gone by then, not from a Radix trigger: the focus goes back to
  // whatever had it when the dialog opened (the comment's 'More options' button).
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

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          data-slot="report-dialog"
          aria-describedby={descriptionId}
          onOpenAutoFocus={() => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!openerRef.current?.isConnected) return;
            event.preventDefault();
            openerRef.current.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto',
            cardVariants(),
            'p-6 text-dl-fg',
          )}
        >
          <Dialog.Title className="text-lg font-bold">Report this {itemLabel}</Dialog.Title>
          <Dialog.Description id={descriptionId} className="text-sm text-dl-muted">
            A moderator will look at it. Telling them why helps, but you may leave it blank.
          </Dialog.Description>
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
              <Dialog.Close asChild>
                <Button variant="ghost" disabled={isSending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" isLoading={isSending}>
                Send report
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
