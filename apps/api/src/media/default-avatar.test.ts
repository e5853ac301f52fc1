import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createSignedInUser } from '../../test/signed-in-user.js';
import { DEFAULT_AVATAR_COLOURS, defaultAvatarOf, renderDefaultAvatar } from './default-avatar.js';

describe('defaultAvatarOf', () => {
  it('draws the first letter or digit of the username, upper case, on a colour chosen by the id', () => {
    const avatar = defaultAvatarOf({ id: '665f1c2ab4d0e3a1f2c3d4e5', username: '__ada.l' });
    expect(avatar.file).toMatch(/^A-[0-9]{1,2}\.svg$/);
    expect(avatar.url).toBe(`/api/v1/default-avatars/${avatar.file}`);
    expect(defaultAvatarOf({ id: '665f1c2ab4d0e3a1f2c3d4e5', username: 'ada_renamed' }).file).toBe(
      avatar.file,
    );
    expect(defaultAvatarOf({ id: '665f1c2ab4d0e3a1f2c3d4e5', username: '____' }).file).toMatch(/^U-/);
  });

  it('spreads users over every colour', () => {
    const colours = new Set(
      Array.from({ length: 240 }, (_, index) => {
        const id = index.toString(16).padStart(24, '0');
        return defaultAvatarOf({ id, username: 'ada' }).file.split('-')[1];
      }),
    );
    expect(colours.size).toBe(DEFAULT_AVATAR_COLOURS.length);
  });

  it('renders an SVG with the initial and refuses names it did not make', () => {
    const svg = renderDefaultAvatar('Q-3.svg');
    expect(svg).toContain(`fill="${DEFAULT_AVATAR_COLOURS[3]}"`);
    expect(svg).toMatch(/>Q<\/text><\/svg>$/);
    expect(renderDefaultAvatar(`A-${DEFAULT_AVATAR_COLOURS.length}.svg`)).toBeUndefined();
    expect(renderDefaultAvatar('a-1.svg')).toBeUndefined();
  });
});

describe('GET /default-avatars/{file} (getDefaultAvatar)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves the avatar a new user is given, as a cacheable SVG, to anyone', async () => {
    const user = await createSignedInUser(testApp.app, { username: 'grace_hopper' });
    const self = await testApp.app.inject({ url: '/api/v1/users/self', headers: user.headers });
    const { avatar } = self.json().data;
    expect(avatar.url).toMatch(/^\/api\/v1\/default-avatars\/G-[0-9]{1,2}\.svg$/);

    const image = await testApp.app.inject({ url: avatar.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(image.body).toContain('>G</text>');
    expect(image.body).not.toMatch(/<script|on[a-z]+=/i);
  });

  it('answers an unknown colour with a 404 and a malformed name with a 422, in the envelope', async () => {
    const unknown = await testApp.app.inject({ url: '/api/v1/default-avatars/A-99.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, success: false, message: 'Avatar not found' });
    const malformed = await testApp.app.inject({ url: '/api/v1/default-avatars/%3Cscript%3E.svg' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ statusCode: 422, success: false, message: 'Avatar not found' });
  });

  it('describes it as the spec avatar: the url, the user id and the file name', async () => {
    const user = await createSignedInUser(testApp.app, { username: 'linus_t' });
    const self = (await testApp.app.inject({ url: '/api/v1/users/self', headers: user.headers })).json().data;
    expect(self.avatar).toEqual({
      url: defaultAvatarOf(user).url,
      _id: user.id,
      public_id: defaultAvatarOf(user).file,
    });
  });
});
