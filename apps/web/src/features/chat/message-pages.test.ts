import { MESSAGES } from '@reelhire/shared/constants';
import { chatMessage } from './chat-fixtures';
import {
  addMessages,
  applyStatusChanges,
  flattenMessages,
  newestSeq,
  olderPageParam,
  type MessagePages,
} from './message-pages';

const page = (messages = [chatMessage()]) => ({ messages, fetched: messages.length });

describe('paging (docs/product.md §4)', () => {
  it('asks for an older page before the oldest loaded message while pages come back full', () => {
    const messages = Array.from({ length: MESSAGES.pageSize }, (_, i) => chatMessage({ seq: 1000 - i }));
    const oldest = messages.at(-1)!;
    expect(olderPageParam(page(messages))).toBe(oldest.created_at);
  });

  it('stops after a page with fewer than 50 messages', () => {
    expect(MESSAGES.pageSize).toBe(50);
    expect(olderPageParam(page(Array.from({ length: 49 }, () => chatMessage())))).toBeUndefined();
    expect(olderPageParam(page([]))).toBeUndefined();
  });

  it('counts what the API returned, not live messages added since', () => {
    const first = page([chatMessage()]);
    const { data } = addMessages(
      { pages: [first], pageParams: [null] },
      Array.from({ length: MESSAGES.pageSize }, () => chatMessage()),
    );
    expect(olderPageParam(data.pages[0]!)).toBeUndefined();
  });
});

describe('the held messages', () => {
  it('are flattened oldest first, each once', () => {
    const a = chatMessage({ seq: 5 });
    const b = chatMessage({ seq: 6 });
    const data: MessagePages = { pages: [page([b, a]), page([a])], pageParams: [null, 'x'] };
    expect(flattenMessages(data).map((m) => m.seq)).toEqual([5, 6]);
    expect(newestSeq(data)).toBe(6);
  });

  it('take new messages once, and a newer copy never lowers a status', () => {
    const held = chatMessage({ seq: 7, status: 'read' });
    const data: MessagePages = { pages: [page([held])], pageParams: [null] };
    const fresh = chatMessage({ seq: 8 });
    const result = addMessages(data, [fresh, { ...held, status: 'delivered' }, fresh]);
    expect(result.added.map((m) => m.id)).toEqual([fresh.id]);
    expect(flattenMessages(result.data).map((m) => [m.seq, m.status])).toEqual([
      [7, 'read'],
      [8, 'sent'],
    ]);
  });

  it('only move statuses forward', () => {
    const message = chatMessage({ status: 'delivered' });
    const data: MessagePages = { pages: [page([message])], pageParams: [null] };
    expect(applyStatusChanges(data, [{ id: message.id, status: 'sent' }])).toBe(data);
    const read = applyStatusChanges(data, [{ id: message.id, status: 'read' }]);
    expect(flattenMessages(read)[0]!.status).toBe('read');
  });
});
