import { zodResolver } from '@hookform/resolvers/zod';
import { codeSchema } from '@reelhire/shared/auth-forms';
import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import type { User } from '@supabase/auth-js';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { getAuthClient } from '@/lib/auth-client';
import { CodeField } from './code-field';

const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';

/**
 * The second step of signing in for an account with an authenticator app: the session is stepped up to
 * aal2 with a TOTP code (auth-js challengeAndVerify).
 */
export function TotpStep({
  onStart,
  onVerified,
  onCancel,
}: {
  /** A code is being checked (the session changes under the page while it is). */
  onStart: () => void;
  onVerified: (user: User) => void;
  onCancel: () => void;
}) {
  const factors = useQuery({
    queryKey: ['auth', 'sign-in-factors'],
    queryFn: async () => {
      const { data, error } = await getAuthClient().mfa.listFactors();
      if (error) throw error;
      return data.totp;
    },
    staleTime: 0,
    gcTime: 0,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const factor = factors.data?.[0];

  const onSubmit = handleSubmit(async ({ code }) => {
    if (!factor) return;
    onStart();
    const { data, error } = await getAuthClient().mfa.challengeAndVerify({ factorId: factor.id, code });
    if (error) {
      setError('code', { message: error.status === 429 ? error.message : WRONG_CODE });
      return;
    }
    onVerified(data.user);
  });

  return (
    <div>
      <div className="mb-5 flex items-start gap-3 rounded-lg bg-zinc-50 p-3 text-sm text-zinc-700">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
        <p>
          Two-step sign-in is on for this account. Enter the 6-digit code from your authenticator app
          {factor?.friendly_name && !factor.friendly_name.startsWith('Authenticator app')
            ? ` (${factor.friendly_name})`
            : ''}
          .
        </p>
      </div>
      {factors.isError ? (
        <p role="alert" className="mb-4 text-sm text-red-600">
          {AUTH_TEXTS.unexpectedError}. Cancel and sign in again.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <CodeField label="Authenticator code" autoFocus error={errors.code?.message} {...register('code')} />
        <Button type="submit" className="w-full" disabled={isSubmitting || !factor}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Verify and sign in
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
          Cancel and use another account
        </Button>
      </form>
    </div>
  );
}
