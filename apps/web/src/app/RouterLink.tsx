import type { LinkComponentProps } from '@devlearn/ui';
import { Link } from 'react-router';
import { preloadRoute } from './preloadRoute';

/** Paths served by the API server itself (full page loads), and anything with a scheme (mailto:, https:). */
const isOutsideTheApp = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || /^\/(api|media)\//.test(href);

/**
 * The link the UI library renders (through UiLinkProvider): client-side navigation for app paths, a plain anchor
 * for the API's own pages and external addresses. Pointing at or focusing an app link preloads its page.
 */
export function RouterLink({ href, ref, children, ...props }: LinkComponentProps) {
  if (isOutsideTheApp(href)) {
    return (
      <a href={href} ref={ref} {...props}>
        {children}
      </a>
    );
  }
  const { onPointerEnter, onFocus } = props;
  return (
    <Link
      to={href}
      ref={ref}
      {...props}
      onPointerEnter={(event) => {
        preloadRoute(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(href);
        onFocus?.(event);
      }}
    >
      {children}
    </Link>
  );
}
