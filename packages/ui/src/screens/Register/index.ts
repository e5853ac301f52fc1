export { Register } from './Register';
export type { RegisterProps } from './Register';
