/**
 * The scenario form: a position written by hand — the board as rows of tiles, where the aliens
 * stand, who wears the relic, the hands, the top of the deck and the dice rolled — for tests,
 * puzzles, bug reports and `daedalus scenario`. The scenario starts a round at its first turn.
 *
 * ```json
 * { "board": ["RYBY ? ? ? RRBB", "…5 rows…"],     // tiles: sides up,right,down,left; SSSS relic; ? any
 *   "aliens": [{ "green": "a1", "orange": "b2*" }, {}],  // a cell (a–e, 1–5 from the top), * on the datapad; missing: aboard
 *   "relic": "c3" | { "seat": 0, "alien": "orange" },
 *   "hands": [["rotate180", "exchange-2"], []],  "deck": ["run2"],  "discard": [],
 *   "dice": "g6 g3 p6 p2 o4 o3 g3p1 g1p1o2",       // power: colour letter + pips; move: footprints
 *   "tokens": [0, 1], "ufos": ["a1 left", "e5 right"], "round": 1, "start": 0,
 *   "options": { "tokensToWin": 3 }, "seed": "scenario" }
 * ```
 */
import { err, fail, ok, Random, type Result, type RuleError } from '@daedalus/core';
import { z } from 'zod';
import { type ErrorWords, wordedError } from './lang/errors-en.ts';
import { consistency } from './position.ts';
import { cellAt, onBoard, startDocks } from './rules/board.ts';
import { ALL_CARDS, isCard, kindOf } from './rules/deck.ts';
import { makeDice, readDieCode } from './rules/dice.ts';
import { beginRound } from './rules/rounds.ts';
import type { Ctx } from './rules/state.ts';
import { hasDatapad, MAZE_TILE_COUNT, placedOf, RELIC_TILE } from './rules/tiles.ts';
import {
  ALIENS,
  type Alien,
  BOARDS,
  CARD_KINDS,
  type CardKind,
  type Die,
  type Dock,
  optionsSchema,
  type Placed,
  type SmState,
  type Team,
} from './types.ts';

const place = z
  .string()
  .regex(/^[a-e][1-5]\*?$|^ufo$/, 'a cell such as "b3" (with * on its datapad) or "ufo"');
export const scenarioSchema = z
  .object({
    board: z
      .array(z.string())
      .refine((rows) => rows.length === 3 || rows.length === 5, 'the board has 3 or 5 rows'),
    aliens: z
      .array(z.object({ green: place, purple: place, orange: place }).partial().strict())
      .min(2)
      .max(4)
      .optional(),
    players: z.number().int().min(2).max(4).optional(),
    relic: z
      .union([
        z.string().regex(/^[a-e][1-5]$/),
        z.object({ seat: z.number().int().min(0).max(3), alien: z.enum(ALIENS) }).strict(),
      ])
      .optional(),
    hands: z.array(z.array(z.string())).optional(),
    deck: z.array(z.string()).optional(),
    discard: z.array(z.string()).optional(),
    dice: z.union([z.string(), z.array(z.string())]).optional(),
    tokens: z.array(z.number().int().min(0).max(8)).optional(),
    ufos: z.array(z.string().regex(/^[a-e][1-5] (up|right|down|left)$/)).optional(),
    glued: z.boolean().optional(),
    round: z.number().int().min(1).optional(),
    start: z.number().int().min(0).max(3).optional(),
    options: optionsSchema.partial().optional(),
    seed: z.string().optional(),
  })
  .strict();
export type ScenarioSpec = z.input<typeof scenarioSchema>;

type ScenarioKey = Extract<keyof ErrorWords, `scenario/${string}`>;
/** A scenario refused, in words (`errors-*.ts`). */
const bad = <K extends ScenarioKey>(key: K, ...args: Parameters<ErrorWords[K]>): Result<never, RuleError> =>
  err(wordedError(key, ...args));

const cellOf = (size: number, name: string): number | null => {
  const p = { x: name.charCodeAt(0) - 97, y: Number(name[1]) - 1 };
  return onBoard(size, p) ? cellAt(size, p) : null;
};

function parseBoard(rows: readonly string[], random: Random): Result<Placed[], RuleError> {
  const size = rows.length;
  const cells: (Placed | null)[] = [];
  const used = new Set<number>();
  for (const [y, row] of rows.entries()) {
    const tokens = row.trim().split(/\s+/);
    if (tokens.length !== size) return bad('scenario/invalid#row', y + 1, size, tokens.length, row);
    for (const token of tokens) {
      if (token === '?') {
        cells.push(null);
        continue;
      }
      const pad = token.endsWith('*');
      const sides = (pad ? token.slice(0, -1) : token).toUpperCase();
      const placed = /^[RYBS]{4}$/.test(sides) ? placedOf(sides) : null;
      if (!placed) return bad('scenario/invalid#tile', token);
      if (used.has(placed.tile)) return bad('scenario/invalid#tile-twice', token);
      if (pad && !hasDatapad(placed.tile)) return bad('scenario/invalid#no-datapad', token);
      used.add(placed.tile);
      cells.push(placed);
    }
  }
  const free = random.shuffle(
    Array.from({ length: MAZE_TILE_COUNT + 1 }, (_, i) => i).filter((t) => !used.has(t) && t !== RELIC_TILE),
  );
  if (!used.has(RELIC_TILE)) {
    const centre = Math.floor((size * size) / 2);
    if (cells[centre] !== null) return bad('scenario/invalid#relic-missing');
    cells[centre] = { tile: RELIC_TILE, turn: 0 };
  }
  return ok(cells.map((c) => c ?? { tile: free.pop()!, turn: random.int(4) }));
}

/** Card kinds or ids → distinct card ids (a kind takes its first copy not yet used). */
function cardPicker() {
  const used = new Set<string>();
  return (name: string): Result<string, RuleError> => {
    const id = isCard(name)
      ? name
      : (CARD_KINDS as readonly string[]).includes(name)
        ? ALL_CARDS.find((c) => kindOf(c) === name && !used.has(c))
        : undefined;
    if (id === undefined)
      return (CARD_KINDS as readonly string[]).includes(name)
        ? bad('scenario/invalid#no-more-cards', name as CardKind)
        : bad('scenario/invalid#not-card', name);
    if (used.has(id)) return bad('scenario/invalid#card-twice', id);
    used.add(id);
    return ok(id);
  };
}

function parseDice(spec: string | readonly string[], players: number): Result<Die[], RuleError> {
  const tokens = typeof spec === 'string' ? spec.trim().split(/[\s,]+/) : spec;
  const dice = makeDice(players);
  const power: Record<Alien, number[]> = { green: [], purple: [], orange: [] };
  const faces: number[] = [];
  for (const t of tokens) {
    const read = readDieCode(t);
    if (!read) return bad('scenario/invalid#not-die', t);
    if (read.kind === 'power') power[read.colour].push(read.pips);
    else faces.push(read.face);
  }
  for (const a of ALIENS)
    if (power[a].length !== players) return bad('scenario/invalid#power-dice', players, a, power[a].length);
  if (faces.length !== players) return bad('scenario/invalid#move-dice', players, faces.length);
  for (const d of dice) {
    if (d.kind === 'power') d.pips = power[d.colour].shift()!;
    else d.face = faces.shift()!;
  }
  return ok(dice);
}

export function buildScenario(raw: unknown): Result<SmState, RuleError> {
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success)
    return fail(
      'scenario/invalid',
      `Scenario: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}.`,
    );
  const spec = parsed.data;
  const random = Random.fromSeed(spec.seed ?? 'scenario');
  const size = spec.board.length;
  const options = optionsSchema.parse({ ...spec.options, board: BOARDS[size === 3 ? 1 : 0] });
  const players = spec.players ?? spec.aliens?.length ?? spec.hands?.length ?? 2;
  if (players < 2 || players > 4) return bad('scenario/invalid#players');
  const board = parseBoard(spec.board, random);
  if (!board.ok) return board;
  const tileAt = (name: string): number | null => {
    const c = cellOf(size, name);
    return c === null ? null : board.value[c]!.tile;
  };
  const aliens: Team[] = [];
  for (let seat = 0; seat < players; seat++) {
    const team = {} as Team;
    for (const a of ALIENS) {
      const where = spec.aliens?.[seat]?.[a] ?? 'ufo';
      if (where === 'ufo') team[a] = { tile: null, pad: false };
      else {
        const tile = tileAt(where.slice(0, 2));
        if (tile === null) return bad('scenario/invalid#not-on-board', where, size);
        team[a] = { tile, pad: where.endsWith('*') };
      }
    }
    aliens.push(team);
  }
  let ufos: Dock[] = startDocks(size, players);
  if (spec.ufos) {
    if (spec.ufos.length !== players) return bad('scenario/invalid#ufos', players);
    const docks: Dock[] = [];
    for (const u of spec.ufos) {
      const [name, side] = u.split(' ') as [string, Dock['side']];
      const cell = cellOf(size, name);
      if (cell === null) return bad('scenario/invalid#off-board', name);
      docks.push({ cell, side });
    }
    ufos = docks;
  }
  const pick = cardPicker();
  const take = (names: readonly string[] | undefined): Result<string[], RuleError> => {
    const out: string[] = [];
    for (const n of names ?? []) {
      const r = pick(n);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };
  const hands: string[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const h = take(spec.hands?.[seat]);
    if (!h.ok) return h;
    hands.push(h.value);
  }
  const top = take(spec.deck);
  if (!top.ok) return top;
  const discard = take(spec.discard);
  if (!discard.ok) return discard;
  const named = new Set([...hands.flat(), ...top.value, ...discard.value]);
  const rest = random.shuffle(ALL_CARDS.filter((c) => !named.has(c)));
  let relic: SmState['relic'] = { tile: RELIC_TILE };
  if (typeof spec.relic === 'string') {
    const t = tileAt(spec.relic);
    if (t === null) return bad('scenario/invalid#off-board', spec.relic);
    relic = { tile: t };
  } else if (spec.relic) relic = { seat: spec.relic.seat, alien: spec.relic.alien };
  let dice = makeDice(players);
  if (spec.dice !== undefined) {
    const d = parseDice(spec.dice, players);
    if (!d.ok) return d;
    dice = d.value;
  }
  const s: SmState = {
    options,
    rng: random.state,
    players,
    board: board.value,
    ufos,
    aliens,
    relic,
    glued: spec.glued ?? false,
    tokens: spec.tokens ?? new Array(players).fill(0),
    deck: [...rest, ...top.value.slice().reverse()],
    hands,
    discard: discard.value,
    dice,
    panels: Array.from({ length: players }, () => ({ move: null, cards: [], idle: [] })),
    round: spec.round ?? 1,
    start: spec.start ?? 0,
    pick: 0,
    stage: { kind: 'take' },
    winner: null,
    reason: null,
  };
  if (spec.dice === undefined) {
    const ctx: Ctx = { s, random: new Random(s.rng), events: [] };
    beginRound(ctx);
  }
  const why = consistency(s);
  // The position's own consistency rules (shared with `decodePosition`) say why in English.
  return why ? fail('scenario/invalid', `Scenario: ${why}.`) : ok(s);
}
