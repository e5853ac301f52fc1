import { action } from 'storybook/actions';
import type { LinkComponentProps } from '../packages/ui/src/components/Link';

const logNavigation = action('navigate');

/**
 * The link component of every story: an app path is logged in the Actions panel instead of navigating the
 * preview away (which would leave a blank frame); outside URLs open as usual.
 */
export function StoryLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || /^[a-z]+:/i.test(href)) return;
        event.preventDefault();
        logNavigation(href);
      }}
    >
      {children}
    </a>
  );
}
