/**
 * Setting up a game: the plan (generated from the seed, or given in the options and
 * checked by the validator), the treasures on their cells, the mites, the players with
 * their starting belongings (B.5.3), the random turn order (B.6.1), and either the start
 * phase or, with a common start (B.7.6), everyone on one cell chosen by the game master.
 */
import {
  DIRECTIONS,
  type Direction,
  err,
  fail,
  graphDistances,
  ok,
  type Point,
  Random,
  type Result,
  type RuleError,
  type Seat,
  squareGraph,
} from '@daedalus/core';
import { wordedError } from './lang/errors-en.ts';
import type { LabyrinthOptions } from './options.ts';
import { type GenerateOptions, generatePlan, resolveSettings } from './plan/generate.ts';
import { planFromJson } from './plan/json.ts';
import { hasInnerWall, indexOfPoint, isOuter, planCells, pointOfIndex } from './plan/query.ts';
import type { CellType, Plan } from './plan/types.ts';
import { validatePlan } from './plan/validate.ts';
import { beginPlay } from './rules/start.ts';
import { snapshot } from './rules/state.ts';
import { type Item, type LabyrinthState, MAX_AMMO, type PlayerState } from './types.ts';

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 6;

function makePlan(
  options: LabyrinthOptions,
  players: number,
  random: Random,
  validate: boolean,
): Result<Plan, RuleError> {
  if (options.plan !== undefined) {
    const parsed = planFromJson(options.plan);
    if (!parsed.ok || !validate) return parsed;
    const report = validatePlan(parsed.value, {
      players,
      landmines: options.landmines,
      rivers: options.rivers,
    });
    if (!report.ok)
      return fail(
        'setup/invalid-plan',
        `The plan breaks the rules of B.8: ${report.errors.map((e) => e.message).join('; ')}`,
        report.errors,
      );
    if (options.crossings && !hasCrossings(parsed.value)) return err(wordedError('setup/no-crossings#plan'));
    return ok(parsed.value);
  }
  const input: GenerateOptions = {
    width: options.width,
    height: options.height,
    shape: options.shape,
    players,
    landmines: options.landmines,
    rivers: options.rivers,
    ...Object.fromEntries(Object.entries(options.generator).filter(([, v]) => v !== undefined)),
    ...(options.encephalitis ? {} : { encephalitis: 0 }),
    ...(options.fakeTreasures === null ? {} : { fakes: options.fakeTreasures }),
  };
  if (!options.closedExits) {
    const settings = resolveSettings(input);
    if (!settings.ok) return settings;
    input.openExits = settings.value.exits;
  }
  for (let attempt = 0; attempt < (options.crossings ? CROSSING_ATTEMPTS : 1); attempt++) {
    const generated = generatePlan(input, random);
    if (!generated.ok) return generated;
    if (!options.crossings || hasCrossings(generated.value.plan)) return ok(generated.value.plan);
  }
  return err(wordedError('setup/no-crossings#generated'));
}

const CROSSING_ATTEMPTS = 60;
const OPEN_TYPES: readonly CellType[] = ['land', 'hospital', 'weaponry', 'delta'];

/**
 * B.7.1: chains of neighbouring land, hospital, weaponry and delta cells, with no wall
 * between them, connect the left side to the right side and the top to the bottom.
 */
export function hasCrossings(plan: Plan): boolean {
  const grid = squareGraph(plan);
  const open = (i: number): boolean => OPEN_TYPES.includes(plan.cells[i] as CellType);
  const canPass = (i: number, j: number, side: number): boolean =>
    open(j) && !hasInnerWall(plan, pointOfIndex(plan, i), DIRECTIONS[side] as Direction);
  const cells = planCells(plan).filter((p) => open(indexOfPoint(plan, p)));
  const connects = (from: Direction, to: Direction): boolean => {
    const starts = cells.filter((p) => isOuter(plan, p, from)).map((p) => indexOfPoint(plan, p));
    const dist = graphDistances(grid, starts, canPass);
    return cells.some((p) => (dist[indexOfPoint(plan, p)] as number) >= 0 && isOuter(plan, p, to));
  };
  return connects('left', 'right') && connects('up', 'down');
}

export function newPlayer(s: Pick<LabyrinthState, 'options'>, seat: Seat, players: number): PlayerState {
  const handicap = s.options.handicaps.find((h) => h.seat === seat);
  const ammo = s.options.commonStart ? 0 : MAX_AMMO;
  const p: PlayerState = {
    condition: 'playing',
    at: null,
    outside: null,
    health: 'healthy',
    infection: null,
    immune: false,
    bullets: ammo,
    grenades: ammo,
    held: s.options.landmines ? { kind: 'mine', armed: false } : null,
    footing: false,
    reordersLeft: Math.max(0, players - 1),
    extraReorders: handicap?.extraReorders ?? 0,
    peeksLeft: s.options.commonStart ? 0 : (handicap?.peeks ?? 0),
    peeked: [],
    startChoice: null,
    previousChoice: null,
    startCell: null,
    orderedCells: [],
    woundNotice: null,
    reorderRight: null,
    reorderedThisTurn: false,
    breaks: 0,
    onBreak: false,
    deathAnnounced: false,
    lastMove: null,
    noChangeMove: null,
    told: undefined as unknown as PlayerState['told'],
    trail: [],
  };
  p.told = snapshot(p);
  return p;
}

/**
 * `validatePlan: false` (scenarios of test positions only) takes an explicit plan as it is, without checking it
 * against B.8; its structure is checked all the same.
 */
export function setupGame(
  options: LabyrinthOptions,
  players: number,
  seed: string,
  { validatePlan = true }: { validatePlan?: boolean } = {},
): Result<LabyrinthState, RuleError> {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return err(wordedError('setup/players', MIN_PLAYERS, MAX_PLAYERS, players));
  if (options.handicaps.some((h) => h.seat >= players)) return err(wordedError('setup/handicap-seat'));
  const random = Random.fromSeed(seed);
  const planned = makePlan(options, players, random, validatePlan);
  if (!planned.ok) return planned;
  const plan = planned.value;
  const { plan: _explicit, ...tableOptions } = options;
  const cells = planCells(plan);
  const items: Item[][] = Array.from({ length: plan.width * plan.height }, () => []);
  plan.treasures.forEach((t, id) => {
    items[indexOfPoint(plan, t.at)]?.push({ kind: 'treasure', id });
  });
  const startable = cells.filter((c) => !options.startForbidden.includes(plan.cells[indexOfPoint(plan, c)]!));
  if (!options.commonStart && startable.length < (options.startShared ? 1 : players))
    return err(wordedError('setup/start-cells'));
  const order = random.shuffle(Array.from({ length: players }, (_, i) => i));
  // B.5.8/B.3.4: treasures lying together at the start are piled in a random order, so that "lowest" and
  // "topmost" (and the default pick of the topmost) say nothing about which one is true. (The plan lists
  // the true one first; no randomness is drawn when no cell holds two treasures.)
  for (const [i, pile] of items.entries()) if (pile.length > 1) items[i] = random.shuffle(pile);
  const s: LabyrinthState = {
    format: 'labyrinth@1',
    options: tableOptions,
    plan,
    treasureTrue: plan.treasures.map((t) => t.true),
    healMoves: options.healUnlimited ? null : (options.healMoves ?? players + 3),
    nstop: options.nstop ?? cells.length,
    rng: [0, 0, 0, 0],
    phase: 'start',
    players: [],
    order,
    turn: 0,
    round: 1,
    items,
    mites: cells
      .filter((c) => plan.cells[indexOfPoint(plan, c)] === 'encephalitis')
      .map((at) => ({ at, state: 'asleep' as const, countdown: 0 })),
    startTypes: Array.from({ length: players }, () => null),
    nstopCount: 0,
    roundChanged: false,
    roundAllSkip: true,
    roundMoves: 0,
    survivor: null,
    result: null,
    log: [],
  };
  s.players = Array.from({ length: players }, (_, seat) => newPlayer(s, seat, players));
  if (options.commonStart) {
    const plain = cells.filter(
      (c) =>
        plan.cells[indexOfPoint(plan, c)] === 'land' && (items[indexOfPoint(plan, c)]?.length ?? 0) === 0,
    );
    const pool = plain.length > 0 ? plain : cells.filter((c) => plan.cells[indexOfPoint(plan, c)] === 'land');
    const cell: Point = random.pick(pool.length > 0 ? pool : cells);
    // The game master does not tell where the common start cell is (startCell stays unknown).
    for (const p of s.players) p.at = cell;
    const events: LabyrinthState['log'] = [];
    beginPlay(s, events);
    // Setup returns no events: the full log keeps the common start's announcements.
    if (options.recall === 'full') s.log = events;
  }
  s.rng = random.state;
  return ok(s);
}
