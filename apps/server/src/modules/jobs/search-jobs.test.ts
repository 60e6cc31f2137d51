import type { JobInput } from '@reelhire/shared/jobs';
import type { ProjectInput } from '@reelhire/shared/projects';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chatParty } from '../chat/chat-test-kit.ts';
import { allPages, call, filmmakerIn, ok, party, projectWithJob, type Party } from './hiring-test-kit.ts';

// The job search through HTTP: published jobs only, each filter, a filmmaker's matches first, keyset pages.

let t: TestApp;
let acme: Party;
let other: Party;
let bristolEditor: Party;
const job: Record<string, string> = {};

const JOBS: { name: string; job: Partial<JobInput>; project: Partial<ProjectInput> }[] = [
  {
    name: 'brewery',
    job: {
      title: 'Editor for a brewery ad',
      craft: 'editor',
      location: { city: 'Bristol', country: 'GB' },
      rate_type: 'day',
      rate_min_minor: 40_000,
      rate_max_minor: 50_000,
      dates: [{ start: '2027-03-01', end: '2027-03-02' }],
    },
    project: { production_type: 'commercial' },
  },
  {
    name: 'grade',
    job: {
      title: 'Colourist to grade a video',
      craft: 'colourist',
      location: { city: 'London', country: 'GB' },
      rate_type: 'fixed',
      rate_min_minor: 100_000,
      rate_max_minor: 150_000,
      dates: [{ start: '2027-06-10', end: '2027-06-10' }],
    },
    project: { production_type: 'music_video' },
  },
  {
    name: 'gaffer',
    job: {
      title: 'Gaffer for interviews',
      craft: 'gaffer',
      location: { city: 'Bristol', country: 'GB' },
      rate_type: 'day',
      rate_min_minor: 30_000,
      rate_max_minor: 35_000,
      dates: [{ start: '2027-03-05', end: '2027-03-05' }],
    },
    project: { production_type: 'documentary' },
  },
  {
    name: 'remote',
    job: {
      title: 'Remote editor for a training film',
      craft: 'editor',
      location: { remote: true, city: null, country: null },
      rate_type: 'half_day',
      rate_min_minor: 20_000,
      rate_max_minor: 25_000,
      dates: [],
    },
    project: { production_type: 'corporate' },
  },
  {
    name: 'paris',
    job: {
      title: 'Sound recordist in Paris',
      craft: 'sound recordist',
      location: { city: 'Paris', country: 'FR' },
      rate_type: 'day',
      rate_min_minor: 45_000,
      rate_max_minor: 55_000,
      dates: [{ start: '2027-09-01', end: '2027-09-03' }],
    },
    project: { production_type: 'documentary' },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  acme = await party(t, 'acme@example.com', 'client', 'Acme Films');
  other = await party(t, 'other@example.com', 'client', 'Other Co');
  bristolEditor = await filmmakerIn(t, 'editor@example.com', ['editor', 'colourist'], 'Bristol');
  // Published one after another, so "newest first" is the reverse of this list.
  for (const { name, job: fields, project } of JOBS) {
    const { jobId } = await projectWithJob(t, acme, fields, project);
    await ok(t, acme, 'POST', `/jobs/${jobId}/publish`);
    job[name] = jobId;
  }
  // Drafts, of either client, are never found.
  job.draft = (
    await projectWithJob(t, acme, { title: 'Draft editor job in Bristol', craft: 'editor' })
  ).jobId;
  job.secret = (
    await projectWithJob(t, other, { title: 'Secret editor job in Bristol', craft: 'editor' })
  ).jobId;
});
afterAll(() => t?.close());

const named = (ids: string[]) => ids.map((id) => Object.keys(job).find((name) => job[name] === id) ?? id);
async function found(who: Party, query = ''): Promise<string[]> {
  const page = await ok(t, who, 'GET', `/jobs${query ? `?${query}` : ''}`);
  return named((page.items as { id: string }[]).map((item) => item.id));
}

describe('job search', () => {
  it('lists published jobs only, newest first, for a client', async () => {
    expect(await found(acme)).toEqual(['paris', 'remote', 'gaffer', 'grade', 'brewery']);
    expect(await found(other)).toEqual(['paris', 'remote', 'gaffer', 'grade', 'brewery']);
  });

  it('puts a filmmaker’s crafts first, then their city, then the newest', async () => {
    // brewery: editor in Bristol; remote and grade: their crafts elsewhere; gaffer: Bristol; paris: neither.
    expect(await found(bristolEditor)).toEqual(['brewery', 'remote', 'grade', 'gaffer', 'paris']);
    expect(await found(bristolEditor, 'craft=editor')).toEqual(['brewery', 'remote']);
    expect(await found(bristolEditor, 'country=GB')).toEqual(['brewery', 'grade', 'gaffer']);
  });

  it('lets an unverified filmmaker browse', async () => {
    const unverified = await chatParty(t, { email: 'new@example.com', role: 'filmmaker', verified: false });
    expect(await found(unverified)).toHaveLength(5);
  });

  it('finds words as prefixes in title, craft, production type, description and city', async () => {
    expect(await found(acme, 'q=brew')).toEqual(['brewery']);
    expect(await found(acme, 'q=bristol')).toEqual(['gaffer', 'brewery']);
    expect(await found(acme, 'q=documentary')).toEqual(['paris', 'gaffer']);
    expect(await found(acme, 'q=coastal+commercial')).toEqual([
      'paris',
      'remote',
      'gaffer',
      'grade',
      'brewery',
    ]);
    expect(await found(acme, 'q=recordist+paris')).toEqual(['paris']);
    expect(await found(acme, 'q=secret')).toEqual([]);
    expect(await found(acme, `q=${encodeURIComponent("edit:* | ! && ('")}`)).toEqual(['remote', 'brewery']);
  });

  it('filters by craft, production type, city in any case, country and remote', async () => {
    expect(await found(acme, 'craft=editor')).toEqual(['remote', 'brewery']);
    expect(await found(acme, 'production_type=documentary')).toEqual(['paris', 'gaffer']);
    expect(await found(acme, 'city=BRISTOL')).toEqual(['gaffer', 'brewery']);
    expect(await found(acme, 'country=fr')).toEqual(['paris']);
    expect(await found(acme, 'remote=true')).toEqual(['remote']);
    expect(await found(acme, 'remote=false')).toEqual(['paris', 'gaffer', 'grade', 'brewery']);
  });

  it('filters by dates that overlap the shoot, rate ranges that overlap the job’s, and rate type', async () => {
    expect(await found(acme, 'date_from=2027-03-02&date_to=2027-03-05')).toEqual(['gaffer', 'brewery']);
    expect(await found(acme, 'date_from=2027-09-03')).toEqual(['paris']);
    expect(await found(acme, 'rate_min_minor=100000')).toEqual(['grade']);
    expect(await found(acme, 'rate_max_minor=30000')).toEqual(['remote', 'gaffer']);
    expect(await found(acme, 'rate_type=half_day')).toEqual(['remote']);
    expect(await found(acme, 'q=editor&remote=false&country=GB&rate_type=day')).toEqual(['brewery']);
  });

  it('pages with an opaque cursor across the filmmaker’s tiers, without repeats or gaps', async () => {
    for (const [who, query] of [
      [bristolEditor, ''],
      [acme, ''],
      [bristolEditor, 'country=GB'],
    ] as const) {
      const first = await ok(t, who, 'GET', `/jobs?${query}`);
      const whole = (first.items as { id: string }[]).map((item) => item.id);
      for (const limit of [1, 2, 3]) {
        const paged = await allPages(t, who, `/jobs?limit=${limit}${query ? `&${query}` : ''}`);
        expect(paged.ids).toEqual(whole);
        expect(paged.pages).toBe(Math.max(1, Math.ceil(whole.length / limit)));
      }
    }
  });

  it('refuses a cursor it did not make (400) and bad filters with a clear message', async () => {
    expect((await call(t, acme, 'GET', '/jobs?after=abc')).status).toBe(400);
    const forged = Buffer.from(JSON.stringify([9, '2027-01-01 00:00:00+00', job.paris])).toString(
      'base64url',
    );
    expect((await call(t, acme, 'GET', `/jobs?after=${forged}`)).status).toBe(400);
    const bad = await call(t, acme, 'GET', '/jobs?craft=juggler');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^craft/);
    expect((await call(t, undefined, 'GET', '/jobs')).status).toBe(401);
  });
});
