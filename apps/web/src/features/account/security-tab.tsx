import { zodResolver } from '@hookform/resolvers/zod';
import { codeSchema, newPasswordSchema } from '@reelhire/shared/auth-forms';
import { LoaderCircle, LogOut, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form-field';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/account-state';
import { getAuthClient } from '@/lib/auth-client';
import { useSignOut } from '@/lib/sign-out';
import { TwoStepCard } from './two-step-card';

const WRONG_CODE = 'That code is wrong or has expired. Check the newest email, or send a new code.';

/**
 * The second step of a password change from a session signed in a while ago (decision 0054): the server
 * answered reauthentication_needed and emailed a code; the change goes through with it.
 */
function ConfirmWithCode({
  email,
  password,
  onDone,
  onCancel,
}: {
  email: string | undefined;
  password: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const [resending, setResending] = useState(false);

  const onSubmit = handleSubmit(async ({ code }) => {
    const { error } = await getAuthClient().updateUser({ password, nonce: code });
    if (error) {
      setError('code', { message: error.code === 'reauthentication_not_valid' ? WRONG_CODE : error.message });
      return;
    }
    onDone();
  });

  const resend = async () => {
    setResending(true);
    const { error } = await getAuthClient().reauthenticate();
    setResending(false);
    if (error) toast.error('No new code was sent', { description: error.message });
    else toast.success('A new code is on its way');
  };

  return (
    <div
      className="rounded-xl border border-zinc-200 p-4 sm:max-w-md sm:p-5"
      role="group"
      aria-label="Confirm it is you"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-700">
          <MailCheck className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 text-sm">
          <p className="font-medium text-zinc-900">Confirm it is you</p>
          <p className="mt-1 text-zinc-600">
            You signed in a while ago, so we emailed a 6-digit code to{' '}
            <span className="break-words font-medium text-zinc-900">{email ?? 'your address'}</span>. Enter it
            to change your password.
          </p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3">
        <TextField
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          className="sm:w-56"
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Confirm and change password
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
        <p className="text-sm text-zinc-600">
          No email after a minute? Look in spam, or{' '}
          <Button
            type="button"
            variant="link"
            className="h-auto p-0 align-baseline"
            disabled={resending}
            onClick={() => void resend()}
          >
            send a new code
          </Button>
          .
        </p>
      </form>
    </div>
  );
}

function PasswordCard() {
  const { user } = useAuth();
  // The new password, kept while the emailed code is asked for.
  const [awaitingCode, setAwaitingCode] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const changed = () => {
    toast.success('Password changed', { description: 'Every other device was signed out.' });
    setAwaitingCode(null);
    reset();
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    const client = getAuthClient();
    const { error } = await client.updateUser({ password });
    if (error?.code === 'reauthentication_needed') {
      const sent = await client.reauthenticate();
      if (sent.error) {
        toast.error('Your password was not changed', { description: sent.error.message });
        return;
      }
      setAwaitingCode(password);
      return;
    }
    if (error) {
      toast.error('Your password was not changed', { description: error.message });
      return;
    }
    changed();
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Choose a new password for signing in with your email address.</CardDescription>
      </CardHeader>
      <CardContent>
        {awaitingCode === null ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
            <NewPasswordFields register={register} errors={errors} />
            <div>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Change password
              </Button>
            </div>
          </form>
        ) : (
          <ConfirmWithCode
            email={user?.email}
            password={awaitingCode}
            onDone={changed}
            onCancel={() => setAwaitingCode(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const signOut = useSignOut();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in devices</CardTitle>
        <CardDescription>
          Lost a phone or used a shared computer? Sign out of Reelhire on every device, this one included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void signOut('global')}>
          <LogOut aria-hidden />
          Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}

export function SecurityTab() {
  return (
    <div className="space-y-6">
      <PasswordCard />
      <TwoStepCard />
      <SessionsCard />
    </div>
  );
}
