'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/Alert';
import { AuthLayout } from '../../components/AuthLayout';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Link, useUiRoutes } from '../../components/Link';
import { verifyOtpSchema, type VerifyOtpValues } from '../../forms/authSchemas';
import { useServerFieldErrors, type ServerFieldErrors } from '../../forms/useServerFieldErrors';
import { OTP_LENGTH } from '../../lib/product';

export interface VerifyOtpProps {
  /** Called with the 6 digits only. */
  onSubmit: (values: VerifyOtpValues) => void;
  /** Disables the button and shows a spinner while the code is checked. Default: false. */
  isSubmitting?: boolean;
  /** The address the code went to, shown so people know where to look. Default: none. */
  email?: string;
  /** Field messages from the server (a wrong or expired OTP is a 422). Default: none. */
  serverFieldErrors?: ServerFieldErrors<VerifyOtpValues>;
  /** A message for the whole form. Default: none. */
  serverError?: string;
  /** Initial code. Default: empty. */
  defaultValues?: Partial<VerifyOtpValues>;
}

const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** /auth/verify-otp: a 6-digit code that accepts only digits, 'Confirm OTP', and 'Resend OTP'. */
export function VerifyOtp({
  onSubmit,
  isSubmitting = false,
  email,
  serverFieldErrors,
  serverError,
  defaultValues,
}: VerifyOtpProps) {
  const routes = useUiRoutes();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(verifyOtpSchema),
    defaultValues: { otp: '', ...defaultValues },
  });
  useServerFieldErrors(setError, serverFieldErrors);
  const otp = register('otp');

  return (
    <AuthLayout
      title="Verify OTP"
      description={
        email ? (
          <>
            Enter the {OTP_LENGTH}-digit code we sent to <strong className="text-dl-fg">{email}</strong>.
          </>
        ) : (
          `Enter the ${OTP_LENGTH}-digit code we sent to your email.`
        )
      }
      footer={
        <>
          Didn&apos;t get a code?{' '}
          <Link
            href={routes.auth.forgotPassword.getHref()}
            className="rounded-dl-control font-semibold text-dl-fg underline"
          >
            Resend OTP
          </Link>
        </>
      }
    >
      <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <Field label="OTP" error={errors.otp?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            variant="code"
            {...otp}
            onChange={(event) => {
              // Only digits, at most six: anything else typed or pasted is dropped at once.
              event.target.value = onlyDigits(event.target.value);
              return otp.onChange(event);
            }}
          />
        </Field>
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          Confirm OTP
        </Button>
      </form>
    </AuthLayout>
  );
}
