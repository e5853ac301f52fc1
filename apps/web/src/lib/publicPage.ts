/**
 * What a public page's loader (`publicPrefetching` in app/routeData.ts) leaves for its component: whether the
 * server found the page's data missing, so the browser's first render shows the same 404 as the server's.
 */
export interface PublicPageData {
  notFound: boolean;
}
