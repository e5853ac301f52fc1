export { Login } from './Login';
export type { LoginProps } from './Login';
export type { LoginValues } from '../../forms/authSchemas';
