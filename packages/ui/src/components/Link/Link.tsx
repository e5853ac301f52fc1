import {
  createContext,
  createElement,
  use,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** Props every link component receives: an anchor's own props with a required `href` (an app path or URL). */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A component that renders a navigable link, e.g. a wrapper around react-router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

export interface UiLinkProviderProps {
  /** The component every `Link` of the library renders. Default: a plain `<a href>`. */
  component: LinkComponent;
  children?: ReactNode;
}

/**
 * Lets the app decide how links navigate (client-side routing) without the library importing a router.
 * apps/web supplies e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export function UiLinkProvider({ component, children }: UiLinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

export type LinkProps = LinkComponentProps;

/** A link rendered through the component given to `UiLinkProvider` (a plain anchor without one). */
export function Link(props: LinkProps) {
  // The component comes from context (stable per provider), so createElement rather than a JSX tag
  // keeps the lint rule against components declared during render from misreading it.
  return createElement(use(LinkComponentContext), { 'data-slot': 'link', ...props } as LinkComponentProps);
}
