import {
  ATTACHMENTS,
  AUTH,
  CHAT_UI,
  DATA_CACHE,
  EMAIL,
  LOADING,
  MESSAGES,
  REALTIME,
  SIDEBAR,
  SUPPORT_WIDGET,
  TOASTS,
  VOICE,
} from './constants.ts';

// Every expectation below is written in the SPEC's own units (seconds, minutes, hours) and converted here,
// so that a slip in the constants' arithmetic shows up as a failure.
const seconds = (n: number) => n * 1000;
const minutes = (n: number) => seconds(n * 60);
const hours = (n: number) => minutes(n * 60);

describe('docs/product.md §9 constants', () => {
  test('accounts: minimum password 6, new Google account window 5 minutes, session cache 5 minutes', () => {
    expect(AUTH).toEqual({
      minPasswordLength: 6,
      newGoogleAccountWindowMs: minutes(5),
      sessionCacheMs: minutes(5),
    });
  });

  test('toasts: one at a time, top-right, light theme, sign-in conflict toast 5 s', () => {
    expect(TOASTS).toEqual({
      visibleToasts: 1,
      signInConflictToastMs: seconds(5),
      position: 'top-right',
      theme: 'light',
    });
  });

  test('data cache: fresh 5 minutes, kept 30 minutes, no refetch on window focus, one retry', () => {
    expect(DATA_CACHE).toEqual({
      staleTimeMs: minutes(5),
      gcTimeMs: minutes(30),
      refetchOnWindowFocus: false,
      retry: 1,
    });
  });

  test('messages: page size 50, auto-scroll within 100 px', () => {
    expect(MESSAGES).toEqual({ pageSize: 50, autoScrollThresholdPx: 100 });
  });

  test('realtime: channels, sweeps, delays, timeouts, reconnects and heartbeat', () => {
    expect(REALTIME).toEqual({
      maxChannels: 5,
      cleanupSweepMs: seconds(10),
      pendingCleanupDelayMs: seconds(5),
      pendingCleanupDelayMobileMs: seconds(15),
      joinDelayMs: 300,
      joinDelayMobileMs: seconds(1),
      joinTimeoutMs: seconds(10),
      // Section 4: subscription timeout 10 s, channel error retry 5 s, too many connections 5 s (10 s mobile).
      subscriptionTimeoutMs: seconds(10),
      healthCheckMs: seconds(30),
      maxReconnects: 5,
      reconnectBackoffStartMs: seconds(1),
      reconnectBackoffCapMs: seconds(10),
      reconnectMinGapMs: seconds(2),
      channelErrorRetryMs: seconds(5),
      tooManyConnectionsRetryMs: seconds(5),
      tooManyConnectionsRetryMobileMs: seconds(10),
      heartbeatMs: seconds(15),
      // Section 3: channel names over 100 characters use the room name's last two parts.
      maxChannelNameLength: 100,
    });
  });

  test('attachments: cache 23 hours, purge 2 s after load, stack of 4, carousel mobile at 768 px', () => {
    expect(ATTACHMENTS).toEqual({
      cacheTtlMs: hours(23),
      purgeDelayAfterLoadMs: seconds(2),
      maxStackCards: 4,
      carouselMobileBreakpointPx: 768,
    });
  });

  test('mobile chat sheet is 70% of the screen height', () => {
    expect(CHAT_UI).toEqual({ mobileSheetHeightRatio: 0.7 });
  });

  test('email: preview 100 characters, payment reminder high priority from 5 days overdue', () => {
    expect(EMAIL).toEqual({ previewLength: 100, paymentReminderHighPriorityDaysOverdue: 5 });
  });

  test('voice: 300 s, 48000 Hz mono, 1 s chunks, 200 ms hold, 50 waveform points (25 shown), 32 kbps', () => {
    expect(VOICE).toEqual({
      maxDurationSeconds: 300,
      sampleRate: 48000,
      channelCount: 1,
      chunkIntervalMs: seconds(1),
      holdToRecordMs: 200,
      waveformPoints: 50,
      waveformPointsShown: 25,
      // In the SPEC's order of preference: mp4, mpeg, webm opus, webm, ogg opus.
      preferredMimeTypes: [
        'audio/mp4',
        'audio/mpeg',
        'audio/webm;codecs=opus',
        'audio/webm',
        'audio/ogg;codecs=opus',
      ],
      opusBitsPerSecond: 32_000,
    });
  });

  test('support widget is re-hidden every 1 s for 10 s after a sign-in state change', () => {
    expect(SUPPORT_WIDGET).toEqual({ rehideIntervalMs: seconds(1), rehideWindowMs: seconds(10) });
  });

  test('loading screen texts', () => {
    expect(LOADING).toEqual({
      defaultMessage: 'Loading...',
      checkingMessage: 'Checking account requirements...',
    });
  });

  test('sidebar open state is kept as sidebar-open and starts closed', () => {
    expect(SIDEBAR).toEqual({ storageKey: 'sidebar-open', defaultOpen: false });
  });
});
