import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@reelhire/shared/auth-forms';
import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { dashboardPathFor, isUserType } from '@reelhire/shared/user-type';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { getAuthClient } from '@/lib/auth-client';
import { AuthCard } from './components/auth-card';

type LinkState = { kind: 'checking' } | { kind: 'ready' } | { kind: 'unusable'; reason: string };

const LINK_UNUSABLE =
  'This reset link has expired, was already used, or was opened in a different browser from the one that asked for it.';

/**
 * /reset-password: the recovery link signs the user in (the PKCE code is exchanged when the page loads and
 * auth-js reports PASSWORD_RECOVERY; a `token_hash` link is verified here), then a new password is set.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const tokenHash = params.get('token_hash');
  const linkError = params.get('error_description') ?? params.get('error');

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const client = getAuthClient();
      const { error: initError } = await client.initialize();
      let { data } = await client.getSession();
      if (!data.session && tokenHash) {
        const verified = await client.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
        if (!verified.error) ({ data } = await client.getSession());
      }
      if (cancelled) return;
      if (data.session) setLink({ kind: 'ready' });
      else setLink({ kind: 'unusable', reason: linkError ?? initError?.message ?? LINK_UNUSABLE });
    })();
    return () => {
      cancelled = true;
    };
  }, [tokenHash, linkError]);

  const onSubmit = handleSubmit(async ({ password }) => {
    const { data, error } = await getAuthClient().updateUser({ password });
    if (error) {
      toast.error(AUTH_TEXTS.passwordResetFailed, { description: error.message });
      return;
    }
    toast.success(AUTH_TEXTS.passwordReset.title, { description: AUTH_TEXTS.passwordReset.description });
    const type = data.user.user_metadata?.user_type;
    await navigate(dashboardPathFor(isUserType(type) ? type : null), { replace: true });
  });

  if (link.kind === 'checking') {
    return (
      <AuthCard description="Checking your reset link…">
        <div className="flex justify-center py-6" role="status" aria-label="Checking your reset link">
          <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden />
        </div>
      </AuthCard>
    );
  }

  if (link.kind === 'unusable') {
    return (
      <AuthCard>
        <EmptyState
          icon={KeyRound}
          title="This link can't be used"
          description={link.reason}
          action={
            <Button asChild>
              <Link to="/forgot-password">Send a new link</Link>
            </Button>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard description="Choose a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <NewPasswordFields register={register} errors={errors} autoFocus />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Reset password
        </Button>
      </form>
    </AuthCard>
  );
}
