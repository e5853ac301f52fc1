'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/Button';
import { CertificateList, type CertificateListItem } from '../../components/CertificateList';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Loader } from '../../components/Loader';
import {
  changedProfileFields,
  PROFILE_FORM_MESSAGES,
  profileFieldsSchema,
  type ProfileData,
  type ProfileFormValues,
  type ProfileUpdateValues,
} from '../../forms/profileFormSchema';
import { useServerFieldErrors, type ServerFieldErrors } from '../../forms/useServerFieldErrors';
import { PHONE_NUMBER_LENGTH } from '../../lib/product';
import { AvatarPicker } from './AvatarPicker';

export type ProfileProps = {
  /** The profile as loaded (with a new address waiting for its link, D36); null while it loads. */
  profile: ProfileData | null;
  username: string;
  avatarUrl: string | null;
  /** Called with the filled fields that changed (never none: that is refused with the spec's message). */
  onSubmit: (update: ProfileUpdateValues) => void;
  /** 'Update Profile' shows a spinner while the update is sent. @default false */
  isSubmitting?: boolean;
  /** Field messages from the server (HTTP 422), shown beside their fields. @default none */
  serverFieldErrors?: ServerFieldErrors<ProfileFormValues>;
  /** Receives the cropped avatar (200x200 PNG); a returned promise closes the dialog when it succeeds. */
  onAvatarSave: (avatar: Blob) => void | Promise<unknown>;
  /**
   * The learner's certificates, newest first (D51), for the Certificates section; null while they load.
   * @default none (no section)
   */
  certificates?: readonly CertificateListItem[] | null;
  /** Where a certificate's page is (`/certificates/{id}`); the section needs it. @default none (no section) */
  certificateHref?: (id: string) => string;
  /** Whether the learner gets the mails about replies and mentions (D49). @default true */
  emailNotifications?: boolean;
  /**
   * Saves "Email me about replies and mentions" as soon as it is ticked or unticked.
   * @default none (no setting)
   */
  onEmailNotificationsChange?: (on: boolean) => void;
};

function ProfileForm({
  profile,
  onSubmit,
  isSubmitting = false,
  serverFieldErrors,
}: Pick<ProfileProps, 'onSubmit' | 'isSubmitting' | 'serverFieldErrors'> & { profile: ProfileData }) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFieldsSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phoneNumber: profile.phoneNumber,
      currentPassword: '',
    },
  });
  useServerFieldErrors(setError, serverFieldErrors);
  const email = useWatch({ control, name: 'email' });
  const emailChanging = email.trim() !== '' && email.trim() !== profile.email;

  const submit = (values: ProfileFormValues) => {
    const update = changedProfileFields(values, profile);
    if (Object.keys(update).length === 0) {
      setError('root', { message: PROFILE_FORM_MESSAGES.nothingToUpdate });
      return;
    }
    if (update.email !== undefined && update.currentPassword === undefined) {
      setError('currentPassword', { message: PROFILE_FORM_MESSAGES.currentPasswordNeeded });
      return;
    }
    onSubmit(update);
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit)} className="grid gap-5 sm:grid-cols-2">
      <Field label="First Name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label="Last Name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field label="Phone Number" error={errors.phoneNumber?.message}>
        <Input
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_NUMBER_LENGTH}
          {...register('phoneNumber', {
            // A numeric input: anything but digits is dropped as it is typed.
            onChange: (event: { target: HTMLInputElement }) => {
              event.target.value = event.target.value.replace(/\D/g, '');
            },
          })}
        />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      {profile.pendingEmail ? (
        <p role="status" className="text-sm text-dl-muted sm:col-span-2">
          Waiting for {profile.pendingEmail} to be confirmed: open the link we sent there. Until then, sign in
          with {profile.email}.
        </p>
      ) : null}
      {emailChanging ? (
        <Field label="Current Password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
      ) : null}
      <div className="flex flex-col items-end gap-2 sm:col-span-2">
        {errors.root?.message ? (
          <p role="alert" className="text-sm text-dl-danger">
            {errors.root.message}
          </p>
        ) : null}
        <Button type="submit" isLoading={isSubmitting}>
          Update Profile
        </Button>
      </div>
    </form>
  );
}

/**
 * /dashboard/profile: the avatar (replaced through the crop dialog) and First Name, Last Name, Phone Number and
 * Email. Only filled, changed fields are sent; with none, 'At least one field must be updated'. Below them, the
 * learner's Certificates (D51) and the mail setting (D49) when the app passes them.
 */
export function Profile({
  profile,
  username,
  avatarUrl,
  onAvatarSave,
  certificates,
  certificateHref,
  emailNotifications = true,
  onEmailNotificationsChange,
  ...formProps
}: ProfileProps) {
  return (
    <div data-slot="profile" className="mx-auto flex max-w-3xl flex-col gap-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Profile</h1>
      <AvatarPicker username={username} avatarUrl={avatarUrl} onSave={onAvatarSave} />
      {profile ? <ProfileForm profile={profile} {...formProps} /> : <Loader label="Loading profile" />}
      {certificates !== undefined && certificateHref ? (
        <CertificateList certificates={certificates} certificateHref={certificateHref} />
      ) : null}
      {onEmailNotificationsChange ? (
        <section aria-label="Notifications">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={emailNotifications}
              disabled={!profile || formProps.isSubmitting}
              onChange={(event) => onEmailNotificationsChange(event.target.checked)}
            />
            Email me about replies and mentions
          </label>
        </section>
      ) : null}
    </div>
  );
}
