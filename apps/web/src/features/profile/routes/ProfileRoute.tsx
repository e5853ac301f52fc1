import { Profile, type ProfileFormValues, type ProfileUpdateValues } from '@devlearn/ui/screens/Profile';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../lib/messages';
import { notifySuccess } from '../../../lib/notifications';
import { useFormSubmission } from '../../../lib/serverFieldErrors';
import { useSessionUser } from '../../../lib/sessionUser';
import {
  myCertificatesQueryOptions,
  profileQueryOptions,
  useUpdateAvatarMutation,
  useUpdateProfileMutation,
} from '../api/profile';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { paths } from '../../../lib/paths';

/**
 * /dashboard/profile: the profile form (the server's message, e.g. 'Profile updated successfully!'), the "Email me
 * about replies and mentions" setting (D49) and the avatar crop dialog ('Avatar updated successfully!'); both
 * toasts sit bottom right for 2000 ms (spec section 4). Below, the Certificates section (D51).
 */
export default function ProfileRoute() {
  useDocumentTitle('Profile');
  const user = useSessionUser();
  const profile = useQuery(profileQueryOptions());
  const certificates = useQuery(myCertificatesQueryOptions());
  const updateProfile = useUpdateProfileMutation();
  const updateAvatar = useUpdateAvatarMutation();
  const submission = useFormSubmission<ProfileFormValues>(updateProfile);

  // The server's words: after an email change they say where the confirmation link went (D36).
  const saveProfile = (body: ProfileUpdateValues | { emailNotifications: boolean }) =>
    updateProfile.mutate({ body }, { onSuccess: (response) => notifySuccess(response.message, 'quick') });

  const saveAvatar = (avatar: Blob) =>
    updateAvatar.mutateAsync(avatar).then(() => notifySuccess(MESSAGES.avatarUpdated, 'quick'));

  return (
    <Profile
      profile={profile.data ?? null}
      username={user?.username ?? ''}
      avatarUrl={user?.avatar?.url ?? null}
      onSubmit={saveProfile}
      {...submission}
      onAvatarSave={saveAvatar}
      // D51: the learner's certificates, each opening its public page.
      certificates={certificates.data ?? (certificates.isError ? [] : null)}
      certificateHref={paths.certificate.getHref}
      emailNotifications={profile.data?.emailNotifications}
      // Issue 42: the mail about replies and mentions, saved as soon as it is ticked or unticked.
      onEmailNotificationsChange={(on) => saveProfile({ emailNotifications: on })}
    />
  );
}
