import { describe } from 'vitest';
import { signedUpUser } from '../support/api-setup';
import { journey } from '../support/journey-test';
import { otpIn, waitForMail } from '../support/mailbox';
import { expectHidden, expectPath, expectVisible, toast } from '../support/page-expect';
import { loginButton, signInThroughForm } from '../support/sign-in';
import { TEXT } from '../support/spec-texts';
import { expect } from 'vitest';

describe('forgot password', () => {
  journey('the forgot-password form checks the email', async ({ page }) => {
    await page.goto('/auth/forgot-password');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectVisible(page.getByText(TEXT.emailRequired, { exact: true }), `'${TEXT.emailRequired}'`);
    await page.getByLabel('Email').fill('broken@');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expectVisible(page.getByText(TEXT.emailInvalid, { exact: true }), `'${TEXT.emailInvalid}'`);
  });

  journey(
    'reset by the mailed OTP: wrong codes, right code, mismatched and proper passwords',
    async ({ page }) => {
      const user = await signedUpUser('reset');
      await page.goto('/auth/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expectPath(page, '/auth/forgot-password');
      await page.getByLabel('Email').fill(user.email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expectVisible(toast(page, TEXT.otpSent), `'${TEXT.otpSent}'`);
      await expectPath(page, '/auth/verify-otp');
      const otp = otpIn(await waitForMail(user.email, 2));

      const otpInput = page.getByRole('textbox', { name: 'OTP' });
      const confirm = page.getByRole('button', { name: 'Confirm OTP' });
      await confirm.click();
      await expectVisible(page.getByText(TEXT.otpEmpty), `'${TEXT.otpEmpty}'`);

      // Only digits, at most six.
      await otpInput.fill('');
      await otpInput.pressSequentially('12ab3');
      expect(await otpInput.inputValue()).toBe('123');
      await confirm.click();
      await expectVisible(page.getByText(TEXT.otpInvalid), `'${TEXT.otpInvalid}'`);
      await otpInput.pressSequentially('45678');
      expect(await otpInput.inputValue()).toHaveLength(6);

      const wrong = otp === '000000' ? '111111' : '000000';
      await otpInput.fill('');
      await otpInput.pressSequentially(wrong);
      // Six digits are valid for the form, so its own message goes; the server's answer brings it back (422).
      await expectHidden(page.getByText(TEXT.otpInvalid), 'the form message for a short code');
      await confirm.click();
      await expectVisible(
        page.getByText(TEXT.otpInvalid),
        `the server's '${TEXT.otpInvalid}' for a wrong code`,
      );
      await expectPath(page, '/auth/verify-otp');

      await otpInput.fill('');
      await otpInput.pressSequentially(otp);
      await confirm.click();
      await expectVisible(toast(page, TEXT.otpVerified), `'${TEXT.otpVerified}'`);
      await expectPath(page, /^\/auth\/reset-password\/[^/]+$/);

      const newPassword = `${user.password}-new`;
      await page.getByLabel(/new password/i).fill(newPassword);
      await page.getByLabel(/confirm password/i).fill(`${newPassword}-typo`);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(page.getByText(TEXT.passwordsMustMatch), `'${TEXT.passwordsMustMatch}'`);

      await page.getByLabel(/new password/i).fill('short');
      await page.getByLabel(/confirm password/i).fill('short');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(page.getByText(TEXT.newPasswordTooShort), `'${TEXT.newPasswordTooShort}'`);

      await page.getByLabel(/new password/i).fill(newPassword);
      await page.getByLabel(/confirm password/i).fill(newPassword);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(toast(page, TEXT.passwordReset), `'${TEXT.passwordReset}'`);
      await expectPath(page, '/auth/login');

      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await loginButton(page).click();
      await expectVisible(page.getByText(/invalid email or password/i), 'the old password refused');
      await signInThroughForm(page, { email: user.email, password: newPassword });
    },
  );

  journey(
    "confirming a code before one was sent says 'Please send the OTP to your email first.'",
    async ({ page }) => {
      await page.goto('/auth/verify-otp');
      await page.getByRole('textbox', { name: 'OTP' }).fill('123456');
      await page.getByRole('button', { name: 'Confirm OTP' }).click();
      await expectVisible(
        page.getByText('Please send the OTP to your email first.'),
        "'Please send the OTP to your email first.'",
      );
      await expectPath(page, '/auth/forgot-password');
    },
  );
});
