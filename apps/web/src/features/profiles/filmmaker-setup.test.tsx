// Over 400 lines on purpose: the four setup steps' tests share the mocked auth client and upload transfer
// (vi.mock is per file) and the signed-in filmmaker below; splitting would repeat that setup in each file.

import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import type * as UploadModule from '@/lib/upload-file';
import { renderRoute } from '@/test/render-route';
import { FilmmakerBasicPage } from './filmmaker-basic-page';
import { FilmmakerPortfolioPage } from './filmmaker-portfolio-page';
import { FilmmakerPreviewPage } from './filmmaker-preview-page';
import { FilmmakerProfessionalPage } from './filmmaker-professional-page';
import {
  callsTo,
  completeFilmmakerProfile,
  fileRecord,
  filmmakerProfile,
  stubProfileApi,
  USER_ID,
} from './profile-test-kit';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

// Uploads go through XMLHttpRequest; the pages' tests replace only the transfer, not the checks.
const uploadFile = vi.hoisted(() => vi.fn());
vi.mock('@/lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadModule>()),
  uploadFile,
}));

const user = userEvent.setup();
const KEYS = PROFILE_CACHE_KEYS.filmmaker;
const ME = '/rest/v1/profiles/filmmaker/me';

function signedIn() {
  storeSessionMarker();
  fake = createFakeAuthClient(
    fakeSession(fakeUser({ id: USER_ID, userType: 'filmmaker', firstName: 'Maya', lastName: 'Okafor' })),
  );
}

beforeEach(() => signedIn());
afterEach(() => {
  vi.unstubAllGlobals();
  uploadFile.mockReset();
});

const basicPage = () => renderRoute('/filmmaker/profile-setup/basic', FilmmakerBasicPage);
/** A field of a repeatable row ("Work link 2", "Credit 1"). */
const field = (row: string, label: string) =>
  within(screen.getByRole('group', { name: row })).getByLabelText(label);
const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

describe('filmmaker setup, step 1 (basics)', () => {
  it('starts from the saved profile, with the stepper on step 1 of 4', async () => {
    stubProfileApi({ [`GET ${ME}`]: filmmakerProfile({ headline: 'Camera operator' }) });
    basicPage();
    expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First name')).toHaveValue('Maya');
    expect(screen.getByLabelText('Headline')).toHaveValue('Camera operator');
    const stepper = screen.getByRole('navigation', { name: 'Profile setup' });
    expect(stepper).toHaveTextContent('Step 1 of 4');
    expect(within(stepper).queryAllByRole('link')).toHaveLength(0);
  });

  it('keeps a typed draft in local storage, for this user, and shows it again after a reload', async () => {
    stubProfileApi({ [`GET ${ME}`]: filmmakerProfile() });
    basicPage();
    await user.type(await screen.findByLabelText('Headline'), 'Documentary DoP');
    await user.type(screen.getByLabelText('City'), 'Leeds');
    await waitFor(() => expect(stored(KEYS.basic)?.value?.city).toBe('Leeds'));
    expect(stored(KEYS.basic)).toMatchObject({
      user_id: USER_ID,
      value: { headline: 'Documentary DoP', first_name: 'Maya' },
    });

    // A reload: the page goes and comes back, the server still has nothing saved.
    cleanup();
    signedIn();
    basicPage();
    expect(await screen.findByLabelText('Headline')).toHaveValue('Documentary DoP');
    expect(screen.getByLabelText('City')).toHaveValue('Leeds');
  });

  it('ignores a draft left by another user of this browser', async () => {
    window.localStorage.setItem(
      KEYS.basic,
      JSON.stringify({ user_id: 'someone-else', saved_at: '2026-01-01', value: { headline: 'Not mine' } }),
    );
    window.localStorage.setItem(
      KEYS.image,
      JSON.stringify({ user_id: 'someone-else', value: { file_id: fileRecord().id } }),
    );
    stubProfileApi({ [`GET ${ME}`]: filmmakerProfile({ headline: 'Mine' }) });
    basicPage();
    expect(await screen.findByLabelText('Headline')).toHaveValue('Mine');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeInTheDocument();
  });

  it('refuses an invalid username with the shared message and sends nothing', async () => {
    const fetchMock = stubProfileApi({ [`GET ${ME}`]: filmmakerProfile() });
    basicPage();
    await user.type(await screen.findByLabelText('Username'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Usernames are 3 to 30 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, `PUT ${ME}/basic`)).toHaveLength(0);
  });

  it('lower-cases the username as typed, checks it once typing pauses and shows the public address', async () => {
    const fetchMock = stubProfileApi({
      [`GET ${ME}`]: filmmakerProfile(),
      'GET /rest/v1/profiles/filmmaker/username-available': {
        username: 'maya-o',
        available: true,
        reason: null,
      },
    });
    basicPage();
    await user.type(await screen.findByLabelText('Username'), 'Maya-O');
    expect(screen.getByLabelText('Username')).toHaveValue('maya-o');
    expect(screen.getByText(/\/portfolio\/maya-o$/)).toBeInTheDocument();
    expect(await screen.findByText('Available')).toBeInTheDocument();
    const checks = callsTo(fetchMock, 'GET /rest/v1/profiles/filmmaker/username-available');
    expect(checks.map((call) => new URL(call.url, 'http://x').searchParams.get('username'))).toEqual([
      'maya-o',
    ]);
  });

  it('says when the server finds the username taken', async () => {
    stubProfileApi({
      [`GET ${ME}`]: filmmakerProfile(),
      'GET /rest/v1/profiles/filmmaker/username-available': {
        username: 'maya',
        available: false,
        reason: 'That username is taken',
      },
      [`PUT ${ME}/basic`]: () => Response.json({ error: 'That username is taken' }, { status: 409 }),
    });
    basicPage();
    await user.type(await screen.findByLabelText('Username'), 'maya');
    expect(await screen.findByText('That username is taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('That username is taken')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('saves the step with the typed values and goes on to step 2', async () => {
    const fetchMock = stubProfileApi({
      [`GET ${ME}`]: filmmakerProfile(),
      'GET /rest/v1/profiles/filmmaker/username-available': {
        username: 'maya-okafor',
        available: true,
        reason: null,
      },
      [`PUT ${ME}/basic`]: (body: unknown) => filmmakerProfile(body as object),
    });
    basicPage();
    await user.type(await screen.findByLabelText('Username'), 'maya-okafor');
    await user.type(screen.getByLabelText('Headline'), 'DoP');
    await user.type(screen.getByLabelText('City'), 'London');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/filmmaker/profile-setup/professional');
    expect(callsTo(fetchMock, `PUT ${ME}/basic`).map((call) => call.body)).toEqual([
      {
        first_name: 'Maya',
        last_name: 'Okafor',
        username: 'maya-okafor',
        avatar_file_id: null,
        headline: 'DoP',
        city: 'London',
        country: 'GB',
        bio: null,
      },
    ]);
  });

  it('uploads a profile photo with progress, shows it, keeps its id as a draft and can remove it', async () => {
    const record = fileRecord();
    let finish: (value: unknown) => void = () => {};
    uploadFile.mockImplementation(({ onProgress }: { onProgress: (fraction: number) => void }) => {
      onProgress(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const fetchMock = stubProfileApi({
      [`GET ${ME}`]: filmmakerProfile(),
      [`PUT ${ME}/basic`]: (body: unknown) => filmmakerProfile(body as object),
    });
    basicPage();
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Profile photo'), photo);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(uploadFile).toHaveBeenCalledWith(expect.objectContaining({ file: photo, kind: 'avatar' }));
    finish(record);

    const image = await screen.findByRole('img', { name: 'Your profile photo' });
    expect(image).toHaveAttribute('src', record.thumbnail_url);
    await waitFor(() =>
      expect(stored(KEYS.image)).toMatchObject({ user_id: USER_ID, value: { file_id: record.id } }),
    );
    expect(callsTo(fetchMock, `GET /rest/v1/files/${record.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).toBeNull();
    await waitFor(() => expect(stored(KEYS.image)?.value).toEqual({ file_id: null }));
  });

  it('refuses a file that is not an image before uploading it', async () => {
    stubProfileApi({ [`GET ${ME}`]: filmmakerProfile() });
    basicPage();
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // A picker's filter can be switched off ("All files"): the file still has to be refused.
    await userEvent
      .setup({ applyAccept: false })
      .upload(await screen.findByLabelText('Profile photo'), notes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a JPEG, PNG, WebP, GIF or AVIF image');
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('shows the server refusing an upload', async () => {
    const { ApiError } = await import('@/lib/api-client');
    uploadFile.mockRejectedValue(
      new ApiError('The file is not a PNG image: it contains a PDF document', 400, {}),
    );
    stubProfileApi({ [`GET ${ME}`]: filmmakerProfile() });
    basicPage();
    await user.upload(
      await screen.findByLabelText('Profile photo'),
      new File(['%PDF'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a PNG image');
  });

  it('shows a cached avatar id with a fresh link from the files API', async () => {
    const record = fileRecord();
    window.localStorage.setItem(
      KEYS.image,
      JSON.stringify({ user_id: USER_ID, value: { file_id: record.id } }),
    );
    stubProfileApi({ [`GET ${ME}`]: filmmakerProfile(), [`GET /rest/v1/files/${record.id}`]: record });
    basicPage();
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      record.thumbnail_url,
    );
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let calls = 0;
    stubProfileApi({
      [`GET ${ME}`]: () =>
        ++calls === 1
          ? Response.json({ error: 'Only filmmaker accounts have a filmmaker profile' }, { status: 403 })
          : filmmakerProfile(),
    });
    basicPage();
    expect(await screen.findByText('Only filmmaker accounts have a filmmaker profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Maya');
  });
});

describe('filmmaker setup, step 2 (craft and rates)', () => {
  it('sends rates in minor units with the crafts and lists, then goes on to step 3', async () => {
    const fetchMock = stubProfileApi({
      [`GET ${ME}`]: filmmakerProfile(),
      [`PUT ${ME}/professional`]: (body: unknown) => filmmakerProfile(body as object),
    });
    renderRoute('/filmmaker/profile-setup/professional', FilmmakerProfessionalPage);
    await user.selectOptions(await screen.findByLabelText('Main craft'), 'director of photography');
    const others = screen.getByRole('group', { name: 'Other crafts' });
    await user.click(within(others).getByLabelText('Camera operator'));
    await user.click(within(others).getByLabelText('Colourist'));
    await user.type(screen.getByLabelText('Years of experience'), '12');
    await user.type(screen.getByLabelText('Day rate'), '650');
    await user.type(screen.getByLabelText('Half-day rate'), '400.50');
    expect(screen.getByText('Clients see £650 a day')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kit'), 'Sony FX6{Enter}{Enter}Canon primes');
    await user.type(screen.getByLabelText('Languages'), 'English, Yoruba');
    await user.type(screen.getByLabelText('Travel radius (km)'), '500');
    await user.selectOptions(screen.getByLabelText('Availability'), 'limited');
    await user.type(screen.getByLabelText('Available from'), '2027-03-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/filmmaker/profile-setup/portfolio');
    expect(callsTo(fetchMock, `PUT ${ME}/professional`).map((call) => call.body)).toEqual([
      {
        primary_craft: 'director of photography',
        secondary_crafts: ['camera operator', 'colourist'],
        years_experience: 12,
        day_rate_minor: 65000,
        half_day_rate_minor: 40050,
        currency: 'GBP',
        equipment: ['Sony FX6', 'Canon primes'],
        languages: ['English', 'Yoruba'],
        travel_radius_km: 500,
        availability: 'limited',
        available_from: '2027-03-01',
      },
    ]);
  });

  it('shows the shared messages under the fields and sends nothing while they stand', async () => {
    const fetchMock = stubProfileApi({ [`GET ${ME}`]: filmmakerProfile() });
    renderRoute('/filmmaker/profile-setup/professional', FilmmakerProfessionalPage);
    await user.type(await screen.findByLabelText('Day rate'), '300');
    await user.type(screen.getByLabelText('Half-day rate'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter an amount such as 650')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Half-day rate'));
    await user.type(screen.getByLabelText('Half-day rate'), '400');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The half-day rate cannot be more than the day rate')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${ME}/professional`)).toHaveLength(0);
  });

  it('shows a server error as a toast and stays on the step', async () => {
    stubProfileApi({
      [`GET ${ME}`]: filmmakerProfile(),
      [`PUT ${ME}/professional`]: () => Response.json({ error: 'Something broke' }, { status: 500 }),
    });
    renderRoute('/filmmaker/profile-setup/professional', FilmmakerProfessionalPage);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('goes back to step 1 through Back and the stepper', async () => {
    stubProfileApi({ [`GET ${ME}`]: filmmakerProfile() });
    renderRoute('/filmmaker/profile-setup/professional', FilmmakerProfessionalPage);
    const stepper = await screen.findByRole('navigation', { name: 'Profile setup' });
    expect(stepper).toHaveTextContent('Step 2 of 4');
    expect(within(stepper).getByRole('link', { name: /Basics/ })).toHaveAttribute(
      'href',
      '/filmmaker/profile-setup/basic',
    );
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/filmmaker/profile-setup/basic',
    );
  });
});

describe('filmmaker setup, step 3 (portfolio)', () => {
  it('previews a recognised showreel, takes work links, credits and images, and saves them', async () => {
    const kept = fileRecord({ id: '0b7e2f4c-0000-4000-8000-0000000000b1', kind: 'portfolio_image' });
    const added = fileRecord({ id: '0b7e2f4c-0000-4000-8000-0000000000b2', kind: 'portfolio_image' });
    uploadFile.mockResolvedValue(added);
    const fetchMock = stubProfileApi({
      [`GET ${ME}`]: filmmakerProfile({
        portfolio_images: [{ file_id: kept.id, url: '/signed/kept.webp', mime_type: 'image/webp' }],
      }),
      [`PUT ${ME}/portfolio`]: () => filmmakerProfile(),
    });
    renderRoute('/filmmaker/profile-setup/portfolio', FilmmakerPortfolioPage);

    await user.type(await screen.findByLabelText('Showreel link'), 'https://youtu.be/aqz-KE-bpKQ');
    expect(screen.getByTitle('Showreel preview')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );

    await user.click(screen.getByRole('button', { name: 'Add a work link' }));
    await user.click(screen.getByRole('button', { name: 'Add a work link' }));
    await user.type(field('Work link 1', 'Link'), 'https://example.com/first');
    await user.type(field('Work link 2', 'Link'), 'https://vimeo.com/1084537');
    await user.type(field('Work link 2', 'Title (optional)'), 'Brand film');
    await user.click(
      within(screen.getByRole('group', { name: 'Work link 1' })).getByRole('button', { name: 'Remove' }),
    );
    expect(field('Work link 1', 'Link')).toHaveValue('https://vimeo.com/1084537');

    await user.click(screen.getByRole('button', { name: 'Add a credit' }));
    await user.type(field('Credit 1', 'Production'), 'Salt Roads');
    await user.type(field('Credit 1', 'Your role'), 'DoP');
    await user.type(field('Credit 1', 'Year'), '2024');
    await user.type(field('Credit 1', 'Client (optional)'), 'Channel 4');
    // A row added and left empty is dropped rather than refused.
    await user.click(screen.getByRole('button', { name: 'Add a credit' }));

    expect(screen.getByRole('img', { name: 'Portfolio image 1' })).toHaveAttribute(
      'src',
      '/signed/kept.webp',
    );
    await user.upload(
      screen.getByLabelText('Portfolio images and clips'),
      new File(['png'], 'frame.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Portfolio image 2' })).toHaveAttribute(
      'src',
      added.thumbnail_url,
    );
    await waitFor(() => expect(stored(KEYS.portfolioImages)?.value).toEqual([kept.id, added.id]));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/filmmaker/profile-setup/preview');
    expect(callsTo(fetchMock, `PUT ${ME}/portfolio`).map((call) => call.body)).toEqual([
      {
        showreel_url: 'https://youtu.be/aqz-KE-bpKQ',
        work_links: [{ url: 'https://vimeo.com/1084537', title: 'Brand film' }],
        portfolio_image_ids: [kept.id, added.id],
        service_image_ids: [],
        credits: [{ title: 'Salt Roads', role: 'DoP', year: 2024, client: 'Channel 4' }],
      },
    ]);
  });

  it('takes clips beside stills, each uploaded as its kind, shown as a clip tile, kept through a reload', async () => {
    const still = fileRecord({ id: '0b7e2f4c-0000-4000-8000-0000000000b3', kind: 'portfolio_image' });
    const clip = fileRecord({
      id: '0b7e2f4c-0000-4000-8000-0000000000c1',
      kind: 'portfolio_video',
      mime_type: 'video/mp4',
      original_name: 'reel.mp4',
      width: null,
      height: null,
      thumbnail_url: null,
    });
    uploadFile.mockImplementation(async ({ kind }: { kind: string }) =>
      kind === 'portfolio_video' ? clip : still,
    );
    const answers = {
      [`GET ${ME}`]: filmmakerProfile(),
      [`PUT ${ME}/portfolio`]: () => filmmakerProfile(),
      [`GET /rest/v1/files/${clip.id}`]: clip,
      [`GET /rest/v1/files/${still.id}`]: still,
    };
    stubProfileApi(answers);
    renderRoute('/filmmaker/profile-setup/portfolio', FilmmakerPortfolioPage);

    const picker = await screen.findByLabelText('Portfolio images and clips');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('video/mp4'));
    expect(picker).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
    const reel = new File(['mp4'], 'reel.mp4', { type: 'video/mp4' });
    const frame = new File(['png'], 'frame.png', { type: 'image/png' });
    await user.upload(picker, [reel, frame]);
    expect(uploadFile).toHaveBeenCalledWith(expect.objectContaining({ file: reel, kind: 'portfolio_video' }));
    expect(uploadFile).toHaveBeenCalledWith(
      expect.objectContaining({ file: frame, kind: 'portfolio_image' }),
    );

    const tile = await screen.findByRole('img', { name: 'Portfolio clip 1' });
    expect(tile.querySelector('video')?.getAttribute('src')).toMatch(/^\/api\/files\/.+sig=original(#|$)/);
    expect(tile.querySelector('video')).toHaveAttribute('preload', 'metadata');
    expect(tile.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove portfolio clip 1' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Portfolio image 2' })).toHaveAttribute(
      'src',
      still.thumbnail_url,
    );
    await waitFor(() => expect(stored(KEYS.portfolioImages)?.value).toEqual([clip.id, still.id]));

    // A reload: the draft holds ids only; the clip is known again from its record's type.
    cleanup();
    const fetchMock = stubProfileApi(answers);
    renderRoute('/filmmaker/profile-setup/portfolio', FilmmakerPortfolioPage);
    const again = await screen.findByRole('img', { name: 'Portfolio clip 1' });
    await waitFor(() => expect(again.querySelector('video')).not.toBeNull());
    expect(await screen.findByRole('img', { name: 'Portfolio image 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('elsewhere');
    expect(callsTo(fetchMock, `PUT ${ME}/portfolio`)[0]?.body).toMatchObject({
      portfolio_image_ids: [clip.id, still.id],
    });
  });

  it('refuses a clip or a still over its limit, and a file of neither kind, before uploading', async () => {
    stubProfileApi({ [`GET ${ME}`]: filmmakerProfile() });
    renderRoute('/filmmaker/profile-setup/portfolio', FilmmakerPortfolioPage);
    const sized = (file: File, bytes: number) => Object.defineProperty(file, 'size', { value: bytes });
    await userEvent
      .setup({ applyAccept: false })
      .upload(await screen.findByLabelText('Portfolio images and clips'), [
        sized(new File(['mov'], 'wedding.mov', { type: 'video/quicktime' }), 501 * 1024 * 1024),
        sized(new File(['jpg'], 'huge.jpg', { type: 'image/jpeg' }), 16 * 1024 * 1024),
        new File(['mp3'], 'song.mp3', { type: 'audio/mpeg' }),
      ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'wedding.mov: The file is larger than the 500 MB allowed for a portfolio video',
    );
    expect(alert).toHaveTextContent(
      'huge.jpg: The file is larger than the 15 MB allowed for a portfolio image',
    );
    expect(alert).toHaveTextContent(
      'song.mp3: Upload a JPEG, PNG, WebP, GIF or AVIF image or an MP4, MOV or WebM video',
    );
    expect(uploadFile).not.toHaveBeenCalled();
  });

  it('puts each message under its own row', async () => {
    const fetchMock = stubProfileApi({ [`GET ${ME}`]: filmmakerProfile() });
    renderRoute('/filmmaker/profile-setup/portfolio', FilmmakerPortfolioPage);
    await user.click(await screen.findByRole('button', { name: 'Add a credit' }));
    await user.click(screen.getByRole('button', { name: 'Add a credit' }));
    await user.type(field('Credit 2', 'Production'), 'Salt Roads');
    await user.click(screen.getByRole('button', { name: 'Add a work link' }));
    await user.type(field('Work link 1', 'Link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Give your role')).toBeInTheDocument();
    expect(field('Credit 2', 'Your role')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Credit 1', 'Your role')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Only https:// and http:// links are accepted')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${ME}/portfolio`)).toHaveLength(0);
  });
});

describe('filmmaker setup, step 4 (preview)', () => {
  it('shows the public page, lists what is missing with links to the steps and holds Submit back', async () => {
    stubProfileApi({
      [`GET ${ME}`]: filmmakerProfile({
        username: 'maya-okafor',
        headline: 'Documentary DoP',
        day_rate_minor: 65000,
      }),
    });
    renderRoute('/filmmaker/profile-setup/preview', FilmmakerPreviewPage);
    expect(await screen.findByRole('heading', { level: 1, name: /Maya Okafor/ })).toBeInTheDocument();
    expect(screen.getByText('Documentary DoP')).toBeInTheDocument();
    expect(screen.getByText('£650')).toBeInTheDocument();

    const gaps = screen.getByRole('region', { name: 'Before your profile can go live' });
    expect(within(gaps).getByRole('link', { name: 'Add your city' })).toHaveAttribute(
      'href',
      '/filmmaker/profile-setup/basic#field-city',
    );
    expect(within(gaps).getByRole('link', { name: 'Choose your main craft' })).toHaveAttribute(
      'href',
      '/filmmaker/profile-setup/professional#field-primary_craft',
    );
    expect(
      within(gaps).getByRole('link', { name: 'Add a showreel, a work link or a portfolio image' }),
    ).toHaveAttribute('href', '/filmmaker/profile-setup/portfolio#field-showreel_url');
    expect(screen.getByRole('button', { name: 'Submit profile' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Edit craft and rates' })).toHaveAttribute(
      'href',
      '/filmmaker/profile-setup/professional',
    );
  });

  it('submits a complete profile, forgets the drafts and goes on to identity verification', async () => {
    window.localStorage.setItem(KEYS.basic, JSON.stringify({ user_id: USER_ID, value: { headline: 'x' } }));
    window.localStorage.setItem(KEYS.portfolioImages, JSON.stringify({ user_id: USER_ID, value: [] }));
    const fetchMock = stubProfileApi({
      [`GET ${ME}`]: completeFilmmakerProfile(),
      [`POST ${ME}/submit`]: completeFilmmakerProfile({ setup: true }),
    });
    renderRoute('/filmmaker/profile-setup/preview', FilmmakerPreviewPage);
    expect(await screen.findByText(/are not saved yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before your profile can go live' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit profile' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/filmmaker/verify-identity');
    expect(callsTo(fetchMock, `POST ${ME}/submit`)).toHaveLength(1);
    expect(screen.getByText('Your profile is live')).toBeInTheDocument();
    expect(window.localStorage.getItem(KEYS.basic)).toBeNull();
    expect(window.localStorage.getItem(KEYS.portfolioImages)).toBeNull();
  });

  it('shows a refused submit as a toast', async () => {
    stubProfileApi({
      [`GET ${ME}`]: completeFilmmakerProfile(),
      [`POST ${ME}/submit`]: () =>
        Response.json({ error: 'Your profile is not complete yet: add your city' }, { status: 400 }),
    });
    renderRoute('/filmmaker/profile-setup/preview', FilmmakerPreviewPage);
    await user.click(await screen.findByRole('button', { name: 'Submit profile' }));
    expect(await screen.findByText('Your profile is not complete yet: add your city')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('for a live profile, offers the public page and the dashboard instead of Submit', async () => {
    stubProfileApi({ [`GET ${ME}`]: completeFilmmakerProfile({ setup: true }) });
    renderRoute('/filmmaker/profile-setup/preview', FilmmakerPreviewPage);
    expect(await screen.findByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/portfolio/maya-okafor',
    );
    expect(screen.queryByRole('button', { name: 'Submit profile' })).toBeNull();
    // Every step is open from the stepper.
    const stepper = screen.getByRole('navigation', { name: 'Profile setup' });
    expect(within(stepper).getAllByRole('link')).toHaveLength(3);
  });
});
