/** The bell's queries, under one root so a read or a push refreshes both. */
export const NOTIFICATIONS_QUERY_ROOT = ['notifications'] as const;
export const notificationsListKey = (userId: string | undefined) =>
  [...NOTIFICATIONS_QUERY_ROOT, 'list', userId] as const;
export const unreadCountKey = (userId: string | undefined) =>
  [...NOTIFICATIONS_QUERY_ROOT, 'unread', userId] as const;
