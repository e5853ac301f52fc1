'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/Alert';
import { AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { PasswordInput } from '../../components/PasswordInput';
import { resetPasswordSchema, type ResetPasswordValues } from '../../forms/authSchemas';
import { useServerFieldErrors, type ServerFieldErrors } from '../../forms/useServerFieldErrors';

export interface ResetPasswordProps {
  /** Called with valid, matching, trimmed passwords only. */
  onSubmit: (values: ResetPasswordValues) => void;
  /** Disables the button and shows a spinner while the password changes. Default: false. */
  isSubmitting?: boolean;
  /** Field messages from the server (HTTP 422). Default: none. */
  serverFieldErrors?: ServerFieldErrors<ResetPasswordValues>;
  /** A message for the whole form, e.g. an expired reset link. Default: none. */
  serverError?: string;
  /** Initial values. Default: empty. */
  defaultValues?: Partial<ResetPasswordValues>;
}

/** /auth/reset-password/{token}: new and confirm password, 'Change Password'. */
export function ResetPassword({
  onSubmit,
  isSubmitting = false,
  serverFieldErrors,
  serverError,
  defaultValues,
}: ResetPasswordProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '', ...defaultValues },
  });
  useServerFieldErrors(setError, serverFieldErrors);

  return (
    <AuthLayout title="Reset password" description="Choose a new password for your account.">
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Field label="New Password" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <Field label="Confirm Password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          Change Password
        </Button>
      </form>
    </AuthLayout>
  );
}
