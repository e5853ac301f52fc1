export { Input, inputVariants } from './Input';
export type { InputProps } from './Input';
