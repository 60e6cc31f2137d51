import { isVerified } from '@reelhire/shared/access';
import { CLAIM_LINK_DAYS, type ClaimPreview } from '@reelhire/shared/claims';
import { craftLabel } from '@reelhire/shared/crafts';
import { countryName } from '@reelhire/shared/countries';
import type { DateRange } from '@reelhire/shared/hiring-fields';
import { RATE_TYPE_LABELS, RATE_UNIT_LABELS } from '@reelhire/shared/jobs';
import { formatMoney } from '@reelhire/shared/money';
import { productionTypeLabel } from '@reelhire/shared/projects';
import {
  CalendarClock,
  FlaskConical,
  Link2Off,
  TicketCheck,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountState } from '@/lib/account-state';
import { useDocumentTitle } from '@/lib/document-title';
import { rememberReturnTo } from '@/lib/return-to';
import { useClaimJob } from './api/claim-job';
import { claimRefusal, useClaimPreview } from './api/claim-preview';

const WRAP = 'mx-auto w-full max-w-3xl px-4 py-12 sm:px-6';
const PROJECTS = '/client/dashboard/projects';
const ACCOUNT_KINDS: Record<string, string> = { admin: 'an admin', filmmaker: 'a filmmaker' };

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

function datesText(ranges: readonly DateRange[]): string {
  if (ranges.length === 0) return 'Dates to be agreed';
  return ranges
    .map((range) =>
      range.start === range.end ? day(range.start) : `${day(range.start)} – ${day(range.end)}`,
    )
    .join(', ');
}

function placeText(place: ClaimPreview['job']['location']): string {
  const where = [place.city, place.country ? countryName(place.country) : null].filter(Boolean).join(', ');
  if (place.remote) return where ? `Remote or ${where}` : 'Remote';
  return where;
}

function rateText(job: ClaimPreview['job']): string {
  const low = formatMoney(job.rate_min_minor, job.currency);
  const amount =
    job.rate_min_minor === job.rate_max_minor
      ? low
      : `${low} – ${formatMoney(job.rate_max_minor, job.currency)}`;
  return `${amount} ${RATE_UNIT_LABELS[job.rate_type]}`.trim();
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-medium uppercase tracking-wide text-zinc-500">{term}</dt>
          <dd className="mt-0.5 text-sm text-zinc-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Prose({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <h3 className="text-sm font-medium text-zinc-900">{title}</h3>
      <p className="mt-1 whitespace-pre-line text-sm text-zinc-700">{text}</p>
    </div>
  );
}

/** A link that cannot be used: what happened and what to do next, on a page of its own. */
function RefusedPage({
  icon,
  heading,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  heading: string;
  title: string;
  description: string;
  action: ReactNode;
}) {
  useDocumentTitle(heading);
  return (
    <div className={WRAP}>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-zinc-900">{heading}</h1>
      <EmptyState icon={icon} title={title} description={description} action={action} />
    </div>
  );
}

/** Signed out, signed in as a client (set up or not), or with another kind of account. */
function ClaimActions({ token, preview }: { token: string; preview: ClaimPreview }) {
  const account = useAccountState();
  const navigate = useNavigate();
  const here = useLocation();
  const current = `${here.pathname}${here.search}`;
  const claim = useClaimJob(token);

  if (preview.test) {
    return (
      <p className="text-sm text-zinc-600">
        Nothing can be claimed from a test draft. A client opening a real link sees this page with a claim
        button here.
      </p>
    );
  }
  if (account.status === 'loading') return <Skeleton className="h-10 w-48 rounded-lg" />;

  if (account.status !== 'signed-in') {
    const signUp = () => {
      rememberReturnTo(current);
      void navigate('/signup?role=client');
    };
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button onClick={signUp}>Sign up as a client to claim</Button>
        <Button variant="outline" asChild>
          <Link to="/login" state={{ from: current }} onClick={() => rememberReturnTo(current)}>
            Sign in
          </Link>
        </Button>
      </div>
    );
  }

  const { userType, client } = account.account;
  if (userType !== 'client' && userType !== 'both') {
    return (
      <p className="text-sm text-zinc-700" role="note">
        Jobs are claimed by client accounts, and you are signed in with{' '}
        {ACCOUNT_KINDS[userType ?? ''] ?? 'another kind of'} account. Sign out and sign in (or sign up) as the
        client this job is for.
      </p>
    );
  }
  if (!client?.setup) {
    return (
      <div className="space-y-2">
        <Button
          onClick={() => {
            rememberReturnTo(current);
            void navigate('/client/profile-setup/basic');
          }}
        >
          Set up your client profile to claim
        </Button>
        <p className="text-xs text-zinc-500">It takes a minute; you come straight back here afterwards.</p>
      </div>
    );
  }

  // SPEC's access guard keeps an unverified client out of project pages, so sending them there would
  // bounce them to verify-identity without a word; say so and go there directly.
  const verified = isVerified(account.account);
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: ({ project_id }) => {
        if (verified) {
          toast.success('The job is yours', {
            description:
              'The project and its job are in your dashboard as drafts: review them, then publish.',
          });
          void navigate(`${PROJECTS}/${project_id}`);
          return;
        }
        toast.success('The job is yours', {
          description:
            'The project and its job wait in your dashboard as drafts. Verify your identity to open and publish them.',
        });
        void navigate('/client/verify-identity');
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <Button onClick={onClaim} disabled={claim.isPending}>
      <TicketCheck aria-hidden /> {claim.isPending ? 'Claiming…' : 'Claim this job'}
    </Button>
  );
}

function PreviewView({ token, preview }: { token: string; preview: ClaimPreview }) {
  const { project, job } = preview;
  useDocumentTitle(preview.test ? `Test draft: ${job.title}` : `Claim: ${job.title}`);
  return (
    <div className={`${WRAP} space-y-6`}>
      {preview.test ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong className="font-semibold">Test draft: preview only.</strong> This is how a drafted job
            looks to the client who opens its link. It never goes out and cannot be claimed.
          </p>
        </div>
      ) : null}

      <header>
        <p className="text-sm font-medium text-brand-700">Drafted for you by the Reelhire team</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-zinc-900 sm:text-3xl">{job.title}</h1>
        <p className="mt-1 text-sm text-zinc-600">
          {craftLabel(job.craft)} on “{project.title}”, a{' '}
          {productionTypeLabel(project.production_type).toLowerCase()}
        </p>
      </header>

      <Card>
        <CardContent className="space-y-4">
          <p className="text-sm text-zinc-700">
            Claim it to make the project and this job yours: you can change anything, then publish the job so
            filmmakers can apply. This link works once and until {day(preview.expires_at)}.
          </p>
          <ClaimActions token={token} preview={preview} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>The job</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <Facts
            facts={[
              ['Craft', craftLabel(job.craft)],
              ['Rate', `${rateText(job)} (${RATE_TYPE_LABELS[job.rate_type].toLowerCase()})`],
              ['Dates', datesText(job.dates)],
              ['Where', placeText(job.location)],
              ['Openings', String(job.openings)],
              ['Apply by', job.application_deadline ? day(job.application_deadline) : 'No deadline'],
            ]}
          />
          <Prose title="What the job involves" text={job.description} />
          <Prose title="Deliverables" text={job.deliverables} />
          <Prose title="Kit needed" text={job.required_kit} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>The project: {project.title}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <Facts
            facts={[
              ['Production', productionTypeLabel(project.production_type)],
              ['Shoot dates', datesText(project.shoot_dates)],
              ['Where', placeText(project.location)],
              [
                'Budget',
                project.budget_minor === null
                  ? 'Not set'
                  : formatMoney(project.budget_minor, project.currency),
              ],
            ]}
          />
          <Prose title="About the project" text={project.description} />
          {project.reference_links.length > 0 ? (
            <div>
              <h3 className="text-sm font-medium text-zinc-900">References</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {project.reference_links.map((url) => (
                  <li key={url}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-brand-700 hover:underline"
                    >
                      {url}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * `/claim-job/{token}` (decision 0027): the job and project the Reelhire team drafted for a prospective
 * client, and the way to take them on. Expired, used and unknown links each get a page that says so.
 */
export function ClaimJobPage() {
  const { token = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useClaimPreview(token);
  const account = useAccountState();
  const isClient =
    account.status === 'signed-in' &&
    (account.account.userType === 'client' || account.account.userType === 'both');
  useDocumentTitle('Claim a job');

  if (isPending) {
    return (
      <div className={`${WRAP} min-h-dvh space-y-6`} aria-busy="true">
        <Skeleton className="h-16 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (isError) {
    const refusal = claimRefusal(error);
    if (refusal?.state === 'unknown') {
      return (
        <RefusedPage
          icon={Link2Off}
          heading="Claim link not found"
          title="This link does not lead to a job"
          description="Check that the whole link was copied from the email. If the Reelhire team sent you a newer link, use that one: an older link stops working when a new one is made."
          action={
            <Button variant="outline" asChild>
              <Link to="/support">Contact support</Link>
            </Button>
          }
        />
      );
    }
    if (refusal?.state === 'expired') {
      return (
        <RefusedPage
          icon={CalendarClock}
          heading="This claim link has expired"
          title="The job is still waiting for you"
          description={`Claim links work for ${CLAIM_LINK_DAYS} days. Ask the person at Reelhire who sent it for a new link, or write to support and we will send one.`}
          action={
            <Button asChild>
              <Link to="/support">Ask for a new link</Link>
            </Button>
          }
        />
      );
    }
    if (refusal?.state === 'claimed') {
      return (
        <RefusedPage
          icon={TicketCheck}
          heading="This job has already been claimed"
          title="Each claim link works once"
          description="If you claimed it, the project and its job are in your client dashboard. If someone else at your company did, it is in their account."
          action={
            <Button variant="outline" asChild>
              {isClient ? <Link to={PROJECTS}>Go to your projects</Link> : <Link to="/login">Sign in</Link>}
            </Button>
          }
        />
      );
    }
    return (
      <RefusedPage
        icon={TriangleAlert}
        heading="Claim a job"
        title="The job could not be loaded"
        description={error.message}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  return <PreviewView token={token} preview={data} />;
}
