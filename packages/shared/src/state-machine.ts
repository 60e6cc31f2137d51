// The marketplace's records (projects, jobs, applications, offers, contracts, and later bookings and
// milestones) each move through one state machine declared once here in packages/shared: the server
// enforces it (a transition not in the table is a 409 that changes nothing) and the web app reads it to
// offer only the actions that are possible now. DESIGN section 5; decision 0024.

/**
 * Who asks for a transition. `client` and `filmmaker` are the two parties of the record, `admin` a
 * Reelhire admin acting on it, and `system` the server itself reacting to another record (an offer
 * accepted hires its application) or to time (an offer expires).
 */
export const ACTORS = ['client', 'filmmaker', 'admin', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

export interface TransitionRule<State extends string> {
  to: State;
  /**
   * Who may make it, and from which states. Per actor because turns matter: an offer is accepted by the
   * filmmaker while it waits for them and by the client once the filmmaker has countered.
   */
  by: Readonly<Partial<Record<Actor, readonly State[]>>>;
  /** What the action reads as on a button (the web app) and in the record's history. */
  label: string;
}

/**
 * Another way a record comes into being than at `initial`: a direct offer creates the filmmaker's
 * application already `offered` (decision 0028). Named, with its target and who may start it, so the
 * server checks it like a transition and the state diagram shows it.
 */
export interface EntryRule<State extends string> {
  to: State;
  by: readonly Actor[];
  label: string;
}

/**
 * Whose turn it is in a state: the party who must act next for the record to move on, and that action in
 * the words of a to-do ("Answer the offer"). Dashboard to-dos and their counts are built from these
 * (DESIGN section 5; decision 0053), so a state cannot be forgotten there.
 */
export interface Turn {
  party: Actor;
  action: string;
}

export interface StateMachine<State extends string, Transition extends string> {
  name: string;
  states: readonly State[];
  initial: State;
  transitions: Readonly<Record<Transition, TransitionRule<State>>>;
  /** Ways in besides `initial`; the record's usual creation is `initial` and needs no entry. */
  entries?: Readonly<Record<string, EntryRule<State>>>;
  /**
   * Every state's turn, or null when nobody owes the next move: a final state, or one that waits on other
   * records (a booking under way waits on its milestones) or on nobody (a draft). Required for every state,
   * so a new state does not compile until someone has said whose turn it is.
   */
  turns: Readonly<Record<State, Turn | null>>;
}

/** Declares a machine; the generic parameters keep state and transition names checked everywhere. */
export function defineMachine<const State extends string, const Transition extends string>(
  machine: StateMachine<State, Transition>,
): StateMachine<State, Transition> {
  for (const [name, rule] of Object.entries<TransitionRule<State>>(machine.transitions)) {
    const states = [rule.to, ...Object.values(rule.by).flat()];
    const unknown = states.find((state) => !machine.states.includes(state));
    if (unknown) throw new Error(`${machine.name}.${name}: unknown state ${unknown}`);
  }
  for (const [name, entry] of Object.entries<EntryRule<State>>(machine.entries ?? {})) {
    if (!machine.states.includes(entry.to)) {
      throw new Error(`${machine.name}.${name}: unknown state ${entry.to}`);
    }
  }
  // The type asks for every state; this also catches a table built loosely (a cast) or a stray key.
  for (const state of machine.states) {
    if (!Object.hasOwn(machine.turns, state)) throw new Error(`${machine.name}: no turn for ${state}`);
    if (isFinalState(machine, state) && machine.turns[state] !== null) {
      throw new Error(`${machine.name}: ${state} is final, so it is nobody's turn`);
    }
  }
  const stray = Object.keys(machine.turns).find((state) => !machine.states.includes(state as State));
  if (stray) throw new Error(`${machine.name}: turn for unknown state ${stray}`);
  return machine;
}

/** Whose turn it is on a record in `state`, or null. */
export function turnOf<State extends string, Transition extends string>(
  machine: StateMachine<State, Transition>,
  state: State,
): Turn | null {
  return machine.turns[state];
}

/** The states in which it is `party`'s turn, in declaration order: what their to-do lists query. */
export function statesAwaiting<State extends string, Transition extends string>(
  machine: StateMachine<State, Transition>,
  party: Actor,
): State[] {
  return machine.states.filter((state) => machine.turns[state]?.party === party);
}

export type TransitionVerdict<State extends string> =
  | { ok: true; to: State }
  | { ok: false; reason: 'unknown_transition' | 'wrong_actor' | 'wrong_state'; error: string };

/**
 * Whether `actor` may make `transition` on a record now in `state`. The error texts are what a 409 says
 * (DESIGN section 5: `{ error, status }`), so they name the record and its current state plainly.
 */
export function checkTransition<State extends string, Transition extends string>(
  machine: StateMachine<State, Transition>,
  transition: string,
  { state, actor }: { state: State; actor: Actor },
): TransitionVerdict<State> {
  const rule = (machine.transitions as Record<string, TransitionRule<State> | undefined>)[transition];
  if (!rule || !Object.hasOwn(machine.transitions, transition)) {
    return { ok: false, reason: 'unknown_transition', error: `A ${machine.name} cannot be ${transition}ed` };
  }
  const from = rule.by[actor];
  if (!from) {
    return {
      ok: false,
      reason: 'wrong_actor',
      error: `Only ${listActors(Object.keys(rule.by) as Actor[])} can ${rule.label.toLowerCase()} this ${machine.name}`,
    };
  }
  if (!from.includes(state)) {
    return {
      ok: false,
      reason: 'wrong_state',
      error: `This ${machine.name} is ${humanState(state)}, so it cannot be changed that way now`,
    };
  }
  return { ok: true, to: rule.to };
}

/**
 * Whether `actor` may create a record through the named entry (a way in other than `initial`). The
 * refusal reads like a transition's, since the server answers it the same way.
 */
export function checkEntry<State extends string, Transition extends string>(
  machine: StateMachine<State, Transition>,
  entry: string,
  actor: Actor,
): TransitionVerdict<State> {
  const entries = machine.entries ?? {};
  const rule = Object.hasOwn(entries, entry) ? entries[entry] : undefined;
  if (!rule) {
    return { ok: false, reason: 'unknown_transition', error: `A ${machine.name} cannot start that way` };
  }
  if (!rule.by.includes(actor)) {
    return {
      ok: false,
      reason: 'wrong_actor',
      error: `Only ${listActors(rule.by)} can ${rule.label.toLowerCase()}`,
    };
  }
  return { ok: true, to: rule.to };
}

/** The transitions `actor` can make from `state`, in declaration order: the web app's action buttons. */
export function availableTransitions<State extends string, Transition extends string>(
  machine: StateMachine<State, Transition>,
  { state, actor }: { state: State; actor: Actor },
): Transition[] {
  return (Object.keys(machine.transitions) as Transition[]).filter((name) => {
    return machine.transitions[name].by[actor]?.includes(state) ?? false;
  });
}

/** States no transition leaves: the record's story is over. */
export function isFinalState<State extends string, Transition extends string>(
  machine: StateMachine<State, Transition>,
  state: State,
): boolean {
  return !Object.values<TransitionRule<State>>(machine.transitions).some((rule) =>
    Object.values(rule.by).some((from) => from?.includes(state)),
  );
}

/**
 * How a state reads to one party, from its turn: "Your turn: answer the counter-offer" when it is theirs,
 * "Waiting for the client" when it is someone else's, null when it is nobody's.
 */
export function turnLine<State extends string, Transition extends string>(
  machine: StateMachine<State, Transition>,
  state: State,
  viewer: Actor,
): string | null {
  const turn = machine.turns[state];
  if (!turn) return null;
  if (turn.party === viewer)
    return `Your turn: ${turn.action.charAt(0).toLowerCase()}${turn.action.slice(1)}`;
  return `Waiting for ${turn.party === 'system' ? 'Reelhire' : `the ${turn.party}`}`;
}

/** "in_production" reads as "in production". */
export function humanState(state: string): string {
  return state.replaceAll('_', ' ');
}

function listActors(actors: readonly Actor[]): string {
  const words = actors.map((actor) => (actor === 'system' ? 'Reelhire' : `the ${actor}`));
  return words.length <= 1 ? (words[0] ?? 'nobody') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}
