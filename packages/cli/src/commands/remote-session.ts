/**
 * One terminal at one table on a Daedalus server, from joining to the end of the game (or
 * leaving): the seat's view, the events it may hear and its legal actions put into words by
 * the game's own text functions, typed moves sent and answered, the connection watched and
 * resumed (the seat token and the last state id seen), and the record at the end.
 */

import {
  type AnyGame,
  type GameEvent,
  type Locale,
  Match,
  type MatchRecord,
  type Outcome,
} from '@daedalus/core';
import { gameName, levelName } from '@daedalus/games';
import {
  explainWireError,
  type ServerMessage,
  type Situation,
  type TableInfo,
  type WireError,
} from '@daedalus/protocol';
import { DaedalusError, type TableConnection } from '@daedalus/protocol/client';
import { CliError } from '../errors.ts';
import { formatLegal, isCommand, LineReader, legalSummary, parseInput } from '../input.ts';
import { outcomeLine } from '../outcome.ts';
import { type TerminalWords, terminalWords } from '../words.ts';

/** What a session needs of `daedalus play --server`'s options. */
export interface SessionOptions {
  game: AnyGame;
  locale: Locale;
  input: NodeJS.ReadableStream;
  /** The terminal itself, when the input is one: lines are then edited with history. */
  output?: NodeJS.WritableStream;
  write: (text: string) => void;
  /** Called with the finished game's record. */
  onRecord?: (record: MatchRecord) => void;
  /** Give up when the connection has been lost this long (default two minutes). */
  reconnectTimeoutMs?: number;
  /** How long to wait for the server's answer to an action (default 15 s). */
  answerTimeoutMs?: number;
}

/** A coded server error as one line, in the player's language. */
export function formatError(error: WireError, words: TerminalWords, locale: Locale, game?: AnyGame): string {
  return words.table.refused(explainWireError(error, locale, game), error.code);
}

/** Wakes whoever waits on it; `wait` also returns after `ms`. */
class Signal {
  #waiters: (() => void)[] = [];
  fire(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }
  wait(ms?: number): Promise<void> {
    return new Promise((resolve) => {
      this.#waiters.push(resolve);
      if (ms !== undefined) setTimeout(resolve, ms).unref?.();
    });
  }
}

/** The player left the table ('quit', the input ended), or gave up their seat before the start. */
class Left {
  constructor(readonly gaveUp = false) {}
}

/** One terminal at one table, from joining to the end of the game (or leaving). */
export class RemoteSession {
  readonly game: AnyGame;
  readonly words: TerminalWords;
  readonly write: (text: string) => void;
  readonly reader: LineReader;
  /** Any message or change of the connection. */
  readonly wake = new Signal();
  /** A new situation (or the record). */
  readonly moved = new Signal();
  readonly answers = new Map<
    string,
    { ok: true; stateId: number } | { ok: false; code: string; message: string }
  >();
  readonly pending = new Set<string>();
  /** Messages of `conn.received` already handled. */
  handled = 0;
  welcomes = 0;
  /** Joins completed (a snapshot or catch-up after a welcome); grows with each reconnect. */
  joins = 0;
  /** State id of the last situation received. */
  situationId = -1;
  table: TableInfo | null = null;
  /** Seats whose player was seen losing the connection. */
  readonly away = new Set<number>();
  connected = true;
  lostAt = 0;
  gaveUp = false;
  /** The seat this terminal is giving up ('give up'): its change is said as 'You gave up…', not as another's. */
  givingUp: number | null = null;

  constructor(
    readonly opts: SessionOptions,
    readonly server: string,
    readonly conn: TableConnection,
    readonly tableId: string,
    readonly invite: string | undefined,
    readonly resumed: boolean,
  ) {
    this.game = opts.game;
    this.words = terminalWords(opts.locale);
    this.reader = new LineReader(opts.input, opts.output);
    // What arrives while the prompt waits (others' moves, a player's connection) is not
    // written after the prompt, on its line: the loop shows the prompt again below it.
    this.write = (text) => {
      this.reader.interrupt(opts.write);
      opts.write(text);
    };
  }

  get watching(): boolean {
    return this.conn.you?.role !== 'seat';
  }

  /** A seat's player: their name, or a computer player's in the player's language (the server's is English). */
  seatName(seat: number): string {
    const info = this.table?.seats[seat];
    if (info?.kind === 'bot')
      return this.words.table.computerName(info.level ? levelName(info.level, this.opts.locale) : null);
    return info?.name ?? this.words.player(seat + 1);
  }

  nameOf(seat: number): string {
    const name = this.seatName(seat);
    return seat === this.conn.seat ? `${name} (${this.words.you})` : name;
  }

  say(event: GameEvent): string {
    const text = this.game.describe?.(event, this.opts.locale) ?? event.type;
    return event.audience === 'all' || this.watching ? text : this.words.onlyYou(text);
  }

  async run(): Promise<number> {
    const { conn, write } = this;
    const pump = () => {
      while (this.handled < conn.received.length) this.handle(conn.received[this.handled++] as ServerMessage);
      this.wake.fire();
    };
    const off = conn.onMessage(pump);
    // Who is where first (the welcome has arrived), then what happened (e.g. what setup told).
    if (conn.table) this.noteTable(conn.table, false);
    this.introduce();
    pump();
    const watchdog = setInterval(() => this.checkConnection(), 200);
    try {
      await this.loop();
      await this.finish();
      return 0;
    } catch (e) {
      if (e instanceof Left && e.gaveUp) {
        write(`\n${this.words.table.gaveUp(this.tableId)}\n`);
        return 0;
      }
      if (e instanceof Left) {
        const token = conn.token;
        write(`\n${this.words.table.left(this.tableId)}`);
        if (token) write(` ${this.words.table.comeBack(`${this.command()} --token ${token}`)}`);
        write('\n');
        return 0;
      }
      throw e;
    } finally {
      clearInterval(watchdog);
      off();
      this.reader.close();
      await conn.leave();
    }
  }

  command(): string {
    return `daedalus play ${this.game.meta.id} --server ${this.server} --table ${this.tableId}`;
  }

  introduce(): void {
    const { conn, write } = this;
    const you = conn.you;
    const { table, typeAMove } = this.words;
    write(`${table.header(gameName(this.game, this.opts.locale), this.tableId, this.seatList())}\n`);
    if (you?.role === 'seat') {
      write(`${table.youPlay(you.seat + 1, this.seatName(you.seat))}\n`);
      if (!this.resumed) write(`${table.token(you.token, this.command())}\n`);
      // Back at a game that is over: there is nothing left to type.
      if (conn.table?.status !== 'finished') write(`${typeAMove}\n`);
    } else write(`${table.watching}\n`);
  }

  seatList(): string {
    const { table, you } = this.words;
    const locale = this.opts.locale;
    return (this.table?.seats ?? [])
      .map((s) =>
        s.kind === 'bot'
          ? table.seatComputer(s.seat + 1, s.level ? levelName(s.level, locale) : null)
          : s.taken
            ? table.seatTaken(
                s.seat + 1,
                `${this.seatName(s.seat)}${s.seat === this.conn.seat ? ` (${you})` : ''}`,
              )
            : table.seatFree(s.seat + 1),
      )
      .join(', ');
  }

  handle(m: ServerMessage): void {
    const { write } = this;
    switch (m.type) {
      case 'welcome':
        this.welcomes++;
        if (this.welcomes > 1) write(`${this.words.table.reconnected}\n`);
        this.noteTable(m.table, this.welcomes > 1);
        break;
      case 'table':
        this.noteTable(m.table, true);
        break;
      case 'snapshot':
        this.joins++;
        this.situationId = m.stateId;
        this.moved.fire();
        break;
      case 'catchup':
        for (const step of m.steps) this.announce(step.events);
        this.joins++;
        this.situationId = m.stateId;
        this.moved.fire();
        break;
      case 'update':
        this.announce(m.events);
        this.situationId = m.stateId;
        if (this.watching) this.render(m.situation);
        this.moved.fire();
        break;
      case 'ack':
      case 'error': {
        const id = m.requestId;
        if (id !== undefined && this.pending.has(id)) {
          this.pending.delete(id);
          this.answers.set(
            id,
            m.type === 'ack' ? { ok: true, stateId: m.stateId } : { ok: false, ...m.error },
          );
        } else if (m.type === 'error')
          write(`${formatError(m.error, this.words, this.opts.locale, this.game)}\n`);
        break;
      }
      case 'record':
        this.moved.fire();
        break;
    }
  }

  /** Tells what changed at the table: seats taken or given up, players (dis)connected, the start. */
  noteTable(table: TableInfo, tell: boolean): void {
    const before = this.table;
    const words = this.words;
    this.table = table;
    if (!tell || !before) return;
    for (const s of table.seats) {
      const was = before.seats[s.seat];
      if (!was || s.kind === 'bot' || s.seat === this.conn.seat || s.seat === this.givingUp) continue;
      const who = s.name ?? words.player(s.seat + 1);
      if (s.taken && !was.taken) this.write(`${words.table.tookSeat(who, s.seat + 1)}\n`);
      else if (was.taken && !s.taken) {
        this.away.delete(s.seat);
        this.write(`${words.table.gaveUpSeat(was.name ?? who, s.seat + 1)}\n`);
      } else if (was.taken && was.connected && !s.connected) {
        this.away.add(s.seat);
        this.write(`${words.table.lostConnection(who)}\n`);
      } else if (this.away.has(s.seat) && s.connected) {
        this.away.delete(s.seat);
        this.write(`${words.table.isBack(who)}\n`);
      }
    }
    if (before.status === 'waiting' && table.status === 'playing') this.write(`${words.table.begins}\n`);
  }

  announce(events: readonly unknown[]): void {
    for (const event of events) this.write(`${this.say(event as GameEvent)}\n`);
  }

  render(situation: Situation | null): void {
    if (!situation?.view) return;
    const view = situation.view;
    this.write(`\n${this.game.text?.render(view, this.opts.locale) ?? JSON.stringify(view, null, 2)}\n`);
  }

  checkConnection(): void {
    const now = this.conn.connected;
    if (now !== this.connected) {
      this.connected = now;
      if (!now) {
        this.lostAt = Date.now();
        this.write(`${this.words.table.reconnecting}\n`);
      }
      this.wake.fire();
    }
    if (!now && Date.now() - this.lostAt > (this.opts.reconnectTimeoutMs ?? 120_000)) {
      this.gaveUp = true;
      this.wake.fire();
    }
  }

  over(): boolean {
    return Boolean(this.conn.situation?.outcome.over || this.conn.record);
  }

  checkLost(): void {
    if (!this.gaveUp) return;
    const token = this.conn.token;
    throw new CliError(
      `lost the connection to ${this.server}.${token ? ` Your seat stays yours: come back later with --token ${token}` : ''}`,
    );
  }

  /** Plays until the game is over (or the player leaves). */
  async loop(): Promise<void> {
    const { conn, game, write, reader, words } = this;
    const locale = this.opts.locale;
    /** Situation whose view and actions were last shown. */
    let shown = -1;
    let shownKey = '';
    /** Decide only on a situation at least this new (the one after our last acknowledged action). */
    let needAt = 0;
    /** What the last waiting line said: 'seats', or the clocks of the players waited for. */
    let saidWaiting: string | null = null;
    // One read of the input at a time; a line that arrives while something else
    // happened first is kept in `arrived` for the next turn of the loop.
    let pendingLine: Promise<string | null> | null = null;
    let arrived: { line: string | null } | null = null;
    const line = (): Promise<unknown> => {
      if (!pendingLine) {
        pendingLine = reader.next();
        void pendingLine.then((l) => {
          arrived = { line: l };
        });
      }
      return pendingLine;
    };
    const take = (): { line: string | null } | null => {
      const a = arrived;
      if (a) {
        arrived = null;
        pendingLine = null;
      }
      return a;
    };
    if (this.watching) this.render(conn.situation);
    for (;;) {
      this.checkLost();
      if (this.over()) return;
      const s = conn.situation;
      const decide = !this.watching && s?.you && this.situationId >= needAt && conn.connected;
      if (!decide || !s?.you) {
        // Waiting: for others to take their seats or to move, or for the connection.
        // 'quit' leaves at once, even typed after a move kept for this seat's turn.
        if (reader.typed().some((typed) => isCommand(typed, 'quit'))) throw new Left();
        // So is 'give up' while the table waits for players.
        const waitingSeats = !s && !this.watching;
        if (waitingSeats && reader.withdraw((typed) => isCommand(typed, 'give up'))) {
          await this.giveUp(conn);
          continue;
        }
        // Said again when the table waits on other decisions: another player's, or a clock restarted.
        const waitingFor = s
          ? JSON.stringify((s.clocks ?? []).filter((c) => c.seat !== this.conn.seat))
          : 'seats';
        if (!this.watching && conn.connected && saidWaiting !== waitingFor) {
          saidWaiting = waitingFor;
          write(
            `${s ? [words.table.waitingPlayers, ...this.theirClocks(s)].join(' ') : `${words.table.waitingSeats(this.seatList())} ${words.table.giveUpHint}`}\n`,
          );
        }
        const waits: Promise<unknown>[] = [this.wake.wait(1000)];
        if (arrived === null && reader.peek() === undefined && !reader.ended) waits.push(line());
        await Promise.race(waits);
        const typed = take();
        if (typed && typed.line !== null) {
          const text = typed.line.trim();
          if (isCommand(text, 'quit')) throw new Left();
          if (waitingSeats && isCommand(text, 'give up')) await this.giveUp(conn);
          else if (isCommand(text, 'help')) write(`${this.help(!s)}\n`);
          else if (text !== '' && !this.watching) {
            write(`${conn.connected ? words.table.notYourTurn : words.table.notConnected}\n`);
            reader.unread(typed.line);
          }
        }
        continue;
      }

      const you = s.you;
      if (shown !== this.situationId) {
        shown = this.situationId;
        saidWaiting = null;
        // Another seat's step (a simultaneous choice, say) need not change what this
        // seat sees or may do: then only the prompt is repeated. While a simultaneous
        // decision stays open, others' choices change the view (who has chosen) but not
        // the decision: their announcement says it, the board and list are not shown again.
        const key = JSON.stringify(
          s.you.kind === 'simultaneous' ? [s.legal, s.you, s.deadline] : [s.view, s.legal, s.you, s.deadline],
        );
        if (key !== shownKey) {
          shownKey = key;
          this.render(s);
          if (s.deadline !== null)
            write(`${words.table.clock(Math.max(0, Math.round((s.deadline - Date.now()) / 1000)))}\n`);
          write(`${legalSummary(game, s.legal, locale, words)}\n`);
        }
      }
      const me = conn.seat ?? 0;
      this.reader.prompt(
        `${this.table?.seats[me]?.name ?? words.player(me + 1)}${you.kind === 'reaction' ? ` (${words.reaction})` : ''}> `,
        write,
      );
      await Promise.race([line(), this.moved.wait(), this.wake.wait()]);
      const got = take();
      if (!got) continue;
      if (got.line === null) throw new Left();
      const text = got.line.trim();
      if (text === '') continue;
      if (isCommand(text, 'quit')) throw new Left();
      if (isCommand(text, 'list')) {
        write(`${formatLegal(game, s.legal, locale)}\n`);
        continue;
      }
      if (isCommand(text, 'help')) {
        write(`${this.help()}\n`);
        continue;
      }
      const parsed = parseInput(game, text, s.legal, s.view, locale, words);
      if (!parsed.ok) {
        write(`${parsed.message}\n`);
        continue;
      }
      const answer = await this.send(parsed.action, shown);
      if (answer === 'moved-on') continue;
      if (answer.ok) needAt = answer.stateId;
      else write(`${formatError(answer, words, locale, game)}\n`);
    }
  }

  /** The clocks of the other players the table waits for, one sentence each. */
  theirClocks(s: Situation): string[] {
    const { words } = this;
    return (s.clocks ?? [])
      .filter((c) => c.seat !== this.conn.seat)
      .map((c) =>
        words.table.theirClock(
          this.seatName(c.seat),
          Math.max(0, Math.round((c.deadline - Date.now()) / 1000)),
        ),
      );
  }

  /** What `help` says: how to answer the prompt, what 'quit' does here, and 'give up' while the table waits. */
  help(waiting = false): string {
    const { inputHelp, quitStopsWatching, quitLeaves } = this.words;
    if (this.watching) return `${inputHelp} ${quitStopsWatching}`;
    return `${inputHelp} ${quitLeaves}${waiting ? ` ${this.words.table.giveUpHint}` : ''}`;
  }

  /** Gives up this seat before the game begins and leaves; a refusal (it began meanwhile) is said. */
  async giveUp(conn: TableConnection): Promise<void> {
    this.givingUp = conn.seat;
    try {
      await conn.giveUpSeat();
    } catch (e) {
      this.givingUp = null;
      if (!(e instanceof DaedalusError)) throw e;
      this.write(`${formatError(e, this.words, this.opts.locale, this.game)}\n`);
      return;
    }
    throw new Left(true);
  }

  /** Sends an action chosen on situation `on`; waits for the server's answer, or for the game to move on. */
  async send(
    action: unknown,
    on: number,
  ): Promise<{ ok: true; stateId: number } | { ok: false; code: string; message: string } | 'moved-on'> {
    const { conn } = this;
    let requestId = '';
    let joinsAtSend = this.joins;
    const post = (): { ok: false; code: string; message: string } | null => {
      this.pending.delete(requestId);
      requestId = `t${on}-${Math.random().toString(36).slice(2, 10)}`;
      joinsAtSend = this.joins;
      try {
        this.pending.add(requestId);
        conn.act(action as never, { requestId, stateId: on });
        return null;
      } catch (e) {
        this.pending.delete(requestId);
        if (e instanceof DaedalusError) return { ok: false, code: e.code, message: e.message };
        throw e;
      }
    };
    const failed = post();
    if (failed) return failed;
    const until = Date.now() + (this.opts.answerTimeoutMs ?? 15_000);
    for (;;) {
      const answer = this.answers.get(requestId);
      if (answer) {
        this.answers.delete(requestId);
        // Typed (or piped) faster than the server takes: wait a moment and send it again.
        if (!answer.ok && answer.code === 'protocol/rate-limited' && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const again = post();
          if (again) return again;
          continue;
        }
        return answer;
      }
      if (this.situationId > on && !conn.situation?.you) {
        this.pending.delete(requestId);
        return 'moved-on';
      }
      if (this.joins !== joinsAtSend) {
        // The connection came back meanwhile: if the action was not applied (the
        // table is where it was), send it again; it carries the same state id, so
        // the server never applies it twice.
        if (this.situationId > on) {
          this.pending.delete(requestId);
          return 'moved-on';
        }
        const again = post();
        if (again) return again;
      }
      this.checkLost();
      if (Date.now() > until) {
        this.pending.delete(requestId);
        if (this.situationId > on) return 'moved-on';
        return {
          ok: false,
          code: 'client/timeout',
          message: this.words.table.noAnswer,
        };
      }
      await this.wake.wait(500);
    }
  }

  /** The outcome, and what the record reveals. */
  async finish(): Promise<void> {
    const { conn, game, write } = this;
    const outcome: Outcome | undefined = conn.situation?.outcome ?? conn.record?.outcome;
    if (outcome?.over) {
      write(`\n${outcomeLine(outcome, (w) => this.nameOf(w), this.words)}\n`);
    }
    let record = conn.record;
    if (!record) {
      await conn.waitFor((m) => m.type === 'record', 5000).catch(() => undefined);
      record = conn.record;
    }
    if (!record) {
      record = await this.conn.client.record(this.tableId, this.invite).catch(() => null);
    }
    if (!record) {
      write(`${this.words.table.noRecord}\n`);
      return;
    }
    this.opts.onRecord?.(record);
    const replayed = Match.replay(game, record);
    if (!replayed.ok) {
      write(`${this.words.table.recordFails(replayed.error.message)}\n`);
      return;
    }
    const reveal = game.text?.reveal?.(replayed.value.state, this.opts.locale);
    if (reveal) write(`${reveal}\n`);
  }
}
