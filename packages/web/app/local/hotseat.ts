/**
 * Hot-seat play: a match run in the browser with the registry game, several
 * people at one screen and computer seats played by `@daedalus/bots`. Each bot
 * sees only its seat's view and events, as on the server.
 */
import { type BotPlayer, findBot } from '@daedalus/bots';
import {
  type Actor,
  type AnyGame,
  eventsFor,
  type GameEvent,
  Match,
  type MatchRecord,
  ok,
  Random,
  type Result,
  type RuleError,
  type Seat,
} from '@daedalus/core';

export type LocalSeat = { kind: 'human'; name: string } | { kind: 'bot'; level: string; name: string };

export interface SavedHotSeat {
  readonly record: MatchRecord;
  readonly seats: readonly LocalSeat[];
}

export interface LoggedEvent {
  readonly step: number;
  readonly event: GameEvent;
}

export class HotSeat {
  /** Every event so far, by step (0: what setup told). */
  readonly log: LoggedEvent[];
  readonly #bots = new Map<Seat, { player: BotPlayer; random: Random }>();

  private constructor(
    readonly game: AnyGame,
    readonly match: Match,
    readonly seats: readonly LocalSeat[],
  ) {
    this.log = match.opening.map((event) => ({ step: 0, event }));
    seats.forEach((s, seat) => {
      if (s.kind !== 'bot') return;
      const found = findBot(game, s.level) ?? findBot(game);
      if (!found) return;
      const player = found.spec.create({
        game,
        seat,
        players: seats.length,
        level: found.level,
      });
      // What setup told this seat (usually nothing), with the first view.
      player.observe?.(eventsFor(match.opening, seat), game.view(match.state, seat));
      this.#bots.set(seat, { player, random: Random.fromSeed(`bots:${match.seed}:${seat}`) });
    });
  }

  static start(
    game: AnyGame,
    init: { options: unknown; preset?: string; seats: readonly LocalSeat[]; seed: string },
  ): Result<HotSeat, RuleError> {
    const created = Match.create(game, {
      options: init.options,
      ...(init.preset ? { preset: init.preset } : {}),
      players: init.seats.length,
      seed: init.seed,
      seats: init.seats.map((s) =>
        s.kind === 'bot'
          ? { name: s.name, kind: 'bot' as const, bot: s.level }
          : { name: s.name, kind: 'human' as const },
      ),
    });
    if (!created.ok) return created;
    return ok(new HotSeat(game, created.value, init.seats));
  }

  get state(): unknown {
    return this.match.state;
  }

  actors(): readonly Actor[] {
    return this.match.actors();
  }

  /** The person who must decide now (the first, when several choose at once). */
  humanToAct(): Actor | null {
    return this.actors().find((a) => this.seats[a.seat]?.kind === 'human') ?? null;
  }

  botToAct(): Actor | null {
    return this.actors().find((a) => this.seats[a.seat]?.kind === 'bot') ?? null;
  }

  humans(): number {
    return this.seats.filter((s) => s.kind === 'human').length;
  }

  /** Whether a seat's view shows more than a spectator's (then others must look away). */
  hasSecrets(seat: Seat): boolean {
    return (
      JSON.stringify(this.game.view(this.state, seat)) !==
      JSON.stringify(this.game.view(this.state, 'spectator'))
    );
  }

  play(seat: Seat, action: unknown): Result<readonly GameEvent[], RuleError> {
    const played = this.match.play(seat, action);
    if (!played.ok) return played;
    const step = this.match.actions.length;
    for (const event of played.value.events) this.log.push({ step, event });
    for (const [botSeat, bot] of this.#bots)
      bot.player.observe?.(eventsFor(played.value.events, botSeat), this.game.view(this.state, botSeat));
    return ok(played.value.events);
  }

  /** Lets one computer seat decide and play. */
  stepBot(): Result<readonly GameEvent[], RuleError> | null {
    const actor = this.botToAct();
    if (!actor) return null;
    const bot = this.#bots.get(actor.seat);
    const legal = this.game.legalActions(this.state, actor.seat);
    if (!bot || legal.length === 0) return null;
    const action = bot.player.choose({
      view: this.game.view(this.state, actor.seat),
      legal,
      actor,
      random: bot.random,
    });
    return this.play(actor.seat, action);
  }

  record(): MatchRecord {
    return this.match.toRecord();
  }

  /** What it takes to rebuild this game after a reload: the record and who sits where. */
  saved(): SavedHotSeat {
    return { record: this.record(), seats: this.seats };
  }

  /** Rebuilds a saved game by replaying its actions (computer seats observe them again). */
  static resume(game: AnyGame, saved: SavedHotSeat): Result<HotSeat, RuleError> {
    const started = HotSeat.start(game, {
      options: saved.record.options,
      seats: saved.seats,
      seed: saved.record.seed,
    });
    if (!started.ok) return started;
    for (const { seat, action } of saved.record.actions) {
      const played = started.value.play(seat, action);
      if (!played.ok) return played;
    }
    return started;
  }
}
