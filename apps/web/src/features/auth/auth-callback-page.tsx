import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { AUTH } from '@reelhire/shared/constants';
import { decideGoogleCallback, isNewGoogleAccount } from '@reelhire/shared/google-callback';
import type { GoTrueClient as AuthClient } from '@supabase/auth-js';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { toast } from '@/lib/toast';
import { accountQueryKey, fetchAccountRecords, type AccountRecords } from '@/lib/account-records';
import { getAuthClient } from '@/lib/auth-client';
import { needsSecondFactor } from '@/lib/session-aal';
import { requestWelcomeEmail } from './api/welcome-email';
import { AuthCard } from './components/auth-card';

/** The error the auth service puts in the return address, from the query or the fragment. */
function callbackError(href: string): { code: string; description: string } | null {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.slice(1));
  const read = (name: string) => url.searchParams.get(name) ?? hash.get(name);
  const code = read('error_code') ?? read('error');
  const description = read('error_description');
  if (!code && !description) return null;
  return { code: code ?? '', description: description ?? '' };
}

function hasProfileFor(userType: unknown, records: AccountRecords): boolean {
  if (userType === 'filmmaker') return records.filmmaker !== null;
  if (userType === 'client') return records.client !== null;
  return records.filmmaker !== null || records.client !== null;
}

async function completeGoogleSignIn(
  client: AuthClient,
  queryClient: QueryClient,
  navigate: NavigateFunction,
  href: string,
) {
  const urlError = callbackError(href);
  // auth-js exchanges the PKCE code itself when it starts (detectSessionInUrl); wait for that.
  const { error: exchangeError } = await client.initialize();
  if (urlError || exchangeError) {
    const code = urlError?.code ?? exchangeError?.code ?? '';
    if (code === 'no_email') {
      toast.error(AUTH_TEXTS.noGoogleEmail);
    } else if (code !== 'email_conflict' && !/email_conflict/.test(urlError?.description ?? '')) {
      // docs/product.md §8: an email_conflict error from the callback shows no toast; anything else does.
      console.error('Google sign-in failed', urlError ?? exchangeError);
      toast.error(AUTH_TEXTS.googleSignInFailed);
    }
    await navigate('/login', { replace: true });
    return;
  }

  const { data } = await client.getSession();
  const session = data.session;
  if (!session) {
    toast.error(AUTH_TEXTS.noUserSession);
    await navigate('/login', { replace: true });
    return;
  }
  const user = session.user;
  if (!user.email) {
    toast.error(AUTH_TEXTS.noGoogleEmail);
    await client.signOut({ scope: 'local' });
    await navigate('/login', { replace: true });
    return;
  }
  // An account with an authenticator finishes signing in on /login.
  if (needsSecondFactor(session)) {
    await navigate('/login', { replace: true });
    return;
  }

  const metadata = user.user_metadata ?? {};
  const records = await queryClient.fetchQuery({
    queryKey: accountQueryKey(user.id),
    queryFn: () => fetchAccountRecords(client),
    staleTime: AUTH.sessionCacheMs,
  });
  const outcome = decideGoogleCallback({
    userType: metadata.user_type,
    hasProfile: hasProfileFor(metadata.user_type, records),
    urlUserType: new URL(href).searchParams.get('user_type'),
    fullName: (metadata.full_name as string | undefined) ?? (metadata.name as string | undefined),
  });

  if (outcome.kind === 'save-type') {
    const { error } = await client.updateUser({ data: outcome.metadata });
    if (error) throw error;
    if (isNewGoogleAccount(user.created_at)) {
      const { data: updated } = await client.getSession();
      if (updated.session) await requestWelcomeEmail(updated.session, outcome.metadata.user_type);
    }
  }
  if (outcome.kind !== 'role-selection') toast.success(AUTH_TEXTS.loginSuccessful);
  await navigate(outcome.to, { replace: true });
}

/**
 * /auth/callback: where Google sign-in returns (optionally with `?user_type=`). docs/product.md §4 decides
 * where the user goes next: their dashboard, profile setup, or role selection.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  // The return address as it arrived (auth-js removes the code from the address bar once exchanged).
  const [href] = useState(
    () => `${window.location.origin}${location.pathname}${location.search}${location.hash}`,
  );

  useEffect(() => {
    // The callback runs once, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    completeGoogleSignIn(getAuthClient(), queryClient, navigate, href).catch(async (error: unknown) => {
      console.error('Google callback handling failed', error);
      toast.error(AUTH_TEXTS.googleCallbackFailed);
      await navigate('/login', { replace: true });
    });
  }, [href, navigate, queryClient]);

  return (
    <AuthCard description="Finishing your Google sign-in…">
      <div className="flex justify-center py-6" role="status" aria-label="Signing you in">
        <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden />
      </div>
    </AuthCard>
  );
}
