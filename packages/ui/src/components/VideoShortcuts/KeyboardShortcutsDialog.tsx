'use client';

import { Fragment } from 'react';
import { Dialog } from 'radix-ui';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { cardVariants } from '../Card/Card';
import { VIDEO_SHORTCUTS } from './videoShortcuts';

export type KeyboardShortcutsDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when Close, Escape or a click outside closes it. */
  onOpenChange: (open: boolean) => void;
  /**
   * Where the focus goes when the dialog closes; without it Radix returns it to the trigger.
   * @default the trigger
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The player's key map as a table (Radix Dialog: focus trapped, Escape closes). It reads VIDEO_SHORTCUTS. */
export function KeyboardShortcutsDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: KeyboardShortcutsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          data-slot="keyboard-shortcuts-dialog"
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto',
            cardVariants(),
            'p-6 text-dl-fg',
          )}
        >
          <Dialog.Title className="text-lg font-bold">Keyboard shortcuts</Dialog.Title>
          <Dialog.Description className="text-sm text-dl-muted">
            They work while the video player has the focus, never while you type in a text field.
          </Dialog.Description>
          <table className="w-full text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {VIDEO_SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.description} className="border-b border-dl-line last:border-b-0">
                  <th scope="row" className="py-2 pr-4 text-left font-normal whitespace-nowrap text-dl-muted">
                    {shortcut.labels.map((label, index) => (
                      <Fragment key={label}>
                        {index > 0 ? ' or ' : null}
                        <kbd className="rounded border border-dl-line bg-dl-surface-raised px-1.5 py-0.5 font-mono text-xs text-dl-fg">
                          {label}
                        </kbd>
                      </Fragment>
                    ))}
                  </th>
                  <td className="py-2 text-dl-muted">{shortcut.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
