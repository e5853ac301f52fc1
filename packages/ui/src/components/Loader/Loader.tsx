import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../Spinner/Spinner';

export type LoaderProps = ComponentProps<'div'> & {
  /** What is loading, announced to screen readers. Default: 'Loading'. */
  label?: string;
  /** Fill the whole viewport height (page loads) instead of the parent area. Default: false. */
  fullScreen?: boolean;
};

/** A centred spinner that fills its area while a page or section loads. */
export function Loader({ className, label = 'Loading', fullScreen = false, ...props }: LoaderProps) {
  return (
    <div
      data-slot="loader"
      className={cn(
        'flex w-full items-center justify-center text-dl-fg',
        fullScreen ? 'min-h-dvh' : 'min-h-40',
        className,
      )}
      {...props}
    >
      <Spinner size="lg" label={label} />
    </div>
  );
}
