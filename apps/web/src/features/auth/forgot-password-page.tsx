import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@reelhire/shared/auth-forms';
import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { getAuthClient } from '@/lib/auth-client';
import { redirectUrl } from './auth-redirects';
import { AuthCard } from './components/auth-card';

/** /forgot-password: emails a reset link that opens /reset-password (docs/product.md §7). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await getAuthClient().resetPasswordForEmail(email, {
      redirectTo: redirectUrl('/reset-password'),
    });
    if (error) {
      console.error('The reset link could not be sent', error);
      toast.error(AUTH_TEXTS.resetLinkFailed);
      return;
    }
    toast.success(AUTH_TEXTS.resetLinkSent.title, { description: AUTH_TEXTS.resetLinkSent.description });
    setSentTo(email);
  });

  const backToSignIn = (
    <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700">
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard footer={backToSignIn}>
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <MailCheck className="size-5" aria-hidden />
          </span>
          <h2 className="text-base font-semibold text-zinc-900">Check your email</h2>
          <p className="mt-1 text-sm text-zinc-600">
            If an account uses <span className="font-medium text-zinc-900">{sentTo}</span>, a link to choose a
            new password is on its way. Open it in this browser.
          </p>
          <Button variant="outline" className="mt-5" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
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
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
