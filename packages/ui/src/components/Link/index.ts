export { Link, UiLinkProvider } from './Link';
export type { LinkComponent, LinkComponentProps, LinkProps, UiLinkProviderProps } from './Link';
