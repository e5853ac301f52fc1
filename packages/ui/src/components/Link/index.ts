export { Link, UiLinkProvider, useUiRoutes } from './Link';
export type { LinkComponent, LinkComponentProps, LinkProps, UiLinkProviderProps } from './Link';
