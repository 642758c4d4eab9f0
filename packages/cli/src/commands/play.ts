/**
 * Hot-seat play at one terminal: any mix of human and computer seats. Public
 * announcements go to the shared screen as they happen; what only one seat may know
 * is shown to that seat at its own turn, after a privacy screen when several people
 * share the keyboard.
 */

import {
  type AnyGame,
  BotSeats,
  canSee,
  explainError,
  type GameEvent,
  type Locale,
  Match,
  type Seat,
  SPECTATOR,
} from '@daedalus/core';
import { bundleOf, gameName } from '@daedalus/games';
import { CliError } from '../errors.ts';
import { formatLegal, isCommand, LineReader, legalSummary, parseInput } from '../input.ts';
import { outcomeLine } from '../outcome.ts';
import { seatName, terminalWords } from '../words.ts';

export type SeatSpec = { kind: 'human' } | { kind: 'bot'; level: string | undefined };

/** Parses `human,bot,bot:random` into seat specs. */
export function parseSeats(raw: string): SeatSpec[] {
  return raw.split(',').map((part) => {
    const [kind, level] = part.trim().split(':');
    if (kind === 'human' || kind === 'h') return { kind: 'human' };
    if (kind === 'bot' || kind === 'computer' || kind === 'c')
      return { kind: 'bot', level: level || undefined };
    throw new CliError(`--seats takes a comma-separated list of human and bot[:level], not "${part}".`);
  });
}

export interface PlayOptions {
  game: AnyGame;
  seats: readonly SeatSpec[];
  seed: string;
  options?: unknown;
  preset?: string;
  locale: Locale;
  input: NodeJS.ReadableStream;
  /** The terminal itself, when the input is one: lines are then edited with history. */
  output?: NodeJS.WritableStream;
  write: (text: string) => void;
  /** Clear the screen between human players (on a terminal). */
  clearScreen: boolean;
  /** Called with the finished (or abandoned) game's record. */
  onRecord?: (record: ReturnType<Match['toRecord']>) => void;
}

export async function playTerminal(opts: PlayOptions): Promise<number> {
  const { game, seats, locale, write } = opts;
  const words = terminalWords(locale);
  const created = Match.create(game, {
    players: seats.length,
    seed: opts.seed,
    // Nobody here gives a name: the record names each seat '' and its reader words it.
    seats: seats.map((s) => ({
      name: '',
      kind: s.kind,
      ...(s.kind === 'bot' && s.level ? { bot: s.level } : {}),
    })),
    ...(opts.options !== undefined ? { options: opts.options } : {}),
    ...(opts.preset !== undefined ? { preset: opts.preset } : {}),
  });
  if (!created.ok) throw new CliError(created.error.message);
  const match = created.value;

  const seatsOfBots = BotSeats.create({
    game,
    bots: bundleOf(game.meta.id)?.bots ?? [],
    levels: seats.map((s) => (s.kind === 'bot' ? s.level : null)),
    seed: opts.seed,
    state: match.state,
    opening: match.opening,
  });
  if (!seatsOfBots.ok) throw new CliError(seatsOfBots.error.message);
  const bots = seatsOfBots.value;
  const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const name = (seat: Seat) => seatName(words, seat, { name: '', kind: bots.has(seat) ? 'bot' : 'human' });
  const say = (event: GameEvent) => game.describe?.(event, locale) ?? event.type;
  /** Private events waiting to be shown to each human at their next turn. */
  const privateNews = new Map<Seat, string[]>(humans.map((h) => [h, []]));
  /**
   * What was said in public since each human's last turn: at one keyboard the screen is cleared
   * when it passes, so the next player reads it again before the board.
   */
  const publicNews = new Map<Seat, string[]>(humans.map((h) => [h, []]));

  const lines = new LineReader(opts.input, opts.output);
  const ask = (prompt: string): Promise<string | null> => {
    lines.prompt(prompt, write);
    return lines.next();
  };

  write(`${gameName(game, locale)}: ${seats.map((_, i) => name(i)).join(', ')}.\n`);
  write(`${words.typeAMove}\n\n`);
  tell(match.opening);
  let lastHuman: Seat | null = null;
  try {
    for (;;) {
      const actors = match.actors();
      if (actors.length === 0) break;
      const actor = actors.find((a) => !bots.has(a.seat)) ?? bots.toAct(actors) ?? actors[0]!;
      const seat = actor.seat;
      let action: unknown;
      if (bots.has(seat)) {
        action = bots.choose(match.state, actor, match.actions.length);
      } else {
        if (humans.length > 1 && lastHuman !== seat) {
          // The one who just played reads what their move did, then hands over; the screen is
          // cleared only then, and the next player reads what was said since their last turn.
          const ready = await ask(`\n${words.passKeyboard(name(seat))}`);
          if (ready === null || isCommand(ready, 'quit')) return abandon();
          if (opts.clearScreen) {
            write('\x1b[2J\x1b[H');
            const said = publicNews.get(seat) ?? [];
            if (said.length > 0) write(`${words.sinceLastTurn}\n${said.join('\n')}\n`);
          }
        }
        publicNews.set(seat, []);
        lastHuman = seat;
        const view = game.view(match.state, seat);
        write(`\n${game.text?.render(view, locale) ?? JSON.stringify(view, null, 2)}\n`);
        const news = privateNews.get(seat) ?? [];
        if (news.length) write(`${words.onlyYou(news.join(' '))}\n`);
        privateNews.set(seat, []);
        const legal = game.legalActions(match.state, seat);
        write(`${legalSummary(game, legal, locale, words)}\n`);
        for (;;) {
          const line = await ask(`${name(seat)}${actor.kind === 'reaction' ? ` (${words.reaction})` : ''}> `);
          if (line === null || isCommand(line, 'quit')) return abandon();
          const text = line.trim();
          if (text === '') continue;
          if (isCommand(text, 'list')) {
            write(`${formatLegal(game, legal, locale)}\n`);
            continue;
          }
          if (isCommand(text, 'help')) {
            write(`${words.inputHelp} ${words.quitEnds}\n`);
            continue;
          }
          const parsed = parseInput(game, text, legal, view, locale, words);
          if (!parsed.ok) {
            write(`${parsed.message}\n`);
            continue;
          }
          const step = match.play(seat, parsed.action);
          if (!step.ok) {
            write(`${explainError(game, step.error, locale)}\n`);
            continue;
          }
          announce(step.value.events);
          break;
        }
        continue;
      }
      const step = match.play(seat, action);
      if (!step.ok) throw new Error(`computer player ${seat} chose an illegal action: ${step.error.message}`);
      announce(step.value.events);
    }
    const outcome = match.outcome();
    if (outcome.over) {
      write(`\n${outcomeLine(outcome, name, words)}\n`);
    }
    const reveal = game.text?.reveal?.(match.state, locale);
    if (reveal) write(`${reveal}\n`);
    opts.onRecord?.(match.toRecord());
    return 0;
  } finally {
    lines.close();
  }

  /** Public events at once; private ones wait for their seat's next turn. */
  function tell(events: readonly GameEvent[]): void {
    for (const event of events) {
      if (canSee(event.audience, SPECTATOR)) {
        const line = say(event);
        write(`${line}\n`);
        for (const h of humans) publicNews.get(h)?.push(line);
      } else for (const h of humans) if (canSee(event.audience, h)) privateNews.get(h)?.push(say(event));
    }
  }

  function announce(events: readonly GameEvent[]): void {
    tell(events);
    bots.observe(events, match.state);
  }

  function abandon(): number {
    write(`\n${words.abandoned}\n`);
    const reveal = game.text?.reveal?.(match.state, locale);
    if (reveal) write(`${reveal}\n`);
    opts.onRecord?.(match.toRecord());
    return 0;
  }
}
