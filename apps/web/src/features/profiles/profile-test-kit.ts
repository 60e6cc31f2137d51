import { emptyFilmmakerProfile } from '@reelhire/shared/empty-profiles';
import type { FileRecord } from '@reelhire/shared/file-records';
import { clientProfileGaps, filmmakerProfileGaps } from '@reelhire/shared/profile-gaps';
import { type ClientProfile } from '@reelhire/shared/client-profile';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { vi } from 'vitest';

// Fixtures and a fake profile API for the setup pages' tests.

export const USER_ID = 'user-1';

export function filmmakerProfile(overrides: Partial<FilmmakerProfile> = {}): FilmmakerProfile {
  const { missing: _missing, ...empty } = emptyFilmmakerProfile({
    user_id: USER_ID,
    first_name: 'Maya',
    last_name: 'Okafor',
  });
  const profile = { ...empty, ...overrides };
  return { ...profile, missing: overrides.missing ?? filmmakerProfileGaps(profile) };
}

/** A filmmaker profile with everything submitting needs. */
export function completeFilmmakerProfile(overrides: Partial<FilmmakerProfile> = {}): FilmmakerProfile {
  return filmmakerProfile({
    id: '7d1c1d4e-0000-4000-8000-000000000001',
    username: 'maya-okafor',
    headline: 'Director of photography for documentary and brand films',
    city: 'London',
    country: 'GB',
    bio: 'Twelve years behind the camera.',
    primary_craft: 'director of photography',
    secondary_crafts: ['camera operator'],
    years_experience: 12,
    day_rate_minor: 65000,
    half_day_rate_minor: 40000,
    showreel: {
      url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      provider: 'youtube',
      video_id: 'aqz-KE-bpKQ',
      embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    },
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function clientProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  const profile: Omit<ClientProfile, 'missing'> = {
    id: null,
    user_id: USER_ID,
    company_name: '',
    client_kind: null,
    industry: null,
    website: null,
    logo: null,
    city: null,
    country: null,
    about: null,
    verified: false,
    setup: false,
    updated_at: null,
    ...overrides,
  };
  return { ...profile, missing: overrides.missing ?? clientProfileGaps(profile) };
}

export function fileRecord(overrides: Partial<FileRecord> = {}): FileRecord {
  const id = overrides.id ?? '0b7e2f4c-0000-4000-8000-0000000000a1';
  return {
    id,
    kind: 'avatar',
    visibility: 'public',
    mime_type: 'image/png',
    size_bytes: 1234,
    original_name: 'me.png',
    width: 400,
    height: 400,
    url: `/api/files/${id}?sig=original`,
    thumbnail_url: `/api/files/${id}?variant=thumbnail&sig=thumb`,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = unknown | ((body: unknown) => Response | unknown);

/**
 * A fetch stub answering the setup pages' calls by "METHOD path" (path after /api, without the query);
 * an answer may be a function of the JSON body sent. Anything else is a 404.
 */
export function stubProfileApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname.replace(/^\/api/, '')}`;
    if (!(key in answers)) return Response.json({ error: `No answer for ${key}` }, { status: 404 });
    const answer = answers[key];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const result = typeof answer === 'function' ? (answer as (body: unknown) => unknown)(body) : answer;
    return result instanceof Response ? result : Response.json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to "METHOD path", with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubProfileApi>, methodAndPath: string) {
  const [method, path] = methodAndPath.split(' ');
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET').toUpperCase() === method && url.pathname === `/api${path}`;
    })
    .map(([input, init]) => ({
      url: String(input),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));
}
