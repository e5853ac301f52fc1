import type { RouteObject } from 'react-router';
import { DASHBOARD_SHELLS } from './dashboardShells';
import { PRERENDERED_PATHS, prerenderedFileOf } from './publicPages';

/** One address pattern of the app and the file the server sends for it (`index.html` when nothing is rendered). */
export interface PageRoute {
  path: string;
  file: string;
}

/**
 * What the server needs to answer a page address without knowing the app (dist/pages/routes.json): every
 * pattern the route table matches, with its prerendered page or dashboard shell where there is one, and the 404 page for any
 * address none of them matches.
 */
export interface PageRouteTable {
  routes: PageRoute[];
  notFound: string;
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/** Every full pattern of the route table: `/auth` + `reset-password` -> `/auth/reset-password`. */
export function routePatternsOf(routeTable: RouteObject[], parent = ''): string[] {
  return routeTable.flatMap((route) => {
    const full = route.path === undefined ? parent : join(parent, route.path);
    const own = route.path !== undefined || route.index ? [full || '/'] : [];
    return [...own, ...routePatternsOf(route.children ?? [], full)];
  });
}

/**
 * `notFoundCatchAlls`: the catch-all patterns that show the 404 page and nothing around it; they are left out, so
 * the addresses they catch get `notFound` (the dashboard's catch-all shows it inside the signed-in shell).
 */
export function pageRouteTableOf(
  routeTable: RouteObject[],
  notFoundFile: string,
  notFoundCatchAlls: readonly string[],
): PageRouteTable {
  const prerendered = new Set([...PRERENDERED_PATHS, ...DASHBOARD_SHELLS.map((shell) => shell.path)]);
  const patterns = [...new Set(routePatternsOf(routeTable))].filter(
    (pattern) => !notFoundCatchAlls.includes(pattern),
  );
  return {
    routes: patterns.map((path) => ({
      path,
      file: prerendered.has(path) ? prerenderedFileOf(path) : 'index.html',
    })),
    notFound: notFoundFile,
  };
}
