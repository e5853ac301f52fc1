import { toUserMessage } from '@devlearn/api-client';
import type * as ToastOutletModule from './toastOutlet';

/**
 * The two toast placements of spec section 4: 'standard' (the Toaster's defaults: top centre, 4000 ms) and
 * 'quick' (profile, avatar and blog toasts: bottom right, 2000 ms).
 */
export type ToastPlacement = 'standard' | 'quick';

/**
 * The toast outlet is mounted with the first toast, not with the page (ADR 0073): `AppProviders` renders it once
 * `isToastOutletWanted()`. A toast raised before it subscribes is not lost: sonner's Toaster replays the active
 * ones when it mounts.
 */
let wanted = false;
const wantedListeners = new Set<() => void>();
let outlet: Promise<typeof ToastOutletModule> | undefined;

export const loadToastOutlet = () => (outlet ??= import('./toastOutlet'));

export const isToastOutletWanted = () => wanted;

export function subscribeToToastOutlet(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function readyOutlet(): Promise<typeof ToastOutletModule> {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  return loadToastOutlet();
}

/**
 * The message doubles as the toast's id, so the same message raised twice (a repeated click, React's strict-mode
 * double effects) shows once. The first toast loads the library and mounts the outlet, then shows.
 */
const notifier =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, placement: ToastPlacement = 'standard') => {
    void readyOutlet().then(({ toast, quickToastOptions }) => {
      const options = placement === 'quick' ? { ...quickToastOptions, id: message } : { id: message };
      toast[kind](message, options);
    });
  };

export const notifySuccess = notifier('success');
export const notifyError = notifier('error');
export const notifyInfo = notifier('info');

/** An error toast with the text the error carries (422 field message, server message or 'Something went wrong'). */
export function notifyErrorOf(error: unknown, placement: ToastPlacement = 'standard') {
  notifyError(toUserMessage(error), placement);
}
