import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineMachine, isFinalState, statesAwaiting, type StateMachine } from './state-machine.ts';
import { MACHINES, MACHINE_KEYS } from './to-dos.ts';

// Whose turn it is, table-driven from every machine (decision 0053): the dashboards' to-dos are built from
// these tables, so a state without its turn would be a to-do nobody sees.

const machines = MACHINE_KEYS.map((key) => [key, MACHINES[key] as StateMachine<string, string>] as const);

describe.each(machines)('the %s machine says whose turn it is', (_key, machine) => {
  it('in every state, and in no state it does not have', () => {
    expect(Object.keys(machine.turns).sort()).toEqual([...machine.states].sort());
  });

  it.each(machine.states.map((state) => [state]))('%s: final states are nobody’s turn', (state) => {
    const turn = machine.turns[state];
    if (isFinalState(machine, state)) expect(turn).toBeNull();
    else if (turn) expect(turn.action).toMatch(/^[A-Z][^.]+$/);
  });

  it('gives a party a turn only where that party, or Reelhire for them, can move the record on', () => {
    for (const party of ['client', 'filmmaker', 'admin'] as const) {
      for (const state of statesAwaiting(machine, party)) {
        const movers = Object.values(machine.transitions).flatMap((rule) =>
          Object.entries(rule.by)
            .filter(([, from]) => from?.includes(state))
            .map(([actor]) => actor),
        );
        expect(movers, `${machine.name} ${state}`).toContain(party);
      }
    }
  });
});

it('lists every machine declared in packages/shared, so none is left out of the to-dos', () => {
  const declared = readdirSync(new URL('.', import.meta.url))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'state-machine.ts')
    .flatMap((file) => {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      return [...source.matchAll(/export const (\w+) = defineMachine\(/g)].map((match) => match[1]);
    });
  const listed = Object.values(MACHINES).map((machine) => machine.name);
  expect(declared.length).toBe(listed.length);
});

it('refuses a machine without a turn for each state, or with a turn in a final state', () => {
  const base = {
    name: 'door',
    states: ['open', 'shut'] as const,
    initial: 'open' as const,
    transitions: { close: { to: 'shut' as const, by: { client: ['open' as const] }, label: 'Close' } },
  };
  expect(() =>
    defineMachine({ ...base, turns: { open: null } as unknown as Record<'open' | 'shut', null> }),
  ).toThrow('door: no turn for shut');
  expect(() =>
    defineMachine({
      ...base,
      turns: { open: null, shut: { party: 'client', action: 'Open it' } },
    }),
  ).toThrow("door: shut is final, so it is nobody's turn");
  expect(() =>
    defineMachine({
      ...base,
      turns: { open: null, shut: null, ajar: null } as unknown as Record<'open' | 'shut', null>,
    }),
  ).toThrow('door: turn for unknown state ajar');
  // @ts-expect-error a machine without its turns does not compile
  expect(() => defineMachine({ ...base })).toThrow();
});
