'use client';

import type { ComponentType, SVGProps } from 'react';
import { Bookmark, BookOpen, LogOut, Newspaper, NotebookPen, ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { GUEST_NAME } from '../../lib/product';
import type { UiRoutes } from '../../lib/routes';
import { Link, useUiRoutes } from '../Link';

/** The signed-in user as the sidebar shows them (structurally a contract `User`). */
export type SidebarUser = { username: string; avatar: { url: string } | null };

type NavEntry = { label: string; href: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

/** Spec section 2: Courses, Blogs, My Blogs and Bookmark (the all-courses page with show=favorites). */
const sidebarLinks = ({ dashboard }: UiRoutes): NavEntry[] => [
  { label: 'Courses', href: dashboard.courses.getHref(), icon: BookOpen },
  { label: 'Blogs', href: dashboard.blogs.getHref(), icon: Newspaper },
  { label: 'My Blogs', href: dashboard.myBlogs.getHref(), icon: NotebookPen },
  { label: 'Bookmark', href: dashboard.courseList.getHref('favorites'), icon: Bookmark },
];

/** A link is current on its own path; Courses also on the course pages below it (but not on Bookmark). */
function isCurrentLink(href: string, currentPath: string | undefined): boolean {
  if (!currentPath) return false;
  if (currentPath === href) return true;
  if (href.includes('?') || currentPath.includes('?show=favorites')) return false;
  return currentPath.startsWith(`${href}/`);
}

// On the desktop rail the names fade in only as it widens (hover or keyboard focus), instead of showing
// clipped first letters at 60 px; they stay in the accessibility tree either way.
const labelClass = cn(
  'transition-opacity duration-200',
  '[[data-slot=sidebar]_&]:opacity-0 [[data-slot=sidebar]:hover_&]:opacity-100 [[data-slot=sidebar]:focus-within_&]:opacity-100',
);

// Height and padding are left to each item (class names are joined, not merged): the profile link is taller.
const itemBaseClass = cn(
  'flex w-full items-center gap-4 rounded-dl-control text-sm font-medium whitespace-nowrap text-dl-fg',
  'hover:bg-dl-surface-raised aria-[current=page]:bg-dl-accent aria-[current=page]:text-dl-accent-fg',
);
const itemClass = cn(itemBaseClass, 'h-11 px-[10px]');

export type SidebarNavListProps = {
  user: SidebarUser | null;
  currentPath?: string;
  onLogout: () => void;
  /** Called after any entry is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
  /** The moderation page, for a moderator (D50): adds a 'Moderation' entry. @default none */
  moderationHref?: string;
};

/** The entries shared by the desktop rail and the mobile menu: links, Logout, then the profile link. */
export function SidebarNavList({
  user,
  currentPath,
  onLogout,
  onNavigate,
  moderationHref,
}: SidebarNavListProps) {
  const routes = useUiRoutes();
  const profileHref = routes.dashboard.profile.getHref();
  return (
    <div className="flex h-full flex-col gap-1">
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {[
          ...sidebarLinks(routes),
          ...(moderationHref ? [{ label: 'Moderation', href: moderationHref, icon: ShieldCheck }] : []),
        ].map(({ label, href, icon: Icon }) => (
          <li key={label}>
            <Link
              href={href}
              aria-current={isCurrentLink(href, currentPath) ? 'page' : undefined}
              className={itemClass}
              onClick={onNavigate}
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              <span className={labelClass}>{label}</span>
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={itemClass}
            onClick={() => {
              onNavigate?.();
              onLogout();
            }}
          >
            <LogOut aria-hidden className="size-5 shrink-0" />
            <span className={labelClass}>Logout</span>
          </button>
        </li>
      </ul>
      <Link
        href={profileHref}
        aria-current={isCurrentLink(profileHref, currentPath) ? 'page' : undefined}
        className={cn(itemBaseClass, 'mt-auto h-14 px-[6px]')}
        onClick={onNavigate}
        data-slot="sidebar-profile"
        // A user whose name is not known yet (the page's shell, drawn before the app runs) still has a named link.
        aria-label={user?.username === '' ? 'Profile' : undefined}
      >
        {user?.avatar?.url ? (
          <img src={user.avatar.url} alt="" className="size-9 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-dl-surface-raised text-sm font-bold uppercase"
          >
            {(user?.username ?? GUEST_NAME).charAt(0)}
          </span>
        )}
        <span className={cn('truncate', labelClass)}>{user?.username ?? GUEST_NAME}</span>
      </Link>
    </div>
  );
}
