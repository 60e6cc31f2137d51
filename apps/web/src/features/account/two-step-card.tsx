import { zodResolver } from '@hookform/resolvers/zod';
import { codeSchema } from '@reelhire/shared/auth-forms';
import type { Factor } from '@supabase/auth-js';
import { Copy, LoaderCircle, ShieldCheck, Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/form-field';
import { getAuthClient } from '@/lib/auth-client';
import { nextFactorName, qrCodeImageSrc, useFactors, useRefreshFactors } from './api/factors';

const FACTOR_TYPE_LABEL: Record<string, string> = {
  totp: 'Authenticator app',
  phone: 'Phone',
  webauthn: 'Security key',
};

const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.';

interface Enrolment {
  factorId: string;
  friendlyName: string;
  qrCode: string;
  secret: string;
}

/** The secret in groups of four, easier to type into an app by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function EnrolmentPanel({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: Enrolment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    const { error } = await getAuthClient().mfa.challengeAndVerify({ factorId: enrolment.factorId, code });
    if (error) {
      setError('code', { message: error.status === 429 ? error.message : WRONG_CODE });
      return;
    }
    toast.success('Two-step sign-in is on', {
      description: 'From now on you will enter a code from your authenticator app when you sign in.',
    });
    onDone();
  });

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      toast.success('Key copied');
    } catch {
      toast.error('The key could not be copied; type it in instead.');
    }
  };

  return (
    <div
      className="rounded-xl border border-zinc-200 p-4 sm:p-5"
      aria-label="Set up an authenticator app"
      role="group"
    >
      <ol className="space-y-5 text-sm text-zinc-700">
        <li>
          <p className="font-medium text-zinc-900">1. Scan this QR code with your authenticator app</p>
          <p className="mt-1 text-zinc-600">
            Google Authenticator, 1Password, Authy or any app that shows 6-digit codes.
          </p>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-center">
            <img
              src={qrCodeImageSrc(enrolment.qrCode)}
              alt="QR code for your authenticator app"
              className="size-40 shrink-0 rounded-lg border border-zinc-200 bg-white p-2"
            />
            <div className="min-w-0">
              <p className="text-zinc-600">Can&apos;t scan it? Enter this key instead:</p>
              <div className="mt-2 flex items-center gap-2">
                <code
                  data-testid="totp-secret"
                  className="break-all rounded-md bg-zinc-100 px-2 py-1 font-mono text-sm text-zinc-900"
                >
                  {groupSecret(enrolment.secret)}
                </code>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label="Copy key"
                  onClick={() => void copySecret()}
                >
                  <Copy />
                </Button>
              </div>
            </div>
          </div>
        </li>
        <li>
          <p className="font-medium text-zinc-900">2. Enter the 6-digit code the app shows</p>
          <form
            onSubmit={onSubmit}
            noValidate
            className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start"
          >
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="sm:w-56"
              error={errors.code?.message}
              {...register('code')}
            />
            <div className="flex gap-2 sm:mt-6">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
                Turn on
              </Button>
              <Button type="button" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function FactorRow({ factor, onRemove }: { factor: Factor; onRemove: () => void }) {
  const typeLabel = FACTOR_TYPE_LABEL[factor.factor_type] ?? factor.factor_type;
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-700">
        <Smartphone className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-zinc-900">{factor.friendly_name || typeLabel}</p>
        <p className="text-xs text-zinc-500">{typeLabel}</p>
      </div>
      {factor.status === 'verified' ? (
        <Badge variant="success">Active</Badge>
      ) : (
        <Badge variant="warning">Not finished</Badge>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${factor.friendly_name || typeLabel}`}
        onClick={onRemove}
      >
        <Trash2 />
      </Button>
    </li>
  );
}

/** Two-step sign-in with an authenticator app (TOTP): list, add with a QR code, remove. */
export function TwoStepCard() {
  const factors = useFactors();
  const refreshFactors = useRefreshFactors();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [removing, setRemoving] = useState<Factor | null>(null);
  const [removePending, setRemovePending] = useState(false);

  const startEnrolment = async () => {
    setStarting(true);
    const friendlyName = nextFactorName(factors.data ?? []);
    const { data, error } = await getAuthClient().mfa.enroll({
      factorType: 'totp',
      friendlyName,
      issuer: 'Reelhire',
    });
    setStarting(false);
    if (error) {
      toast.error('The authenticator could not be set up', { description: error.message });
      return;
    }
    setEnrolment({ factorId: data.id, friendlyName, qrCode: data.totp.qr_code, secret: data.totp.secret });
    void refreshFactors();
  };

  const cancelEnrolment = async () => {
    if (!enrolment) return;
    const pending = enrolment.factorId;
    setEnrolment(null);
    await getAuthClient().mfa.unenroll({ factorId: pending });
    void refreshFactors();
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemovePending(true);
    const { error } = await getAuthClient().mfa.unenroll({ factorId: removing.id });
    setRemovePending(false);
    if (error) {
      toast.error('The authenticator could not be removed', { description: error.message });
      return;
    }
    toast.success('Authenticator removed');
    setRemoving(null);
    void refreshFactors();
  };

  const list = (factors.data ?? []).filter((factor) => factor.id !== enrolment?.factorId);
  const hasActive = list.some((factor) => factor.status === 'verified');

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-step sign-in
          {hasActive ? <Badge variant="success">On</Badge> : <Badge>Off</Badge>}
        </CardTitle>
        <CardDescription>
          After your password, Google or an email code, also ask for a code from an authenticator app on your
          phone.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {factors.isPending ? (
          <Skeleton className="h-14 rounded-lg" />
        ) : factors.isError ? (
          <p role="alert" className="text-sm text-red-600">
            Your authenticators could not be loaded: {factors.error.message}
          </p>
        ) : list.length > 0 ? (
          <ul aria-label="Authenticators" className="divide-y divide-zinc-200">
            {list.map((factor) => (
              <FactorRow key={factor.id} factor={factor} onRemove={() => setRemoving(factor)} />
            ))}
          </ul>
        ) : null}

        {enrolment ? (
          <EnrolmentPanel
            enrolment={enrolment}
            onDone={() => {
              setEnrolment(null);
              void refreshFactors();
            }}
            onCancel={() => void cancelEnrolment()}
          />
        ) : (
          <Button
            variant="outline"
            onClick={() => void startEnrolment()}
            disabled={starting || factors.isPending}
          >
            {starting ? <LoaderCircle className="animate-spin" aria-hidden /> : <ShieldCheck aria-hidden />}
            Add an authenticator app
          </Button>
        )}
      </CardContent>

      <Dialog open={removing !== null} onOpenChange={(open) => (open ? null : setRemoving(null))}>
        <DialogContent>
          <DialogTitle>Remove {removing?.friendly_name || 'this authenticator'}?</DialogTitle>
          <DialogDescription>
            {removing?.status === 'verified' &&
            list.filter((factor) => factor.status === 'verified').length === 1
              ? 'This is your only authenticator: signing in will no longer ask for a code.'
              : 'Codes from this authenticator will no longer be accepted.'}
          </DialogDescription>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => void confirmRemove()} disabled={removePending}>
              {removePending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              Remove
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
