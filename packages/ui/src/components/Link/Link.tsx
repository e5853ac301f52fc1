'use client';

import {
  createContext,
  createElement,
  use,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import type { UiRoutes } from '../../lib/routes';

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

/**
 * Without a provider, a component that links somewhere by itself (the sidebar, a card without `href`) says what
 * is missing instead of inventing a path; components given their `href` never ask.
 */
const missingRoutes = new Proxy({} as UiRoutes, {
  get(_target, name) {
    throw new Error(
      `@devlearn/ui needs the app's routes to link to "${String(name)}": wrap the app in <UiLinkProvider routes={…}>.`,
    );
  },
});

const RoutesContext = createContext<UiRoutes>(missingRoutes);

export interface UiLinkProviderProps {
  /** The component every `Link` of the library renders. Default: a plain `<a href>`. */
  component?: LinkComponent;
  /** The app's route table: where the library's own links (sidebar, cards, breadcrumbs) point. */
  routes?: UiRoutes;
  children?: ReactNode;
}

/**
 * Lets the app decide where links go and how they navigate, without the library importing a router or
 * keeping a copy of the app's paths. apps/web supplies its route table and
 * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 */
export function UiLinkProvider({ component = PlainAnchor, routes, children }: UiLinkProviderProps) {
  const content = <LinkComponentContext value={component}>{children}</LinkComponentContext>;
  return routes ? <RoutesContext value={routes}>{content}</RoutesContext> : content;
}

/** The app's routes, as handed to `UiLinkProvider`. */
export function useUiRoutes(): UiRoutes {
  return use(RoutesContext);
}

export type LinkProps = LinkComponentProps;

/** A link rendered through the component given to `UiLinkProvider` (a plain anchor without one). */
export function Link(props: LinkProps) {
  // The component comes from context (stable per provider), so createElement rather than a JSX tag
  // keeps the lint rule against components declared during render from misreading it.
  return createElement(use(LinkComponentContext), { 'data-slot': 'link', ...props } as LinkComponentProps);
}
