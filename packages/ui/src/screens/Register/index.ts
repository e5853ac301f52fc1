export { Register } from './Register';
export type { RegisterProps } from './Register';
export type { RegisterValues } from '../../forms/authSchemas';
