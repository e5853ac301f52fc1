import { toUserMessage } from '@devlearn/api-client';
import type * as ToastOutlet from './toastOutlet';

/**
 * The two toast placements of spec section 4: 'standard' (the Toaster's defaults: top centre, 4000 ms) and
 * 'quick' (profile, avatar and blog toasts: bottom right, 2000 ms).
 */
export type ToastPlacement = 'standard' | 'quick';

type Kind = 'success' | 'error' | 'info';

/** The toast module, loaded once, on first use or by the outlet after the first paint. */
let outlet: Promise<typeof ToastOutlet> | undefined;
export const loadToastOutlet = () => (outlet ??= import('./toastOutlet'));

/**
 * The message doubles as the toast's id, so the same message raised twice (a repeated click, React's strict-mode
 * double effects) shows once. A toast raised before the library has loaded shows as soon as it has.
 */
function notify(kind: Kind, message: string, placement: ToastPlacement) {
  void loadToastOutlet().then(({ toast, quickToastOptions }) => {
    const options = placement === 'quick' ? { ...quickToastOptions, id: message } : { id: message };
    toast[kind](message, options);
  });
}

export function notifySuccess(message: string, placement: ToastPlacement = 'standard') {
  notify('success', message, placement);
}

export function notifyError(message: string, placement: ToastPlacement = 'standard') {
  notify('error', message, placement);
}

export function notifyInfo(message: string, placement: ToastPlacement = 'standard') {
  notify('info', message, placement);
}

/** An error toast with the text the error carries (422 field message, server message or 'Something went wrong'). */
export function notifyErrorOf(error: unknown, placement: ToastPlacement = 'standard') {
  notifyError(toUserMessage(error), placement);
}
