export { CertificateLink } from './CertificateLink';
export type { CertificateLinkProps } from './CertificateLink';
