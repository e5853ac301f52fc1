import { notImplementedYet } from '../../contract/not-implemented-yet.js';

export const profileHandlers = {
  ...notImplementedYet(['getProfile', 'updateProfile']),
};
