import { ACTORS, type StateMachine } from './state-machine.ts';
import { turnNotification } from './notifications.ts';
import { MACHINES, MACHINE_KEYS } from './to-dos.ts';

// Decision 0062: every state of every machine, by every actor. A state whose turn is a client's or a
// filmmaker's tells that party, unless they moved it there themselves; nobody else's turn tells anyone.
const cases = MACHINE_KEYS.flatMap((machine) =>
  (MACHINES[machine] as StateMachine<string, string>).states.flatMap((state) =>
    ACTORS.map((actor) => ({ machine, state, actor })),
  ),
);

test.each(cases)('$machine entering $state by $actor', ({ machine, state, actor }) => {
  const turn = (MACHINES[machine] as StateMachine<string, string>).turns[state];
  const told = turnNotification(machine, state, actor);
  if (turn && (turn.party === 'client' || turn.party === 'filmmaker') && turn.party !== actor) {
    expect(told).toEqual({ party: turn.party, type: `${machine}.${state}`, title: turn.action });
  } else {
    expect(told).toBeNull();
  }
});

test('the moments the product promises are among them', () => {
  expect(turnNotification('offer', 'sent', 'client')?.party).toBe('filmmaker');
  expect(turnNotification('offer', 'countered', 'filmmaker')?.party).toBe('client');
  expect(turnNotification('milestone', 'revision_requested', 'client')?.party).toBe('filmmaker');
  expect(turnNotification('milestone', 'submitted', 'filmmaker')?.party).toBe('client');
  expect(turnNotification('hold', 'first', 'system')?.party).toBe('client');
  expect(turnNotification('booking', 'requested', 'client')?.party).toBe('filmmaker');
  // Starting work is the filmmaker's own move into their own turn: nothing to tell.
  expect(turnNotification('milestone', 'in_progress', 'filmmaker')).toBeNull();
  // Admin turns are on the admin pages, not in a party's bell.
  expect(turnNotification('payout', 'requested', 'filmmaker')).toBeNull();
  expect(turnNotification('offer', 'no_such_state', 'client')).toBeNull();
});
