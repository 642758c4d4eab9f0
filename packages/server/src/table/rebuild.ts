/**
 * A table as storage holds it, and its game rebuilt from the log: the stored game
 * steps are replayed once (`Ledger.rebuild`, every state hash checked), and what
 * depends on the steps (the clocks' start times, what the bots were shown) is
 * restored from that same replay through its hooks (`restoreTable`).
 */
import {
  type AnyGame,
  err,
  type Match,
  ok,
  type Result,
  RUNNING,
  type RuleError,
  type StepResult,
} from '@daedalus/core';
import { protocolError, type WireError } from '@daedalus/protocol';
import { Ledger, type LedgerInit, type StoredStep } from '../ledger.ts';
import type { LogEntry, SeatRow, Store, TableRow } from '../storage/store.ts';
import { seatInfos } from '../table-info.ts';
import type { TableBots } from './bots.ts';
import { TableClocks } from './clocks.ts';

export interface LoadedTable {
  readonly game: AnyGame;
  readonly table: TableRow;
  readonly seats: readonly SeatRow[];
  readonly log: readonly LogEntry[];
}

/** Reads a table, its seats and its log, together (`table/not-found`, `table/unknown-game` if it cannot). */
export async function loadTable(
  store: Store,
  findGame: (id: string) => AnyGame | undefined,
  tableId: string,
): Promise<Result<LoadedTable, WireError>> {
  const stored = tableId ? await store.getTableWithLog(tableId) : null;
  if (!stored) return err(protocolError('table/not-found'));
  const game = findGame(stored.table.game);
  if (!game) return err(protocolError('table/unknown-game#here', stored.table.game));
  return ok({ game, table: stored.table, seats: stored.seats, log: stored.log });
}

/** What the table's match is created from. */
export function ledgerInit(table: TableRow, seats: readonly SeatRow[]): LedgerInit {
  return {
    edition: table.edition,
    options: table.options,
    players: table.players,
    seed: table.seed,
    seats: seatInfos(seats),
  };
}

/** The game steps of a log (seats taken and given up are not part of the game). */
export function gameSteps(log: readonly LogEntry[]): LogEntry[] {
  return log.filter((e) => e.kind === 'action' || e.kind === 'timeout');
}

/** When the game started: the claim that took the last seat, or the table's creation (all bots). */
export function startedAt(table: TableRow, log: readonly LogEntry[]): number {
  const claims = log.filter((e) => e.kind === 'claim');
  return claims.length > 0 ? claims[claims.length - 1]!.at : table.createdAt;
}

const stored = (e: LogEntry): StoredStep => ({
  seat: e.seat,
  kind: e.kind === 'timeout' ? 'timeout' : 'action',
  action: e.action,
  hash: e.hash,
});

/** Watches the one replay of a table's log. */
export interface LogReplayHooks {
  /** The game as setup left it, before the first step (look, do not play). */
  readonly start?: (match: Match) => void;
  /** After each game step: its log entry (seat, time), the match after it and what it produced. */
  readonly step?: (entry: LogEntry, match: Match, result: StepResult<unknown>) => void;
}

/** The table's game rebuilt from its log, which is replayed once, every state hash checked. */
export function rebuildLedger(loaded: LoadedTable, hooks: LogReplayHooks = {}): Result<Ledger, RuleError> {
  const steps = gameSteps(loaded.log);
  const { start, step } = hooks;
  return Ledger.rebuild(
    loaded.game,
    ledgerInit(loaded.table, loaded.seats),
    steps.map(stored),
    loaded.table.outcome ?? RUNNING,
    {
      ...(start ? { start } : {}),
      ...(step ? { step: (i, match, result) => step(steps[i - 1]!, match, result) } : {}),
    },
  );
}

/**
 * A game under way, rebuilt: its log replayed once, and from that replay the clocks'
 * start times and, for a game that goes on, what each computer player has been shown;
 * `also` watches the same replay (the table's history of events).
 */
export function restoreTable(
  loaded: LoadedTable,
  clocks: TableClocks,
  bots: TableBots,
  also: LogReplayHooks = {},
): Ledger {
  const { game, table } = loaded;
  const started = startedAt(table, loaded.log);
  const clocked = TableClocks.possible(game, table.moveSeconds);
  const remember = table.status === 'playing' && bots.any;
  const rebuilt = rebuildLedger(loaded, {
    start: (match) => {
      if (clocked) clocks.restart(match.actors(), started);
      if (remember) bots.remember(match);
      also.start?.(match);
    },
    step: (entry, match, step) => {
      if (clocked) clocks.next(match.actors(), entry.seat, entry.at);
      if (remember) bots.observe(match.state, step.events);
      also.step?.(entry, match, step);
    },
  });
  if (!rebuilt.ok) throw new Error(`Table ${table.id} cannot be rebuilt: ${rebuilt.error.message}`);
  if (!clocked) clocks.restart(rebuilt.value.actors(), started);
  return rebuilt.value;
}
