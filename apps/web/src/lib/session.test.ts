import { accessTokenFixture, userFixture } from '@devlearn/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { isSessionExpired, sessionStore } from './session';

describe('the session in local storage', () => {
  it('is restored from a stored token and a stored user with an _id', () => {
    const token = accessTokenFixture();
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(userFixture));
    sessionStore.reload();
    expect(sessionStore.get()).toEqual({ token, user: userFixture });
  });

  it.each([
    ['no token', () => localStorage.setItem('user', JSON.stringify(userFixture))],
    ['no user', () => localStorage.setItem('token', accessTokenFixture())],
    [
      'a user without _id',
      () => {
        localStorage.setItem('token', accessTokenFixture());
        localStorage.setItem('user', JSON.stringify({ ...userFixture, _id: '' }));
      },
    ],
    [
      'a user that is not JSON',
      () => {
        localStorage.setItem('token', accessTokenFixture());
        localStorage.setItem('user', '{broken');
      },
    ],
  ])('is not restored with %s', (_case, arrange) => {
    arrange();
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
  });

  it('signIn stores the token and user under the keys token and user', () => {
    sessionStore.signIn({ token: 'abc', user: userFixture });
    expect(localStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(userFixture);
  });

  it('clear empties all local storage and notifies subscribers', () => {
    sessionStore.signIn({ token: 'abc', user: userFixture });
    localStorage.setItem('something-else', 'x');
    let notified = 0;
    const unsubscribe = sessionStore.subscribe(() => (notified += 1));
    sessionStore.clear();
    unsubscribe();
    expect(localStorage.length).toBe(0);
    expect(sessionStore.get()).toBeNull();
    expect(notified).toBe(1);
  });

  it("storeUser keeps the signed-in user's stored copy, and never stores someone else", () => {
    sessionStore.signIn({ token: 'abc', user: userFixture });
    sessionStore.storeUser({ ...userFixture, favorites: [] });
    expect(sessionStore.get()?.user.favorites).toEqual([]);
    expect(JSON.parse(localStorage.getItem('user')!).favorites).toEqual([]);
    sessionStore.storeUser({ ...userFixture, _id: 'someone-else', favorites: ['x'] });
    expect(JSON.parse(localStorage.getItem('user')!)._id).toBe(userFixture._id);
  });

  it('a session is expired when its token is past exp or unreadable', () => {
    expect(isSessionExpired({ token: accessTokenFixture(-5), user: userFixture })).toBe(true);
    expect(isSessionExpired({ token: 'garbage', user: userFixture })).toBe(true);
    expect(isSessionExpired({ token: accessTokenFixture(60), user: userFixture })).toBe(false);
    expect(isSessionExpired(null)).toBe(false);
  });
});
