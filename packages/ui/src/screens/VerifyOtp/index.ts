export { VerifyOtp } from './VerifyOtp';
export type { VerifyOtpProps } from './VerifyOtp';
