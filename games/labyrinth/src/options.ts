/**
 * Table options (reference B.7) with their defaults, and the presets `standard` (the full
 * reference) and `beginner` (the short description with B.7.1 simplifications).
 */
import { z } from 'zod';
import { SHAPES } from './plan/generate.ts';
import { planSchema } from './plan/json.ts';
import { RIVER_MODES } from './plan/movement.ts';
import { CELL_TYPES } from './plan/types.ts';

export const BLOW_REPORTS = ['silent', 'wall-remains', 'full'] as const;
export type BlowReport = (typeof BLOW_REPORTS)[number];

export const RECALL_MODES = ['last', 'full'] as const;
export type RecallMode = (typeof RECALL_MODES)[number];

const handicapSchema = z
  .object({
    seat: z.number().int().min(0).max(5).describe('The handicapped seat.'),
    peeks: z
      .number()
      .int()
      .min(0)
      .max(100)
      .default(0)
      .describe(
        'B.7.2: cells whose type the player may ask before choosing a start (then he starts among them).',
      ),
    extraReorders: z
      .number()
      .int()
      .min(0)
      .max(10)
      .default(0)
      .describe('B.7.2: extra cell orders, usable on any turn (without a wound he leaves his items behind).'),
  })
  .strict();

const count = (what: string) => z.number().int().min(0).max(400).optional().describe(what);

export const labyrinthOptionsSchema = z
  .object({
    width: z.number().int().min(2).max(30).default(5).describe('Width of a generated labyrinth (cells).'),
    height: z.number().int().min(2).max(30).default(5).describe('Height of a generated labyrinth (cells).'),
    shape: z
      .enum(SHAPES)
      .default('rectangle')
      .describe('Outline of a generated labyrinth: rectangle, no-corners or cross.'),
    plan: planSchema
      .optional()
      .describe('An explicit plan (JSON, see docs) instead of a generated one; it must pass the validator.'),
    landmines: z.boolean().default(true).describe('B.5.3/B.7.1: each player starts with one landmine.'),
    weaponryMines: z
      .boolean()
      .default(false)
      .describe('B.4.3 variation: a weaponry also hands out a landmine to a player whose hands are empty.'),
    encephalitis: z
      .boolean()
      .default(true)
      .describe('B.7.1: generated plans contain encephalitis cells (explicit plans decide for themselves).'),
    healMoves: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .nullable()
      .default(null)
      .describe(
        'B.4.7/B.8.6: successful moves an infected player has to reach a hospital (null: players + 3).',
      ),
    healUnlimited: z
      .boolean()
      .default(false)
      .describe('B.4.7: the time to heal after an infection is not limited.'),
    nstop: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .nullable()
      .default(null)
      .describe(
        'B.3.6: rounds without an irreversible change that end the game in a draw (null: the number of cells).',
      ),
    rivers: z
      .enum(RIVER_MODES)
      .default('normal')
      .describe(
        'B.7.4: normal, shallow (carried once, then walk along) or turbulent (carried to the delta) rivers.',
      ),
    shotRange: z
      .number()
      .int()
      .min(1)
      .max(100)
      .nullable()
      .default(null)
      .describe('B.7.3: how many cells a bullet flies beyond the shooter’s cell (null: unlimited).'),
    shootFromRivers: z
      .boolean()
      .default(true)
      .describe('B.7.3: shooting from river cells is allowed (false: "the powder is damp").'),
    shootThroughBuildings: z
      .boolean()
      .default(false)
      .describe('B.7.3: bullets fly through weaponries and hospitals (never from them).'),
    targetedShots: z
      .boolean()
      .default(false)
      .describe('B.7.3: every shot names its target player and cell; only he can be hit, only there.'),
    mineVictimsReorder: z
      .boolean()
      .default(true)
      .describe('B.7.5: a player wounded by a landmine may order a new cell (false: he may not).'),
    commonStart: z
      .boolean()
      .default(false)
      .describe(
        'B.7.6: everyone starts on one cell chosen by the game master, without bullets and grenades.',
      ),
    startShared: z
      .boolean()
      .default(false)
      .describe('B.6.1: two players may choose the same start cell (false: such choices are invalidated).'),
    startForbidden: z
      .array(z.enum(CELL_TYPES))
      .default(['river'])
      .describe('B.6.1: cell types on which a chosen start is invalidated.'),
    allowSkip: z.boolean().default(true).describe('B.6.6/B.7.7: a player may skip a move.'),
    allowRepeats: z
      .boolean()
      .default(true)
      .describe('B.7.7: a move known to change nothing (the same move after "hit a wall") may be repeated.'),
    blowReport: z
      .enum(BLOW_REPORTS)
      .default('silent')
      .describe(
        'B.7.8: what is told about a grenade: silent (nothing), wall-remains (whether a wall stands there after the blast), full (no wall / blown up / withstood).',
      ),
    throwing: z
      .boolean()
      .default(true)
      .describe('B.7.1: items may be thrown to neighbouring cells (false: only left on the own cell).'),
    mineOnNeighbour: z
      .boolean()
      .default(true)
      .describe('B.7.1: a landmine may be set on a neighbouring cell (false: only on the own cell).'),
    conditionalMoves: z.boolean().default(true).describe('B.6.5/B.7.1: conditional moves are allowed.'),
    darkMoves: z.boolean().default(true).describe('B.6.7/B.7.1: dark moves are allowed.'),
    semiDarkMoves: z.boolean().default(true).describe('B.6.8/B.7.1: semi-dark moves are allowed.'),
    recall: z
      .enum(RECALL_MODES)
      .default('last')
      .describe(
        'B.6.3: recall only the last move of another player (last), or keep the full public log (full).',
      ),
    lastSurvivorMoves: z
      .number()
      .int()
      .min(1)
      .max(10_000)
      .nullable()
      .default(null)
      .describe(
        'B.7.9: moves the last survivor has to carry the true treasure out (null: he wins at once, B.3.5).',
      ),
    handicaps: z.array(handicapSchema).default([]).describe('B.7.2: handicaps for weaker players.'),
    moveSeconds: z
      .number()
      .int()
      .min(10)
      .max(86_400)
      .nullable()
      .default(null)
      .describe('B.9: time for one move in online play; a player who runs out loses (null: no limit).'),
    thinkingBreaks: z
      .boolean()
      .default(true)
      .describe(
        'B.9: a player may take one 5-minute break before a move (again once half the players used theirs).',
      ),
    generator: z
      .object({
        weaponries: count('Weaponries (B.7.1; default: the generator’s choice by size).'),
        hospitals: count('Hospitals.'),
        pits: count('Pit cells in all.'),
        pitLoops: count('Pit loops.'),
        riverSystems: count('River systems (one delta each).'),
        maxRiverLength: count('Most river cells in one system.'),
        riverBranches: z
          .number()
          .int()
          .min(1)
          .max(400)
          .optional()
          .describe('Most branches (river sources) in one river system; 1: unbranched rivers.'),
        exits: count('Exits (at least 2).'),
        openExits: count('Exits open at the start.'),
        wallDensity: z.number().min(0).max(1).optional().describe('Share of inner sides with a wall (0–1).'),
      })
      .strict()
      .default({})
      .describe(
        'B.7.1: limits on the generated labyrinth (counts of weaponries, hospitals, pits, rivers, river branches, exits, walls).',
      ),
    closedExits: z
      .boolean()
      .default(true)
      .describe('B.7.1: exits may start closed by a destructible wall (false: every exit is open).'),
    crossings: z
      .boolean()
      .default(false)
      .describe(
        'B.7.1: opposite sides of the labyrinth are connected by chains of land, hospital, weaponry and delta cells without walls.',
      ),
    fakeTreasures: z
      .number()
      .int()
      .min(0)
      .max(12)
      .nullable()
      .default(null)
      .describe('Generated plans: number of fake treasures (null: the generator’s choice).'),
    // Optional rather than defaulted: a table without it keeps the state (and its records) as before.
    notebook: z
      .boolean()
      .optional()
      .describe(
        'B.6.3: every player sees a notebook: each player’s moves and the game master’s answers in columns, as heard.',
      ),
  })
  .strict();

export type LabyrinthOptions = z.infer<typeof labyrinthOptionsSchema>;

export const labyrinthPresets: Readonly<Record<string, Partial<LabyrinthOptions>>> = {
  standard: {},
  beginner: {
    landmines: false,
    encephalitis: false,
    conditionalMoves: false,
    darkMoves: false,
    semiDarkMoves: false,
    throwing: false,
    mineOnNeighbour: false,
    recall: 'full',
  },
  /** A small maze that ends after three rounds without change: a first look, and smoke tests. */
  taster: { width: 4, height: 4, nstop: 3 },
};
