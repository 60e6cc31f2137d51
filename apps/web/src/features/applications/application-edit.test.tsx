import type { Application, ApplicationStatus } from '@reelhire/shared/applications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { application, APPLICATION_ID, IMAGE_IDS, profile } from './application-fixtures';
import { ApplicationDetailPage } from './application-detail-page';

// Decision 0057: the filmmaker edits what they sent while the client has not decided on it.

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const DETAIL = '/filmmaker/dashboard/applications/:id';
const URL_ = `/filmmaker/dashboard/applications/${APPLICATION_ID}`;
const PATH = `/rest/v1/applications/${APPLICATION_ID}`;

beforeEach(() => {
  fake = signIn('filmmaker');
});
afterEach(() => vi.unstubAllGlobals());

function stubEdit(initial: Partial<Application>, onPatch?: (body: Record<string, unknown>) => Response) {
  let current = application(initial);
  return stubApi(({ url, method, body }) => {
    if (url.pathname === '/api/rest/v1/profiles/filmmaker/me') return Response.json(profile());
    if (url.pathname === `/api${PATH}` && method === 'GET') return Response.json(current);
    if (url.pathname === `/api${PATH}` && method === 'PATCH') {
      const edit = body as Record<string, unknown>;
      const answer = onPatch?.(edit);
      if (answer) return answer;
      current = {
        ...current,
        ...(edit as Partial<Application>),
        edited_at: '2027-01-12T15:00:00.000Z',
      };
      return Response.json(current);
    }
    return undefined;
  });
}

describe('editing an application', () => {
  it.each<[ApplicationStatus, boolean]>([
    ['submitted', true],
    ['viewed', true],
    ['shortlisted', false],
    ['offered', false],
    ['hired', false],
    ['rejected', false],
    ['withdrawn', false],
    ['closed', false],
  ])(
    'offers "Edit application" on a %s application only while the client has not decided (%s)',
    async (status, shown) => {
      stubEdit({ status });
      renderRoute(DETAIL, ApplicationDetailPage, URL_);
      await screen.findByRole('heading', { name: 'DoP for a three-day brand shoot' });
      expect(Boolean(screen.queryByRole('button', { name: 'Edit application' }))).toBe(shown);
    },
  );

  it('opens the same fields pre-filled, saves them with PATCH and shows "Edited" in the history', async () => {
    const fetchMock = stubEdit({ status: 'viewed', viewed_at: '2027-01-13T09:00:00.000Z' });
    renderRoute(DETAIL, ApplicationDetailPage, URL_);
    await user.click(await screen.findByRole('button', { name: 'Edit application' }));

    const message = await screen.findByLabelText('Message to the client');
    expect(message).toHaveValue(application().cover_message);
    const rate = screen.getByLabelText(/Your rate/);
    expect(rate).toHaveValue('650');

    await user.clear(message);
    await user.type(message, 'A sharper pitch: I know this studio and its light very well.');
    await user.clear(rate);
    await user.type(rate, '700');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent(fetchMock, 'PATCH', PATH)).toHaveLength(1));
    expect(sent(fetchMock, 'PATCH', PATH)[0]).toEqual({
      cover_message: 'A sharper pitch: I know this studio and its light very well.',
      proposed_rate_minor: 70000,
      availability: 'all_dates',
      availability_note: null,
      portfolio_image_ids: [IMAGE_IDS[0]],
    });
    expect(await screen.findByText('£700 / day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([expect.stringMatching(/^Sent/), 'Edited12 Jan 2027', 'Viewed by the client13 Jan 2027']);
  });

  it('drops a portfolio item since taken out of the portfolio, so the save is not refused for it', async () => {
    const gone = '0b8f3a52-0000-4000-8000-000000000999';
    const fetchMock = stubEdit({
      portfolio_items: [
        { id: IMAGE_IDS[0]!, url: 'https://files.example/1.jpg', caption: null },
        { id: gone, url: null, caption: null },
      ],
    });
    renderRoute(DETAIL, ApplicationDetailPage, `${URL_}?edit=1`);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent(fetchMock, 'PATCH', PATH)).toHaveLength(1));
    expect(sent(fetchMock, 'PATCH', PATH)[0]).toMatchObject({ portfolio_image_ids: [IMAGE_IDS[0]] });
  });

  it('opens straight into the form from the apply page link (?edit=1), and Cancel leaves it unsent', async () => {
    const fetchMock = stubEdit({ status: 'submitted' });
    renderRoute(DETAIL, ApplicationDetailPage, `${URL_}?edit=1`);
    expect(await screen.findByLabelText('Message to the client')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Message to the client')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit application' })).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH', PATH)).toHaveLength(0);
  });

  it('checks the fields before sending, and shows a refusal (the client acted meanwhile) with the form kept', async () => {
    const fetchMock = stubEdit({ status: 'submitted' }, () =>
      Response.json(
        {
          error: 'The client has already acted on this application, so it can no longer be edited',
          status: 'shortlisted',
        },
        { status: 409 },
      ),
    );
    renderRoute(DETAIL, ApplicationDetailPage, `${URL_}?edit=1`);
    const message = await screen.findByLabelText('Message to the client');
    await user.clear(message);
    await user.type(message, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/at least 20 characters/)).toBeInTheDocument();
    expect(sent(fetchMock, 'PATCH', PATH)).toHaveLength(0);

    await user.type(message, ' — but now long enough to send.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes were not saved');
    expect(screen.getByRole('alert')).toHaveTextContent('can no longer be edited');
  });
});
