import type { Offer } from '@reelhire/shared/offers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { ClientContractPage } from './client-contract-page';
import {
  application,
  APPLICATION_ID,
  contract,
  CONTRACT_ID,
  counteredOffer,
  job,
  JOB_ID,
  offer,
  OFFER_ID,
} from './contract-fixtures';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { FilmmakerContractPage } from './filmmaker-contract-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const FILMMAKER = '/filmmaker/dashboard/contract/:bidId';
const CLIENT = '/client/dashboard/projects/:projectId/jobs/:jobId/contract';
const OFFER_PATH = `/rest/v1/offers/${OFFER_ID}`;

/** Both sides' API around one offer; a transition answers with `next` and later reads see it. */
function stubOfferApi(initial: Offer, next: Partial<Record<string, () => Offer>> = {}) {
  let current = initial;
  return stubApi(({ url, method }) => {
    if (url.pathname === `/api/rest/v1/applications/${APPLICATION_ID}`) {
      return Response.json(application({ status: 'offered' }));
    }
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(job());
    if (url.pathname === '/api/rest/v1/offers' && method === 'GET')
      return Response.json({ items: [current], next_cursor: null });
    if (url.pathname === `/api/rest/v1/contracts/${CONTRACT_ID}`) return Response.json(contract());
    const transition = url.pathname.startsWith(`/api${OFFER_PATH}/`) ? url.pathname.split('/').at(-1)! : null;
    if (transition && method === 'POST' && next[transition]) {
      current = next[transition]();
      if (transition === 'accept') return Response.json({ offer: current, contract: contract() });
      return Response.json(current);
    }
    return undefined;
  });
}

const renderFilmmaker = () =>
  renderRoute(FILMMAKER, FilmmakerContractPage, `/filmmaker/dashboard/contract/${APPLICATION_ID}`);
const renderClient = () =>
  renderRoute(
    CLIENT,
    ClientContractPage,
    `/client/dashboard/projects/project-1/jobs/${JOB_ID}/contract?application=${APPLICATION_ID}`,
  );
const button = (name: string) => screen.queryByRole('button', { name });
const termRow = (round: HTMLElement, label: string) =>
  within(round).getByText(label, { selector: 'dt' }).closest('div')!;

beforeEach(() => {
  fake = signIn('filmmaker');
});
afterEach(() => vi.unstubAllGlobals());

describe('the rounds of an offer', () => {
  it('lists every round with who proposed it, its terms and message', async () => {
    stubOfferApi(counteredOffer());
    renderFilmmaker();
    const rounds = await screen.findByRole('list', { name: 'Rounds' });
    const [first, second] = [...rounds.children] as HTMLElement[];
    expect(first).toHaveTextContent('Round 1: offer from the client');
    expect(first).toHaveTextContent('Looking forward to working with you.');
    expect(first).toHaveTextContent('£1,950');
    expect(first).toHaveTextContent('Day rate · 3 days');
    expect(first).toHaveTextContent('14 Mar 2027 – 16 Mar 2027');
    expect(first).toHaveTextContent('All cards copied');
    expect(first).toHaveTextContent('50% of the amount if the client cancels after confirmation');
    expect(first).toHaveTextContent('Online and social worldwide for two years');
    expect(second).toHaveTextContent('Round 2: counter from you');
    expect(second).toHaveTextContent('My day rate is £700 for a three-day shoot.');
    // The page names the job and the client from the application.
    expect(screen.getByText('DoP for a three-day brand shoot · Northern Roast')).toBeInTheDocument();
  });

  it('marks the fields a counter changed from the round before, and only those', async () => {
    stubOfferApi(counteredOffer());
    renderFilmmaker();
    const rounds = await screen.findByRole('list', { name: 'Rounds' });
    const [first, second] = [...rounds.children] as HTMLElement[];
    expect(second).toHaveTextContent('2 terms changed from the round before');
    expect(termRow(second!, 'Amount')).toHaveAttribute('data-changed', 'true');
    expect(termRow(second!, 'Amount')).toHaveTextContent('Changed');
    expect(termRow(second!, 'Milestones')).toHaveAttribute('data-changed', 'true');
    expect(termRow(second!, 'Rate')).not.toHaveAttribute('data-changed');
    expect(termRow(second!, 'Usage rights')).not.toHaveAttribute('data-changed');
    // The first round has nothing to compare with.
    expect(within(first!).queryByText('Changed')).not.toBeInTheDocument();
  });

  it('gives the filmmaker accept, decline and counter on a sent offer', async () => {
    stubOfferApi(offer());
    renderFilmmaker();
    await screen.findByRole('list', { name: 'Rounds' });
    expect(button('Accept')).toBeInTheDocument();
    expect(button('Decline')).toBeInTheDocument();
    expect(button('Counter')).toBeInTheDocument();
    expect(button('Withdraw offer')).not.toBeInTheDocument();
  });

  it('tells the filmmaker a sent offer is their turn, never that it waits for the filmmaker', async () => {
    stubOfferApi(offer());
    renderFilmmaker();
    expect(await screen.findByText('Your turn: accept, decline or counter the offer')).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for the filmmaker/)).not.toBeInTheDocument();
  });

  it('tells the client a counter is their turn, and the filmmaker that it waits for the client', async () => {
    fake = signIn('client');
    stubOfferApi(counteredOffer());
    renderClient();
    expect(await screen.findByText('Your turn: answer the counter-offer')).toBeInTheDocument();
  });

  it('gives the filmmaker nothing to do on a countered offer: it is the client’s turn', async () => {
    stubOfferApi(counteredOffer());
    renderFilmmaker();
    await screen.findByRole('list', { name: 'Rounds' });
    for (const name of ['Accept', 'Decline', 'Counter', 'Send new terms', 'Withdraw offer']) {
      expect(button(name)).not.toBeInTheDocument();
    }
    expect(
      screen.getByText('Waiting for the client to answer. You are told when they do.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for the client')).toBeInTheDocument();
  });

  it('gives the client accept, send new terms, decline and withdraw on a counter', async () => {
    fake = signIn('client');
    stubOfferApi(counteredOffer());
    renderClient();
    await screen.findByRole('list', { name: 'Rounds' });
    expect(screen.getByText('Round 2: counter from the filmmaker')).toBeInTheDocument();
    for (const name of ['Accept', 'Send new terms', 'Decline', 'Withdraw offer']) {
      expect(button(name)).toBeInTheDocument();
    }
    expect(button('Counter')).not.toBeInTheDocument();
  });

  it('lets the client only withdraw while the filmmaker has the offer', async () => {
    fake = signIn('client');
    stubOfferApi(offer());
    renderClient();
    await screen.findByRole('list', { name: 'Rounds' });
    expect(button('Withdraw offer')).toBeInTheDocument();
    expect(button('Accept')).not.toBeInTheDocument();
    expect(
      screen.getByText('Waiting for the filmmaker to answer. You are told when they do.'),
    ).toBeInTheDocument();
  });

  it('counters with the terms form prefilled from the current round', async () => {
    const fetchMock = stubOfferApi(offer(), { counter: counteredOffer });
    renderFilmmaker();
    await user.click(await screen.findByRole('button', { name: 'Counter' }));
    const amount = screen.getByLabelText('Amount (GBP)');
    expect(amount).toHaveValue('1950');
    expect(screen.getByLabelText('Milestone 2 title')).toHaveValue('Rushes delivered');
    await user.clear(amount);
    await user.type(amount, '2100');
    const shoot = screen.getByLabelText('Milestone 1 amount');
    await user.clear(shoot);
    await user.type(shoot, '1650');
    await user.type(screen.getByLabelText('Message to the client (optional)'), 'My day rate is £700.');
    await user.click(screen.getByRole('button', { name: 'Send counter' }));
    expect(
      await screen.findByText('Waiting for the client to answer. You are told when they do.'),
    ).toBeInTheDocument();
    const [body] = sent(fetchMock, 'POST', `${OFFER_PATH}/counter`) as {
      terms: { amount_minor: number; milestones: { amount_minor: number }[] };
      message: string;
    }[];
    expect(body!.terms.amount_minor).toBe(210000);
    expect(body!.terms.milestones.map((milestone) => milestone.amount_minor)).toEqual([165000, 45000]);
    expect(body!.message).toBe('My day rate is £700.');
  });

  it('declines with a reason', async () => {
    const fetchMock = stubOfferApi(offer(), {
      decline: () => offer({ status: 'declined', decline_reason: 'Booked on those dates' }),
    });
    renderFilmmaker();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this offer?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Booked on those dates');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Reason given: Booked on those dates')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', `${OFFER_PATH}/decline`)).toEqual([{ reason: 'Booked on those dates' }]);
  });

  it('accepts after a confirmation and then shows the signed contract', async () => {
    const fetchMock = stubOfferApi(offer(), {
      accept: () => offer({ status: 'accepted', contract_id: CONTRACT_ID }),
    });
    renderFilmmaker();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(sent(fetchMock, 'POST', `${OFFER_PATH}/accept`)).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept and sign' }));
    expect(await screen.findByRole('heading', { name: 'Contract RH-2027-000042' })).toBeInTheDocument();
    expect(screen.getByText('Signed and active')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', `${OFFER_PATH}/accept`)).toHaveLength(1);
  });

  it('shows a refused answer (409) and the offer as it now is', async () => {
    let reads = 0;
    stubApi(({ url, method }) => {
      if (url.pathname === `/api/rest/v1/applications/${APPLICATION_ID}`) return Response.json(application());
      if (url.pathname === '/api/rest/v1/offers' && method === 'GET') {
        reads += 1;
        return Response.json({
          items: [reads === 1 ? offer() : offer({ status: 'withdrawn' })],
          next_cursor: null,
        });
      }
      if (url.pathname === `/api${OFFER_PATH}/accept`) {
        return Response.json(
          { error: 'This offer is withdrawn, so it cannot be changed that way now', status: 'withdrawn' },
          { status: 409 },
        );
      }
      return undefined;
    });
    renderFilmmaker();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept and sign' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This offer is withdrawn, so it cannot be changed that way now (it is now withdrawn).',
    );
    await waitFor(() => expect(screen.getAllByText('Withdrawn').length).toBeGreaterThan(0));
  });

  it('says honestly when there is no offer yet', async () => {
    stubApi(({ url }) => {
      if (url.pathname === `/api/rest/v1/applications/${APPLICATION_ID}`) return Response.json(application());
      if (url.pathname === '/api/rest/v1/offers') return Response.json({ items: [], next_cursor: null });
      return undefined;
    });
    renderFilmmaker();
    expect(await screen.findByText('No offer yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your application' })).toHaveAttribute(
      'href',
      `/filmmaker/dashboard/applications/${APPLICATION_ID}`,
    );
  });
});
