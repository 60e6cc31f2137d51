// Every number of docs/product.md §9 (and the few numbers SPEC states elsewhere) lives here, once.
// Web and server import these; tests assert them against the SPEC's own values.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const AUTH = {
  minPasswordLength: 6,
  /** A Google account created within this window is treated as new. */
  newGoogleAccountWindowMs: 5 * MINUTE,
  /** The access guard caches its session check this long; any auth state change clears it. */
  sessionCacheMs: 5 * MINUTE,
} as const;

export const TOASTS = {
  /** Product setting: one toast visible at a time. */
  visibleToasts: 1,
  signInConflictToastMs: 5 * SECOND,
  position: 'top-right',
  theme: 'light',
} as const;

/** TanStack Query defaults (docs/product.md §9 "Data cache"). */
export const DATA_CACHE = {
  staleTimeMs: 5 * MINUTE,
  gcTimeMs: 30 * MINUTE,
  refetchOnWindowFocus: false,
  retry: 1,
} as const;

export const MESSAGES = {
  pageSize: 50,
  /** The list auto-scrolls to the newest message only when the reader is this close to it. */
  autoScrollThresholdPx: 100,
} as const;

export const REALTIME = {
  maxChannels: 5,
  cleanupSweepMs: 10 * SECOND,
  pendingCleanupDelayMs: 5 * SECOND,
  pendingCleanupDelayMobileMs: 15 * SECOND,
  joinDelayMs: 300,
  joinDelayMobileMs: 1 * SECOND,
  joinTimeoutMs: 10 * SECOND,
  subscriptionTimeoutMs: 10 * SECOND,
  healthCheckMs: 30 * SECOND,
  maxReconnects: 5,
  reconnectBackoffStartMs: 1 * SECOND,
  reconnectBackoffCapMs: 10 * SECOND,
  reconnectMinGapMs: 2 * SECOND,
  channelErrorRetryMs: 5 * SECOND,
  tooManyConnectionsRetryMs: 5 * SECOND,
  tooManyConnectionsRetryMobileMs: 10 * SECOND,
  heartbeatMs: 15 * SECOND,
  /** Channel names longer than this use only the room name's last two parts. */
  maxChannelNameLength: 100,
} as const;

export const ATTACHMENTS = {
  cacheTtlMs: 23 * HOUR,
  purgeDelayAfterLoadMs: 2 * SECOND,
  maxStackCards: 4,
  carouselMobileBreakpointPx: 768,
} as const;

export const CHAT_UI = {
  /** Mobile chat bottom sheet height, as a share of the screen. */
  mobileSheetHeightRatio: 0.7,
} as const;

export const EMAIL = {
  previewLength: 100,
  /** Payment reminders become high priority from this many days overdue. */
  paymentReminderHighPriorityDaysOverdue: 5,
} as const;

export const VOICE = {
  maxDurationSeconds: 300,
  sampleRate: 48000,
  channelCount: 1,
  chunkIntervalMs: 1 * SECOND,
  holdToRecordMs: 200,
  waveformPoints: 50,
  waveformPointsShown: 25,
  preferredMimeTypes: [
    'audio/mp4',
    'audio/mpeg',
    'audio/webm;codecs=opus',
    'audio/webm',
    'audio/ogg;codecs=opus',
  ],
  opusBitsPerSecond: 32000,
} as const;

export const SUPPORT_WIDGET = {
  /** After a sign-in state change the widget is re-hidden every second for ten seconds. */
  rehideIntervalMs: 1 * SECOND,
  rehideWindowMs: 10 * SECOND,
} as const;

export const LOADING = {
  defaultMessage: 'Loading...',
  checkingMessage: 'Checking account requirements...',
} as const;

export const SIDEBAR = {
  storageKey: 'sidebar-open',
  defaultOpen: false,
} as const;

/**
 * Answers that are the same for every visitor who is not signed in, kept by each server process for a few
 * seconds (decision 0090): the talent directory's API answers and the public pages the server draws. The
 * browser keeps what it was answered for minutes anyway (DATA_CACHE); signed-in callers are answered afresh.
 */
export const ANONYMOUS_CACHE = {
  ttlMs: 5 * SECOND,
  /** Distinct directory searches kept at once (about 13 KB each); the oldest goes first. */
  directoryAnswers: 200,
  /** Distinct pages kept at once (20-100 KB of HTML each); the oldest goes first. */
  pages: 100,
} as const;

export const DISPUTES = {
  /** Days the other party has to answer a dispute before it goes to Reelhire's admins anyway (decision 0061). */
  responseDays: 5,
  /** The most evidence files one side attaches to a dispute. */
  maxEvidenceFiles: 10,
} as const;
