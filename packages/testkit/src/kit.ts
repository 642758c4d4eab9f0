/**
 * The contract kit: checks any `Game` against the contract. It returns findings
 * (sentences) instead of throwing, so its own tests can show that it catches a
 * deliberately broken game. `vitest.ts` turns it into a test suite.
 */
import {
  type AnyGame,
  canonicalJson,
  deepFreeze,
  eventsFor,
  type GameEvent,
  hashJson,
  Match,
  parseAction,
  parseRecord,
  playout,
  Random,
  type RuleError,
  type Seat,
  SPECTATOR,
  type Viewer,
  wordedDetails,
} from '@daedalus/core';

export interface ContractOptions {
  /** Player counts to try (default: min and max of the game). */
  players?: readonly number[];
  /** Option objects to try (default: `[{}]`, the defaults). */
  options?: readonly unknown[];
  /** Random playouts per (players, options) pair. Default 50. */
  playouts?: number;
  /** Move cap per playout. Default 2000. */
  maxActions?: number;
  /** Steps in each playout where views, events, illegal actions and round trips are checked thoroughly. Default every 7th. */
  checkEvery?: number;
  /**
   * Values the viewer must not find in its view or in the events it receives. Give
   * distinctive values: a single-key object `{ treasure: at }` is searched as
   * `"treasure":{"x":…}`, a string with its quotes.
   */
  hidden?: (state: unknown, viewer: Viewer) => readonly unknown[];
  /** Game-specific invariants: return (or throw) a message when broken. */
  invariants?: (state: unknown) => string | null | undefined;
  /** Actions that must be rejected in this state for this seat. */
  illegal?: (state: unknown, seat: Seat) => readonly unknown[];
  /** Prefix of playout seeds (default `kit`). */
  seed?: string;
}

export interface ContractReport {
  findings: string[];
  games: number;
  finished: number;
  capped: number;
  actions: number;
}

const MAX_FINDINGS = 20;

/** Malformed actions every game must reject at the boundary. */
const GARBAGE: readonly unknown[] = [
  null,
  42,
  'nonsense',
  [],
  { type: '\u0000no-such-action' },
  { __proto__: null },
];

export function checkContract(game: AnyGame, opts: ContractOptions = {}): ContractReport {
  const report: ContractReport = { findings: [], games: 0, finished: 0, capped: 0, actions: 0 };
  const note = (msg: string): void => {
    if (report.findings.length < MAX_FINDINGS) report.findings.push(msg);
  };
  const players = opts.players ?? [...new Set([game.meta.minPlayers, game.meta.maxPlayers])];
  const optionSets = opts.options ?? [{}];
  const playouts = opts.playouts ?? 50;
  const checkEvery = Math.max(1, opts.checkEvery ?? 7);
  const seedPrefix = opts.seed ?? 'kit';

  for (const n of players) {
    for (const [oi, options] of optionSets.entries()) {
      const where = `(${n} players, options #${oi})`;
      checkSetup(game, n, options, `${seedPrefix}:${n}:${oi}`, where, note, opts);
      for (let g = 0; g < playouts && report.findings.length < MAX_FINDINGS; g++) {
        const seed = `${seedPrefix}:${n}:${oi}:${g}`;
        let step = 0;
        const thorough = g < Math.max(3, playouts / 5);
        const played = playout(game, {
          players: n,
          seed,
          options,
          maxActions: opts.maxActions ?? 2000,
          onStep: (match, result) => {
            step++;
            const deep = thorough && step % checkEvery === 0;
            checkState(game, match, result.events, `${where} seed ${seed} step ${step}`, note, opts, deep);
          },
        });
        if (!played.ok) {
          note(`${where} seed ${seed}: ${played.error.message}`);
          continue;
        }
        report.games++;
        report.actions += played.value.actions;
        if (played.value.finished) report.finished++;
        else report.capped++;
        checkReplay(game, played.value.record, `${where} seed ${seed}`, note);
      }
    }
  }
  return report;
}

type Note = (msg: string) => void;

/**
 * The text searched for in a serialised view: a plain object's `"key":value` pairs
 * (so `{ treasure: {x, y} }` is found wherever a `treasure` field holds that value),
 * or the JSON of anything else (a string with its quotes, an array).
 */
function needleOf(secret: unknown): string {
  const text = canonicalJson(secret);
  return secret !== null && typeof secret === 'object' && !Array.isArray(secret) ? text.slice(1, -1) : text;
}

function checkSetup(
  game: AnyGame,
  n: number,
  options: unknown,
  seed: string,
  where: string,
  note: Note,
  opts: ContractOptions,
): void {
  const a = Match.create(game, { players: n, seed, options });
  const b = Match.create(game, { players: n, seed, options });
  if (!a.ok || !b.ok) {
    note(`${where}: setup failed: ${!a.ok ? a.error.message : !b.ok ? b.error.message : ''}`);
    return;
  }
  if (a.value.hash !== b.value.hash)
    note(`${where}: setup is not deterministic (same seed, different states).`);
  if (canonicalJson(a.value.opening) !== canonicalJson(b.value.opening))
    note(`${where}: setup events are not deterministic (same seed, different events).`);
  // Setup events are checked like any step's: JSON-safe, each viewer's share free of secrets.
  checkState(game, a.value, a.value.opening, `${where} after setup`, note, opts, true);
  const tooMany = Match.create(game, { players: game.meta.maxPlayers + 1, seed, options });
  if (tooMany.ok)
    note(`${where}: setup accepted ${game.meta.maxPlayers + 1} players (max ${game.meta.maxPlayers}).`);
}

function checkState(
  game: AnyGame,
  match: Match,
  events: readonly GameEvent[],
  where: string,
  note: Note,
  opts: ContractOptions,
  thorough: boolean,
): void {
  const state = match.state;
  const actors = game.actors(state);
  const outcome = game.outcome(state);
  if (outcome.over !== (actors.length === 0)) {
    note(`${where}: outcome.over is ${outcome.over} but ${actors.length} seats must decide.`);
  }
  if (outcome.over) {
    const players = match.players;
    if (outcome.draw && outcome.winners.length > 0)
      note(`${where}: a draw must have no winners (winners ${outcome.winners.join(',')}).`);
    if (outcome.winners.some((w) => !Number.isInteger(w) || w < 0 || w >= players))
      note(`${where}: winners ${outcome.winners.join(',')} are not all seats of ${players}.`);
    if (outcome.scores && outcome.scores.length !== players)
      note(`${where}: ${outcome.scores.length} scores for ${players} seats.`);
    if (outcome.ranking) {
      const placed = outcome.ranking.flat().sort((a, b) => a - b);
      if (placed.join() !== Array.from({ length: players }, (_, i) => i).join())
        note(
          `${where}: the ranking does not place every seat exactly once (${JSON.stringify(outcome.ranking)}).`,
        );
      else if (
        outcome.winners.length > 0 &&
        [...outcome.winners].sort().join() !== [...(outcome.ranking[0] ?? [])].sort().join()
      )
        note(`${where}: the winners are not the ranking's first place.`);
    }
  }
  if (opts.invariants) {
    try {
      const broken = opts.invariants(state);
      if (broken) note(`${where}: invariant broken: ${broken}`);
    } catch (e) {
      note(`${where}: invariant broken: ${(e as Error).message}`);
    }
  }
  if (!thorough) return;

  // Position round trip, through JSON text as a file or a message would carry it.
  const encoded = game.position.encode(state);
  const decoded = game.position.decode(JSON.parse(JSON.stringify(encoded)));
  if (!decoded.ok) note(`${where}: position does not decode after encoding: ${decoded.error.message}`);
  else if (hashJson(game.position.encode(decoded.value)) !== match.stateHash())
    note(`${where}: position round trip changes the state.`);
  if (game.position.decode({ garbage: true }).ok) note(`${where}: position.decode accepted garbage.`);

  // Views: JSON-safe, and free of what the viewer may not know (events too).
  const viewers: Viewer[] = [SPECTATOR, ...Array.from({ length: match.players }, (_, i) => i)];
  for (const viewer of viewers) {
    const view = game.view(state, viewer);
    const text = canonicalJson(view);
    if (canonicalJson(JSON.parse(JSON.stringify(view))) !== text)
      note(`${where}: view for ${viewer} is not plain JSON.`);
    if (opts.hidden) {
      const seen = text + canonicalJson(eventsFor(events, viewer));
      for (const secret of opts.hidden(state, viewer)) {
        const needle = needleOf(secret);
        if (seen.includes(needle))
          note(`${where}: the view of ${viewer} leaks hidden data ${needle.slice(0, 80)}.`);
      }
    }
  }

  // Illegal actions change nothing, and apply never mutates its input.
  const frozen = deepFreeze(structuredClone(state));
  const before = hashJson(game.position.encode(frozen));
  const attempts: { seat: Seat; action: unknown; why: string }[] = [];
  const actorSeats = new Set(actors.map((a) => a.seat));
  for (let seat = 0; seat < match.players; seat++) {
    if (game.mustDecide && game.mustDecide(state, seat) !== actorSeats.has(seat))
      note(
        `${where}: mustDecide(${seat}) is ${!actorSeats.has(seat)} but actors say ${actorSeats.has(seat)}.`,
      );
    if (!actorSeats.has(seat)) {
      if (game.legalActions(state, seat).length > 0)
        note(`${where}: seat ${seat} is not an actor but has legal actions.`);
      const someone = actors[0];
      const borrowed = someone ? game.legalActions(state, someone.seat)[0] : undefined;
      if (borrowed !== undefined) attempts.push({ seat, action: borrowed, why: 'an action out of turn' });
    }
    for (const action of opts.illegal?.(state, seat) ?? [])
      attempts.push({ seat, action, why: 'a listed illegal action' });
  }
  for (const garbage of GARBAGE) {
    if (parseAction(game, garbage).ok)
      note(`${where}: the action schema accepted ${JSON.stringify(garbage)}.`);
  }
  for (const { seat, action, why } of attempts) {
    let result: ReturnType<AnyGame['apply']>;
    try {
      result = game.apply(frozen, seat, action);
    } catch (e) {
      note(`${where}: ${why} for seat ${seat} threw (mutated its input?): ${(e as Error).message}`);
      continue;
    }
    if (result.ok) note(`${where}: ${why} was accepted for seat ${seat}: ${JSON.stringify(action)}`);
    else if (!/^[a-z0-9-]+\/[a-z0-9/-]+$/.test(result.error.code) || !result.error.message) {
      note(`${where}: rule error without a namespaced code and a sentence: ${JSON.stringify(result.error)}`);
    } else checkWording(game, result.error, `${where}: ${why} for seat ${seat}`, note);
  }
  const actor = actors[0];
  if (actor) {
    const legal = game.legalActions(frozen, actor.seat);
    const pick = legal[Random.fromSeed(where).int(legal.length)];
    try {
      const applied = game.apply(frozen, actor.seat, pick);
      if (!applied.ok) note(`${where}: a legal action was rejected on a copy: ${applied.error.message}`);
    } catch (e) {
      note(`${where}: apply threw on a frozen state (it must not mutate its input): ${(e as Error).message}`);
    }
  }
  if (hashJson(game.position.encode(frozen)) !== before) note(`${where}: the state changed under apply.`);
}

function checkReplay(game: AnyGame, record: ReturnType<Match['toRecord']>, where: string, note: Note): void {
  const text = JSON.stringify(record);
  const parsed = parseRecord(JSON.parse(text));
  if (!parsed.ok) {
    note(`${where}: the exported record does not parse: ${parsed.error.message}`);
    return;
  }
  const replayed = Match.replay(game, parsed.value);
  if (!replayed.ok)
    note(
      `${where}: replay from the exported record failed (is the game deterministic?): ${replayed.error.message}`,
    );
}

/**
 * A game that words its errors in every language (`explain`) words each refusal of the rules: the error
 * carries how it was worded, and after a trip through JSON (as over the network) German and
 * Russian say something else than the English message.
 */
function checkWording(game: AnyGame, error: RuleError, where: string, note: Note): void {
  // A malformed action is answered by its schema's own message (a developer's mistake, not a player's).
  if (!game.explain || error.code === 'action/malformed') return;
  if (wordedDetails(error) === null) {
    note(`${where}: the rule error ${error.code} is not worded for other languages: ${error.message}`);
    return;
  }
  const travelled = JSON.parse(JSON.stringify(error)) as RuleError;
  if (game.explain(travelled, 'en') !== error.message)
    note(`${where}: the English wording of ${error.code} is not its message.`);
  for (const locale of ['de', 'ru'] as const) {
    const said = game.explain(travelled, locale);
    if (!said || said === error.message) note(`${where}: ${error.code} is not worded in ${locale}: ${said}`);
  }
}
