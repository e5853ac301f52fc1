'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/Alert';
import { AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { GoogleSignInButton } from '../../components/GoogleSignInButton';
import { Input } from '../../components/Input';
import { Link, useUiRoutes } from '../../components/Link';
import { PasswordInput } from '../../components/PasswordInput';
import { registerSchema, type RegisterValues } from '../../forms/authSchemas';
import { useServerFieldErrors, type ServerFieldErrors } from '../../forms/useServerFieldErrors';

export interface RegisterProps {
  /** Called with valid, trimmed values only. */
  onSubmit: (values: RegisterValues) => void;
  /** Disables the button and shows a spinner while the account is created. Default: false. */
  isSubmitting?: boolean;
  /** Field messages from the server (HTTP 422 or a taken email/username), shown beside their fields. */
  serverFieldErrors?: ServerFieldErrors<RegisterValues>;
  /** A message for the whole form. Default: none. */
  serverError?: string;
  /** Where 'Sign up with Google' navigates (a full page load that starts Google sign-in). */
  googleSignInHref: string;
  /** Initial field values. Default: empty. */
  defaultValues?: Partial<RegisterValues>;
}

/** /auth/register: username, email and password, with a Google option and a link to sign in. */
export function Register({
  onSubmit,
  isSubmitting = false,
  serverFieldErrors,
  serverError,
  googleSignInHref,
  defaultValues,
}: RegisterProps) {
  const routes = useUiRoutes();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', ...defaultValues },
  });
  useServerFieldErrors(setError, serverFieldErrors);

  return (
    <AuthLayout
      title="Create your account"
      description="Join DevLearn and start learning for free."
      footer={
        <>
          Already have an account?{' '}
          <Link
            href={routes.auth.login.getHref()}
            className="rounded-dl-control font-semibold text-dl-fg underline"
          >
            Sign In
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Field label="Username" error={errors.username?.message}>
          <Input autoComplete="username" {...register('username')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          Sign Up
        </Button>
        <GoogleSignInButton href={googleSignInHref}>Sign up with Google</GoogleSignInButton>
      </form>
    </AuthLayout>
  );
}
