import { ChevronRight } from 'lucide-react';
import { Fragment, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { BREADCRUMB_TITLE_MAX_CHARS } from '../../lib/product';
import { truncateText } from '../../lib/text';
import { Link } from '../Link';

/** One step of the trail; the last one is the current page and needs no `href`. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export type BreadcrumbProps = ComponentProps<'nav'> & {
  /** The trail; labels over 15 characters are cut with an ellipsis (the full text stays in a tooltip). */
  items: BreadcrumbItem[];
};

/** A breadcrumb trail, e.g. Courses > React.js Complete... */
export function Breadcrumb({ items, className, ...props }: BreadcrumbProps) {
  return (
    <nav data-slot="breadcrumb" aria-label="Breadcrumb" className={cn('text-sm', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5 text-dl-muted">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          const label = truncateText(item.label, BREADCRUMB_TITLE_MAX_CHARS);
          const title = label === item.label ? undefined : item.label;
          return (
            <Fragment key={`${item.label}-${index}`}>
              {index > 0 ? (
                <li aria-hidden className="flex">
                  <ChevronRight className="size-4" />
                </li>
              ) : null}
              <li>
                {isCurrent || !item.href ? (
                  <span
                    aria-current={isCurrent ? 'page' : undefined}
                    title={title}
                    className="font-medium text-dl-fg"
                  >
                    {label}
                  </span>
                ) : (
                  <Link
                    href={item.href}
                    title={title}
                    className="rounded-dl-control hover:text-dl-fg hover:underline"
                  >
                    {label}
                  </Link>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
