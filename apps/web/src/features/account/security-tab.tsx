import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@reelhire/shared/auth-forms';
import { LoaderCircle, LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getAuthClient } from '@/lib/auth-client';
import { useSignOut } from '@/lib/sign-out';
import { TwoStepCard } from './two-step-card';

function PasswordCard() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const { error } = await getAuthClient().updateUser({ password });
    if (error) {
      toast.error('Your password was not changed', { description: error.message });
      return;
    }
    toast.success('Password changed');
    reset();
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>Choose a new password for signing in with your email address.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
          <NewPasswordFields register={register} errors={errors} />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              Change password
            </Button>
          </div>
        </form>
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
