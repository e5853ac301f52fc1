export { VerifyOtp } from './VerifyOtp';
export type { VerifyOtpProps } from './VerifyOtp';
export type { VerifyOtpValues } from '../../forms/authSchemas';
