import { useEffect } from 'react';

/** The product's name, the end of every page's title (D35). */
const SITE_NAME = 'DevLearn';

/** 'React.js: Components, Hooks and State · DevLearn'; the name alone for the landing page. */
function documentTitle(pageTitle?: string | null): string {
  return pageTitle ? `${pageTitle} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * Sets the browser tab's title for the page (D35). `undefined` leaves it as it is: a page whose title comes from
 * its data sets it once the data has arrived; `null` is the name alone.
 */
export function useDocumentTitle(pageTitle: string | null | undefined): void {
  useEffect(() => {
    if (pageTitle !== undefined) document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
