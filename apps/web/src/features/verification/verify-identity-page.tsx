import { FILE_KIND_RULES, formatFileSize } from '@reelhire/shared/file-kinds';
import {
  IDENTITY_DOCUMENT_LABELS,
  type VerificationRole,
  type VerificationSubmission,
} from '@reelhire/shared/verification';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Clock, FileText, Lock, ShieldCheck, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ACCOUNT_QUERY_KEY } from '@/lib/account-records';
import { useMyVerification } from './api/get-my-verification';
import { VerificationForm } from './verification-form';
import {
  dashboardOf,
  DOCUMENT_LABELS,
  formatDate,
  WHAT_VERIFICATION_UNLOCKS,
  withoutFinalStop,
} from './verification-texts';

const roleOf = (pathname: string): VerificationRole =>
  pathname.startsWith('/client') ? 'client' : 'filmmaker';

function WhyWeAsk({ role }: { role: VerificationRole }) {
  const limit = formatFileSize(FILE_KIND_RULES.identity_document.maxBytes);
  const points = [
    {
      icon: BadgeCheck,
      title: 'A badge people trust',
      text: `Verified profiles carry a badge. ${WHAT_VERIFICATION_UNLOCKS[role]}`,
    },
    {
      icon: FileText,
      title: 'What to send',
      text: `A passport, driving licence or national identity card (a photo or a PDF) and a selfie, each up to ${limit}.`,
    },
    {
      icon: Lock,
      title: 'Kept private',
      text: 'Only the Reelhire team sees your documents. They are never shown on your profile.',
    },
  ];
  return (
    <ul className="mb-6 grid gap-3 sm:grid-cols-3">
      {points.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="flex gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:flex-col sm:gap-2"
        >
          <Icon className="mt-0.5 size-5 shrink-0 text-brand-600 sm:mt-0" aria-hidden />
          <div>
            <p className="text-sm font-medium text-zinc-900">{title}</p>
            <p className="mt-1 text-sm text-zinc-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function SentDocuments({ submission }: { submission: VerificationSubmission }) {
  const documents = [
    {
      label: `${DOCUMENT_LABELS.identity_document} (${IDENTITY_DOCUMENT_LABELS[submission.document_type]})`,
      name: submission.identity_document.original_name,
    },
    { label: DOCUMENT_LABELS.selfie, name: submission.selfie.original_name },
    ...(submission.business_document
      ? [{ label: DOCUMENT_LABELS.business_document, name: submission.business_document.original_name }]
      : []),
  ];
  return (
    <dl className="mt-5 divide-y divide-zinc-100 rounded-lg border border-zinc-200 text-sm">
      {documents.map((document) => (
        <div key={document.label} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:gap-4">
          <dt className="text-zinc-500 sm:w-56 sm:shrink-0">{document.label}</dt>
          <dd className="min-w-0 break-words text-zinc-900">{document.name || 'Uploaded file'}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusCard({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: 'waiting' | 'done';
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="sm:p-8">
        <span
          className={
            tone === 'done'
              ? 'flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600'
              : 'flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-600'
          }
        >
          <Icon className="size-6" aria-hidden />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-zinc-900">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}

function DashboardLink({ role, children }: { role: VerificationRole; children: ReactNode }) {
  return (
    <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
      <Link to={dashboardOf(role)}>{children}</Link>
    </Button>
  );
}

/**
 * `/filmmaker/verify-identity` and `/client/verify-identity` (the role comes from the path): the form
 * while nothing is pending, the waiting note while the team reviews, and the result once approved.
 */
export function VerifyIdentityPage() {
  const role = roleOf(useLocation().pathname);
  const { data, isPending, isError, error, refetch } = useMyVerification(role);
  const queryClient = useQueryClient();
  const verified = Boolean(data && (data.verified || data.state === 'approved'));

  // Once approved, the guard reads the account again so that it lets the user through everywhere.
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  }, [verified, queryClient]);

  return (
    <div>
      <PageHeader
        title="Verify your identity"
        description="We check every member's identity once, so that clients and filmmakers know who they are working with."
      />
      {isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : isError ? (
        <LoadFailed title="Your verification could not be loaded" error={error} onRetry={refetch} />
      ) : verified ? (
        <StatusCard icon={ShieldCheck} tone="done" title="Your identity is verified">
          <p className="mt-2 text-sm text-zinc-600">
            Your profile now carries the verified badge.{' '}
            {role === 'filmmaker'
              ? 'You can apply to jobs and be booked.'
              : 'You can post jobs and hire filmmakers.'}
          </p>
          <DashboardLink role={role}>Go to your dashboard</DashboardLink>
        </StatusCard>
      ) : data.state === 'pending' && data.latest ? (
        <StatusCard icon={Clock} tone="waiting" title="Your documents are with our team">
          <p className="mt-2 text-sm text-zinc-600">
            Sent on {formatDate(data.latest.submitted_at)}. We check them by hand and email you as soon as
            your identity is approved. If something needs fixing, this page tells you what, and you can send
            your documents again.
          </p>
          <SentDocuments submission={data.latest} />
          <p className="mt-4 text-sm text-zinc-600">
            {role === 'filmmaker'
              ? 'Meanwhile you can browse jobs from your dashboard.'
              : 'Meanwhile you can browse filmmakers from your dashboard.'}
          </p>
          <DashboardLink role={role}>Go to your dashboard</DashboardLink>
        </StatusCard>
      ) : (
        <>
          {data.state === 'rejected' ? (
            <div
              role="alert"
              className="mb-6 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            >
              <TriangleAlert className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden />
              <p>
                {data.latest?.rejection_reason
                  ? `Your documents were not accepted: ${withoutFinalStop(data.latest.rejection_reason)}. Please send them again.`
                  : 'Your documents were not accepted. Please send them again.'}
              </p>
            </div>
          ) : null}
          <WhyWeAsk role={role} />
          <VerificationForm role={role} businessDocumentRequired={data.business_document_required} />
        </>
      )}
    </div>
  );
}
