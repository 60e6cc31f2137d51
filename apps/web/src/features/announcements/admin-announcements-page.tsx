import {
  ANNOUNCEMENT_AUDIENCES,
  announcementInputSchema,
  announcementStanding,
  type Announcement,
  type AnnouncementAudience,
} from '@reelhire/shared/announcements';
import { useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { ANNOUNCEMENTS_QUERY_ROOT } from './api/announcement-queries';
import { createAnnouncement } from './api/create-announcement';
import { endAnnouncement } from './api/end-announcement';
import { useAnnouncements } from './api/list-announcements';
import { updateAnnouncement } from './api/update-announcement';

// The admin's announcements (decision 0062): write one for everyone, filmmakers or clients, with an
// optional start and end; it shows as a banner on those dashboards until each user dismisses it.

const AUDIENCE_LABEL: Record<AnnouncementAudience, string> = {
  everyone: 'Everyone',
  filmmakers: 'Filmmakers',
  clients: 'Clients',
};

interface Draft {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  startsAt: string;
  endsAt: string;
}
const EMPTY: Draft = { title: '', body: '', audience: 'everyone', startsAt: '', endsAt: '' };

/** A datetime-local value (the admin's own clock) as ISO, or undefined when empty. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function AdminAnnouncementsPage() {
  const queryClient = useQueryClient();
  const list = useAnnouncements();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  const refresh = () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_QUERY_ROOT });
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      title: draft.title,
      body: draft.body,
      audience: draft.audience,
      starts_at: toIso(draft.startsAt),
      ends_at: toIso(draft.endsAt) ?? null,
    };
    const parsed = announcementInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (editing) {
        await updateAnnouncement(editing, {
          ...parsed.data,
          starts_at: parsed.data.starts_at ?? new Date().toISOString(),
          ends_at: parsed.data.ends_at ?? null,
        });
        toast.success('Announcement updated');
      } else {
        await createAnnouncement(parsed.data);
        toast.success('Announcement published');
      }
      setDraft(EMPTY);
      setEditing(null);
      await refresh();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not save the announcement');
    } finally {
      setSaving(false);
    }
  }

  function edit(item: Announcement) {
    setEditing(item.id);
    setErrors({});
    setDraft({
      title: item.title,
      body: item.body,
      audience: item.audience,
      startsAt: toLocal(item.starts_at),
      endsAt: toLocal(item.ends_at),
    });
  }

  async function end(item: Announcement) {
    try {
      await endAnnouncement(item.id);
      toast.success('Announcement ended');
      await refresh();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not end the announcement');
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-zinc-900">Announcements</h1>
        <p className="mt-1 text-sm text-zinc-600">
          A banner on the dashboards of everyone, filmmakers or clients, until each person dismisses it.
        </p>
      </div>

      <Card>
        <CardContent className="p-4 sm:p-6">
          <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
            <h2 className="text-base font-semibold text-zinc-900">
              {editing ? 'Edit the announcement' : 'New announcement'}
            </h2>
            <div className="grid gap-1.5">
              <Label htmlFor="announcement-title">Title</Label>
              <Input
                id="announcement-title"
                value={draft.title}
                maxLength={120}
                aria-invalid={Boolean(errors.title)}
                onChange={(event) => set('title')(event.target.value)}
              />
              {errors.title ? <p className="text-sm text-red-700">{errors.title}</p> : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="announcement-body">Message</Label>
              <Textarea
                id="announcement-body"
                value={draft.body}
                rows={3}
                maxLength={1000}
                aria-invalid={Boolean(errors.body)}
                onChange={(event) => set('body')(event.target.value)}
              />
              {errors.body ? <p className="text-sm text-red-700">{errors.body}</p> : null}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <div className="grid gap-1.5">
                <Label htmlFor="announcement-audience">Audience</Label>
                <NativeSelect
                  id="announcement-audience"
                  value={draft.audience}
                  onChange={(event) => set('audience')(event.target.value)}
                >
                  {ANNOUNCEMENT_AUDIENCES.map((audience) => (
                    <option key={audience} value={audience}>
                      {AUDIENCE_LABEL[audience]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="announcement-starts">Starts (empty: now)</Label>
                <Input
                  id="announcement-starts"
                  type="datetime-local"
                  value={draft.startsAt}
                  onChange={(event) => set('startsAt')(event.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="announcement-ends">Ends (empty: until ended)</Label>
                <Input
                  id="announcement-ends"
                  type="datetime-local"
                  value={draft.endsAt}
                  aria-invalid={Boolean(errors.ends_at)}
                  onChange={(event) => set('endsAt')(event.target.value)}
                />
                {errors.ends_at ? <p className="text-sm text-red-700">{errors.ends_at}</p> : null}
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={saving}>
                {editing ? 'Save changes' : 'Publish'}
              </Button>
              {editing ? (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setEditing(null);
                    setDraft(EMPTY);
                    setErrors({});
                  }}
                >
                  Cancel
                </Button>
              ) : null}
            </div>
          </form>
        </CardContent>
      </Card>

      <section aria-labelledby="announcements-heading" className="space-y-3">
        <h2 id="announcements-heading" className="text-base font-semibold text-zinc-900">
          Published
        </h2>
        {list.isPending ? (
          <p className="text-sm text-zinc-500">Loading…</p>
        ) : list.isError ? (
          <p className="text-sm text-red-700">Could not load the announcements</p>
        ) : items.length === 0 ? (
          <Card>
            <CardContent className="flex flex-col items-center gap-2 p-8 text-center">
              <Megaphone className="size-6 text-zinc-400" aria-hidden />
              <p className="text-sm font-medium text-zinc-900">No announcements yet</p>
              <p className="text-sm text-zinc-500">Ones you publish are listed here.</p>
            </CardContent>
          </Card>
        ) : (
          <ul className="space-y-3">
            {items.map((item) => {
              const standing = announcementStanding(item);
              return (
                <li key={item.id}>
                  <Card>
                    <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                      <div className="min-w-0 flex-1 space-y-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <p className="font-medium text-zinc-900">{item.title}</p>
                          <Badge variant={standing === 'live' ? 'success' : 'neutral'}>
                            {standing === 'live' ? 'Live' : standing === 'scheduled' ? 'Scheduled' : 'Ended'}
                          </Badge>
                          <Badge variant="neutral">{AUDIENCE_LABEL[item.audience]}</Badge>
                        </div>
                        <p className="whitespace-pre-line text-sm text-zinc-700">{item.body}</p>
                        <p className="text-xs text-zinc-500">
                          From {when(item.starts_at)}
                          {item.ends_at ? ` to ${when(item.ends_at)}` : ', until ended'}
                        </p>
                      </div>
                      {standing !== 'ended' ? (
                        <div className="flex gap-2">
                          <Button variant="outline" size="sm" onClick={() => edit(item)}>
                            Edit
                          </Button>
                          <Button variant="outline" size="sm" onClick={() => void end(item)}>
                            End now
                          </Button>
                        </div>
                      ) : null}
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            Show older
          </Button>
        ) : null}
      </section>
    </div>
  );
}
