export { CertificateList } from './CertificateList';
export type { CertificateListItem, CertificateListProps } from './CertificateList';
