import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import type { ProfileGap } from '@reelhire/shared/profile-gaps';
import { ExternalLink, PartyPopper, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { PortfolioView } from '@/components/portfolio/portfolio-view';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useLeaveSetup } from './use-leave-setup';
import { useSubmitFilmmakerProfile } from './api/submit-filmmaker-profile';
import { GapList } from './gap-list';
import { clearDrafts } from './profile-drafts';
import { FILMMAKER_STEPS, SubmitBar } from './setup-frame';
import { FILMMAKER_SETUP, SetupStepPage } from './setup-step-page';
import { toTalent } from './to-talent';
import { unsavedFilmmakerSteps } from './unsaved-drafts';

const STEP_PATHS: Record<ProfileGap['step'], string> = {
  basic: FILMMAKER_STEPS[0]!.path,
  professional: FILMMAKER_STEPS[1]!.path,
  portfolio: FILMMAKER_STEPS[2]!.path,
};
const STEP_NAMES: Record<ProfileGap['step'], string> = {
  basic: 'Basics',
  professional: 'Craft and rates',
  portfolio: 'Portfolio',
};
function UnsavedNotice({ steps }: { steps: ProfileGap['step'][] }) {
  if (steps.length === 0) return null;
  return (
    <p className="rounded-xl border border-zinc-200 bg-white px-5 py-4 text-sm text-zinc-700">
      Changes you made in{' '}
      {steps.map((step, index) => (
        <span key={step}>
          {index > 0 ? (index === steps.length - 1 ? ' and ' : ', ') : null}
          <Link
            to={STEP_PATHS[step]}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {STEP_NAMES[step]}
          </Link>
        </span>
      ))}{' '}
      are not saved yet, so they are not shown here. Open the step and press Continue to include them.
    </p>
  );
}

function PreviewContent({ profile, userId }: { profile: FilmmakerProfile; userId: string }) {
  const leaveSetup = useLeaveSetup();
  const submit = useSubmitFilmmakerProfile();
  const [unsaved] = useState(() => {
    const steps = unsavedFilmmakerSteps(profile, userId);
    return (Object.keys(steps) as ProfileGap['step'][]).filter((step) => steps[step]);
  });
  const talent = toTalent(profile);
  const address = profile.username ? `/portfolio/${profile.username}` : null;
  const gaps = profile.missing;

  const onSubmit = async () => {
    try {
      await submit.mutateAsync();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Your profile could not be submitted');
      return;
    }
    clearDrafts('filmmaker');
    toast.success('Your profile is live');
    await leaveSetup('/filmmaker/verify-identity');
  };

  return (
    <div className="space-y-6">
      {gaps.length > 0 ? <GapList gaps={gaps} paths={STEP_PATHS} /> : null}
      <UnsavedNotice steps={unsaved} />

      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-medium text-zinc-700">Edit:</span>
        {(Object.keys(STEP_PATHS) as ProfileGap['step'][]).map((step) => (
          <Button key={step} variant="outline" size="sm" asChild>
            <Link to={STEP_PATHS[step]} aria-label={`Edit ${STEP_NAMES[step].toLowerCase()}`}>
              <Pencil aria-hidden /> {STEP_NAMES[step]}
            </Link>
          </Button>
        ))}
      </div>

      <Card className="overflow-hidden">
        <div className="flex items-center gap-2 border-b border-zinc-200 bg-zinc-100 px-4 py-2.5">
          <span className="flex gap-1.5" aria-hidden>
            <span className="size-2.5 rounded-full bg-zinc-300" />
            <span className="size-2.5 rounded-full bg-zinc-300" />
            <span className="size-2.5 rounded-full bg-zinc-300" />
          </span>
          <span className="min-w-0 flex-1 truncate rounded-md bg-white px-3 py-1 text-xs text-zinc-600">
            {window.location.host}
            {address ?? '/portfolio/your-username'}
          </span>
        </div>
        <CardContent className="bg-zinc-50 px-4 py-6 sm:px-6">
          <PortfolioView talent={talent} />
        </CardContent>
      </Card>

      {profile.setup ? (
        <Card>
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm text-zinc-700">
              <PartyPopper className="size-5 text-brand-600" aria-hidden />
              Your profile is live. Saved changes show on your public page straight away.
            </p>
            <div className="flex flex-wrap gap-2">
              {address ? (
                <Button variant="outline" asChild>
                  <Link to={address}>
                    <ExternalLink aria-hidden /> View public page
                  </Link>
                </Button>
              ) : null}
              <Button asChild>
                <Link to="/filmmaker/dashboard">Go to dashboard</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <SubmitBar
          back={STEP_PATHS.portfolio}
          blocked={gaps.length > 0}
          pending={submit.isPending}
          onSubmit={() => void onSubmit()}
        />
      )}
    </div>
  );
}

/** Setup step 4: the public page as visitors will see it, what is still missing, and Submit. */
export function FilmmakerPreviewPage() {
  return (
    <SetupStepPage
      setup={FILMMAKER_SETUP}
      current={3}
      description="This is your public page exactly as visitors will see it. Submit it to go live; after that, you edit it from your account page."
      content={PreviewContent}
    />
  );
}
