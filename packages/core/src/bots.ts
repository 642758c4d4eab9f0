/**
 * Computer players. A bot is created for one seat and sees only what that seat may
 * see: the events addressed to it (in order) and its view. It never receives the
 * full state. Given the same events, views and random stream it decides the same
 * way, so games with bots replay exactly.
 *
 * A game's own bots live in its package and come with its bundle (`bundle.ts`);
 * `randomBot` plays every game.
 */
import type { Actor, AnyGame, GameEvent, Seat } from './game.ts';
import type { Random } from './rng.ts';

export interface BotDecision<V = unknown, A = unknown> {
  readonly view: V;
  /** The seat's legal actions (they never depend on what the seat may not know). */
  readonly legal: readonly A[];
  readonly actor: Actor;
  readonly random: Random;
}

export interface BotPlayer<V = unknown, A = unknown, E extends GameEvent = GameEvent> {
  /** Every event this seat receives, in order, with the view after them. */
  observe?(events: readonly E[], view: V): void;
  choose(decision: BotDecision<V, A>): A;
}

export interface BotSpec {
  /** Levels from weakest to strongest. */
  readonly levels: readonly string[];
  /** Extra thinking time (ms) a level needs beyond the platform's default per decision. */
  readonly budgetMs?: Readonly<Record<string, number>>;
  /** A bot for one seat. What it may know of the table's options is in its view. */
  create(init: { game: AnyGame; seat: Seat; players: number; level: string }): BotPlayer;
}

/** Picks uniformly among legal actions: the baseline every game supports. */
export const randomBot: BotSpec = {
  levels: ['random'],
  create: () => ({ choose: ({ legal, random }) => random.pick(legal) }),
};

export interface BotLevel {
  readonly level: string;
  readonly spec: BotSpec;
}

/** Every level of a list of bots, weakest first, after `random`, which is always there. */
export function levelsOf(specs: readonly BotSpec[]): BotLevel[] {
  return [
    { level: 'random', spec: randomBot },
    ...specs.flatMap((spec) => spec.levels.map((level) => ({ level, spec }))),
  ];
}

/** A level of a list of bots (the strongest when `level` is undefined). */
export function findLevel(specs: readonly BotSpec[], level?: string): BotLevel | undefined {
  const levels = levelsOf(specs);
  return level === undefined ? levels[levels.length - 1] : levels.find((l) => l.level === level);
}
