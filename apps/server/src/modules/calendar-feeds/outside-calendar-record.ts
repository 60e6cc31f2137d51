import { calendarAddressHost, type OutsideCalendar } from '@reelhire/shared/calendar-feeds';
import type { Config } from '../../config.ts';
import type { outsideCalendars } from '../../db/schema/calendar-feeds.ts';

// An outside calendar on the wire (decision 0092): its host only, never the address, which is a password.

export type OutsideCalendarRow = typeof outsideCalendars.$inferSelect;

export function serializeOutsideCalendar(row: OutsideCalendarRow): OutsideCalendar {
  return {
    id: row.id,
    label: row.label,
    host: calendarAddressHost(row.address),
    synced_at: row.syncedAt?.toISOString() ?? null,
    sync_error: row.syncError,
    busy_slots: row.busySlots,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What fetching outside calendars needs from the configuration. */
export interface OutsideCalendarSettings {
  /** Loopback and private addresses may be fetched (tests, a LAN); never in production. */
  privateNetwork: boolean;
  /** The feed's UID domain: our own events copied into an outside calendar block nothing. */
  uidDomain: string;
}

export function outsideCalendarSettings(
  config: Pick<Config, 'publicUrl' | 'outsideCalendarsPrivateNetwork'>,
): OutsideCalendarSettings {
  return { privateNetwork: config.outsideCalendarsPrivateNetwork, uidDomain: new URL(config.publicUrl).host };
}
