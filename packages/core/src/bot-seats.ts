/**
 * The one driver of computer seats, used by simulations, the terminal, hot-seat play in
 * the browser and (through `botSeed` and `botToAct`) the server's bot workers:
 * - each bot is fed exactly what its seat may see: the events addressed to it, in order,
 *   with its view after them, from what setup told onwards;
 * - when several seats must decide, the first computer seat in seat order decides;
 * - a decision's randomness comes from the table's seed, the step it is asked at and the
 *   seat (`botSeed`), so the same table makes the same decisions after a restart, a
 *   reload or a replay, without storing any random stream.
 */
import { type BotPlayer, type BotSpec, findLevel } from './bots.ts';
import { type Actor, type AnyGame, eventsFor, type GameEvent, type Seat } from './game.ts';
import { fail, ok, type Result, type RuleError } from './result.ts';
import { Random } from './rng.ts';

/** The seed of a computer seat's decision asked after `step` actions of a table. */
export function botSeed(tableSeed: string, step: number, seat: Seat): string {
  return `${tableSeed}:bot:${step}:${seat}`;
}

/** The computer seat that decides now: the first actor, in seat order, that a computer plays. */
export function botToAct(actors: readonly Actor[], isBot: (seat: Seat) => boolean): Actor | undefined {
  let found: Actor | undefined;
  for (const a of actors) if (isBot(a.seat) && (found === undefined || a.seat < found.seat)) found = a;
  return found;
}

export interface BotSeatsInit {
  readonly game: AnyGame;
  /** The game's own bots (its bundle's `bots`); `random` is always available. */
  readonly bots: readonly BotSpec[];
  /** One entry per seat: a bot level (undefined: the strongest), or null for a person. */
  readonly levels: readonly (string | undefined | null)[];
  readonly seed: string;
  /** The state after setup and what setup told. */
  readonly state: unknown;
  readonly opening: readonly GameEvent[];
}

/** The computer players of one table, each fed only its own seat's view and events. */
export class BotSeats {
  readonly #game: AnyGame;
  readonly #seed: string;
  readonly #bots: ReadonlyMap<Seat, BotPlayer>;

  private constructor(game: AnyGame, seed: string, bots: ReadonlyMap<Seat, BotPlayer>) {
    this.#game = game;
    this.#seed = seed;
    this.#bots = bots;
  }

  /** Creates the bots of a table; fails on a level the game does not have. */
  static create(init: BotSeatsInit): Result<BotSeats, RuleError> {
    const { game } = init;
    const bots = new Map<Seat, BotPlayer>();
    for (const [seat, level] of init.levels.entries()) {
      if (level === null) continue;
      const found = findLevel(init.bots, level);
      if (!found) {
        const known = [...new Set(['random', ...init.bots.flatMap((b) => b.levels)])].join(', ');
        return fail(
          'bot/unknown-level',
          `${game.meta.id} has no computer level "${level}" (levels: ${known}).`,
        );
      }
      const player = found.spec.create({ game, seat, players: init.levels.length, level: found.level });
      player.observe?.(eventsFor(init.opening, seat), game.view(init.state, seat));
      bots.set(seat, player);
    }
    return ok(new BotSeats(game, init.seed, bots));
  }

  has(seat: Seat): boolean {
    return this.#bots.has(seat);
  }

  get seats(): Seat[] {
    return [...this.#bots.keys()];
  }

  /** After each accepted action: every bot observes what its seat may see of it. */
  observe(events: readonly GameEvent[], state: unknown): void {
    for (const [seat, bot] of this.#bots)
      bot.observe?.(eventsFor(events, seat), this.#game.view(state, seat));
  }

  /** The computer seat that must decide now, if any (see `botToAct`). */
  toAct(actors: readonly Actor[]): Actor | undefined {
    return botToAct(actors, (seat) => this.#bots.has(seat));
  }

  /**
   * Asks the bot of `actor.seat` for its action in `state`, reached after `step` actions. The bot
   * sees its view and legal actions only. Null when the seat has no legal action.
   */
  choose(state: unknown, actor: Actor, step: number): unknown {
    const bot = this.#bots.get(actor.seat);
    if (!bot) throw new Error(`Seat ${actor.seat} is not a computer seat.`);
    const legal = this.#game.legalActions(state, actor.seat);
    if (legal.length === 0) return null;
    return bot.choose({
      view: this.#game.view(state, actor.seat),
      legal,
      actor,
      random: Random.fromSeed(botSeed(this.#seed, step, actor.seat)),
    });
  }
}
