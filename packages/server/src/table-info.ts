/** Table descriptions as clients see them: no seed, no tokens, no invite code. */
import type { AnyGame, JsonValue, SeatInfo } from '@daedalus/core';
import type { SeatInfoWire, TableInfo } from '@daedalus/protocol';
import type { SeatRow, TableRow } from './storage/store.ts';

/** The options anyone may see: the game hides what its options keep secret (`game.publicOptions`). */
export function publicOptions(game: AnyGame | undefined, options: JsonValue): JsonValue {
  return game?.publicOptions ? game.publicOptions(options) : options;
}

export function tableInfo(
  game: AnyGame | undefined,
  table: TableRow,
  seats: readonly SeatRow[],
  connected: (seat: number) => boolean = () => false,
): TableInfo {
  return {
    id: table.id,
    game: table.game,
    gameName: game?.meta.name ?? table.game,
    options: publicOptions(game, table.options),
    players: table.players,
    visibility: table.isPublic ? 'public' : 'private',
    status: table.status,
    seats: seats.map(
      (s): SeatInfoWire => ({
        seat: s.seat,
        kind: s.kind,
        name: s.name,
        ...(s.level !== null ? { level: s.level } : {}),
        taken: s.kind === 'bot' || s.tokenHash !== null,
        connected: s.kind === 'bot' || connected(s.seat),
      }),
    ),
    moveSeconds: table.moveSeconds,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
    outcome: table.outcome,
    stateId: table.stateId,
    ...(table.seedChosen ? { chosenSeed: true } : {}),
    ...(table.rematch !== null ? { rematch: table.rematch } : {}),
  };
}

/**
 * The seats as a match record names them. A person who gave no name is named '', and so is a
 * computer player (with its level): not "Player N" or "Computer (strong)" in one language, as
 * each reader words them in its own.
 */
export function seatInfos(seats: readonly SeatRow[]): SeatInfo[] {
  return seats.map((s) =>
    s.kind === 'bot'
      ? { name: '', kind: 'bot', bot: s.level ?? 'random' }
      : { name: s.name ?? '', kind: 'human' },
  );
}
