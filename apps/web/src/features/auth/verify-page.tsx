import { zodResolver } from '@hookform/resolvers/zod';
import { verifyCodeSchema } from '@reelhire/shared/auth-forms';
import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { profileSetupPathFor } from '@reelhire/shared/google-callback';
import { dashboardPathFor, isUserType } from '@reelhire/shared/user-type';
import type { Session } from '@supabase/auth-js';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { getAuthClient } from '@/lib/auth-client';
import { needsSecondFactor } from '@/lib/session-aal';
import { takeReturnTo } from '@/lib/return-to';
import { requestWelcomeEmail } from './api/welcome-email';
import { fromLocation, redirectUrl, SIGN_IN_CODE_REDIRECT, type VerifyFlow } from './auth-redirects';
import { AuthCard } from './components/auth-card';
import { CodeField } from './components/code-field';

/**
 * /verify: the 6-digit code from the email. `?type=signup` (the default) finishes a sign-up: SPEC's
 * 'Account verified!' toast, the welcome email, then profile setup. `?type=email` finishes a sign-in with
 * a code. Following the email's link instead lands here with the session already exchanged.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const flow: VerifyFlow = params.get('type') === 'email' ? 'email' : 'signup';
  const knownEmail = params.get('email') ?? '';
  const [resending, setResending] = useState(false);
  const [finishingLink, setFinishingLink] = useState(() => params.has('code'));
  // An expired or used email link comes back with the reason in the fragment.
  const [linkError] = useState(() => new URLSearchParams(location.hash.slice(1)).get('error_description'));
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verifyCodeSchema), defaultValues: { code: '', email: knownEmail } });
  // The address is asked for only when the page's link did not carry a usable one.
  const askEmail = !knownEmail || Boolean(errors.email);

  const finish = async (session: Session) => {
    const type = session.user.user_metadata?.user_type;
    const userType = isUserType(type) ? type : null;
    if (needsSecondFactor(session)) {
      await navigate('/login', { replace: true, state: location.state });
      return;
    }
    if (flow === 'email') {
      toast.success(AUTH_TEXTS.loginSuccessful);
      const back = fromLocation(location.state) ?? takeReturnTo();
      await navigate(back ?? dashboardPathFor(userType), { replace: true });
      return;
    }
    toast.success(AUTH_TEXTS.accountVerified.title, { description: AUTH_TEXTS.accountVerified.description });
    // docs/product.md §4: the welcome email is requested and a failure ignored.
    if (userType) await requestWelcomeEmail(session, userType);
    await navigate(userType ? profileSetupPathFor(userType) : '/role-selection', { replace: true });
  };
  const finishLinkSignIn = useEffectEvent((session: Session) => finish(session));

  // The link in the email comes back with a PKCE code that the auth client exchanges on load.
  useEffect(() => {
    if (!finishingLink) return;
    let cancelled = false;
    void (async () => {
      const client = getAuthClient();
      const { error } = await client.initialize();
      const { data } = await client.getSession();
      if (cancelled) return;
      if (!error && data.session) {
        await finishLinkSignIn(data.session);
        return;
      }
      toast.error(AUTH_TEXTS.verificationFailed.title, {
        description: AUTH_TEXTS.verificationFailed.description,
      });
      setFinishingLink(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [finishingLink]);

  const onSubmit = handleSubmit(async ({ code, email }) => {
    const { data, error } = await getAuthClient().verifyOtp({ email, token: code, type: flow });
    if (error || !data.session) {
      toast.error(AUTH_TEXTS.verificationFailed.title, {
        description: AUTH_TEXTS.verificationFailed.description,
      });
      return;
    }
    await finish(data.session);
  });

  const resend = async () => {
    if (!(await trigger('email'))) return;
    const email = getValues('email');
    setResending(true);
    const client = getAuthClient();
    const { error } =
      flow === 'signup'
        ? await client.resend({ type: 'signup', email, options: { emailRedirectTo: redirectUrl('/verify') } })
        : await client.signInWithOtp({
            email,
            options: {
              shouldCreateUser: false,
              emailRedirectTo: redirectUrl(SIGN_IN_CODE_REDIRECT),
              data: { use_otp: true },
            },
          });
    setResending(false);
    if (error) {
      console.error('The code could not be sent again', error);
      toast.error(AUTH_TEXTS.codeSendFailed);
      return;
    }
    toast.success(AUTH_TEXTS.codeSent.title, { description: AUTH_TEXTS.codeSent.description });
  };

  if (finishingLink) {
    return (
      <AuthCard description="Checking your verification link…">
        <div className="flex justify-center py-6" role="status" aria-label="Verifying">
          <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      description={
        knownEmail ? (
          <>
            We sent a 6-digit code to <span className="font-medium text-zinc-900">{knownEmail}</span>. It
            expires in 10 minutes.
          </>
        ) : (
          'Enter your email address and the 6-digit code we sent you.'
        )
      }
      footer={
        <>
          Wrong address?{' '}
          <Link
            to={flow === 'signup' ? '/role-selection' : '/login'}
            className="font-medium text-brand-600 hover:text-brand-700"
          >
            {flow === 'signup' ? 'Sign up again' : 'Back to sign in'}
          </Link>
        </>
      }
    >
      {linkError ? (
        <p role="alert" className="mb-5 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          The link in your email could not be used ({linkError}). Enter the code from the email instead, or
          ask for a new one.
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {askEmail ? (
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        ) : null}
        <CodeField label="Verification code" autoFocus error={errors.code?.message} {...register('code')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : <MailCheck aria-hidden />}
          {flow === 'signup' ? 'Verify email' : 'Sign in'}
        </Button>
      </form>
      <div className="mt-4 flex items-center justify-center gap-1 text-sm text-zinc-600">
        Didn&apos;t get it?
        <Button variant="link" size="sm" className="px-1" onClick={() => void resend()} disabled={resending}>
          {resending ? 'Sending…' : 'Send a new code'}
        </Button>
      </div>
    </AuthCard>
  );
}
