import { zodResolver } from '@hookform/resolvers/zod';
import { nameSchema } from '@reelhire/shared/auth-forms';
import type { UserType } from '@reelhire/shared/user-type';
import { LoaderCircle, LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { TextField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/account-state';
import { getAuthClient } from '@/lib/auth-client';
import { useSignOut } from '@/lib/sign-out';
import type { ProfileEditorSlot } from './account-page';

const TYPE_LABEL: Record<UserType, string> = {
  filmmaker: 'Filmmaker',
  client: 'Client',
  both: 'Filmmaker and client',
  admin: 'Admin',
};

const PROVIDER_LABEL: Record<string, string> = { email: 'Email and password', google: 'Google' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function NameCard({ section }: { section: 'filmmaker' | 'client' }) {
  const { user } = useAuth();
  const metadata = user?.user_metadata ?? {};
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm({
    resolver: zodResolver(nameSchema),
    defaultValues: { firstName: text(metadata.first_name), lastName: text(metadata.last_name) },
  });

  const onSubmit = handleSubmit(async (values) => {
    const { error } = await getAuthClient().updateUser({
      data: { first_name: values.firstName, last_name: values.lastName },
    });
    if (error) {
      toast.error('Your name was not saved', { description: error.message });
      return;
    }
    toast.success('Name saved');
    reset(values);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your name</CardTitle>
        <CardDescription>
          How Reelhire addresses you in emails and messages.
          {section === 'filmmaker' ? ' Your public page shows the name in your public profile.' : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
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
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              Save name
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SignInCard({ section }: { section: 'filmmaker' | 'client' }) {
  const { user, userType, isVerified } = useAuth();
  const signOut = useSignOut();
  const providers = [...new Set((user?.identities ?? []).map((identity) => identity.provider))];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in</CardTitle>
        <CardDescription>The address you sign in with and where we send your emails.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-zinc-500">Email</dt>
          <dd className="font-medium text-zinc-900">{user?.email}</dd>
          <dt className="text-zinc-500">Signs in with</dt>
          <dd className="text-zinc-900">
            {providers.length > 0
              ? providers.map((p) => PROVIDER_LABEL[p] ?? p).join(', ')
              : 'Email and password'}
          </dd>
          <dt className="text-zinc-500">Account type</dt>
          <dd className="text-zinc-900">{userType ? TYPE_LABEL[userType] : 'Not chosen yet'}</dd>
          <dt className="text-zinc-500">Identity</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {isVerified ? (
              <Badge variant="success">Verified</Badge>
            ) : (
              <>
                <Badge variant="warning">Not verified yet</Badge>
                <Link
                  to={`/${section}/verify-identity`}
                  className="text-sm font-medium text-brand-600 hover:text-brand-700"
                >
                  Verify your identity
                </Link>
              </>
            )}
          </dd>
        </dl>
        <Button variant="outline" className="mt-6" onClick={() => void signOut()}>
          <LogOut aria-hidden />
          Sign out
        </Button>
      </CardContent>
    </Card>
  );
}

export function ProfileTab({
  section,
  ProfileEditor,
}: {
  section: 'filmmaker' | 'client';
  ProfileEditor?: ProfileEditorSlot;
}) {
  return (
    <div className="space-y-10">
      {ProfileEditor ? <ProfileEditor section={section} /> : null}
      <section aria-labelledby="sign-in-title" className="space-y-4">
        <div>
          <h2 id="sign-in-title" className="text-lg font-semibold text-zinc-900">
            Account and sign-in
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            {section === 'filmmaker' && ProfileEditor
              ? 'How you sign in. Reelhire addresses you by the name in your profile above.'
              : 'How Reelhire addresses you, and how you sign in.'}
          </p>
        </div>
        {/* A filmmaker's profile (Basics, above) already asks for their name, and saving it renames the
            account too, so the name is asked for once (decision 0022). */}
        {section === 'filmmaker' && ProfileEditor ? null : <NameCard section={section} />}
        <SignInCard section={section} />
      </section>
    </div>
  );
}
