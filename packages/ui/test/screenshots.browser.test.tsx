import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import * as FooterStories from '../src/components/Footer/Footer.stories';
import * as TopicOverlayStories from '../src/components/TopicOverlay/TopicOverlay.stories';
import * as EmailVerificationStories from '../src/screens/EmailVerification/EmailVerification.stories';
import * as ForgotPasswordStories from '../src/screens/ForgotPassword/ForgotPassword.stories';
import * as GoogleErrorStories from '../src/screens/GoogleError/GoogleError.stories';
import * as InfoPageStories from '../src/screens/InfoPage/InfoPage.stories';
import * as LandingStories from '../src/screens/Landing/Landing.stories';
import * as LoginStories from '../src/screens/Login/Login.stories';
import * as RefreshTokenStories from '../src/screens/RefreshToken/RefreshToken.stories';
import * as RegisterStories from '../src/screens/Register/Register.stories';
import * as ResetPasswordStories from '../src/screens/ResetPassword/ResetPassword.stories';
import * as VerifyOtpStories from '../src/screens/VerifyOtp/VerifyOtp.stories';
import * as NotFoundStories from '../src/components/NotFound/NotFound.stories';

// Screenshot baselines of the main stories, so a visual change shows up as an image diff in review.
// Baselines live in test/__screenshots__/; after an intended change run this project with `-u`.

// Before any composeStories below: stories composed earlier would miss the preview's decorators (the link
// provider and the app's routes).
setProjectAnnotations(preview);
afterEach(() => cleanup());

const viewports = { mobile: [375, 812], desktop: [1280, 800] } as const;

const landing = composeStories(LandingStories);
const info = composeStories(InfoPageStories);
const login = composeStories(LoginStories);
type Case = { name: string; Story: ComponentType; viewport: keyof typeof viewports };
const entries: [string, ComponentType, keyof typeof viewports][] = [
  ['landing-signed-out', landing.SignedOut, 'desktop'],
  ['landing-signed-out', landing.SignedOut, 'mobile'],
  ['info-page-tutorials', info.Tutorials, 'desktop'],
  ['not-found', composeStories(NotFoundStories).Default, 'desktop'],
  ['footer', composeStories(FooterStories).Default, 'desktop'],
  ['login-empty', login.Empty, 'desktop'],
  ['login-empty', login.Empty, 'mobile'],
  ['login-server-error', login.ServerError, 'desktop'],
  ['register-empty', composeStories(RegisterStories).Empty, 'desktop'],
  ['forgot-password-empty', composeStories(ForgotPasswordStories).Empty, 'desktop'],
  ['verify-otp-empty', composeStories(VerifyOtpStories).Empty, 'desktop'],
  ['reset-password-empty', composeStories(ResetPasswordStories).Empty, 'desktop'],
  ['email-verification', composeStories(EmailVerificationStories).Default, 'desktop'],
  ['google-error', composeStories(GoogleErrorStories).Fallback, 'desktop'],
  ['refresh-token', composeStories(RefreshTokenStories).Default, 'desktop'],
];
const cases: Case[] = entries.map(([name, Story, viewport]) => ({ name, Story, viewport }));

async function imagesLoaded() {
  await expect
    .poll(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

describe('screenshot baselines', () => {
  test.each(cases)('$name at $viewport', async ({ name, Story, viewport }) => {
    const [width, height] = viewports[viewport];
    await page.viewport(width, height);
    const { container } = render(<Story />);
    await imagesLoaded();
    // Grow the viewport to the whole page, so the baseline shows all of it rather than the first screen.
    await page.viewport(width, Math.max(height, document.documentElement.scrollHeight));
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`${name}-${viewport}`);
  });

  test('topic overlay open at desktop', async () => {
    await page.viewport(...viewports.desktop);
    const { Open } = composeStories(TopicOverlayStories);
    render(<Open />);
    const dialog = page.getByRole('dialog', { name: 'React.js' });
    await expect.element(dialog).toBeVisible();
    await imagesLoaded();
    await expect.element(dialog).toMatchScreenshot('topic-overlay-open-desktop');
  });
});
