import { $api } from '../../../lib/apiClient';

/** POST /users/register: creates the account and mails the verification link. */
export function useRegisterMutation() {
  return $api.useMutation('post', '/users/register');
}
