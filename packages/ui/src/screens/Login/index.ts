export { Login } from './Login';
export type { LoginProps } from './Login';
