export { Card, cardVariants } from './Card';
export type { CardProps } from './Card';
