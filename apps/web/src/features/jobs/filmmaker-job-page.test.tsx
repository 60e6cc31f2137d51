import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { FilmmakerJobPage } from './filmmaker-job-page';
import { aJob, JOB_ID, kit, PROJECT_ID, signInAs, stubApi } from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const PATTERN = '/filmmaker/dashboard/jobs/:jobId';
const URL_ = `/filmmaker/dashboard/jobs/${JOB_ID}`;

const stubJob = (job = aJob()) =>
  stubApi(({ url }) => (url.pathname === `/api/rest/v1/jobs/${JOB_ID}` ? Response.json(job) : undefined));

afterEach(() => vi.unstubAllGlobals());

describe('a job as a filmmaker sees it', () => {
  it('shows the job and an Apply link to a verified filmmaker', async () => {
    signInAs('filmmaker');
    stubJob();
    renderRoute(PATTERN, FilmmakerJobPage, URL_);
    expect(await screen.findByRole('heading', { name: 'Director of photography' })).toBeInTheDocument();
    expect(
      screen.getByText('Lighting and camera for three commercial spots in a studio.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Apply' })).toHaveAttribute('href', `${URL_}/apply`);
  });

  it('tells an unverified filmmaker that applying needs verification, instead of the button', async () => {
    signInAs('filmmaker', { verified: false });
    stubJob();
    renderRoute(PATTERN, FilmmakerJobPage, URL_);
    expect(await screen.findByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/filmmaker/verify-identity',
    );
    expect(screen.getByText(/Applying needs a verified identity/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('shows a filled or closed job with its state and no Apply link', async () => {
    signInAs('filmmaker');
    stubJob(aJob({ status: 'filled' }));
    renderRoute(PATTERN, FilmmakerJobPage, URL_);
    expect(await screen.findByRole('heading', { name: 'Director of photography' })).toBeInTheDocument();
    expect(
      screen.getByText('This job has been filled, so it is no longer taking applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('says a closed job was closed by its client', async () => {
    signInAs('filmmaker');
    stubJob(aJob({ status: 'closed' }));
    renderRoute(PATTERN, FilmmakerJobPage, URL_);
    expect(
      await screen.findByText('The client has closed this job, so it is no longer taking applications.'),
    ).toBeInTheDocument();
  });

  it('shows the client’s reference links and files, each opening in a new tab', async () => {
    signInAs('filmmaker');
    stubApi(({ url }) => {
      if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(aJob());
      if (url.pathname === `/api/rest/v1/projects/${PROJECT_ID}/references`) {
        return Response.json({
          reference_links: ['https://example.com/moodboard'],
          reference_files: [
            {
              id: '11111111-1111-4111-8111-111111111111',
              file_name: 'treatment.pdf',
              mime_type: 'application/pdf',
              file_size: 3 * 1024 * 1024,
              url: '/api/files/11111111-1111-4111-8111-111111111111?signature=x',
            },
          ],
        });
      }
      return undefined;
    });
    renderRoute(PATTERN, FilmmakerJobPage, URL_);
    const references = await screen.findByRole('region', { name: /^References for / });
    const file = within(references).getByRole('link', { name: 'treatment.pdf' });
    expect(file).toHaveAttribute('href', '/api/files/11111111-1111-4111-8111-111111111111?signature=x');
    expect(file).toHaveAttribute('target', '_blank');
    expect(within(references).getByText('· 3 MB')).toBeInTheDocument();
    expect(
      within(references).getByRole('link', { name: 'https://example.com/moodboard' }),
    ).toBeInTheDocument();
  });

  it('shows no references when the filmmaker may not read them', async () => {
    signInAs('filmmaker');
    const fetchMock = stubJob();
    renderRoute(PATTERN, FilmmakerJobPage, URL_);
    expect(await screen.findByRole('heading', { name: 'Director of photography' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/references'))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: /^References/ })).not.toBeInTheDocument();
  });
});
