'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/Alert';
import { AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Link, useUiRoutes } from '../../components/Link';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../forms/authSchemas';
import { useServerFieldErrors, type ServerFieldErrors } from '../../forms/useServerFieldErrors';

export interface ForgotPasswordProps {
  /** Called with a valid, trimmed email only. */
  onSubmit: (values: ForgotPasswordValues) => void;
  /** Disables the button and shows a spinner while the OTP is sent. Default: false. */
  isSubmitting?: boolean;
  /** Field messages from the server (HTTP 422). Default: none. */
  serverFieldErrors?: ServerFieldErrors<ForgotPasswordValues>;
  /** A message for the whole form, e.g. too many attempts. Default: none. */
  serverError?: string;
  /** Initial email. Default: empty. */
  defaultValues?: Partial<ForgotPasswordValues>;
}

/** /auth/forgot-password: an email and 'Send OTP'. */
export function ForgotPassword({
  onSubmit,
  isSubmitting = false,
  serverFieldErrors,
  serverError,
  defaultValues,
}: ForgotPasswordProps) {
  const routes = useUiRoutes();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', ...defaultValues },
  });
  useServerFieldErrors(setError, serverFieldErrors);

  return (
    <AuthLayout
      title="Forgot password"
      description="Enter your email and we will send you a one-time code to reset your password."
      footer={
        <Link
          href={routes.auth.login.getHref()}
          className="rounded-dl-control font-semibold text-dl-fg underline"
        >
          Back to Sign In
        </Link>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          Send OTP
        </Button>
      </form>
    </AuthLayout>
  );
}
