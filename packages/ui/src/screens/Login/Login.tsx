'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/Alert';
import { AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { GoogleSignInButton } from '../../components/GoogleSignInButton';
import { Input } from '../../components/Input';
import { Link, useUiRoutes } from '../../components/Link';
import { PasswordInput } from '../../components/PasswordInput';
import { loginSchema, type LoginValues } from '../../forms/authSchemas';
import { useServerFieldErrors, type ServerFieldErrors } from '../../forms/useServerFieldErrors';

export interface LoginProps {
  /** Called with valid, trimmed values only. */
  onSubmit: (values: LoginValues) => void;
  /** Disables the button and shows a spinner while the sign-in runs. Default: false. */
  isSubmitting?: boolean;
  /** Field messages from the server (HTTP 422), shown beside their fields. Default: none. */
  serverFieldErrors?: ServerFieldErrors<LoginValues>;
  /** A message for the whole form, e.g. wrong credentials or an unverified email. Default: none. */
  serverError?: string;
  /** Shown with `serverError`, e.g. a 'Resend Mail' button for an unverified email. Default: none. */
  serverErrorAction?: ReactNode;
  /** Where 'Sign in with Google' navigates (a full page load that starts Google sign-in). */
  googleSignInHref: string;
  /** Initial field values. Default: empty. */
  defaultValues?: Partial<LoginValues>;
}

/** /auth/login: email and password, 'Forgot password?', a link to register and 'Sign in with Google'. */
export function Login({
  onSubmit,
  isSubmitting = false,
  serverFieldErrors,
  serverError,
  serverErrorAction,
  googleSignInHref,
  defaultValues,
}: LoginProps) {
  const routes = useUiRoutes();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  useServerFieldErrors(setError, serverFieldErrors);

  return (
    <AuthLayout
      title="Sign In"
      description="Welcome back! Sign in to continue learning."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            href={routes.auth.register.getHref()}
            className="rounded-dl-control font-semibold text-dl-fg underline"
          >
            Register
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {serverError ? (
          <Alert tone="error">
            <p>{serverError}</p>
            {serverErrorAction ? <div className="mt-2">{serverErrorAction}</div> : null}
          </Alert>
        ) : null}
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
        <Link
          href={routes.auth.forgotPassword.getHref()}
          className="self-end rounded-dl-control text-sm text-dl-muted underline-offset-4 hover:text-dl-fg hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          Sign In
        </Button>
        <GoogleSignInButton href={googleSignInHref}>Sign in with Google</GoogleSignInButton>
      </form>
    </AuthLayout>
  );
}
