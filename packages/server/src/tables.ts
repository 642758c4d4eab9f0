/**
 * Table operations behind the HTTP API: create (options checked by the game's
 * schema, seats and bot levels checked), look up, list finished games, export
 * records. Rooms do everything that happens at a table after it exists.
 */
import { type JsonValue, Match, type MatchRecord, RECORD_FORMAT } from '@daedalus/core';
import {
  type CreateTableResponse,
  createTableSchema,
  type FinishedGame,
  type GameInfo,
  LIMITS,
  nestedDeeperThan,
  protocolError,
  protoKeyPath,
  type TableInfo,
  type WireError,
} from '@daedalus/protocol';
import { z } from 'zod';
import type { ServerContext } from './context.ts';
import type { SeatRow, StoredTable, TableRow } from './storage/store.ts';
import { rebuildLedger } from './table/rebuild.ts';
import { tableInfo } from './table-info.ts';
import { inviteMatches, newInvite, newTableId, tableSeed } from './tokens.ts';

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; error: WireError };
const no = (status: number, error: WireError): Answer<never> => ({ ok: false, status, error });

export function gameInfos(ctx: ServerContext, games: readonly string[]): GameInfo[] {
  return games.flatMap((id) => {
    const game = ctx.findGame(id);
    if (!game) return [];
    let schema: JsonValue = {};
    try {
      schema = z.toJSONSchema(game.optionsSchema, { io: 'input', unrepresentable: 'any' }) as JsonValue;
    } catch {
      schema = {};
    }
    return [
      {
        id: game.meta.id,
        name: game.meta.name,
        summary: game.meta.summary,
        minPlayers: game.meta.minPlayers,
        maxPlayers: game.meta.maxPlayers,
        kind: game.meta.kind ?? 'game',
        presets: (game.presets ?? {}) as Record<string, JsonValue>,
        optionsSchema: schema,
        botLevels: ctx.bots.catalog.levels(game).map((l) => l.level),
      },
    ];
  });
}

export async function createTable(ctx: ServerContext, body: unknown): Promise<Answer<CreateTableResponse>> {
  // The shape first, without recursion: schema checks recurse, and JSON.parse makes
  // `__proto__` an own key that a copy would turn into a prototype, silently.
  if (nestedDeeperThan(body, LIMITS.maxDepth))
    return no(400, protocolError('protocol/too-deep#levels', LIMITS.maxDepth));
  const proto = protoKeyPath(body);
  if (proto !== null) {
    // Named as the schema names an unknown key: where it is, then the key.
    const inOptions = proto.startsWith('options.');
    const parent = proto.slice(inOptions ? 'options.'.length : 0, -'.__proto__'.length) || '(root)';
    const game = (body as { game?: unknown }).game;
    const what = inOptions ? `options${typeof game === 'string' ? ` for ${game}` : ''}` : 'table';
    return no(400, {
      code: inOptions ? 'options/invalid' : 'table/invalid',
      message: `Invalid ${what}: ${parent}: Unrecognized key: "__proto__"`,
    });
  }
  const parsed = createTableSchema.safeParse(body);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    return no(400, protocolError('table/invalid#detail', detail));
  }
  const req = parsed.data;
  const game = ctx.findGame(req.game);
  if (!game) return no(404, protocolError('table/unknown-game#id', req.game));
  const seats: SeatRow[] = [];
  for (const [seat, s] of req.seats.entries()) {
    if (s.kind === 'human') {
      seats.push({ seat, kind: 'human', level: null, name: null, tokenHash: null });
      continue;
    }
    const level = ctx.bots.catalog.find(game, s.level);
    if (!level) {
      const levels = ctx.bots.catalog.levels(game).map((l) => l.level);
      return no(400, protocolError('table/invalid#level', game.meta.id, String(s.level), levels.join(', ')));
    }
    seats.push({ seat, kind: 'bot', level: level.level, name: `Computer (${level.level})`, tokenHash: null });
  }
  // The creator's seed, if any, is mixed with a secret of the server's own.
  const seed = tableSeed(req.seed, ctx.seedSecret());
  const trial = Match.create(game, {
    players: seats.length,
    seed,
    ...(req.options !== undefined ? { options: req.options } : {}),
    ...(req.preset !== undefined ? { preset: req.preset } : {}),
  });
  if (!trial.ok) return no(400, { code: trial.error.code, message: trial.error.message });
  const now = ctx.clock.now();
  const allBots = seats.every((s) => s.kind === 'bot');
  const table: TableRow = {
    id: newTableId(),
    game: game.meta.id,
    edition: trial.value.edition,
    options: trial.value.options,
    players: seats.length,
    seed,
    seedChosen: req.seed !== undefined,
    isPublic: req.visibility === 'public',
    invite: req.visibility === 'private' ? newInvite() : null,
    moveSeconds: req.moveSeconds ?? null,
    status: allBots ? 'playing' : 'waiting',
    outcome: null,
    stateId: 0,
    createdAt: now,
    updatedAt: now,
    rematch: null,
  };
  await ctx.store.createTable(table, seats);
  if (allBots) await ctx.ensureRoom(table.id);
  ctx.notifyLobby();
  return { ok: true, value: { table: tableInfo(game, table, seats), invite: table.invite } };
}

/**
 * A table as someone at `address` may see it: a private one only with its invite code,
 * and wrong codes are guesses, limited per address and per table.
 */
async function visible(
  ctx: ServerContext,
  id: string,
  invite: string | undefined,
  address: string,
): Promise<Answer<StoredTable>> {
  const stored = await ctx.store.getTable(id);
  if (!stored) return no(404, protocolError('table/not-found'));
  if (stored.table.invite !== null) {
    if (!ctx.guesses.allowed(address, id)) return no(429, protocolError('protocol/rate-limited#guesses'));
    if (!inviteMatches(invite, stored.table.invite)) {
      ctx.guesses.failed(address, id);
      return no(403, protocolError('auth/invite-required'));
    }
  }
  return { ok: true, value: stored };
}

export async function getTable(
  ctx: ServerContext,
  id: string,
  invite: string | undefined,
  address: string,
): Promise<Answer<TableInfo>> {
  const found = await visible(ctx, id, invite, address);
  if (!found.ok) return found;
  const { table, seats } = found.value;
  return { ok: true, value: tableInfo(ctx.findGame(table.game), table, seats) };
}

export async function finishedGames(ctx: ServerContext, limit = 100): Promise<FinishedGame[]> {
  const rows = await ctx.store.listTables({ statuses: ['finished'], publicOnly: true, limit });
  return rows.map((r) => ({
    table: tableInfo(ctx.findGame(r.table.game), r.table, r.seats),
    finishedAt: r.table.updatedAt,
  }));
}

/** The record of a finished game (only then: it reveals every secret action). */
export async function exportRecord(
  ctx: ServerContext,
  id: string,
  invite: string | undefined,
  address: string,
): Promise<Answer<MatchRecord>> {
  const found = await visible(ctx, id, invite, address);
  if (!found.ok) return found;
  const { table, seats } = found.value;
  if (table.status !== 'finished') return no(409, protocolError('table/not-finished'));
  const game = ctx.findGame(table.game);
  if (!game) return no(404, protocolError('table/unknown-game'));
  const rebuilt = rebuildLedger({ game, table, seats, log: await ctx.store.loadLog(id) });
  if (!rebuilt.ok) return no(500, { code: rebuilt.error.code, message: rebuilt.error.message });
  const record = rebuilt.value.record();
  return { ok: true, value: { ...record, format: RECORD_FORMAT } };
}
