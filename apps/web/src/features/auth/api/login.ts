import { $api } from '../../../lib/apiClient';
import { sessionStore } from '../../../lib/session';

/** POST /users/login: stores the user and token on success (spec section 4). */
export function useLoginMutation() {
  return $api.useMutation('post', '/users/login', {
    // A wrong password (401) or an unverified email (403) is the form's answer, not a lost session.
    meta: { authErrorsAreAnswers: true },
    onMutate: () => {
      // A stale session must not ride along: its token would turn the form's 401 into a sign-out.
      if (sessionStore.get()) sessionStore.clear();
    },
    onSuccess: ({ data }) => sessionStore.signIn({ token: data.accessToken, user: data.user }),
  });
}
