import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { ProfileEditor } from './profile-editor';
import {
  callsTo,
  clientProfile,
  completeFilmmakerProfile,
  stubProfileApi,
  USER_ID,
} from './profile-test-kit';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const FILMMAKER_ME = '/rest/v1/profiles/filmmaker/me';
const CLIENT_ME = '/rest/v1/profiles/client/me';
const live = (overrides = {}) => completeFilmmakerProfile({ setup: true, ...overrides });

function signedIn(userType: 'filmmaker' | 'client') {
  storeSessionMarker();
  fake = createFakeAuthClient(
    fakeSession(fakeUser({ id: USER_ID, userType, firstName: 'Maya', lastName: 'Okafor' })),
  );
}

// The account page shows the editor in its profile tab; here it is rendered on the same route alone.
const FilmmakerEditor = () => <ProfileEditor section="filmmaker" />;
const ClientEditor = () => <ProfileEditor section="client" />;
const filmmakerEditor = () => renderRoute('/filmmaker/dashboard/account', FilmmakerEditor);
const panel = (name: string) => screen.getByRole('tabpanel', { name });
const saveButton = (name: string) => within(panel(name)).getByRole('button', { name: 'Save changes' });

afterEach(() => vi.unstubAllGlobals());

describe('editing a live filmmaker profile', () => {
  it('shows the saved profile in its sections, not a setup draft, with a link to the public page', async () => {
    signedIn('filmmaker');
    window.localStorage.setItem(
      PROFILE_CACHE_KEYS.filmmaker.basic,
      JSON.stringify({ user_id: USER_ID, saved_at: '2026-01-01', value: { headline: 'An old setup draft' } }),
    );
    stubProfileApi({ [`GET ${FILMMAKER_ME}`]: live() });
    filmmakerEditor();

    expect(await screen.findByLabelText('Headline')).toHaveValue(
      'Director of photography for documentary and brand films',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('maya-okafor');
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/portfolio/maya-okafor',
    );
    expect(saveButton('Basics')).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Craft and rates' }));
    expect(within(panel('Craft and rates')).getByLabelText('Main craft')).toHaveValue(
      'director of photography',
    );
    expect(within(panel('Craft and rates')).getByLabelText('Day rate')).toHaveValue('650');
    await user.click(screen.getByRole('tab', { name: 'Portfolio' }));
    expect(within(panel('Portfolio')).getByLabelText('Showreel link')).toHaveValue(
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
  });

  it('saves a changed section, says "Profile saved" and keeps no draft of it', async () => {
    signedIn('filmmaker');
    const fetchMock = stubProfileApi({
      [`GET ${FILMMAKER_ME}`]: live(),
      [`PUT ${FILMMAKER_ME}/basic`]: (body: unknown) => live(body as object),
    });
    filmmakerEditor();
    const headline = await screen.findByLabelText('Headline');
    await user.clear(headline);
    await user.type(headline, 'Documentary DoP, available for travel');
    expect(screen.getByRole('tab', { name: 'Basics, not saved' })).toBeInTheDocument();

    await user.click(saveButton('Basics'));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${FILMMAKER_ME}/basic`).map((call) => call.body)).toEqual([
      {
        first_name: 'Maya',
        last_name: 'Okafor',
        username: 'maya-okafor',
        avatar_file_id: null,
        headline: 'Documentary DoP, available for travel',
        city: 'London',
        country: 'GB',
        bio: 'Twelve years behind the camera.',
      },
    ]);
    expect(headline).toHaveValue('Documentary DoP, available for travel');
    await waitFor(() => expect(saveButton('Basics')).toBeDisabled());
    expect(screen.getByRole('tab', { name: 'Basics' })).toBeInTheDocument();
    expect(window.localStorage.getItem(PROFILE_CACHE_KEYS.filmmaker.basic)).toBeNull();
  });

  it("shows a refused save's message under the form and the gap under its field, keeping what was typed", async () => {
    signedIn('filmmaker');
    stubProfileApi({
      [`GET ${FILMMAKER_ME}`]: live(),
      [`PUT ${FILMMAKER_ME}/basic`]: () =>
        Response.json(
          {
            error: 'Your profile is live and needs these, so nothing was saved: write a headline',
            details: { missing: [{ step: 'basic', field: 'headline', message: 'Write a headline' }] },
          },
          { status: 400 },
        ),
    });
    filmmakerEditor();
    await user.clear(await screen.findByLabelText('Headline'));
    await user.click(saveButton('Basics'));

    expect(await within(panel('Basics')).findByRole('alert')).toHaveTextContent(
      'Your profile is live and needs these, so nothing was saved: write a headline',
    );
    const headline = screen.getByLabelText('Headline');
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(headline).toHaveAccessibleDescription(expect.stringContaining('Write a headline'));
    expect(headline).toHaveValue('');
    expect(screen.queryByText('Profile saved')).toBeNull();
  });

  it('saves craft and rates on their own, in minor units', async () => {
    signedIn('filmmaker');
    const fetchMock = stubProfileApi({
      [`GET ${FILMMAKER_ME}`]: live(),
      [`PUT ${FILMMAKER_ME}/professional`]: () => live({ day_rate_minor: 72000 }),
    });
    filmmakerEditor();
    await user.click(await screen.findByRole('tab', { name: 'Craft and rates' }));
    const dayRate = within(panel('Craft and rates')).getByLabelText('Day rate');
    await user.clear(dayRate);
    await user.type(dayRate, '720');
    await user.click(saveButton('Craft and rates'));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${FILMMAKER_ME}/professional`)[0]?.body).toMatchObject({
      primary_craft: 'director of photography',
      day_rate_minor: 72000,
    });
    expect(callsTo(fetchMock, `PUT ${FILMMAKER_ME}/basic`)).toHaveLength(0);
  });

  it('discards changes back to the saved profile', async () => {
    signedIn('filmmaker');
    stubProfileApi({ [`GET ${FILMMAKER_ME}`]: live() });
    filmmakerEditor();
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Leeds');
    await user.click(within(panel('Basics')).getByRole('button', { name: 'Discard changes' }));
    expect(city).toHaveValue('London');
    expect(saveButton('Basics')).toBeDisabled();
  });

  it('asks before leaving with changes that are not saved', async () => {
    signedIn('filmmaker');
    stubProfileApi({ [`GET ${FILMMAKER_ME}`]: live() });
    const router = filmmakerEditor();
    await user.type(await screen.findByLabelText('Bio'), ' And drones.');

    void router.navigate('/filmmaker/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to Basics are not saved yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Bio')).toHaveValue('Twelve years behind the camera. And drones.');

    void router.navigate('/filmmaker/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/filmmaker/dashboard');
  });
});

describe('editing a live client profile', () => {
  it('shows the company as saved and saves a change', async () => {
    signedIn('client');
    const saved = clientProfile({
      id: '5a0c0000-0000-4000-8000-000000000001',
      company_name: 'Salt & Co',
      client_kind: 'company',
      industry: 'Brand',
      city: 'Bristol',
      country: 'GB',
      setup: true,
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    const fetchMock = stubProfileApi({
      [`GET ${CLIENT_ME}`]: saved,
      [`PUT ${CLIENT_ME}/basic`]: (body: unknown) => ({ ...saved, ...(body as object) }),
    });
    renderRoute('/client/dashboard/account', ClientEditor);
    expect(await screen.findByLabelText('Company name')).toHaveValue('Salt & Co');
    expect(screen.queryByRole('link', { name: 'View public page' })).toBeNull();

    await user.type(screen.getByLabelText('About'), 'Sea salt from Cornwall.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${CLIENT_ME}/basic`)[0]?.body).toMatchObject({
      company_name: 'Salt & Co',
      about: 'Sea salt from Cornwall.',
    });
  });
});
