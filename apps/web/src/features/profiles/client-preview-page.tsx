import { countryName } from '@reelhire/shared/countries';
import type { ClientProfile } from '@reelhire/shared/client-profile';
import { Building2, Globe, MapPin, Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { takeReturnTo } from '@/lib/return-to';
import { useLeaveSetup } from './use-leave-setup';
import { useSubmitClientProfile } from './api/submit-client-profile';
import { GapList } from './gap-list';
import { clearDrafts } from './profile-drafts';
import { CLIENT_STEPS, SubmitBar } from './setup-frame';
import { CLIENT_SETUP, SetupStepPage } from './setup-step-page';
import { hasUnsavedClientDraft } from './unsaved-drafts';

const BASIC = CLIENT_STEPS[0]!.path;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('') || '?';

/** The website as people read it: example.com rather than https://www.example.com/. */
function websiteText(url: string) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

/** The client as filmmakers see them on a job, a booking request or a message. */
function ClientCard({ profile }: { profile: ClientProfile }) {
  const name = profile.company_name.trim() || 'Your name';
  const location = [profile.city, profile.country ? countryName(profile.country) : null]
    .filter(Boolean)
    .join(', ');
  const KindIcon = profile.client_kind === 'individual' ? UserRound : Building2;
  return (
    <Card>
      <CardContent className="space-y-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-brand-50 text-2xl font-semibold text-brand-700 ring-1 ring-zinc-200">
            {profile.logo?.url ? (
              <img
                src={profile.logo.url}
                alt={`${name} logo`}
                className="size-full bg-white object-contain p-1"
              />
            ) : (
              initials(name)
            )}
          </div>
          <div className="min-w-0">
            <h2 className="text-2xl font-semibold tracking-tight text-zinc-900">{name}</h2>
            <div className="mt-2 flex flex-wrap gap-1.5">
              {profile.client_kind ? (
                <Badge variant="neutral">
                  <KindIcon className="size-3" aria-hidden />
                  {profile.client_kind === 'individual' ? 'Individual' : 'Company'}
                </Badge>
              ) : null}
              {profile.industry ? <Badge variant="brand">{profile.industry}</Badge> : null}
            </div>
          </div>
        </div>
        <div className="space-y-2 text-sm text-zinc-700">
          <p className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-zinc-500" aria-hidden />{' '}
            {location || 'Location not given'}
          </p>
          {profile.website ? (
            <p className="flex items-center gap-2">
              <Globe className="size-4 shrink-0 text-zinc-500" aria-hidden />
              <a
                href={profile.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="min-w-0 truncate font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {websiteText(profile.website)}
              </a>
            </p>
          ) : null}
        </div>
        <div className="border-t border-zinc-100 pt-4">
          <h3 className="text-sm font-semibold text-zinc-900">About</h3>
          <p className="mt-1.5 whitespace-pre-line text-sm text-zinc-700">
            {profile.about ?? 'No description written yet.'}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

function ClientPreviewContent({ profile, userId }: { profile: ClientProfile; userId: string }) {
  const leaveSetup = useLeaveSetup();
  const submit = useSubmitClientProfile();
  const [unsaved] = useState(() => hasUnsavedClientDraft(profile, userId));
  const gaps = profile.missing;

  const onSubmit = async () => {
    try {
      await submit.mutateAsync();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Your profile could not be submitted');
      return;
    }
    clearDrafts('client');
    toast.success('Your profile is ready');
    // A visitor who pressed Book or Message on a portfolio, or opened a claim link, signed up on the way:
    // back to that (public) page.
    await leaveSetup(takeReturnTo() ?? '/client/verify-identity');
  };

  return (
    <div className="space-y-6">
      {gaps.length > 0 ? <GapList gaps={gaps} paths={{ basic: BASIC }} /> : null}
      {unsaved ? (
        <p className="rounded-xl border border-zinc-200 bg-white px-5 py-4 text-sm text-zinc-700">
          Changes you made to{' '}
          <Link to={BASIC} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            your details
          </Link>{' '}
          are not saved yet, so they are not shown here. Open the step and press Continue to include them.
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-zinc-700">What filmmakers see</p>
        <Button variant="outline" size="sm" asChild>
          <Link to={BASIC} aria-label="Edit your company">
            <Pencil aria-hidden /> Edit
          </Link>
        </Button>
      </div>
      <ClientCard profile={profile} />

      {profile.setup ? (
        <Card>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-zinc-700">Your profile is set up. Saved changes show straight away.</p>
            <Button asChild>
              <Link to="/client/dashboard">Go to dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <SubmitBar
          back={BASIC}
          blocked={gaps.length > 0}
          pending={submit.isPending}
          onSubmit={() => void onSubmit()}
        />
      )}
    </div>
  );
}

/** The client's profile as filmmakers will see it, what is still missing, and Submit. */
export function ClientPreviewPage() {
  return (
    <SetupStepPage
      setup={CLIENT_SETUP}
      current={1}
      description="This is how filmmakers will see you when you post a job, book or message them."
      content={ClientPreviewContent}
    />
  );
}
