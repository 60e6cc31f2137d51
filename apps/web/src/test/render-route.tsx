import type { AuthCheckResult } from '@reelhire/shared/auth-check';
import { ROUTES } from '@reelhire/shared/routes';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { clientRecord, filmmakerRecord } from './fake-records';
import { TestProviders } from './test-providers';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders one page of the route table at `url` (with its route entry, so it has its title), inside the
 * app's providers; any other path shows where the page navigated to.
 */
export function renderRoute(pattern: string, Page: ComponentType, url: string = pattern, state?: unknown) {
  const route = ROUTES.find((def) => def.path === pattern);
  if (!route) throw new Error(`No route ${pattern}`);
  const parsed = new URL(url, 'http://localhost');
  const router = createMemoryRouter(
    [
      { path: pattern, element: <Page />, handle: { route } },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [{ pathname: parsed.pathname, search: parsed.search, hash: parsed.hash, state }] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

interface AuthApiAnswers {
  /** Merged over a pre-check that lets an existing account go on. */
  authCheck?: Partial<AuthCheckResult>;
  google?: boolean;
  /** The flags of the user's filmmaker and client records alike. */
  records?: { verified: boolean; setup: boolean }[];
}

/** Stubs fetch for the auth pages' own calls: the pre-check, auth settings, welcome email and records. */
export function stubAuthApi(answers: AuthApiAnswers = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.endsWith('/functions/v1/auth-check')) {
      return Response.json({
        canProceed: true,
        error: null,
        isGoogleAccount: false,
        isExistingAccount: true,
        ...answers.authCheck,
      });
    }
    if (url.endsWith('/auth/v1/settings'))
      return Response.json({ external: { google: answers.google ?? true } });
    if (url.endsWith('/functions/v1/welcome-email')) return Response.json({ success: true });
    const records = answers.records ?? [];
    if (url.includes('/rest/v1/filmmakers'))
      return Response.json(records.map((flags) => filmmakerRecord(flags)));
    if (url.includes('/rest/v1/clients')) return Response.json(records.map((flags) => clientRecord(flags)));
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies fetch was called with for a path. */
export function bodiesSentTo(fetchMock: ReturnType<typeof stubAuthApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)));
}
