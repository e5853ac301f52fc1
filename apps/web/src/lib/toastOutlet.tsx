// The toast library (sonner, through the UI package) in a chunk of its own, loaded with the first toast: nothing
// a page needs to paint, so it is not in a page's first bytes (ADR 0073).
export { quickToastOptions, toast, Toaster } from '@devlearn/ui';
