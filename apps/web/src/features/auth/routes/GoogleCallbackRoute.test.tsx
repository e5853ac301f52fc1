import { accessTokenFixture, envelope, http, invalid, userFixture } from '@devlearn/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/setup';

const ACCESS_CODE = 'a'.repeat(43);
const REFRESH_CODE = 'r'.repeat(43);
const LANDING = `/auth/google/${ACCESS_CODE}/${REFRESH_CODE}`;
const FAILED = 'Google Sign in Failed please try again.';

describe('the Google landing page (spec section 2, ADR 0110)', () => {
  it('replaces its history entry, spends the codes once, stores token and user, and opens the course home', async () => {
    window.history.pushState(null, '', LANDING);
    const exchanged: { body: unknown; addressBar: string }[] = [];
    const token = accessTokenFixture();
    server.use(
      http.post('/users/google/exchange', async ({ request, response }) => {
        // What the address bar (and so the history) shows while the codes are being spent.
        exchanged.push({ body: await request.json(), addressBar: window.location.href });
        return response(200).json(envelope({ user: userFixture, accessToken: token }));
      }),
    );
    const { currentPath } = renderApp(LANDING);
    await waitFor(() => expect(currentPath()).toBe('/dashboard/courses'));
    // Strict mode runs the effect twice: still one exchange.
    expect(exchanged).toHaveLength(1);
    expect(exchanged[0]?.body).toEqual({ accessCode: ACCESS_CODE, refreshCode: REFRESH_CODE });
    expect(exchanged[0]?.addressBar).not.toContain(ACCESS_CODE);
    expect(exchanged[0]?.addressBar).not.toContain(REFRESH_CODE);
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user')!).username).toBe(userFixture.username);
  });

  it(`a refused exchange says '${FAILED}', opens the login page and keeps no session`, async () => {
    window.history.pushState(null, '', LANDING);
    server.use(
      http.post('/users/google/exchange', ({ response }) =>
        response(422).json(invalid(FAILED, [{ field: 'accessCode', message: FAILED }])),
      ),
    );
    const { currentPath } = renderApp(LANDING);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(window.location.href).not.toContain(ACCESS_CODE);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
