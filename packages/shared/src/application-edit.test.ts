import { describe, expect, it } from 'vitest';
import {
  APPLICATION_EDITABLE_STATUSES,
  APPLICATION_STATUSES,
  applicationEditSchema,
  canEditApplication,
} from './applications.ts';

describe('which applications the filmmaker may edit (decision 0057)', () => {
  it('only while the client has not decided: submitted and viewed', () => {
    expect(APPLICATION_EDITABLE_STATUSES).toEqual(['submitted', 'viewed']);
    const editable = APPLICATION_STATUSES.filter((status) =>
      canEditApplication({ status, origin: 'application' }),
    );
    expect(editable).toEqual(['submitted', 'viewed']);
  });

  it('never a direct offer or an accepted booking request, whatever the state', () => {
    for (const origin of ['direct_offer', 'booking_request'] as const) {
      expect(canEditApplication({ status: 'submitted', origin })).toBe(false);
    }
    // The 409 body carries the state only: that is enough for the apply page's link.
    expect(canEditApplication({ status: 'viewed' })).toBe(true);
    expect(canEditApplication({ status: 'shortlisted' })).toBe(false);
  });

  it('takes any one term, and refuses an empty or bad edit', () => {
    expect(applicationEditSchema.safeParse({ proposed_rate_minor: 70_000 }).success).toBe(true);
    expect(applicationEditSchema.safeParse({ availability_note: null }).success).toBe(true);
    expect(applicationEditSchema.safeParse({}).success).toBe(false);
    expect(applicationEditSchema.safeParse({ cover_message: 'short' }).success).toBe(false);
    expect(applicationEditSchema.safeParse({ proposed_rate_minor: 0 }).success).toBe(false);
  });
});
