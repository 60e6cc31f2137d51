import { zodResolver } from '@hookform/resolvers/zod';
import { signUpPreCheckStop } from '@reelhire/shared/auth-check';
import { signUpSchema } from '@reelhire/shared/auth-forms';
import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { AUTH } from '@reelhire/shared/constants';
import { profileSetupPathFor } from '@reelhire/shared/google-callback';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { getAuthClient } from '@/lib/auth-client';
import { useServerRender } from '@/lib/server-render';
import { checkAuth } from './api/auth-check';
import { useGoogleSignInEnabled } from './api/auth-settings';
import { requestWelcomeEmail } from './api/welcome-email';
import { redirectUrl, verifyPath } from './auth-redirects';
import { AuthCard, OrDivider } from './components/auth-card';
import { GoogleButton } from './components/google-button';
import { isSignUpRole, SIGN_UP_ROLE_LABEL } from './sign-up-role';

/**
 * /signup?role=…: name, email and password, after SPEC's pre-check; then the emailed code at /verify.
 * Without a role the visitor chooses one first.
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const role = params.get('role');
  const navigate = useNavigate();
  const googleEnabled = useGoogleSignInEnabled();
  const serverRender = useServerRender();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  if (!isSignUpRole(role)) {
    // A redirect is the browser's to make: the server sends the app's shell instead (decision 0080).
    serverRender?.decline();
    return <Navigate to="/role-selection" replace />;
  }

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, password }) => {
    try {
      const stop = signUpPreCheckStop(await checkAuth(email, 'signup'));
      if (stop) {
        toast.error(stop.message);
        return;
      }
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : AUTH_TEXTS.cannotProceedSignUp);
      return;
    }
    const { data, error } = await getAuthClient().signUp({
      email,
      password,
      options: {
        emailRedirectTo: redirectUrl('/verify'),
        data: { user_type: role, first_name: firstName, last_name: lastName },
      },
    });
    if (error) {
      toast.error(error.message || AUTH_TEXTS.unexpectedError, { description: AUTH_TEXTS.pleaseTryAgain });
      return;
    }
    if (data.session) {
      // The service confirmed the email at once: the account is ready for its profile.
      await requestWelcomeEmail(data.session, role);
      await navigate(profileSetupPathFor(role), { replace: true });
      return;
    }
    await navigate(verifyPath(email, 'signup'));
  });

  return (
    <AuthCard
      description={
        <>
          Joining as <span className="font-medium text-zinc-900">{SIGN_UP_ROLE_LABEL[role]}</span>.{' '}
          <Link
            to={`/role-selection?role=${role}`}
            className="font-medium text-brand-600 hover:text-brand-700"
          >
            Change
          </Link>
        </>
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
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
          autoComplete="new-password"
          hint={`At least ${AUTH.minPasswordLength} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Create account
        </Button>
        <p className="text-center text-xs text-zinc-500">
          By creating an account you agree to our{' '}
          <Link to="/terms-of-service" className="underline underline-offset-2 hover:text-zinc-900">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-zinc-900">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
      {googleEnabled ? (
        <>
          <OrDivider />
          <GoogleButton userType={role} />
        </>
      ) : null}
    </AuthCard>
  );
}
