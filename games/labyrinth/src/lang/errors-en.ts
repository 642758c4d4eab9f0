/**
 * The Labyrinth's rule errors in English: one sentence per refusal, keyed by the error's
 * code (`#…` tells two sentences of one code apart). The rules, the setup, the plan
 * generator and the scenario builder build their errors with `wordedError` below;
 * `errors-de.ts` and `errors-ru.ts` say the same in German and Russian, and `explainError`
 * (`lang/index.ts`) words an error again in a player's language.
 *
 * Arguments are plain JSON: seats and cells as the actions carry them (0-based; the
 * sentences name player and cell from 1, as the announcements do), counts, shape and
 * direction names; the scenario's sentences start with the field they are about and keep
 * the scenario format's own 0-based coordinates. This file imports no rules.
 */
import { wordedErrors } from '@daedalus/core';

/** "Column 3, row 2 is not…": a cell as the announcements name it, counted from 1. */
const notACell = (x: number, y: number): string =>
  `Column ${x + 1}, row ${y + 1} is not a cell of the labyrinth.`;
const impossible = (why: string): string => `cannot generate this plan: ${why}`;

export const enErrors = {
  // Whose turn, and what kind of action.
  'game/over': () => 'The game is over.',
  'turn/not-your-turn': (seat: number) => `Player ${seat + 1} has nothing to decide now.`,
  'turn/wrong-action#start': () => 'Now every player chooses a start cell.',
  'turn/wrong-action#play': () => 'The start cells are chosen: now make a move.',
  'timeout/not-deciding': (seat: number) => `Player ${seat + 1} is not the one the game is waiting for.`,

  // The start (B.6.1, B.7.2).
  'start/not-a-cell': (x: number, y: number) => notACell(x, y),
  'start/same-as-before': () =>
    'After invalid choices everyone must choose a cell other than his previous one.',
  'start/not-peeked': () => 'Having asked about cells, you start on one of them.',
  'start/no-peeks': () => 'You have no cell questions left.',
  'start/peeked': () => 'You already asked about that cell.',

  // A move: what the table's options forbid.
  'move/condition-before': () => 'Conditions can only depend on the movement: put them after it.',
  'move/conditional-forbidden': () => 'Conditional moves are not allowed at this table (B.7.1).',
  'move/dark-forbidden': () => 'Dark moves are not allowed at this table.',
  'move/semi-dark-forbidden': () => 'Semi-dark moves are not allowed at this table.',
  'move/throwing-forbidden': () => 'Throwing items is not allowed here: items can only be left on your cell.',
  'move/no-landmines': () => 'This game is played without landmines.',
  'move/mine-here-only': () => 'A landmine can only be set on your own cell at this table.',
  'move/target-required': () => 'At this table every shot names its target player and cell (B.7.3).',
  'move/target-not-played': () => 'Targeted shots are not played at this table.',
  'move/bad-target#seat': () => 'The target must be another player at this table.',
  'move/bad-target#cell': () => 'The target cell is not a cell of the labyrinth.',
  'move/repeat-forbidden': () => 'Repeating a move known to change nothing is not allowed (B.7.7).',
  'move/skip-forbidden': () => 'Skipping a move is not allowed at this table (B.7.7).',

  // Recall, a new cell, a thinking break.
  'recall/bad-seat': () => 'You can ask to recall the last move of another player at this table.',
  'reorder/once': () => 'You have already ordered a cell this turn.',
  'reorder/not-a-cell': (x: number, y: number) => notACell(x, y),
  'reorder/no-right': () => 'You may order a new cell only on the turn right after a wound.',
  'break/not-played': () => 'Thinking breaks are played only at tables with a move time and breaks on (B.9).',
  'break/not-needed': () =>
    'The move time here is five minutes or more: a five-minute break would add nothing (B.9).',
  'break/once': () => 'You are already on a break this turn (B.9).',
  'break/wait': () =>
    'You may take another break only when at least half of the other players have taken as many as you (B.9).',

  // Setting up a table: players, handicaps, the start rule, crossings.
  'setup/players': (min: number, max: number, players: number) =>
    `Labyrinth is played by ${min} to ${max} players, not ${players}.`,
  'setup/handicap-seat': () => 'A handicap names a seat that is not at the table.',
  'setup/start-cells': () => 'The start rule leaves too few cells for every player to start on.',
  'setup/no-crossings#plan': () =>
    'The table asks for crossings (B.7.1), but this plan does not connect its opposite sides by land, hospitals, weaponries and deltas.',
  'setup/no-crossings#generated': () =>
    'Could not generate a labyrinth whose opposite sides are connected by land, hospitals, weaponries and deltas (no generated plan had crossings between opposite sides); try a larger size or fewer rivers and pits.',

  // The plan generator, with the table's size, shape and limits.
  'plan/generate-shape': (shape: string, width: number, height: number) =>
    `the shape '${shape}' needs at least 3×3 cells, not ${width}×${height}`,
  'plan/generate-shape#mask': (entries: number, width: number, height: number) =>
    `the mask has ${entries} entries, a ${width}×${height} plan needs ${width * height}`,
  'plan/generate-impossible#disconnected': () =>
    impossible('the shape is not connected: every cell must be reachable from every other'),
  'plan/generate-impossible#no-weaponry': () => impossible('a labyrinth needs at least one weaponry (B.8.2)'),
  'plan/generate-impossible#no-hospital': () => impossible('a labyrinth needs at least one hospital (B.8.2)'),
  'plan/generate-impossible#one-pit': () =>
    impossible(
      'a single pit cannot form a loop: a loop needs at least 2 pits (B.4.4); ask for 0 or at least 2',
    ),
  'plan/generate-impossible#no-loop': (pits: number) => impossible(`${pits} pits need at least one pit loop`),
  'plan/generate-impossible#few-pits': (loops: number) =>
    impossible(`${loops} pit loops need at least ${2 * loops} pits (2 per loop, B.4.4)`),
  'plan/generate-impossible#open-exits': (open: number, exits: number) =>
    impossible(`${open} open exits is more than the ${exits} exits`),
  'plan/generate-impossible#too-small': (need: number, cells: number) =>
    impossible(
      `the parameters need at least ${need} cells (weaponries, hospitals, encephalitis, pits, two per river system, one land cell per treasure) but the shape has ${cells}`,
    ),
  /** `lastProblem` is the plan validator's English; the other languages leave it out. */
  'plan/generate-failed': (attempts: number, lastProblem: string) =>
    `could not build a valid plan with these parameters in ${attempts} attempts (last problem: ${lastProblem}); try fewer rivers, pits or special cells, or a larger shape`,

  // The scenario builder: each sentence names the field first (`players.1.outside: …`).
  'scenario/invalid#order': (field: string, seats: number) =>
    `${field}: the turn order must list each of the ${seats} seats once.`,
  'scenario/invalid#result': (field: string, phase: string) =>
    `${field}: give a result exactly when the phase is "${phase}".`,
  'scenario/invalid#not-a-cell': (field: string, x: number, y: number) =>
    `${field}: (${x}, ${y}) is not a cell of the plan.`,
  'scenario/invalid#no-cell': (field: string) =>
    `${field}: say where the player is (only a lost player, or one still choosing his start, has no cell).`,
  'scenario/invalid#all-placed': (field: string, at: string) =>
    `${field}: in the start phase at least one player is still choosing: leave out his "${at}".`,
  /** `reason` is the refusal's English message, `code` its code. */
  'scenario/invalid#cannot-start': (field: string, x: number, y: number, reason: string, _code: string) =>
    `${field}: cannot start at (${x}, ${y}): ${reason}`,
  'scenario/invalid#starts-invalid': (field: string) =>
    `${field}: the start cells were invalidated by the start rule.`,
  'scenario/invalid#treasure-count': (field: string, treasure: number, treasures: number) =>
    `${field}: treasure ${treasure}, but the plan has ${treasures}.`,
  'scenario/invalid#treasure-held': (field: string, treasure: number) =>
    `${field}: treasure ${treasure} is already held by another player.`,
  'scenario/invalid#corpse-held': (field: string, seat: number) =>
    `${field}: the corpse of player ${seat + 1}: he is not dead, or another holds it.`,
  'scenario/invalid#wounded-carrying': (field: string) =>
    `${field}: a wounded or infected player cannot carry anything but grenades (B.5.1).`,
  'scenario/invalid#no-exit': (field: string, side: string, x: number, y: number) =>
    `${field}: there is no open exit on the ${side} side of (${x}, ${y}).`,
  'scenario/invalid#outside-holding': (field: string) =>
    `${field}: a player outside holds no treasure or corpse (B.3.4).`,
  'scenario/invalid#reorder-seat': (field: string) => `${field}: only the seat to move may order a cell now.`,
  'scenario/invalid#dead-outside': (field: string) => `${field}: a dead player lies on a cell.`,
  'scenario/invalid#treasure-lying': (field: string, treasure: number) =>
    `${field}: treasure ${treasure} is not in the plan or is held by a player.`,
  'scenario/invalid#corpse-lying': (field: string, seat: number) =>
    `${field}: a corpse of player ${seat + 1}, who is not dead.`,
  'scenario/invalid#turn-start': (field: string) =>
    `${field}: nobody has the turn while start cells are chosen.`,
  'scenario/invalid#turn-not-playing': (field: string, seat: number) =>
    `${field}: player ${seat + 1} is not playing.`,
  'scenario/invalid#turn-missing': (field: string) =>
    `${field}: the seat to move is not playing: say whose turn it is.`,
  'scenario/invalid#winner': (field: string) => `${field}: a winner is not at the table.`,
};

export type ErrorWords = typeof enErrors;

/** A Labyrinth rule error from its key and arguments: `wordedError('reorder/not-a-cell', 9, 0)`. */
export const wordedError = wordedErrors(enErrors);
