export { CertificateView } from './CertificateView';
export type { CertificateViewCertificate, CertificateViewProps } from './CertificateView';
