export { AvatarDialog } from './AvatarDialog';
export type { AvatarDialogProps } from './AvatarDialog';
