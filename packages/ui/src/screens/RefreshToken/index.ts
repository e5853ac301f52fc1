export { RefreshToken, TOKEN_EXPIRED_MESSAGE } from './RefreshToken';
export type { RefreshTokenProps } from './RefreshToken';
