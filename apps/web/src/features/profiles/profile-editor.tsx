import type { UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, UserRound } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ProfileLoadError } from './profile-load-error';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useClientProfile } from './api/get-client-profile';
import { useFilmmakerProfile } from './api/get-filmmaker-profile';
import { ClientBasicForm } from './client-basic-page';
import { FilmmakerBasicForm } from './filmmaker-basic-page';
import { FilmmakerProfessionalForm } from './filmmaker-professional-page';
import { FilmmakerPortfolioForm } from './portfolio-step-form';
import { SocialMediaConsentField } from './social-media-consent-field';

// The account page's profile tab (decision 0015): a live profile is edited with the setup steps' own
// forms, each section saved on its own, starting from the saved profile rather than from setup drafts.

const FILMMAKER_SECTIONS = [
  {
    value: 'basic',
    name: 'Basics',
    description:
      'Who you are and where you work. Changing your username moves your public page to a new address; links to the old one stop working.',
  },
  {
    value: 'professional',
    name: 'Craft and rates',
    description:
      'What you do and what you charge: clients filter the directory by craft, rate and availability.',
  },
  {
    value: 'portfolio',
    name: 'Portfolio',
    description: 'What clients watch and look at before they book you.',
  },
] as const;
type FilmmakerSection = (typeof FILMMAKER_SECTIONS)[number]['value'];
// One array for the component's life: the forms' dirty reports are made from it once.
const FILMMAKER_SECTION_KEYS = FILMMAKER_SECTIONS.map((item) => item.value);

/** "Basics", "Basics and Portfolio", "Basics, Craft and rates and Portfolio". */
const listOf = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** Which sections hold changes not saved yet, as the forms report them (`keys` must not change). */
function useUnsavedSections<K extends string>(keys: readonly K[]) {
  const [unsaved, setUnsaved] = useState<Partial<Record<K, boolean>>>({});
  const report = useMemo(
    () =>
      Object.fromEntries(
        keys.map((key) => [
          key,
          (dirty: boolean) =>
            setUnsaved((current) =>
              Boolean(current[key]) === dirty ? current : { ...current, [key]: dirty },
            ),
        ]),
      ) as Record<K, (dirty: boolean) => void>,
    [keys],
  );
  return [unsaved, report] as const;
}

function EditorSkeleton() {
  return (
    <Card role="status" aria-label="Loading your profile">
      <CardContent className="space-y-6">
        {[0, 1, 2].map((row) => (
          <div key={row} className="space-y-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

/** Heading, then the profile's forms once it is loaded; a profile that is not live yet goes to setup. */
function EditorFrame<T extends { setup: boolean }>({
  title,
  description,
  aside,
  query,
  setupPath,
  children,
}: {
  title: string;
  description: string;
  aside?: (data: T) => ReactNode;
  query: UseQueryResult<T>;
  setupPath: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby="profile-editor-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2
            id="profile-editor-title"
            className="flex items-center gap-2 text-lg font-semibold text-zinc-900"
          >
            {title}
            {query.data?.setup ? <Badge variant="success">Live</Badge> : null}
          </h2>
          <p className="mt-1 text-sm text-zinc-600">{description}</p>
        </div>
        {query.data && aside ? <div className="shrink-0">{aside(query.data)}</div> : null}
      </div>
      {query.isPending ? (
        <EditorSkeleton />
      ) : query.isError ? (
        <ProfileLoadError query={query} />
      ) : !query.data.setup ? (
        // The access guard keeps unfinished profiles in setup; this is for the moment in between.
        <EmptyState
          icon={UserRound}
          title="Your profile is not live yet"
          description="Finish setting it up first; after that, you edit it here."
          action={
            <Button asChild>
              <Link to={setupPath}>Continue setup</Link>
            </Button>
          }
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}

function FilmmakerProfileEditor() {
  const query = useFilmmakerProfile();
  const [section, setSection] = useState<FilmmakerSection>('basic');
  const [unsaved, report] = useUnsavedSections(FILMMAKER_SECTION_KEYS);
  const unsavedNames = FILMMAKER_SECTIONS.filter((item) => unsaved[item.value]).map((item) => item.name);

  return (
    <EditorFrame
      title="Public profile"
      description="What clients see on your page and in the directory. Each section is saved on its own and shows straight away."
      query={query}
      setupPath="/filmmaker/profile-setup/basic"
      aside={(profile) =>
        profile.setup && profile.username ? (
          <Button variant="outline" size="sm" asChild>
            <Link to={`/portfolio/${profile.username}`}>
              <ExternalLink aria-hidden /> View public page
            </Link>
          </Button>
        ) : null
      }
    >
      {(profile) => (
        <>
          <Tabs value={section} onValueChange={(value) => setSection(value as FilmmakerSection)}>
            {/* Underlined, unlike the account page's tabs above, so the two levels do not read as one. */}
            <TabsList
              aria-label="Profile sections"
              className="flex w-full justify-start gap-5 overflow-x-auto rounded-none border-b border-zinc-200 bg-transparent p-0"
            >
              {FILMMAKER_SECTIONS.map((item) => (
                <TabsTrigger
                  key={item.value}
                  value={item.value}
                  className="-mb-px inline-flex shrink-0 items-center gap-1.5 rounded-none border-b-2 border-transparent px-0.5 pb-2.5 pt-1 data-[state=active]:border-brand-600 data-[state=active]:bg-transparent data-[state=active]:text-brand-700 data-[state=active]:shadow-none"
                >
                  {item.name}
                  {unsaved[item.value] ? (
                    <>
                      <span className="size-1.5 rounded-full bg-amber-500" aria-hidden />
                      <span className="sr-only">, not saved</span>
                    </>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
            {FILMMAKER_SECTIONS.map((item) => (
              // Every section stays mounted, so switching between them keeps what was typed.
              <TabsContent
                key={item.value}
                value={item.value}
                forceMount
                // Named by the section alone, not by its tab, whose name says when it is not saved.
                aria-labelledby={undefined}
                aria-label={item.name}
                aria-describedby={`profile-section-${item.value}`}
                className="space-y-4 data-[state=inactive]:hidden"
              >
                <p id={`profile-section-${item.value}`} className="text-sm text-zinc-600">
                  {item.description}
                </p>
                {item.value === 'basic' ? (
                  <FilmmakerBasicForm
                    profile={profile}
                    host={{ kind: 'account', onDirtyChange: report.basic }}
                  />
                ) : item.value === 'professional' ? (
                  <FilmmakerProfessionalForm
                    profile={profile}
                    host={{ kind: 'account', onDirtyChange: report.professional }}
                  />
                ) : (
                  <>
                    <FilmmakerPortfolioForm
                      profile={profile}
                      host={{ kind: 'account', onDirtyChange: report.portfolio }}
                    />
                    <SocialMediaConsentField />
                  </>
                )}
              </TabsContent>
            ))}
          </Tabs>
          <UnsavedChangesGuard
            when={unsavedNames.length > 0}
            description={`Your changes to ${listOf(unsavedNames)} are not saved yet. If you leave now, they are lost.`}
          />
        </>
      )}
    </EditorFrame>
  );
}

const CLIENT_SECTIONS = ['company'] as const;

function ClientProfileEditor() {
  const query = useClientProfile();
  const [unsaved, report] = useUnsavedSections(CLIENT_SECTIONS);
  return (
    <EditorFrame
      title="Company profile"
      description="What filmmakers see when you post a job, book or message them. Changes show straight away."
      query={query}
      setupPath="/client/profile-setup/basic"
    >
      {(profile) => (
        <>
          <ClientBasicForm profile={profile} host={{ kind: 'account', onDirtyChange: report.company }} />
          <UnsavedChangesGuard
            when={Boolean(unsaved.company)}
            description="Your changes to your company profile are not saved yet. If you leave now, they are lost."
          />
        </>
      )}
    </EditorFrame>
  );
}

/**
 * The editor of the account's live profile for a dashboard section: the filmmaker profile under
 * /filmmaker, the client profile under /client (a 'both' account has one of each).
 */
export function ProfileEditor({ section }: { section: 'filmmaker' | 'client' }) {
  return section === 'filmmaker' ? <FilmmakerProfileEditor /> : <ClientProfileEditor />;
}
