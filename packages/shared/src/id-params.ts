import { z } from 'zod';

/**
 * Decision 0056: a path's `:id` that is not an id at all (not a UUID) answers 400 saying so, in the same
 * words on every route; "not found" is kept for a well-formed id that names nothing the caller can see.
 */
export const notAnIdMessage = (what: string) => `This is not a valid ${what} id`;

/** The `{ id }` path parameters of a route about one record of this kind ('booking', 'file', ...). */
export const idParamsSchema = (what: string) => z.object({ id: z.uuid({ error: notAnIdMessage(what) }) });
