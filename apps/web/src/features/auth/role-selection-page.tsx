import { AUTH_TEXTS } from '@reelhire/shared/auth-texts';
import { isNewGoogleAccount, profileSetupPathFor, splitFullName } from '@reelhire/shared/google-callback';
import { dashboardPathFor } from '@reelhire/shared/user-type';
import { Briefcase, Check, Clapperboard, LoaderCircle, Users } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { getAuthClient } from '@/lib/auth-client';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/cn';
import { requestWelcomeEmail } from './api/welcome-email';
import { AuthCard } from './components/auth-card';
import { isSignUpRole, type SignUpRole } from './sign-up-role';

const ROLES: {
  value: SignUpRole;
  label: string;
  description: string;
  icon: ComponentType<{ className?: string }>;
}[] = [
  {
    value: 'filmmaker',
    label: 'Filmmaker',
    description: 'Directors, camera, editing, sound and every craft on set: find paid work and get booked.',
    icon: Clapperboard,
  },
  {
    value: 'client',
    label: 'Client',
    description: 'Brands, agencies and producers: post projects, hire crew and pay safely through escrow.',
    icon: Briefcase,
  },
  {
    value: 'both',
    label: 'Both',
    description: 'Take on work and hire others too, with a filmmaker and a client side to your account.',
    icon: Users,
  },
];

/**
 * /role-selection: the first step of sign-up (then /signup?role=…), and the place a Google account without
 * a type chooses one (docs/product.md §4), which is saved to the account at once.
 */
export function RoleSelectionPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useAuthState();
  const requested = params.get('role');
  const [role, setRole] = useState<SignUpRole | null>(isSignUpRole(requested) ? requested : null);
  const [saving, setSaving] = useState(false);

  // Someone signed in who already has a type has nothing to choose here.
  if (auth.status === 'signed-in' && auth.userType && !saving) {
    return <Navigate to={dashboardPathFor(auth.userType)} replace />;
  }
  const choosingForAccount = auth.status === 'signed-in' && !auth.needsSecondFactor;

  const onContinue = async () => {
    if (!role) return;
    if (!choosingForAccount) {
      await navigate(`/signup?role=${role}`);
      return;
    }
    setSaving(true);
    try {
      const client = getAuthClient();
      const user = auth.user!;
      const metadata = user.user_metadata ?? {};
      const { firstName, lastName } = splitFullName(
        (metadata.full_name as string | undefined) ?? (metadata.name as string | undefined),
      );
      const { data, error } = await client.updateUser({
        data: {
          user_type: role,
          first_name: (metadata.first_name as string | undefined) || firstName,
          last_name: (metadata.last_name as string | undefined) || lastName,
        },
      });
      if (error) throw error;
      const { data: current } = await client.getSession();
      if (current.session && isNewGoogleAccount(data.user.created_at)) {
        await requestWelcomeEmail(current.session, role);
      }
      await navigate(profileSetupPathFor(role), { replace: true });
    } catch (error) {
      console.error('The role could not be saved', error);
      toast.error(AUTH_TEXTS.unexpectedError, { description: AUTH_TEXTS.pleaseTryAgain });
      setSaving(false);
    }
  };

  return (
    <AuthCard
      wide
      description="Pick the side of the marketplace you are joining. You can add the other side later."
      footer={
        choosingForAccount ? null : (
          <>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-brand-600 hover:text-brand-700">
              Sign in
            </Link>
          </>
        )
      }
    >
      <fieldset>
        <legend className="sr-only">I am joining as</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {ROLES.map((option) => {
            const selected = role === option.value;
            return (
              <label
                key={option.value}
                className={cn(
                  'relative flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 sm:flex-col',
                  selected
                    ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                    : 'border-zinc-200 hover:border-zinc-300 hover:bg-zinc-50',
                )}
              >
                <input
                  type="radio"
                  name="role"
                  value={option.value}
                  checked={selected}
                  onChange={() => setRole(option.value)}
                  className="sr-only"
                />
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-lg',
                    selected ? 'bg-brand-600 text-white' : 'bg-zinc-100 text-zinc-700',
                  )}
                >
                  <option.icon className="size-[18px]" />
                </span>
                <span className="flex flex-col gap-1 pr-5 sm:pr-0">
                  <span className="text-sm font-semibold text-zinc-900">{option.label}</span>
                  <span className="text-xs leading-relaxed text-zinc-600">{option.description}</span>
                </span>
                {selected ? (
                  <Check className="absolute top-4 right-4 size-4 text-brand-600" aria-hidden />
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button className="mt-6 w-full" disabled={!role || saving} onClick={() => void onContinue()}>
        {saving ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        Continue
      </Button>
    </AuthCard>
  );
}
