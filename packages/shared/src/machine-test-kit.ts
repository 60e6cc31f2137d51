import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  availableTransitions,
  checkEntry,
  checkTransition,
  type StateMachine,
} from './state-machine.ts';

/**
 * Table-driven from the machines themselves: every transition x actor x state and every way in x actor is
 * checked, so a rule added to a machine is covered at once, and the verdict never disagrees with the
 * offered actions.
 */
export function describeMachines(machines: readonly StateMachine<string, string>[]): void {
  describe.each(machines.map((machine) => [machine.name, machine] as const))(
    'the %s machine',
    (_name, machine) => {
      const cases = Object.entries(machine.transitions).flatMap(([transition, rule]) =>
        ACTORS.flatMap((actor) => machine.states.map((state) => ({ transition, rule, actor, state }))),
      );

      it.each(cases)('$actor: $transition from $state', ({ transition, rule, actor, state }) => {
        const verdict = checkTransition(machine, transition, { state, actor });
        const allowed = rule.by[actor]?.includes(state) ?? false;
        expect(verdict.ok).toBe(allowed);
        if (verdict.ok) expect(verdict.to).toBe(rule.to);
        else expect(verdict.reason).toBe(rule.by[actor] ? 'wrong_state' : 'wrong_actor');
        expect(availableTransitions(machine, { state, actor }).includes(transition)).toBe(allowed);
      });

      const entryCases = Object.entries(machine.entries ?? {}).flatMap(([entry, rule]) =>
        ACTORS.map((actor) => ({ entry, rule, actor })),
      );
      if (entryCases.length > 0) {
        it.each(entryCases)('$actor: starts by $entry', ({ entry, rule, actor }) => {
          const verdict = checkEntry(machine, entry, actor);
          expect(verdict.ok).toBe(rule.by.includes(actor));
          if (verdict.ok) expect(verdict.to).toBe(rule.to);
          else expect(verdict.reason).toBe('wrong_actor');
        });
      }

      it('refuses a way in or a transition it does not know, even one named like an object key', () => {
        for (const name of ['teleport', 'constructor', 'toString', '__proto__']) {
          expect(checkEntry(machine, name, 'admin')).toMatchObject({
            ok: false,
            reason: 'unknown_transition',
          });
          const verdict = checkTransition(machine, name, { state: machine.initial, actor: 'admin' });
          expect(verdict).toMatchObject({ ok: false, reason: 'unknown_transition' });
        }
      });

      it('can reach every state from the states a record starts in', () => {
        const reached = new Set([
          machine.initial,
          ...Object.values(machine.entries ?? {}).map((entry) => entry.to),
        ]);
        for (let grew = true; grew;) {
          grew = false;
          for (const rule of Object.values(machine.transitions)) {
            const from = Object.values(rule.by).flat();
            if (from.some((state) => reached.has(state!)) && !reached.has(rule.to)) {
              reached.add(rule.to);
              grew = true;
            }
          }
        }
        expect([...reached].sort()).toEqual([...machine.states].sort());
      });
    },
  );
}
