import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  auditActionLabel,
  auditChanges,
} from './audit-log.ts';
import type { TransitionRule } from './state-machine.ts';
import { MACHINES } from './to-dos.ts';

describe('auditChanges', () => {
  it('lists only the fields that differ, as dotted paths, sorted', () => {
    expect(
      auditChanges(
        { state: 'active', suspended_at: null, user_type: 'filmmaker', nested: { a: 1, b: 2 } },
        {
          state: 'suspended',
          suspended_at: '2026-11-27T21:00:00.000Z',
          user_type: 'filmmaker',
          nested: { a: 1, b: 3 },
        },
      ),
    ).toEqual([
      { field: 'nested.b', before: 2, after: 3 },
      { field: 'state', before: 'active', after: 'suspended' },
      { field: 'suspended_at', before: null, after: '2026-11-27T21:00:00.000Z' },
    ]);
  });

  it('shows every field of a record made (no before) or removed (no after)', () => {
    expect(auditChanges(null, { days: 2 })).toEqual([{ field: 'days', before: null, after: 2 }]);
    expect(auditChanges({ days: 2 }, null)).toEqual([{ field: 'days', before: 2, after: null }]);
  });

  it('compares arrays whole and says nothing when nothing changed', () => {
    expect(auditChanges({ tags: ['a', 'b'] }, { tags: ['a', 'c'] })).toEqual([
      { field: 'tags', before: ['a', 'b'], after: ['a', 'c'] },
    ]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

test('every action has words, and an unknown one is shown as it is', () => {
  for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/^[A-Z]/);
  expect(auditActionLabel('user.suspend')).toBe('Suspended an account');
  expect(auditActionLabel('thing.happened')).toBe('thing.happened');
});

// recordTransition writes `${recordType}.${transition}` for every admin transition (decision 0064), so a
// machine that gains one must gain its action here too, or the log's filter cannot find it.
test('every admin transition of every machine is an audit action with its record type', () => {
  const adminTransitions = Object.entries(MACHINES).flatMap(([key, machine]) =>
    Object.entries<TransitionRule<string>>(machine.transitions)
      .filter(([, rule]) => rule.by.admin !== undefined)
      .map(([name]) => `${key}.${name}`),
  );
  expect(adminTransitions).toContain('milestone.settle');
  const missing = adminTransitions.filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action));
  expect(missing).toEqual([]);
});

test("every action's record type is in the list of record types", () => {
  const types = new Set<string>(AUDIT_RECORD_TYPES);
  for (const action of AUDIT_ACTIONS) expect(types.has(action.split('.')[0]!), action).toBe(true);
});
