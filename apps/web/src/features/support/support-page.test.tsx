import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pages } from './routes';
import { SupportPage } from './support-page';

const ANON_KEY = 'test-anon-key';
const REQUEST_ID = '3f2a9c1b-7d4e-4c2a-9b1f-0a1b2c3d4e5f';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = 'reelhire:anon-key';
  meta.content = ANON_KEY;
  document.head.append(meta);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  document.head.querySelector('meta[name="reelhire:anon-key"]')?.remove();
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = new QueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/support']}>
        <SupportPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), '  Ada Lovelace ');
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'Payments and refunds');
  await user.type(
    screen.getByLabelText('How can we help?'),
    'My payment for the brand film shows as held after approval.',
  );
}

const sendButton = () => screen.getByRole('button', { name: /send request|sending/i });

function expectFieldError(label: string, message: string) {
  const field = screen.getByLabelText(label);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

function sentRequest(call = 0) {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url, init: init!, headers: new Headers(init!.headers) };
}

describe('/support', () => {
  it('is the page for the /support route', () => {
    expect(pages['/support']).toBe(SupportPage);
  });

  it('shows the title, the questions as expandable entries and a contact form', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    const questions = document.querySelectorAll('details > summary');
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(10);
    expect(screen.getByText('What fees will I pay?')).toBeInTheDocument();
    expect(screen.getByText('How do I delete my account?')).toBeInTheDocument();
    const topics = within(screen.getByLabelText('Topic')).getAllByRole('option');
    expect(topics.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'account',
      'payments',
      'bookings',
      'disputes',
      'technical',
      'other',
    ]);
  });

  it('shows a message under each empty field and sends nothing', async () => {
    const { user } = renderPage();
    await user.click(sendButton());

    expectFieldError('Your name', 'Please tell us your name');
    expectFieldError('Email address', 'Please provide a valid email address');
    expectFieldError('Topic', 'Please choose a topic');
    expectFieldError('How can we help?', 'Please describe your request in at least 10 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a bad email address and a too-short message without sending', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Your name'), 'Ada');
    await user.type(screen.getByLabelText('Email address'), 'ada.example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'account');
    await user.type(screen.getByLabelText('How can we help?'), 'Help!');
    await user.click(sendButton());

    expectFieldError('Email address', 'Please provide a valid email address');
    expectFieldError('How can we help?', 'Please describe your request in at least 10 characters');
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Topic')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a valid request once with the api key and an idempotency key, then confirms it', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());

    // While the request is in flight the button is disabled, so a second click sends nothing more.
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveTextContent('Sending…');
    await user.click(sendButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/rest/v1/support-requests');
    expect(init.method).toBe('POST');
    expect(headers.get('apikey')).toBe(ANON_KEY);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toMatch(UUID);
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'payments',
      message: 'My payment for the brand film shows as held after approval.',
    });

    answer(json(201, { id: REQUEST_ID, created_at: '2026-11-21T10:00:00.000Z' }));

    const confirmation = await screen.findByRole('heading', { name: "Thanks — we've received your request" });
    expect(confirmation).toHaveFocus();
    expect(screen.getByText('RH-3F2A9C1B')).toHaveAttribute('title', REQUEST_ID);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    // The toast repeats the confirmation with the reference.
    expect(await screen.findByText('Reference RH-3F2A9C1B')).toBeInTheDocument();
  });

  it("shows the server's error, keeps the form and resends with the same idempotency key", async () => {
    fetchMock
      .mockResolvedValueOnce(json(429, { error: 'Too many requests, please try again later.' }))
      .mockResolvedValueOnce(json(200, { id: REQUEST_ID, created_at: '2026-11-21T10:00:00.000Z' }));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());

    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('  Ada Lovelace ');
    expect(sendButton()).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(sendButton());
    await screen.findByRole('heading', { name: "Thanks — we've received your request" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRequest(0).headers.get('idempotency-key')).toMatch(UUID);
    expect(sentRequest(1).headers.get('idempotency-key')).toBe(sentRequest(0).headers.get('idempotency-key'));
  });

  it('starts a new form fill with a new idempotency key after "Send another request"', async () => {
    fetchMock.mockImplementation(async () =>
      json(201, { id: REQUEST_ID, created_at: '2026-11-21T10:00:00.000Z' }),
    );
    const { user } = renderPage();
    await fillForm(user);
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Send another request' }));

    expect(screen.getByLabelText('Your name')).toHaveValue('');
    await fillForm(user);
    await user.click(sendButton());
    await screen.findByRole('heading', { name: "Thanks — we've received your request" });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentRequest(1).headers.get('idempotency-key')).toMatch(UUID);
    expect(sentRequest(1).headers.get('idempotency-key')).not.toBe(
      sentRequest(0).headers.get('idempotency-key'),
    );
  });
});
