import { MB } from '@reelhire/shared/file-kinds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as UploadFileModule from '@/lib/upload-file';
import { uploadFile } from '@/lib/upload-file';
import { fileRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { CreateProjectPage, EditProjectPage } from './project-form-page';
import { aProject, kit, requestsTo, signInAsClient, stubApi } from './projects-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});
vi.mock('@/lib/upload-file', async (importOriginal) => {
  const actual = await importOriginal<typeof UploadFileModule>();
  return { ...actual, uploadFile: vi.fn() };
});
const uploadMock = vi.mocked(uploadFile);

// The browser's own accept filter is off so that a wrong type reaches the form, as a drop would.
const user = userEvent.setup({ applyAccept: false });
const CREATE = '/client/dashboard/projects/create';
const EDIT = '/client/dashboard/projects/:projectId/edit';

const pdf = (name: string, size = 2048) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const fileList = () => within(screen.getByRole('list', { name: 'Reference files' }));

beforeEach(() => {
  signInAsClient();
  uploadMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('reference files on the project form', () => {
  it('uploads picked files with their progress, lists them, and sends the ones kept', async () => {
    let finish: (() => void) | undefined;
    uploadMock.mockImplementation(({ file, onProgress }) => {
      onProgress?.(0.4);
      const record = fileRecord({
        id: file.name === 'treatment.pdf' ? '11111111-1111-4111-8111-111111111111' : undefined,
        original_name: file.name,
        size_bytes: file.size,
      });
      // The treatment finishes when the test says so; the rest at once.
      return file.name === 'treatment.pdf'
        ? new Promise((resolve) => (finish = () => resolve(record)))
        : Promise.resolve(record);
    });
    const fetchMock = stubApi(({ method, url, body }) =>
      method === 'POST' && url.pathname === '/api/rest/v1/projects'
        ? Response.json(aProject({ id: 'new-project', ...(body as object) }), { status: 201 })
        : undefined,
    );
    renderRoute(CREATE, CreateProjectPage);
    await user.type(screen.getByLabelText('Project title'), 'Spring campaign for Northwind');
    await user.selectOptions(screen.getByLabelText('Production type'), 'Commercial');
    await user.click(screen.getByLabelText('Can be done remotely'));
    await user.upload(screen.getByLabelText('Choose reference files'), [
      pdf('treatment.pdf', 3 * MB),
      pdf('old draft.pdf'),
    ]);

    expect(uploadMock).toHaveBeenCalledWith(expect.objectContaining({ kind: 'project_reference' }));
    expect(fileList().getByText('Uploading 40% of 3 MB')).toBeInTheDocument();
    expect(fileList().getByRole('progressbar', { name: 'Uploading treatment.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // Saving waits for the uploads.
    expect(screen.getByRole('button', { name: 'Create project' })).toBeDisabled();
    expect(screen.getByText(/can be saved once the files have finished uploading/)).toBeInTheDocument();

    await user.click(fileList().getByRole('button', { name: 'Remove old draft.pdf' }));
    expect(screen.queryByText('old draft.pdf')).not.toBeInTheDocument();
    finish!();
    expect(await fileList().findByText('3 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/rest/v1/projects')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST', '/rest/v1/projects')[0]!.body).toMatchObject({
      reference_file_ids: ['11111111-1111-4111-8111-111111111111'],
    });
  });

  it('says on the file why a wrong type or a file too large is not uploaded', async () => {
    stubApi(() => undefined);
    renderRoute(CREATE, CreateProjectPage);
    await user.upload(screen.getByLabelText('Choose reference files'), [
      new File(['PK'], 'everything.zip', { type: 'application/zip' }),
      pdf('rushes.pdf', 300 * MB),
    ]);
    expect(
      fileList().getByText('Upload an image, a PDF, a video (MP4, MOV or WebM) or an office document'),
    ).toBeInTheDocument();
    expect(
      fileList().getByText('The file is larger than the 200 MB allowed for a reference file'),
    ).toBeInTheDocument();
    expect(uploadMock).not.toHaveBeenCalled();
    // Refused files are not waited for.
    expect(screen.getByRole('button', { name: 'Create project' })).toBeEnabled();
  });

  it('lists the files attached earlier and takes no more than ten', async () => {
    uploadMock.mockImplementation(async ({ file }) =>
      fileRecord({ id: crypto.randomUUID(), original_name: file.name, size_bytes: file.size }),
    );
    const attached = Array.from({ length: 8 }, (_, index) => ({
      id: `00000000-0000-4000-8000-00000000000${index}`,
      file_name: `board ${index + 1}.pdf`,
      mime_type: 'application/pdf',
      file_size: 1024,
      url: null,
    }));
    const fetchMock = stubApi(({ url }) => {
      if (url.pathname !== `/api/rest/v1/projects/${aProject().id}`) return undefined;
      return Response.json(aProject({ reference_files: attached }));
    });
    renderRoute(EDIT, EditProjectPage, `/client/dashboard/projects/${aProject().id}/edit`);
    expect(await screen.findByText('board 8.pdf')).toBeInTheDocument();
    expect(fileList().getAllByText('1 KB')).toHaveLength(8);

    await user.upload(screen.getByLabelText('Choose reference files'), [
      pdf('a.pdf'),
      pdf('b.pdf'),
      pdf('c.pdf'),
    ]);
    expect(
      screen.getByText('A project takes at most 10 reference files: the rest were left out'),
    ).toBeInTheDocument();
    expect(screen.queryByText('c.pdf')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add files' })).not.toBeInTheDocument();
    expect(screen.getByText(/remove one to add another/)).toBeInTheDocument();

    await user.click(fileList().getByRole('button', { name: 'Remove board 1.pdf' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT', `/rest/v1/projects/${aProject().id}`)).toHaveLength(1),
    );
    const sent = requestsTo(fetchMock, 'PUT', `/rest/v1/projects/${aProject().id}`)[0]!.body as {
      reference_file_ids: string[];
    };
    expect(sent.reference_file_ids).toHaveLength(9);
    expect(sent.reference_file_ids).not.toContain(attached[0]!.id);
  });
});
