export const ANNOUNCEMENTS_QUERY_ROOT = ['announcements'] as const;
