// The package's public surface: every component and its props type, named explicitly (no `export *`).
// Sections are sorted; add lines to the section they belong to.

// ---- styles and pure helpers (lib) --------------------------------------------------------------
export { cn } from './lib/cn';
export * as constants from './lib/constants';
export { formatLongDate } from './lib/dates';
export { sortComments } from './lib/sorting';
export type { CommentSortOrder } from './lib/sorting';
export { cutToWords, ELLIPSIS, padCount, splitIntoParagraphs, truncateText } from './lib/text';

// ---- primitives (UI-foundation) -----------------------------------------------------------------
export { Button, buttonVariants } from './components/Button';
export type { ButtonProps } from './components/Button';
export { CountBadge } from './components/CountBadge';
export type { CountBadgeProps } from './components/CountBadge';
export { Field, useFieldControl } from './components/Field';
export type { FieldControlProps, FieldProps } from './components/Field';
export { Input, inputVariants } from './components/Input';
export type { InputProps } from './components/Input';
export { Link, UiLinkProvider } from './components/Link';
export type { LinkComponent, LinkComponentProps, LinkProps, UiLinkProviderProps } from './components/Link';
export { Loader } from './components/Loader';
export type { LoaderProps } from './components/Loader';
export { Spinner } from './components/Spinner';
export type { SpinnerProps } from './components/Spinner';
export { Textarea } from './components/Textarea';
export type { TextareaProps } from './components/Textarea';
export { quickToastOptions, toast, Toaster } from './components/Toaster';
export type { ToasterProps, ToastOptions } from './components/Toaster';

// ---- site components (UI-foundation) ------------------------------------------------------------

// ---- learning components (UI-learning) ----------------------------------------------------------

// ---- screens (UI-foundation) --------------------------------------------------------------------

// ---- screens (UI-learning) ----------------------------------------------------------------------
