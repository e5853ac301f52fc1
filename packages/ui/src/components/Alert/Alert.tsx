import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const alertVariants = cva('flex items-start gap-3 rounded-dl-control border px-4 py-3 text-sm', {
  variants: {
    tone: {
      error: 'border-dl-danger/60 bg-dl-danger/10 text-dl-danger',
      info: 'border-dl-line bg-dl-surface-raised text-dl-fg',
      success: 'border-dl-success/60 bg-dl-success/10 text-dl-success',
    },
  },
  defaultVariants: { tone: 'info' },
});

const icons = { error: CircleAlert, info: Info, success: CircleCheck } as const;

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * A message box inside a page: errors are announced at once (role alert), info and success politely (role status).
 */
export function Alert({ tone, className, children, ...props }: AlertProps) {
  const resolvedTone = tone ?? 'info';
  const Icon = icons[resolvedTone];
  return (
    <div
      data-slot="alert"
      data-tone={resolvedTone}
      role={resolvedTone === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1">{children}</div>
    </div>
  );
}
