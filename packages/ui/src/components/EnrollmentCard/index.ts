export { EnrollmentCard } from './EnrollmentCard';
export type { EnrollmentCardProps } from './EnrollmentCard';
