import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import type { Actor, StateMachine } from './state-machine.ts';
import { MACHINES, TO_DO_PARTIES, type MachineKey, type ToDoParty } from './to-dos.ts';

// In-app notifications (decision 0062). The rule that makes them: a record entering a state whose turn
// (the machines' `turns`, decision 0053) is a party's, by someone other than that party, tells that party.
// Every machine in MACHINES is covered by the same rule, so a new machine or state needs no list here.

/** What a notification from a turn says: the turn's party, its kind and its title (the turn's action). */
export interface TurnNotification {
  party: ToDoParty;
  /** `<machine>.<state>`, e.g. `offer.sent`. */
  type: string;
  title: string;
}

/**
 * The notification a record of `machine` entering `state` by `actor` makes, or null: nobody's turn, a
 * turn of Reelhire or an admin (their pages list those), or the actor's own turn (they just acted and
 * know it, as a filmmaker starting work does).
 */
export function turnNotification(
  machineKey: MachineKey,
  state: string,
  actor: Actor,
): TurnNotification | null {
  const machine = MACHINES[machineKey] as StateMachine<string, string>;
  if (!Object.hasOwn(machine.turns, state)) return null;
  const turn = machine.turns[state];
  if (!turn || !(TO_DO_PARTIES as readonly string[]).includes(turn.party)) return null;
  if (turn.party === actor) return null;
  return { party: turn.party as ToDoParty, type: `${machineKey}.${state}`, title: turn.action };
}

export const notificationSchema = z.object({
  id: z.string(),
  /** `<machine>.<state>` for a turn, `email.<email type>` for an email event, `payment.succeeded` ... */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** The in-app path where the recipient acts on it. */
  link: z.string(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationsPageSchema = pageOf(notificationSchema);
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** What the account channel's `notification` event carries: the new entry and the recipient's unread count. */
export const notificationPushSchema = z.object({
  notification: notificationSchema,
  unread_count: z.number().int(),
});
export type NotificationPush = z.infer<typeof notificationPushSchema>;
