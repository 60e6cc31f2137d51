import { usernameProblem } from '@reelhire/shared/profile-usernames';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TextField } from '@/components/form-field';
import { useUsernameAvailability } from './api/check-username';

/** How long typing pauses before a username is checked. */
export const USERNAME_CHECK_DELAY_MS = 400;

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function Status({ tone, children }: { tone: 'good' | 'bad' | 'busy'; children: string }) {
  const Icon = tone === 'good' ? CircleCheck : tone === 'bad' ? CircleX : LoaderCircle;
  return (
    <span
      className={tone === 'good' ? 'text-emerald-700' : tone === 'bad' ? 'text-red-600' : 'text-zinc-500'}
    >
      <Icon
        className={`mr-1 inline size-3.5 align-[-2px] ${tone === 'busy' ? 'animate-spin' : ''}`}
        aria-hidden
      />
      {children}
    </span>
  );
}

/**
 * The username, lower-cased as it is typed, checked once typing pauses: first by the shared rules, then by
 * the server (taken or not). `error` is the message of the last Continue (or the server's 409).
 */
export function UsernameField({
  id,
  value,
  onChange,
  error,
  current,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The username saved now, if any: it is the user's own, so there is nothing to check. */
  current?: string | null;
}) {
  const wanted = value.trim();
  const settled = useDebouncedValue(wanted, USERNAME_CHECK_DELAY_MS);
  const unchanged = Boolean(current) && wanted === current;
  const problem = settled ? usernameProblem(settled) : null;
  const availability = useUsernameAvailability(settled && !problem && settled !== current ? settled : null);

  let status = null;
  if (!error && wanted && unchanged) {
    status = <span className="text-zinc-500">Your current username</span>;
  } else if (!error && wanted) {
    if (wanted !== settled || availability.isFetching) status = <Status tone="busy">Checking…</Status>;
    else if (problem) status = <Status tone="bad">{problem}</Status>;
    else if (availability.data?.username === settled) {
      status = availability.data.available ? (
        <Status tone="good">Available</Status>
      ) : (
        <Status tone="bad">{availability.data.reason ?? 'That username cannot be used'}</Status>
      );
    } else if (availability.isError) {
      status = (
        <Status tone="busy">We could not check it just now; it is checked again when you continue</Status>
      );
    }
  }
  const address = `${window.location.host}/portfolio/${wanted || 'your-username'}`;

  return (
    <div className="space-y-1">
      <TextField
        id={id}
        label="Username"
        value={value}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={60}
        error={error}
        hint={
          <>
            Your public page: <span className="font-medium text-zinc-700">{address}</span>
          </>
        }
      />
      <p aria-live="polite" className="min-h-5 text-sm">
        {status}
      </p>
    </div>
  );
}
