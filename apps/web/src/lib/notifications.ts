import { toUserMessage } from '@devlearn/api-client';
import { quickToastOptions, toast } from '@devlearn/ui';

/**
 * The two toast placements of spec section 4: 'standard' (the Toaster's defaults: top centre, 4000 ms) and
 * 'quick' (profile, avatar and blog toasts: bottom right, 2000 ms).
 */
export type ToastPlacement = 'standard' | 'quick';

/**
 * The message doubles as the toast's id, so the same message raised twice (a repeated click, React's strict-mode
 * double effects) shows once.
 */
const optionsFor = (placement: ToastPlacement, message: string) =>
  placement === 'quick' ? { ...quickToastOptions, id: message } : { id: message };

export function notifySuccess(message: string, placement: ToastPlacement = 'standard') {
  toast.success(message, optionsFor(placement, message));
}

export function notifyError(message: string, placement: ToastPlacement = 'standard') {
  toast.error(message, optionsFor(placement, message));
}

export function notifyInfo(message: string, placement: ToastPlacement = 'standard') {
  toast.info(message, optionsFor(placement, message));
}

/** An error toast with the text the error carries (422 field message, server message or 'Something went wrong'). */
export function notifyErrorOf(error: unknown, placement: ToastPlacement = 'standard') {
  notifyError(toUserMessage(error), placement);
}
