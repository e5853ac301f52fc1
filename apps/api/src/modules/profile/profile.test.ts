import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, registerAndVerify } from '../../../test/accounts.js';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.js';
import { createSignedInUser } from '../../../test/signed-in-user.js';

describe('GET/PATCH /profile', () => {
  let mail: MailCatcher;
  let testApp: TestApp;
  beforeAll(async () => {
    mail = await startMailCatcher();
    testApp = await buildTestApp({ env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await mail.close();
  });

  const getProfile = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
  const patchProfile = (headers: Record<string, string>, payload: object) =>
    testApp.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload });

  it('returns the profile fields of the signed-in user, mail about replies and mentions on', async () => {
    const user = await createSignedInUser(testApp.app);
    const response = await getProfile(user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      success: true,
      message: 'Profile',
      data: {
        firstName: '',
        lastName: '',
        email: user.email,
        phoneNumber: '',
        pendingEmail: null,
        emailNotifications: true,
      },
    });
  });

  it('updates only the fields sent, trimmed, and answers with the whole profile', async () => {
    const user = await createSignedInUser(testApp.app);
    const response = await patchProfile(user.headers, { firstName: '  Ada ', phoneNumber: '0123456789' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully!',
      data: { firstName: 'Ada', lastName: '', email: user.email, phoneNumber: '0123456789' },
    });
    const again = await patchProfile(user.headers, { lastName: 'Lovelace' });
    expect(again.json().data).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: user.email,
      phoneNumber: '0123456789',
      pendingEmail: null,
      emailNotifications: true,
    });
    expect((await getProfile(user.headers)).json().data).toEqual(again.json().data);
  });

  it('answers bad input with the spec messages (422)', async () => {
    const user = await createSignedInUser(testApp.app);
    const cases: [object, string, string][] = [
      [{}, 'body', 'At least one field must be updated'],
      [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters long'],
      [{ lastName: 'B' }, 'lastName', 'Last name must be at least 2 characters long'],
      [{ phoneNumber: '12345' }, 'phoneNumber', 'Phone number must be exactly 10 digits'],
      [{ phoneNumber: '01234567ab' }, 'phoneNumber', 'Phone number must be exactly 10 digits'],
      [{ email: 'nope' }, 'email', 'Email is invalid'],
      [{ nickname: 'ada' }, 'nickname', 'nickname is not an allowed field'],
      [{ firstName: 42 }, 'firstName', 'firstName must be a string'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await patchProfile(user.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors[0]).toEqual({ field, message });
    }
  });

  it('refuses an email that belongs to someone else with 409', async () => {
    const taken = await createSignedInUser(testApp.app);
    await registerAndVerify(testApp.app, mail, 'owner409');
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'owner409@example.com', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const response = await patchProfile(headers, {
      email: taken.email.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Email is already registered');
  });

  it('keeps the email verified when the same address is sent again', async () => {
    const user = await createSignedInUser(testApp.app);
    const before = mail.received.length;
    const response = await patchProfile(user.headers, { email: user.email });
    expect(response.json().message).toBe('Profile updated successfully!');
    const self = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      headers: user.headers,
    });
    expect(self.json().data.isEmailVerified).toBe(true);
    expect(mail.received.length).toBe(before);
  });

  it('requires a signed-in user (401)', async () => {
    expect((await getProfile({})).statusCode).toBe(401);
    expect((await patchProfile({}, { firstName: 'Ada' })).statusCode).toBe(401);
  });
});
