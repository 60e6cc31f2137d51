import { chatMessage, CLIENT_ID, conversation, FILMMAKER_ID, ROOM } from './chat-fixtures';
import { paramsOfTarget, targetFromParams, viewerRoleOfPath } from './chat-target';
import type { ChatViewerIdentity } from './message-status';

const filmmaker: ChatViewerIdentity = { role: 'filmmaker', entityId: FILMMAKER_ID };
const client: ChatViewerIdentity = { role: 'client', entityId: CLIENT_ID };

describe('the viewer role (docs/product.md §2)', () => {
  it('is read from the path', () => {
    expect(viewerRoleOfPath('/client/dashboard/messages')).toBe('client');
    expect(viewerRoleOfPath('/admin/dashboard/messages')).toBe('admin');
    expect(viewerRoleOfPath('/filmmaker/dashboard/messages')).toBe('filmmaker');
    expect(viewerRoleOfPath('/dashboard')).toBe('filmmaker');
  });
});

describe('opening a conversation from the query', () => {
  it('opens the room with the named party even before any message, with the given name and picture', () => {
    const params = new URLSearchParams({
      id: FILMMAKER_ID,
      role: 'filmmaker',
      name: 'Maya Okafor',
      avatar: 'https://cdn.example/maya.jpg',
    });
    expect(targetFromParams(params, client, [])).toEqual({
      kind: 'target',
      target: {
        roomName: ROOM,
        title: 'Maya Okafor',
        avatarUrl: 'https://cdn.example/maya.jpg',
        other: { entityId: FILMMAKER_ID, role: 'filmmaker' },
      },
    });
  });

  it('prefers what the conversation list knows', () => {
    const params = new URLSearchParams({ id: CLIENT_ID, role: 'client', name: 'Old name' });
    const result = targetFromParams(params, filmmaker, [conversation({ last_message: chatMessage() })]);
    expect(result.kind === 'target' && result.target.title).toBe('Northlight Studio');
  });

  it('refuses a party of the viewer’s own role, and a picture link that is not http(s)', () => {
    expect(targetFromParams(new URLSearchParams({ id: 'x', role: 'client' }), client, []).kind).toBe(
      'invalid',
    );
    const result = targetFromParams(
      new URLSearchParams({ id: CLIENT_ID, role: 'client', avatar: 'javascript:alert(1)' }),
      filmmaker,
      [],
    );
    expect(result.kind === 'target' && result.target.avatarUrl).toBeNull();
  });

  it('opens rooms by name for admins, and round-trips through the query', () => {
    const admin: ChatViewerIdentity = { role: 'admin', entityId: null };
    const result = targetFromParams(new URLSearchParams({ room: ROOM }), admin, [conversation()]);
    expect(result.kind === 'target' && result.target.title).toBe('Northlight Studio and Maya Okafor');
    if (result.kind === 'target') expect(paramsOfTarget(result.target)).toEqual({ room: ROOM });
  });
});
