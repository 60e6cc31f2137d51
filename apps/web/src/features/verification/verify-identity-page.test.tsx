import { fileTooLargeMessage, MB } from '@reelhire/shared/file-kinds';
import { VERIFICATION_TEXTS, type MyVerification } from '@reelhire/shared/verification';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_QUERY_KEY } from '@/lib/account-records';
import type * as UploadFileModule from '@/lib/upload-file';
import { uploadFile } from '@/lib/upload-file';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { pages } from './routes';
import { fileRecord, myVerification, submission } from './verification-fixtures';
import { VerifyIdentityPage } from './verify-identity-page';
import { clientRecord, filmmakerRecord } from '@/test/fake-records';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

// The upload goes through XMLHttpRequest; the real size and type checks (uploadProblem) stay.
vi.mock('@/lib/upload-file', async (importOriginal) => {
  const actual = await importOriginal<typeof UploadFileModule>();
  return { ...actual, uploadFile: vi.fn() };
});
const uploadMock = vi.mocked(uploadFile);

const user = userEvent.setup();
const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

interface Api {
  /** What GET /verification/me answers, in turn (the last one repeats). */
  states: MyVerification[];
  submit?: () => Response;
}

function stubApi(api: Api) {
  const states = [...api.states];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/rest/v1/filmmakers')) {
      return Response.json([filmmakerRecord({ verified: false, setup: true })]);
    }
    if (url.startsWith('/api/rest/v1/clients')) {
      return Response.json([clientRecord({ verified: false, setup: true })]);
    }
    if (url.startsWith('/api/rest/v1/verification/me') && method === 'GET') {
      const state = states.length > 1 ? states.shift()! : states[0]!;
      return Response.json(state);
    }
    if (url === '/api/rest/v1/verification/me' && method === 'POST') {
      return api.submit?.() ?? Response.json(submission(), { status: 201 });
    }
    if (url.startsWith('/api/rest/v1/files/') && method === 'DELETE')
      return new Response(null, { status: 204 });
    return new Response(JSON.stringify({ error: `Unexpected ${method} ${url}` }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn(userType = 'filmmaker') {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType, firstName: 'Maya', lastName: 'Okafor' })));
}

function renderPage(
  path: '/filmmaker/verify-identity' | '/client/verify-identity' = '/filmmaker/verify-identity',
) {
  return renderRoute(path, VerifyIdentityPage);
}

const submitButton = () => screen.getByRole('button', { name: 'Submit for review' });
const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(`/api${path}`),
  );

beforeEach(() => {
  uploadMock.mockReset();
  uploadMock.mockImplementation(async ({ file, kind, onProgress }) => {
    onProgress?.(0.5);
    onProgress?.(1);
    return fileRecord(kind, file);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the verify-identity page', () => {
  it('is the page of both verify-identity routes', () => {
    expect(pages['/filmmaker/verify-identity']).toBe(VerifyIdentityPage);
    expect(pages['/client/verify-identity']).toBe(VerifyIdentityPage);
  });

  it('explains why, what is accepted and who sees the documents', async () => {
    signIn();
    stubApi({ states: [myVerification()] });
    renderPage();
    expect(await screen.findByText(/Verified profiles carry a badge/)).toBeInTheDocument();
    expect(screen.getByText(/apply to jobs/)).toBeInTheDocument();
    expect(screen.getByText(/each up to 15 MB/)).toBeInTheDocument();
    expect(screen.getByText(/Only the Reelhire team sees your documents/)).toBeInTheDocument();
    expect(screen.getByLabelText('Selfie')).toHaveAttribute('capture', 'user');
    expect(screen.getByLabelText('Identity document')).toHaveAttribute(
      'accept',
      expect.stringContaining('application/pdf'),
    );
    expect(screen.queryByLabelText('Business document')).not.toBeInTheDocument();
  });

  it('keeps "Submit for review" disabled until the type and both files are in, then sends them', async () => {
    signIn();
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const fetchMock = stubApi({
      states: [myVerification(), myVerification({ state: 'pending', latest: submission() })],
    });
    renderPage();
    await screen.findByLabelText('Identity document');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(/choose the type of your identity document/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(submitButton()).toBeDisabled();

    await user.upload(screen.getByLabelText('Identity document'), png('passport.png'));
    expect(await screen.findByText('passport.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Identity document you uploaded' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.upload(screen.getByLabelText('Selfie'), png('me.png'));
    expect(await screen.findByText('me.png')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();

    const [identity, selfie] = uploadMock.mock.calls.map(([options]) => options);
    expect(identity).toMatchObject({ kind: 'identity_document' });
    expect(selfie).toMatchObject({ kind: 'selfie' });
    const identityId = (await uploadMock.mock.results[0]!.value).id;
    const selfieId = (await uploadMock.mock.results[1]!.value).id;

    await user.click(submitButton());
    expect(await screen.findByText('Your documents are with our team')).toBeInTheDocument();
    const [post] = calls(fetchMock, 'POST', '/rest/v1/verification/me');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      role: 'filmmaker',
      document_type: 'passport',
      identity_document_file_id: identityId,
      selfie_file_id: selfieId,
      business_document_file_id: null,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ACCOUNT_QUERY_KEY });
  });

  it('asks a company client for a business document too', async () => {
    signIn('client');
    const fetchMock = stubApi({
      states: [myVerification({ role: 'client', business_document_required: true })],
    });
    renderPage('/client/verify-identity');
    await user.click(await screen.findByRole('radio', { name: 'Driving licence' }));
    await user.upload(screen.getByLabelText('Identity document'), pdf('licence.pdf'));
    await user.upload(screen.getByLabelText('Selfie'), png('me.png'));
    await screen.findByText('me.png');
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(/upload your business document/)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Business document'), pdf('incorporation.pdf'));
    await screen.findByText('incorporation.pdf');
    await user.click(submitButton());
    await waitFor(() => expect(calls(fetchMock, 'POST', '/rest/v1/verification/me')).toHaveLength(1));
    const body = JSON.parse(String(calls(fetchMock, 'POST', '/rest/v1/verification/me')[0]![1]!.body));
    expect(body).toMatchObject({ role: 'client', document_type: 'driving_licence' });
    expect(body.business_document_file_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a file over the size limit with the shared message, sending nothing', async () => {
    signIn();
    const fetchMock = stubApi({ states: [myVerification()] });
    renderPage();
    const big = png('huge-scan.png');
    Object.defineProperty(big, 'size', { value: 16 * MB });
    await user.upload(await screen.findByLabelText('Identity document'), big);

    expect(await screen.findByText(fileTooLargeMessage('identity_document'))).toBeInTheDocument();
    expect(screen.getByLabelText('Identity document')).toHaveAttribute('aria-invalid', 'true');
    expect(uploadMock).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
    expect(calls(fetchMock, 'GET', '/rest/v1/files')).toHaveLength(0);
    expect(submitButton()).toBeDisabled();
  });

  it('shows the upload progress, and Remove takes the file back (deleting it)', async () => {
    signIn();
    const fetchMock = stubApi({ states: [myVerification()] });
    let finish: (() => void) | undefined;
    uploadMock.mockImplementationOnce(
      ({ file, kind, onProgress }) =>
        new Promise((resolve) => {
          onProgress?.(0.4);
          finish = () => resolve(fileRecord(kind, file));
        }),
    );
    renderPage();
    await user.upload(await screen.findByLabelText('Identity document'), pdf('id.pdf'));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading identity document' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    await act(async () => finish!());
    expect(await screen.findByText('id.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove identity document' }));
    expect(screen.queryByText('id.pdf')).not.toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, 'DELETE', '/rest/v1/files/')).toHaveLength(1));
  });

  it('shows the reason of a rejection above the form', async () => {
    signIn();
    stubApi({
      states: [
        myVerification({
          state: 'rejected',
          latest: submission({
            status: 'rejected',
            rejection_reason: 'The photo of your passport is blurred.',
          }),
        }),
      ],
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your documents were not accepted: The photo of your passport is blurred. Please send them again.',
    );
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    expect(screen.getByLabelText('Identity document')).toBeInTheDocument();
  });

  it('says the documents are with the team while pending', async () => {
    signIn();
    stubApi({ states: [myVerification({ state: 'pending', latest: submission() })] });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your documents are with our team' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sent on 2 March 2026/)).toBeInTheDocument();
    expect(screen.getByText(/email you/)).toBeInTheDocument();
    expect(screen.getByText('passport-scan.jpg')).toBeInTheDocument();
    expect(screen.getByText('selfie.jpg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/filmmaker/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('shows an approval when the window regains focus, and has the guard read the account again', async () => {
    signIn('client');
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    stubApi({
      states: [
        myVerification({ role: 'client', state: 'pending', latest: submission({ role: 'client' }) }),
        myVerification({
          role: 'client',
          state: 'approved',
          verified: true,
          latest: submission({ role: 'client', status: 'approved' }),
        }),
      ],
    });
    renderPage('/client/verify-identity');
    await screen.findByText('Your documents are with our team');
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ACCOUNT_QUERY_KEY });

    act(() => window.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ACCOUNT_QUERY_KEY });
  });

  it('shows a 400 about one file under that file, and a 409 as a notice while the page catches up', async () => {
    signIn();
    let answer = () =>
      Response.json(
        {
          error: VERIFICATION_TEXTS.wrongKind('a selfie'),
          details: [{ path: '/selfie_file_id', message: VERIFICATION_TEXTS.wrongKind('a selfie') }],
        },
        { status: 400 },
      );
    stubApi({
      states: [myVerification(), myVerification({ state: 'pending', latest: submission() })],
      submit: () => answer(),
    });
    renderPage();
    await user.click(await screen.findByRole('radio', { name: 'National identity card' }));
    await user.upload(screen.getByLabelText('Identity document'), png('card.png'));
    await user.upload(screen.getByLabelText('Selfie'), png('me.png'));
    await screen.findByText('me.png');
    await user.click(submitButton());
    expect(await screen.findByText(VERIFICATION_TEXTS.wrongKind('a selfie'))).toBeInTheDocument();
    expect(screen.getByLabelText('Selfie')).toHaveAttribute('aria-invalid', 'true');

    answer = () => Response.json({ error: VERIFICATION_TEXTS.alreadyPending }, { status: 409 });
    await user.click(submitButton());
    expect(await screen.findByText(VERIFICATION_TEXTS.alreadyPending)).toBeInTheDocument();
    expect(await screen.findByText('Your documents are with our team')).toBeInTheDocument();
  });

  it('says when the state cannot be loaded', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/verification/me')
          ? Response.json({ error: VERIFICATION_TEXTS.roleNotYours('filmmaker') }, { status: 403 })
          : Response.json([]),
      ),
    );
    renderPage();
    expect(await screen.findByText('Your verification could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_TEXTS.roleNotYours('filmmaker'))).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
