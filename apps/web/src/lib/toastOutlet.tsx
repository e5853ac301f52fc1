// The toast library (sonner, through the UI package) in a chunk of its own: nothing a page needs to paint, so it
// is loaded after the first render (or with the first toast) instead of in the first bytes (issue 10 point 2).
export { quickToastOptions, toast, Toaster } from '@devlearn/ui';
