import { ApiError } from '@devlearn/api-client';
import { toast } from '@devlearn/ui';
import { QUICK_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@devlearn/ui/product';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportApiError } from './apiErrorPolicy';
import { loadToastOutlet, notifySuccess } from './notifications';

/** Toasts are raised once the toast chunk has loaded. */
async function toastsRaised() {
  await loadToastOutlet();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const validation = new ApiError(422, 'Email is invalid', [{ field: 'email', message: 'Email is invalid' }]);

describe('the one place that turns API errors into toasts', () => {
  // These check what is asked of the toast library; the outlet itself is mounted in app/toasts.test.tsx.
  afterEach(() => vi.restoreAllMocks());

  it("shows the error's own text by default, with the Toaster's defaults (top centre, 4000 ms)", async () => {
    const error = vi.spyOn(toast, 'error');
    reportApiError(new ApiError(500, 'Something went wrong'), {}, 'toast');
    await toastsRaised();
    expect(error).toHaveBeenCalledWith('Something went wrong', { id: 'Something went wrong' });
  });

  it('profile, avatar and blog failures show bottom right for 2000 ms', async () => {
    const error = vi.spyOn(toast, 'error');
    reportApiError(new ApiError(413, 'File size is too large'), { placement: 'quick' }, 'toast');
    await toastsRaised();
    expect(error).toHaveBeenCalledWith('File size is too large', {
      id: 'File size is too large',
      duration: QUICK_TOAST_DURATION_MS,
      position: 'bottom-right',
    });
    expect(QUICK_TOAST_DURATION_MS).toBe(2000);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it("'log' failures are only logged, except a 422 whose first field message is always shown", async () => {
    const error = vi.spyOn(toast, 'error');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportApiError(new ApiError(500, 'Database down'), { report: 'log' }, 'toast');
    await toastsRaised();
    expect(error).not.toHaveBeenCalled();
    await toastsRaised();
    expect(log).toHaveBeenCalled();
    reportApiError(validation, { report: 'log' }, 'toast');
    await toastsRaised();
    expect(error).toHaveBeenCalledWith('Email is invalid', { id: 'Email is invalid' });
  });

  it('a fixed message replaces the server text', async () => {
    const error = vi.spyOn(toast, 'error');
    reportApiError(
      new ApiError(500, 'Database down'),
      { report: { message: 'Failed to delete comment' } },
      'toast',
    );
    await toastsRaised();
    expect(error).toHaveBeenCalledWith('Failed to delete comment', { id: 'Failed to delete comment' });
  });

  it('a 401 is left to the sign-out handler, unless the form itself asked for it; a 403 shows its message', async () => {
    const error = vi.spyOn(toast, 'error');
    reportApiError(new ApiError(401, 'Token expired'), {}, 'toast');
    await toastsRaised();
    expect(error).not.toHaveBeenCalled();
    reportApiError(new ApiError(403, 'You can only edit your own comments'), {}, 'toast');
    await toastsRaised();
    expect(error).toHaveBeenCalledWith('You can only edit your own comments', {
      id: 'You can only edit your own comments',
    });
    reportApiError(new ApiError(401, 'Invalid email or password'), { authErrorsAreAnswers: true }, 'toast');
    await toastsRaised();
    expect(error).toHaveBeenCalledWith('Invalid email or password', { id: 'Invalid email or password' });
  });

  it('success toasts use the same placements', async () => {
    const success = vi.spyOn(toast, 'success');
    notifySuccess('OTP sent to your email!');
    notifySuccess('Avatar updated successfully!', 'quick');
    await toastsRaised();
    expect(success).toHaveBeenNthCalledWith(1, 'OTP sent to your email!', { id: 'OTP sent to your email!' });
    await toastsRaised();
    expect(success).toHaveBeenNthCalledWith(2, 'Avatar updated successfully!', {
      id: 'Avatar updated successfully!',
      duration: 2000,
      position: 'bottom-right',
    });
  });
});
