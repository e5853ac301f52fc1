import type { Schemas } from '@devlearn/api-client';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { isTokenExpired } from './tokenExpiry';

/** The local storage keys of spec section 3 ("Local storage keys: token and user"). */
export const SESSION_STORAGE_KEYS = { token: 'token', user: 'user' } as const;

export type SessionUser = Schemas['User'];

export interface Session {
  token: string;
  user: SessionUser;
}

const hasId = (value: unknown): value is SessionUser =>
  typeof (value as { _id?: unknown } | null)?._id === 'string' && (value as SessionUser)._id !== '';

/** A stored token plus a stored user with an `_id` restore the session (spec section 4); anything else does not. */
function readStoredSession(): Session | null {
  const token = localStorage.getItem(SESSION_STORAGE_KEYS.token);
  const rawUser = localStorage.getItem(SESSION_STORAGE_KEYS.user);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    return hasId(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

let current: Session | null | undefined;
const listeners = new Set<() => void>();

/** `undefined` forgets the in-memory copy, so the next read comes from storage. */
function write(next: Session | null | undefined) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The signed-in session, kept in local storage so that it survives reloads, and mirrored in memory so that
 * React re-renders (guards, sidebar, header) when it changes, also when another tab signs in or out.
 */
export const sessionStore = {
  get(): Session | null {
    if (current === undefined) current = readStoredSession();
    return current;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Login or token sign-in succeeded: store user and token. */
  signIn(session: Session) {
    localStorage.setItem(SESSION_STORAGE_KEYS.token, session.token);
    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(session.user));
    write(session);
  },
  /** A refreshed access token replaces the stored one; the user stays. */
  replaceToken(token: string) {
    localStorage.setItem(SESSION_STORAGE_KEYS.token, token);
    const user = sessionStore.get()?.user;
    write(user ? { token, user } : null);
  },
  /**
   * Stores the latest copy of the signed-in user (spec section 3's `user` key). Only the query cache's
   * persistence calls it (sessionUser.ts): the record itself is server state and changes there.
   */
  storeUser(user: SessionUser) {
    const session = sessionStore.get();
    if (!session || session.user._id !== user._id) return;
    localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
    current = { ...session, user };
  },
  /** Logout, a 401 that survived renewal (D31) and failed refreshes clear all local storage (spec sections 4, 8). */
  clear() {
    localStorage.clear();
    write(null);
  },
  /** Forgets the in-memory copy so the next read comes from storage (tests, other tabs). */
  reload() {
    write(undefined);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(SESSION_STORAGE_KEYS).includes(event.key as 'token')) {
      sessionStore.reload();
    }
  });
}

/**
 * The session the page's HTML was rendered for: the page session's on the server (entry-server.tsx), and in the
 * browser the one the server wrote into the page, so hydration renders what the HTML holds and then the stored
 * session. Null for a page rendered in the browser alone.
 */
const SessionInHtml = createContext<Session | null>(null);
export const SessionInHtmlProvider = SessionInHtml.Provider;

/** The current session (or null), re-rendering when it changes. */
export function useSession(): Session | null {
  const inHtml = useContext(SessionInHtml);
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => inHtml);
}

/** Whether a stored session exists but its access token has run out (or cannot be read). */
export function isSessionExpired(session: Session | null, now: number = Date.now()): boolean {
  return session !== null && isTokenExpired(session.token, now);
}
