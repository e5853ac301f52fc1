export { ResetPassword } from './ResetPassword';
export type { ResetPasswordProps } from './ResetPassword';
