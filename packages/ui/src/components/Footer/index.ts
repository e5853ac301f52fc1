export { Footer } from './Footer';
export type { FooterProps, SocialLink } from './Footer';
