import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Session } from '../lib/session';

/**
 * What a page rendered on the server hands its browser, as a JSON script (not executable, so the CSP needs no
 * exception for it): the router's loader data, the query cache the page was rendered from and the session it
 * was rendered for (ADR 0100).
 */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
  session: Session | null;
}

/** The id of the page state's `<script type="application/json">`. */
export const PAGE_STATE_ID = 'page-state';

/** The page state as JSON that is safe inside a script element: no `<` can close it. */
export const pageStateJson = (state: PageState) => JSON.stringify(state).replace(/</g, '\\u003c');

/** The state the server wrote into this page, or null for a page rendered in the browser alone. */
export function readPageState(): PageState | null {
  const script = document.getElementById(PAGE_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as PageState) : null;
}
