import { attachment, documentAttachment, pdfAttachment } from '../attachments/attachment-test-kit';
import { buildRoomMedia } from './use-room-media';

describe('buildRoomMedia', () => {
  it('keeps media with a link, adds sender and time, oldest message first', () => {
    const late = attachment({ message_id: 'late' });
    const early1 = attachment({ message_id: 'early' });
    const early2 = pdfAttachment({ message_id: 'early' });
    const media = buildRoomMedia(
      {
        late: [late, documentAttachment({ message_id: 'late' })],
        early: [early1, attachment({ signed_url: null }), early2],
        orphan: [attachment({ message_id: 'orphan', created_at: '2025-01-01T00:00:00.000Z' })],
      },
      new Map([
        ['late', { id: 'late', user_name: 'Sam', created_at: '2025-03-02T00:00:00Z' }],
        ['early', { id: 'early', user_name: 'Maya', created_at: '2025-03-01T00:00:00Z' }],
      ]),
    );
    expect(media.map((item) => [item.message_id, item.user_name])).toEqual([
      ['orphan', ''],
      ['early', 'Maya'],
      ['early', 'Maya'],
      ['late', 'Sam'],
    ]);
    expect(media[1]!.attachment_id).toBe(early1.attachment_id);
    expect(media[2]!.attachment_id).toBe(early2.attachment_id);
    expect(media[0]!.message_created_at).toBe('2025-01-01T00:00:00.000Z');
  });
});
