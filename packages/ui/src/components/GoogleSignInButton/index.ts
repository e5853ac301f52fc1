export { GoogleSignInButton } from './GoogleSignInButton';
export type { GoogleSignInButtonProps } from './GoogleSignInButton';
