import { REALTIME_PATH } from '@reelhire/shared/chat-realtime';
import { io } from 'socket.io-client';
import { createRealtimeSocket } from './realtime-client';

vi.mock('socket.io-client', () => ({ io: vi.fn(() => ({ on: vi.fn() })) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the realtime socket', () => {
  it('connects to this origin at the realtime path with the key and token, without its own reconnection', () => {
    createRealtimeSocket({ apikey: 'anon', token: 'jwt' });
    expect(io).toHaveBeenCalledWith(window.location.origin, {
      path: REALTIME_PATH,
      auth: { apikey: 'anon', token: 'jwt' },
      reconnection: false,
    });
  });
});
