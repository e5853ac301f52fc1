export { ResetPassword } from './ResetPassword';
export type { ResetPasswordProps } from './ResetPassword';
export type { ResetPasswordValues } from '../../forms/authSchemas';
