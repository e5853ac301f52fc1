/**
 * The web app's page addresses as the build wrote them (apps/web dist/pages/routes.json, issue 10.1): each
 * react-router pattern with the file to send for it, and the 404 page for an address no pattern matches. Only data
 * crosses from the web build to this server, never its code.
 */
export interface PageRouteTable {
  routes: { path: string; file: string }[];
  notFound: string;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * How well `pattern` matches `pathname` (react-router's ranking, simplified: a fixed segment beats a parameter,
 * which beats a splat), or -1 when it does not match at all.
 */
function matchScore(pattern: string, pathname: string): number {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(pathname);
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return index === wanted.length - 1 ? score + 1 : -1;
    const part = given[index];
    if (part === undefined) return -1;
    if (segment.startsWith(':')) score += 3;
    else if (segment === part) score += 10;
    else return -1;
  }
  return given.length === wanted.length ? score : -1;
}

/** The file for `pathname`, and whether it is the 404 page. */
export function pageFileOf(table: PageRouteTable, pathname: string): { file: string; notFound: boolean } {
  let best: { file: string; score: number } | undefined;
  for (const route of table.routes) {
    const score = matchScore(route.path, pathname);
    if (score >= 0 && (!best || score > best.score)) best = { file: route.file, score };
  }
  return best ? { file: best.file, notFound: false } : { file: table.notFound, notFound: true };
}
