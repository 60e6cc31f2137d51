import {
  EMAIL_PREFERENCE_GROUPS,
  isOptionalEmailType,
  type EmailPreferences,
} from '@reelhire/shared/email-preferences';
import type { NotificationEmailType } from '@reelhire/shared/email';
import type { UserType } from '@reelhire/shared/user-type';
import { BellRing, LoaderCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/account-state';
import { cn } from '@/lib/cn';
import { useEmailPreferences } from './api/get-email-preferences';
import { useUpdateEmailPreferences } from './api/update-email-preferences';

type Choices = Partial<Record<NotificationEmailType, boolean>>;

/** The groups and types this account gets: a client is not told about payouts, a filmmaker about applicants. */
function groupsFor(userType: UserType | null) {
  return EMAIL_PREFERENCE_GROUPS.map((group) => ({
    ...group,
    types: group.types.filter(
      (entry) =>
        !entry.audience ||
        userType === 'both' ||
        userType === 'admin' ||
        userType === null ||
        entry.audience === userType,
    ),
  })).filter((group) => group.types.length > 0);
}

function Switch({
  checked,
  disabled,
  labelledBy,
  describedBy,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  labelledBy: string;
  describedBy: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
        checked ? 'bg-brand-600' : 'bg-zinc-300',
        disabled && 'opacity-60',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}

function PreferencesForm({ saved, userType }: { saved: EmailPreferences; userType: UserType | null }) {
  const [choices, setChoices] = useState<Choices>({});
  const update = useUpdateEmailPreferences();
  const groups = useMemo(() => groupsFor(userType), [userType]);
  const isOn = (type: NotificationEmailType) => choices[type] ?? saved.preferences[type] ?? true;
  const changed = Object.entries(choices).filter(
    ([type, enabled]) => saved.preferences[type as NotificationEmailType] !== enabled,
  );
  const choose = (type: NotificationEmailType, enabled: boolean) =>
    setChoices((current) => ({ ...current, [type]: enabled }));

  const save = () => {
    update.mutate(
      { preferences: Object.fromEntries(changed) },
      {
        onSuccess: () => {
          setChoices({});
          toast.success('Email preferences saved');
        },
        onError: (error) =>
          toast.error('Your email preferences were not saved', { description: error.message }),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="flex flex-col gap-4"
    >
      {groups.map((group) => {
        const optional = group.types.filter((entry) => isOptionalEmailType(entry.type));
        const allOn = optional.every((entry) => isOn(entry.type));
        return (
          <Card key={group.id}>
            <CardHeader className="flex-row items-center justify-between gap-3">
              <CardTitle id={`email-group-${group.id}`}>{group.title}</CardTitle>
              {optional.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => optional.forEach((entry) => choose(entry.type, !allOn))}
                  aria-label={`${allOn ? 'Turn off' : 'Turn on'} all ${group.title.toLowerCase()} emails`}
                >
                  {allOn ? 'Turn all off' : 'Turn all on'}
                </Button>
              ) : null}
            </CardHeader>
            <CardContent>
              <ul className="divide-y divide-zinc-100" aria-labelledby={`email-group-${group.id}`}>
                {group.types.map((entry) => {
                  const essential = !isOptionalEmailType(entry.type);
                  const labelId = `email-type-${entry.type}`;
                  return (
                    <li
                      key={entry.type}
                      className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0"
                    >
                      <div className="min-w-0">
                        <p id={labelId} className="text-sm font-medium text-zinc-900">
                          {entry.label}
                          {essential ? (
                            <Badge variant="neutral" className="ml-2 align-middle">
                              Always on
                            </Badge>
                          ) : null}
                        </p>
                        <p id={`${labelId}-description`} className="text-sm text-zinc-600">
                          {entry.description}
                        </p>
                      </div>
                      <Switch
                        checked={essential || isOn(entry.type)}
                        disabled={essential || update.isPending}
                        labelledBy={labelId}
                        describedBy={`${labelId}-description`}
                        onChange={(enabled) => choose(entry.type, enabled)}
                      />
                    </li>
                  );
                })}
              </ul>
            </CardContent>
          </Card>
        );
      })}
      <Card>
        <CardHeader>
          <CardTitle>Security</CardTitle>
          <CardDescription>
            Sign-in codes, password resets, email address changes and password change notices always come:
            they keep your account safe.
          </CardDescription>
        </CardHeader>
        <CardContent className="pt-0" />
      </Card>
      <div className="sticky bottom-0 flex items-center justify-end gap-3 border-t border-zinc-200 bg-white/95 py-3">
        {changed.length > 0 ? (
          <p className="text-sm text-zinc-600" role="status">
            {changed.length === 1 ? '1 change not saved yet' : `${changed.length} changes not saved yet`}
          </p>
        ) : null}
        <Button type="submit" disabled={changed.length === 0 || update.isPending}>
          {update.isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          Save preferences
        </Button>
      </div>
    </form>
  );
}

/**
 * The notifications tab of the account page (decision 0063): which notification emails this member gets,
 * grouped as the product talks about them. Essential and security emails show as always on.
 */
export function NotificationsTab() {
  const { user, userType } = useAuth();
  const preferences = useEmailPreferences();
  if (preferences.isPending) return <p className="text-sm text-zinc-600">Loading your email preferences…</p>;
  if (preferences.isError) {
    return (
      <EmptyState
        icon={BellRing}
        title="Your email preferences could not be loaded"
        description={preferences.error.message}
        action={
          <Button variant="outline" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-zinc-900">Email notifications</h2>
        <p className="text-sm text-zinc-600">
          Choose what we email to {user?.email ?? 'you'}. Every email also has a link to turn its kind off.
        </p>
      </div>
      <PreferencesForm saved={preferences.data} userType={userType} />
    </div>
  );
}
