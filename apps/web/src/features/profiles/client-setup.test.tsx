import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { rememberReturnTo } from '@/lib/return-to';
import { ClientBasicPage } from './client-basic-page';
import { ClientPreviewPage } from './client-preview-page';
import { callsTo, clientProfile, stubProfileApi, USER_ID } from './profile-test-kit';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const KEYS = PROFILE_CACHE_KEYS.client;
const ME = '/rest/v1/profiles/client/me';

const complete = (overrides = {}) =>
  clientProfile({
    id: '5a0c0000-0000-4000-8000-000000000001',
    company_name: 'Salt & Co',
    client_kind: 'company',
    industry: 'Brand',
    website: 'https://www.saltandco.example/',
    city: 'Bristol',
    country: 'GB',
    about: 'Sea salt from Cornwall.',
    ...overrides,
  });

beforeEach(() => {
  storeSessionMarker();
  fake = createFakeAuthClient(
    fakeSession(fakeUser({ id: USER_ID, userType: 'client', firstName: 'Ada', lastName: 'Obi' })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('client setup', () => {
  it('names the field after the choice, keeps a draft and saves the step before the preview', async () => {
    const fetchMock = stubProfileApi({
      [`GET ${ME}`]: clientProfile(),
      [`PUT ${ME}/basic`]: () => complete(),
    });
    renderRoute('/client/profile-setup/basic', ClientBasicPage);
    expect(await screen.findByLabelText('Company name')).toHaveValue('');
    await user.click(screen.getByLabelText(/Myself/));
    expect(screen.getByLabelText('Your name')).toHaveValue('Ada Obi');
    await user.click(screen.getByLabelText(/A company/));
    await user.clear(screen.getByLabelText('Company name'));
    await user.type(screen.getByLabelText('Company name'), 'Salt & Co');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Brand');
    await user.type(screen.getByLabelText('Website'), 'https://saltandco.example');
    await user.type(screen.getByLabelText('City'), 'Bristol');
    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    await user.type(screen.getByLabelText('About'), 'Sea salt.');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(KEYS.basic) ?? '{}')).toMatchObject({
        user_id: USER_ID,
        value: { company_name: 'Salt & Co', about: 'Sea salt.' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/client/profile-setup/preview');
    expect(callsTo(fetchMock, `PUT ${ME}/basic`).map((call) => call.body)).toEqual([
      {
        company_name: 'Salt & Co',
        client_kind: 'company',
        industry: 'Brand',
        website: 'https://saltandco.example',
        logo_file_id: null,
        city: 'Bristol',
        country: 'GB',
        about: 'Sea salt.',
      },
    ]);
  });

  it('shows what is wrong under the field and sends nothing', async () => {
    const fetchMock = stubProfileApi({ [`GET ${ME}`]: clientProfile() });
    renderRoute('/client/profile-setup/basic', ClientBasicPage);
    await user.type(await screen.findByLabelText('Website'), 'saltandco');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a full link, starting with https://')).toBeInTheDocument();
    expect(callsTo(fetchMock, `PUT ${ME}/basic`)).toHaveLength(0);
  });

  it('previews the card filmmakers see, with the gaps, and holds Submit back', async () => {
    stubProfileApi({ [`GET ${ME}`]: complete({ city: null, industry: null }) });
    renderRoute('/client/profile-setup/preview', ClientPreviewPage);
    expect(await screen.findByRole('heading', { level: 2, name: 'Salt & Co' })).toBeInTheDocument();
    expect(screen.getByText('saltandco.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your city' })).toHaveAttribute(
      'href',
      '/client/profile-setup/basic#field-city',
    );
    expect(screen.getByRole('button', { name: 'Submit profile' })).toBeDisabled();
  });

  it('after submitting, returns a visitor to the page they wanted to book from', async () => {
    window.localStorage.setItem(KEYS.basic, JSON.stringify({ user_id: USER_ID, value: {} }));
    rememberReturnTo('/portfolio/maya-okafor');
    const fetchMock = stubProfileApi({
      [`GET ${ME}`]: complete(),
      [`POST ${ME}/submit`]: complete({ setup: true }),
    });
    renderRoute('/client/profile-setup/preview', ClientPreviewPage);
    await user.click(await screen.findByRole('button', { name: 'Submit profile' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/portfolio/maya-okafor');
    expect(callsTo(fetchMock, `POST ${ME}/submit`)).toHaveLength(1);
    expect(window.localStorage.getItem(KEYS.basic)).toBeNull();
  });

  it('after submitting, goes on to identity verification when nothing was remembered', async () => {
    stubProfileApi({ [`GET ${ME}`]: complete(), [`POST ${ME}/submit`]: complete({ setup: true }) });
    renderRoute('/client/profile-setup/preview', ClientPreviewPage);
    await user.click(await screen.findByRole('button', { name: 'Submit profile' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/client/verify-identity');
  });
});
