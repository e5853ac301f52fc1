export { Certificate } from './Certificate';
export type { CertificateProps } from './Certificate';
