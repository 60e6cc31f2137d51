import { createHash } from 'node:crypto';
import { REALTIME } from './constants.ts';
import { channelName, roomName } from './chat-rooms.ts';
import { sha256Hex } from './sha256.ts';

const FILMMAKER = '7d3c1a52-1b8e-4c1e-9a51-3f6f0b2a9e10';
const CLIENT_A = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const CLIENT_B = 'f9e8d7c6-b5a4-4938-8271-605f4e3d2c1b';

test('the digest is SHA-256, as node computes it', () => {
  for (const text of ['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'é'.repeat(70)]) {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
  }
});

test('two conversations with the same filmmaker get different channels within 100 characters', () => {
  const a = channelName(roomName(CLIENT_A, FILMMAKER));
  const b = channelName(roomName(CLIENT_B, FILMMAKER));
  expect(a).not.toBe(b);
  expect(a).not.toContain(FILMMAKER);
  for (const channel of [a, b]) {
    expect(channel.length).toBeLessThanOrEqual(REALTIME.maxChannelNameLength);
    expect(channel.startsWith('chat-room:')).toBe(true);
  }
  // The same room always maps to the same channel, in every process and in the browser.
  expect(channelName(roomName(CLIENT_A, FILMMAKER))).toBe(a);
});

test('a short room name keeps SPEC’s prefixed name', () => {
  expect(channelName('chat_client_c1_filmmaker_f1')).toBe('chat-room:chat_client_c1_filmmaker_f1');
});
