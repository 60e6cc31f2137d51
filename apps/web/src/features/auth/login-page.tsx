import { zodResolver } from '@hookform/resolvers/zod';
import { signInPreCheckStop } from '@reelhire/shared/auth-check';
import { emailOnlySchema, signInSchema } from '@reelhire/shared/auth-forms';
import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { TOASTS } from '@reelhire/shared/constants';
import { dashboardPathFor, isUserType } from '@reelhire/shared/user-type';
import type { User } from '@supabase/auth-js';
import { LoaderCircle, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { getAuthClient } from '@/lib/auth-client';
import { useAuthState } from '@/lib/auth-state';
import { needsSecondFactor } from '@/lib/session-aal';
import { useSignOut } from '@/lib/sign-out';
import { takeReturnTo } from '@/lib/return-to';
import { checkAuth } from './api/auth-check';
import { useGoogleSignInEnabled } from './api/auth-settings';
import {
  fromLocation,
  isEmailNotConfirmed,
  isRateLimited,
  isSuspended,
  redirectUrl,
  SIGN_IN_CODE_REDIRECT,
  verifyPath,
} from './auth-redirects';
import { AuthCard, OrDivider } from './components/auth-card';
import { GoogleButton } from './components/google-button';
import { TotpStep } from './components/totp-step';

/** Runs SPEC's pre-check; returns false (after saying why) when the sign-in must stop. */
async function passesSignInPreCheck(email: string): Promise<boolean> {
  try {
    const stop = signInPreCheckStop(await checkAuth(email, 'signin'));
    if (!stop) return true;
    toast.error(stop.message, stop.googleConflict ? { duration: TOASTS.signInConflictToastMs } : undefined);
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : AUTH_TEXTS.cannotProceedSignIn);
  }
  return false;
}

function PasswordSignIn({
  onStart,
  onStop,
  onSignedIn,
  onNeedsCode,
  onUseCode,
}: {
  /** A sign-in attempt starts, and stops without signing in. */
  onStart: () => void;
  onStop: () => void;
  onSignedIn: (user: User) => void;
  onNeedsCode: () => void;
  onUseCode: (email: string) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (!(await passesSignInPreCheck(email))) return;
    onStart();
    const client = getAuthClient();
    const { data, error } = await client.signInWithPassword({ email, password });
    if (error) {
      onStop();
      if (isEmailNotConfirmed(error)) {
        // A fresh code, so that the toast's promise holds even when the first one has expired.
        void client.resend({ type: 'signup', email, options: { emailRedirectTo: redirectUrl('/verify') } });
        toast.info(AUTH_TEXTS.verificationRequired.title, {
          description: AUTH_TEXTS.verificationRequired.description,
        });
        await navigate(verifyPath(email, 'signup'), { state: location.state });
        return;
      }
      // Only the right password learns of a suspension (the server checks it first), so it may be said.
      toast.error(isRateLimited(error) || isSuspended(error) ? error.message : AUTH_TEXTS.checkCredentials);
      return;
    }
    if (needsSecondFactor(data.session)) onNeedsCode();
    else onSignedIn(data.user);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="text-sm font-medium text-brand-600 hover:text-brand-700">
            Forgot password?
          </Link>
        }
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Sign in
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={() => onUseCode(getValues('email'))}>
        <Mail aria-hidden />
        Sign in with a code instead
      </Button>
    </form>
  );
}

function CodeSignIn({ initialEmail, onUsePassword }: { initialEmail: string; onUsePassword: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (!(await passesSignInPreCheck(email))) return;
    // docs/product.md §5: the code request never creates a user.
    const { error } = await getAuthClient().signInWithOtp({
      email,
      options: {
        shouldCreateUser: false,
        emailRedirectTo: redirectUrl(SIGN_IN_CODE_REDIRECT),
        data: { use_otp: true },
      },
    });
    if (error) {
      console.error('The sign-in code could not be sent', error);
      toast.error(AUTH_TEXTS.verificationEmailFailed);
      return;
    }
    toast.success(AUTH_TEXTS.verificationCodeSent);
    await navigate(verifyPath(email, 'email'), { state: location.state });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-zinc-600">
        We&apos;ll email you a 6-digit code. Enter it on the next page to sign in, no password needed.
      </p>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Email me a code
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onUsePassword}>
        Sign in with a password instead
      </Button>
    </form>
  );
}

function AlreadySignedIn({ email, onContinue }: { email: string; onContinue: () => void }) {
  const signOut = useSignOut();
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-700">
        You&apos;re signed in as <span className="font-medium text-zinc-900">{email}</span>.
      </p>
      <Button className="w-full" onClick={onContinue}>
        Continue
      </Button>
      <Button variant="outline" className="w-full" onClick={() => void signOut()}>
        Sign out
      </Button>
    </div>
  );
}

type Step = 'password' | 'code' | 'totp';

/**
 * /login: password sign-in after SPEC's pre-check, a sign-in code by email instead, Google, and the
 * authenticator step for accounts that have one. Afterwards the visitor goes back to the page the guard
 * sent them from, or to the dashboard of their type.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useAuthState();
  const signOut = useSignOut();
  const googleEnabled = useGoogleSignInEnabled();
  const [step, setStep] = useState<Step>('password');
  const [codeEmail, setCodeEmail] = useState('');
  // A sign-in is under way here: the session it creates is not "already signed in".
  const [busy, setBusy] = useState(false);

  const goOn = (user: User | null) => {
    const type = user?.user_metadata?.user_type;
    // The guard's attempted page first; else a portfolio the visitor left to sign in (lib/return-to).
    const back = fromLocation(location.state) ?? takeReturnTo();
    void navigate(back ?? dashboardPathFor(isUserType(type) ? type : null), { replace: true });
  };
  const signedIn = (user: User | null) => {
    setBusy(true);
    toast.success(AUTH_TEXTS.loginSuccessful);
    goOn(user);
  };

  const showTotp = step === 'totp' || (auth.status === 'signed-in' && auth.needsSecondFactor);
  const alreadySignedIn = auth.status === 'signed-in' && !auth.needsSecondFactor && step !== 'totp';

  let body;
  if (showTotp) {
    body = (
      <TotpStep
        onStart={() => {
          setBusy(true);
          setStep('totp');
        }}
        onVerified={signedIn}
        onCancel={() => {
          setBusy(false);
          setStep('password');
          void signOut();
        }}
      />
    );
  } else if (alreadySignedIn && !busy && auth.user) {
    body = <AlreadySignedIn email={auth.user.email ?? ''} onContinue={() => goOn(auth.user)} />;
  } else if (step === 'code') {
    body = <CodeSignIn initialEmail={codeEmail} onUsePassword={() => setStep('password')} />;
  } else {
    body = (
      <PasswordSignIn
        onStart={() => setBusy(true)}
        onStop={() => setBusy(false)}
        onSignedIn={signedIn}
        onNeedsCode={() => setStep('totp')}
        onUseCode={(email) => {
          setCodeEmail(email);
          setStep('code');
        }}
      />
    );
  }

  const offerOtherWays = !showTotp && !(alreadySignedIn && !busy);
  return (
    <AuthCard
      description={showTotp ? 'One more step to finish signing in.' : 'Welcome back to Reelhire.'}
      footer={
        offerOtherWays ? (
          <>
            New to Reelhire?{' '}
            <Link to="/role-selection" className="font-medium text-brand-600 hover:text-brand-700">
              Create an account
            </Link>
          </>
        ) : null
      }
    >
      {body}
      {offerOtherWays && googleEnabled ? (
        <>
          <OrDivider />
          <GoogleButton />
        </>
      ) : null}
    </AuthCard>
  );
}
