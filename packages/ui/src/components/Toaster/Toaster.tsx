import type { CSSProperties } from 'react';
import {
  Toaster as SonnerToaster,
  toast,
  type ExternalToast,
  type ToasterProps as SonnerToasterProps,
} from 'sonner';
import {
  QUICK_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  TOAST_VISIBLE_MAX,
  TOAST_WIDTH_PX,
} from '../../lib/product';

export type ToasterProps = SonnerToasterProps;

/**
 * The app's single toast outlet (sonner): toasts dismiss after 4000 ms, at most 3 show at once, 356 px wide.
 * Every sonner prop can be overridden; the defaults are the spec's.
 */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <SonnerToaster
      theme="dark"
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      style={{ '--width': `${TOAST_WIDTH_PX}px`, ...style } as CSSProperties}
      {...props}
    />
  );
}

/** The preset for profile, avatar and blog toasts: bottom right for 2000 ms. Use as `toast.success(msg, quickToastOptions)`. */
export const quickToastOptions = {
  duration: QUICK_TOAST_DURATION_MS,
  position: 'bottom-right',
} as const satisfies ExternalToast;

export { toast };
export type { ExternalToast as ToastOptions };
