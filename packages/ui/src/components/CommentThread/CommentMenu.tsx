'use client';

import { EllipsisVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';

export type CommentMenuAction = {
  label: string;
  onSelect: () => void;
  /** Shown in the danger colour (Delete). */
  danger?: boolean;
};

export type CommentMenuProps = {
  actions: CommentMenuAction[];
};

/**
 * The comment's 'More options' menu, following the WAI-ARIA menu button pattern: the button opens a menu whose
 * first item takes focus; arrow keys, Home and End move between items; Escape closes it and returns focus to the
 * button; Tab or a click elsewhere closes it. Written here rather than with Radix's DropdownMenu, which would add
 * its popper, focus scope and scroll lock to every app that shows a discussion (ADR 0037).
 */
export function CommentMenu({ actions }: CommentMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative shrink-0">
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        aria-label="More options"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <EllipsisVertical aria-hidden />
      </Button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="More options"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-1 flex min-w-32 flex-col rounded-dl-control border border-dl-line bg-dl-surface-raised p-1 text-dl-fg shadow-dl-card"
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close();
                action.onSelect();
              }}
              className={cn(
                'rounded-dl-control px-3 py-2 text-left text-sm outline-none hover:bg-dl-line focus-visible:bg-dl-line',
                action.danger ? 'text-dl-danger' : 'text-dl-fg',
              )}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
