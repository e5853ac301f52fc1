import { notImplementedYet } from '../../contract/not-implemented-yet.js';

export const usersHandlers = {
  ...notImplementedYet([
    'registerUser',
    'loginUser',
    'logoutUser',
    'getSelf',
    'refreshAccessToken',
    'verifyEmail',
    'resendVerifyEmail',
    'forgotPassword',
    'verifyOtp',
    'resetPassword',
    'updateAvatar',
    'startGoogleSignIn',
    'finishGoogleSignIn',
  ]),
};
