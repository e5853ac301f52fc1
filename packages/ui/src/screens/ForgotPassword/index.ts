export { ForgotPassword } from './ForgotPassword';
export type { ForgotPasswordProps } from './ForgotPassword';
export type { ForgotPasswordValues } from '../../forms/authSchemas';
