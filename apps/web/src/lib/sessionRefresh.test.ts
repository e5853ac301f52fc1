import { accessTokenFixture, envelope, failure, http, userFixture } from '@devlearn/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../test/setup';
import { SESSION_STORAGE_KEYS, sessionStore } from './session';
import { keepSessionFresh, renewSession } from './sessionRefresh';

/** The refresh endpoint answering `token` and counting its calls. */
function refreshAnswers(token: string) {
  const calls = { count: 0 };
  server.use(
    http.post('/users/refresh-token', ({ response }) => {
      calls.count += 1;
      return response(200).json(envelope({ accessToken: token }));
    }),
  );
  return calls;
}

describe('renewSession (D30)', () => {
  it('callers in one tab share one renewal: three refused calls send one refresh', async () => {
    const stale = accessTokenFixture(-10);
    sessionStore.signIn({ token: stale, user: userFixture });
    const fresh = accessTokenFixture();
    const calls = refreshAnswers(fresh);
    const tokens = await Promise.all([renewSession(stale), renewSession(stale), renewSession(stale)]);
    expect(tokens).toEqual([fresh, fresh, fresh]);
    expect(calls.count).toBe(1);
    expect(sessionStore.get()?.token).toBe(fresh);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe(fresh);
  });

  it('takes the token another tab renewed meanwhile instead of spending the cookie again', async () => {
    const stale = accessTokenFixture(-10);
    sessionStore.signIn({ token: stale, user: userFixture });
    const renewedElsewhere = accessTokenFixture(800);
    localStorage.setItem(SESSION_STORAGE_KEYS.token, renewedElsewhere);
    const calls = refreshAnswers(accessTokenFixture());
    expect(await renewSession(stale)).toBe(renewedElsewhere);
    expect(calls.count).toBe(0);
    expect(sessionStore.get()?.token).toBe(renewedElsewhere);
  });

  it('answers null when the cookie no longer renews the session, and keeps the stored session', async () => {
    const stale = accessTokenFixture(-10);
    sessionStore.signIn({ token: stale, user: userFixture });
    server.use(
      http.post('/users/refresh-token', ({ response }) => response(401).json(failure(401, 'No session'))),
    );
    expect(await renewSession(stale)).toBeNull();
    expect(sessionStore.get()?.token).toBe(stale);
  });
});

describe('keepSessionFresh', () => {
  it('renews a token in its last minute at once, and waits with one that has longer to live', async () => {
    const closeToExpiry = accessTokenFixture(30);
    sessionStore.signIn({ token: closeToExpiry, user: userFixture });
    const fresh = accessTokenFixture(900);
    const calls = refreshAnswers(fresh);
    const stop = keepSessionFresh();
    try {
      await vi.waitFor(() => expect(sessionStore.get()?.token).toBe(fresh));
      expect(calls.count).toBe(1);
      // The renewed token has 15 minutes: the next renewal waits for its last minute.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls.count).toBe(1);
    } finally {
      stop();
    }
  });

  it('leaves an already expired token to the guard and the 401 retry', async () => {
    sessionStore.signIn({ token: accessTokenFixture(-30), user: userFixture });
    const calls = refreshAnswers(accessTokenFixture());
    const stop = keepSessionFresh();
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(calls.count).toBe(0);
  });
});
