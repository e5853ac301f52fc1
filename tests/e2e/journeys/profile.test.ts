import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiAs, signedUpUser } from '../support/api-setup';
import { journey } from '../support/journey-test';
import { expectHidden, expectVisible, toast } from '../support/page-expect';
import { signInWithStoredSession } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';
import { squareImage } from '../support/test-images';

const field = {
  firstName: (page: Page) => page.getByLabel('First Name'),
  lastName: (page: Page) => page.getByLabel('Last Name'),
  phone: (page: Page) => page.getByLabel('Phone Number'),
  email: (page: Page) => page.getByLabel('Email', { exact: true }),
};
const saveProfile = (page: Page) => page.getByRole('button', { name: /^(update|save)( profile)?$/i });

describe('profile', () => {
  journey(
    'profile rules: something to update, names of 2+, a 10-digit phone, a valid email',
    async ({ page }) => {
      const user = await signedUpUser('profilerules');
      await signInWithStoredSession(page, user);
      await page.goto('/dashboard/profile');
      await expectVisible(field.email(page), 'the email field');
      await expect.poll(() => field.email(page).inputValue()).toBe(user.email);

      await saveProfile(page).click();
      await expectVisible(page.getByText(TEXT.profileNothingToUpdate), `'${TEXT.profileNothingToUpdate}'`);

      await field.firstName(page).fill('A');
      await field.lastName(page).fill('B');
      await field.phone(page).fill('12345');
      await field.email(page).fill('broken@');
      await saveProfile(page).click();
      await expectVisible(page.getByText(/first name must be at least 2 characters/i), 'the first-name rule');
      await expectVisible(page.getByText(/last name must be at least 2 characters/i), 'the last-name rule');
      await expectVisible(page.getByText(/10 digits/i), 'the phone rule');
      await expectVisible(page.getByText(TEXT.emailInvalid, { exact: true }), `'${TEXT.emailInvalid}'`);

      // The phone number input is numeric: letters do not get in.
      expect(await field.phone(page).getAttribute('inputmode')).toBe('numeric');
      await field.phone(page).fill('');
      await field.phone(page).pressSequentially('12ab34');
      expect(await field.phone(page).inputValue()).toMatch(/^[0-9]*$/);
    },
  );

  journey('a valid profile update is saved and shown again after a reload', async ({ page }) => {
    const user = await signedUpUser('profilesave');
    await signInWithStoredSession(page, user);
    await page.goto('/dashboard/profile');
    await expect.poll(() => field.email(page).inputValue()).toBe(user.email);
    await field.firstName(page).fill('Ada');
    await field.lastName(page).fill('Lovelace');
    await field.phone(page).fill('0123456789');
    await saveProfile(page).click();
    await expectVisible(toast(page, TEXT.profileUpdated), `'${TEXT.profileUpdated}'`);

    await page.reload();
    await expect.poll(() => field.firstName(page).inputValue()).toBe('Ada');
    expect(await field.lastName(page).inputValue()).toBe('Lovelace');
    expect(await field.phone(page).inputValue()).toBe('0123456789');
    const { data } = await apiAs(user.token).GET('/profile');
    expect(data?.data).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '0123456789' });
  });

  journey('a chosen avatar is cropped in the dialog, saved, and shown in the sidebar', async ({ page }) => {
    const user = await signedUpUser('avatar');
    await signInWithStoredSession(page, user);
    await page.goto('/dashboard/profile');
    const fileInput = page.locator('input[type=file]');
    const dialog = page.getByRole('dialog');

    // Cancel closes the dialog without saving.
    await fileInput.setInputFiles(await squareImage());
    await expectVisible(dialog, 'the crop dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog, 'the crop dialog after Cancel');

    await fileInput.setInputFiles(await squareImage('me.png'));
    await expectVisible(dialog, 'the crop dialog');
    const canvas = dialog.locator('canvas');
    await expectVisible(canvas, 'the 200x200 crop area');
    const save = dialog.getByRole('button', { name: 'Save Avatar' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expectVisible(toast(page, TEXT.avatarUpdated), `'${TEXT.avatarUpdated}'`);
    await expectHidden(dialog, 'the crop dialog after saving');

    const { data } = await apiAs(user.token).GET('/users/self');
    const avatarUrl = data?.data.avatar?.url;
    expect(avatarUrl).toMatch(/^\/media\//);
    // The sidebar's profile link shows the new avatar without a reload (D25).
    const sidebarAvatar = page
      .getByRole('navigation', { name: 'Dashboard' })
      .locator(`img[src*="${avatarUrl}"]`);
    await expectVisible(sidebarAvatar, 'the new avatar in the sidebar');
    const size = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, avatarUrl!);
    expect(size).toEqual([200, 200]);
  });
});
