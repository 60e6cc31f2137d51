import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fetchLink, uploaded } from '../files/upload-test-kit.ts';
import { bookedWork, fundEscrow, milestoneAction } from './booking-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const cut = Buffer.from([0, 0x9f, 0x10, 0xff, 0, 1, 2, 3]);

test('a delivery can carry uploaded files, which both parties open by signed link', async () => {
  const { client, filmmaker, booking } = await bookedWork(t, 'files');
  await fundEscrow(t, booking);
  const milestone = booking.milestones[0]!;
  const file = await uploaded(t, {
    token: filmmaker.token,
    kind: 'deliverable',
    name: 'A001_C002.braw',
    data: cut,
  });
  // Someone else's upload, or an upload of another kind, is not the filmmaker's to deliver.
  const clientsFile = await uploaded(t, {
    token: client.token,
    kind: 'deliverable',
    name: 'brief.braw',
    data: cut,
  });
  const refused = await milestoneAction(t, filmmaker, milestone.id, 'submit', { file_ids: [clientsFile.id] });
  expect(refused.status).toBe(400);

  const submitted = await milestoneAction(t, filmmaker, milestone.id, 'submit', { file_ids: [file.id] });
  expect(submitted.status).toBe(200);
  expect(submitted.body.milestones[0]!.deliverables[0]).toMatchObject({
    note: null,
    links: [],
    files: [{ id: file.id, name: 'A001_C002.braw', size_bytes: cut.length, url: expect.any(String) }],
  });
  const seen = (await milestoneAction(t, client, milestone.id, 'approve')).body;
  const link = seen.milestones[0]!.deliverables[0]!.files[0]!.url!;
  const download = await fetchLink(t, link);
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(cut)).toBe(true);
});
