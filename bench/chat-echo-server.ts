// The chat benchmark's baselines, in their own process (`node chat-echo-server.ts`, PORT from the
// environment): a bare Socket.IO server with the real one's options that joins whatever room it is asked to
// and broadcasts each message to that room (sender included, like the real server), storing nothing. A
// message arrives either as the socket's 'send' event (the bare Socket.IO echo) or as an HTTP POST to the
// same path as the real API (plain node:http, the body parsed and answered 201 as JSON): the same
// transports as the real send path, with none of its work.
import { createServer } from 'node:http';
import { channelName } from '@reelhire/shared/chat-rooms';
import {
  REALTIME_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@reelhire/shared/chat-realtime';
import { type MessageRecord, type PostMessageInput } from '@reelhire/shared/chat-messages';
import { REALTIME } from '@reelhire/shared/constants';
import { Server } from 'socket.io';

const http = createServer((request, response) => {
  if (request.method !== 'POST') {
    response.end('ok');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const message = broadcast(JSON.parse(Buffer.concat(chunks).toString()) as PostMessageInput);
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(message));
  });
});
const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
  path: REALTIME_PATH,
  serveClient: false,
  pingInterval: REALTIME.heartbeatMs,
  pingTimeout: 20_000,
  maxHttpBufferSize: 256 * 1024,
});

function broadcast(payload: PostMessageInput): MessageRecord {
  const channel = channelName(payload.room_name);
  const message = { ...payload, created_at: new Date().toISOString() } as unknown as MessageRecord;
  io.to(channel).emit('message', { channel, message });
  return message;
}

io.on('connection', (socket) => {
  socket.on('join', async ({ room_name }, ack) => {
    const channel = channelName(room_name);
    await socket.join(channel);
    ack({ ok: true, data: { room_name, channel, as: 'client', entity_id: null, presence: [], last_seq: 0 } });
  });
  socket.on('send', (payload, ack) => ack({ ok: true, data: broadcast(payload) }));
});
// Fastify's idle keep-alive (72 s), not node:http's 5 s: a party sending every few seconds keeps its connection.
http.keepAliveTimeout = 72_000;
http.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  process.exit(0);
});
