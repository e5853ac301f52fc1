export { Toaster, quickToastOptions, toast } from './Toaster';
export type { ToasterProps, ToastOptions } from './Toaster';
