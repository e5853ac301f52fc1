import { useEffect } from 'react';
import { Toaster } from '@devlearn/ui';

// The toast library (sonner, through the UI package) in a chunk of its own, loaded with the first toast: nothing
// a page needs to paint, so it is not in a page's first bytes (ADR 0073).
export { quickToastOptions, toast } from '@devlearn/ui';

/**
 * The one toast outlet. `onReady` runs once the outlet listens: sonner shows only the toasts raised after its
 * Toaster has subscribed, and the Toaster's own effects run before this parent's. What it returns runs when the
 * outlet goes.
 */
export function ToastOutlet({ onReady }: { onReady: () => () => void }) {
  useEffect(onReady, [onReady]);
  return <Toaster />;
}
