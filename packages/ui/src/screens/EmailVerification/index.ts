export { EmailVerification } from './EmailVerification';
export type { EmailVerificationProps } from './EmailVerification';
