// The pitching room's query keys: every key starts here and continues with the signed-in user's id, so a
// change (a save, a close) refreshes both the filmmaker's and the client's lists.
export const PITCHES_QUERY_ROOT = ['pitches'] as const;
