import { describe, expect, it } from 'vitest';
import { DISPUTES } from './constants.ts';
import {
  DISPUTE_STATUSES,
  FROZEN_DISPUTE_STATUSES,
  checkDisputeMove,
  disputeMachine,
  openingStatus,
  responseDueAt,
  ruleDisputeInputSchema,
  rulingAmounts,
  openDisputeInputSchema,
  type DisputeParty,
} from './disputes.ts';
import { disputeRuling, unbalancedReason } from './ledger.ts';
import { describeMachines } from './machine-test-kit.ts';
import { ACTORS, isFinalState, turnOf, type StateMachine } from './state-machine.ts';
import { MACHINES } from './to-dos.ts';

describeMachines([disputeMachine] as unknown as StateMachine<string, string>[]);

describe('the dispute machine (decision 0061)', () => {
  it('says whose turn it is in every state', () => {
    expect(
      Object.fromEntries(DISPUTE_STATUSES.map((state) => [state, turnOf(disputeMachine, state)])),
    ).toEqual({
      awaiting_filmmaker: { party: 'filmmaker', action: 'Answer the dispute' },
      awaiting_client: { party: 'client', action: 'Answer the dispute' },
      awaiting_ruling: { party: 'admin', action: 'Rule on the dispute' },
      resolved: null,
      withdrawn: null,
    });
    expect(MACHINES.dispute).toBe(disputeMachine);
  });

  it('starts on the other party’s turn', () => {
    expect(openingStatus('client')).toBe('awaiting_filmmaker');
    expect(openingStatus('filmmaker')).toBe('awaiting_client');
  });

  it('freezes escrow in every state before a ruling or a withdrawal, and only there', () => {
    for (const state of DISPUTE_STATUSES) {
      expect((FROZEN_DISPUTE_STATUSES as readonly string[]).includes(state)).toBe(
        !isFinalState(disputeMachine, state),
      );
    }
  });

  // Every transition x actor x state x opener: the machine's rule, plus "only the opener withdraws".
  const cases = Object.keys(disputeMachine.transitions).flatMap((transition) =>
    ACTORS.flatMap((actor) =>
      DISPUTE_STATUSES.flatMap((state) =>
        (['client', 'filmmaker'] as DisputeParty[]).map((openedBy) => ({
          transition,
          actor,
          state,
          openedBy,
        })),
      ),
    ),
  );
  it.each(cases)(
    '$actor: $transition from $state (opened by $openedBy)',
    ({ transition, actor, state, openedBy }) => {
      const rule = disputeMachine.transitions[transition as keyof typeof disputeMachine.transitions];
      const byMachine =
        (rule.by as Partial<Record<string, readonly string[]>>)[actor]?.includes(state) ?? false;
      const expected = byMachine && (transition !== 'withdraw' || actor === openedBy);
      expect(checkDisputeMove(transition, { state, actor, openedBy }).ok).toBe(expected);
    },
  );

  it('gives the respondent DISPUTES.responseDays to answer', () => {
    expect(DISPUTES.responseDays).toBe(5);
    expect(responseDueAt(new Date('2027-03-01T10:00:00Z')).toISOString()).toBe('2027-03-06T10:00:00.000Z');
  });
});

describe('rulings', () => {
  it('release, refund and split the frozen amount exactly', () => {
    expect(rulingAmounts({ outcome: 'release' }, 120_000)).toEqual({
      ok: true,
      releaseMinor: 120_000,
      refundMinor: 0,
    });
    expect(rulingAmounts({ outcome: 'refund' }, 120_000)).toEqual({
      ok: true,
      releaseMinor: 0,
      refundMinor: 120_000,
    });
    expect(rulingAmounts({ outcome: 'split', release_minor: 70_000, refund_minor: 50_000 }, 120_000)).toEqual(
      {
        ok: true,
        releaseMinor: 70_000,
        refundMinor: 50_000,
      },
    );
    expect(
      rulingAmounts({ outcome: 'split', release_minor: 70_000, refund_minor: 40_000 }, 120_000),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/add up to the frozen escrow of 120000/),
    });
  });

  it('validates the ruling at the edge', () => {
    const reasoning = 'Half the shots were delivered as agreed.';
    expect(ruleDisputeInputSchema.safeParse({ outcome: 'split', release_minor: 1, reasoning }).success).toBe(
      false,
    );
    expect(
      ruleDisputeInputSchema.safeParse({ outcome: 'split', release_minor: 1.5, refund_minor: 1, reasoning })
        .success,
    ).toBe(false);
    expect(
      ruleDisputeInputSchema.safeParse({ outcome: 'split', release_minor: 0, refund_minor: 10, reasoning })
        .success,
    ).toBe(false);
    expect(ruleDisputeInputSchema.safeParse({ outcome: 'refund', reasoning: 'no' }).success).toBe(false);
    expect(ruleDisputeInputSchema.safeParse({ outcome: 'refund', reasoning }).success).toBe(true);
    expect(
      openDisputeInputSchema.safeParse({
        booking_id: crypto.randomUUID(),
        reason: 'stolen',
        description: 'x'.repeat(30),
      }).success,
    ).toBe(false);
  });

  it('post balanced movements that charge nothing for the dispute', () => {
    for (const releaseMinor of [0, 1, 33_333, 100_000]) {
      const entries = disputeRuling({
        milestoneId: 'm1',
        filmmakerId: 'f1',
        currency: 'GBP',
        escrowMinor: 100_000,
        releaseMinor,
        serviceFeePaidMinor: 5_000,
        refundTo: { walletOf: 'c1' },
      });
      expect(unbalancedReason(entries)).toBeNull();
      const fees = entries
        .filter((entry) => entry.account.kind === 'platform_fees')
        .reduce((sum, entry) => sum + entry.amountMinor, 0);
      // Reelhire keeps the filmmaker's fee on what is released and the service fee on that part only.
      expect(fees).toBe(
        Math.round(releaseMinor / 10) - Math.round((5_000 * (100_000 - releaseMinor)) / 100_000),
      );
    }
  });
});
