/**
 * The Temple Labyrinth's rule errors in English: one sentence per refusal, keyed by its code
 * (`#variant` where one code has several sentences). The rules build their errors with
 * `wordedError(key, …args)`; `errors-de.ts` and `errors-ru.ts` word the same keys, and
 * `explainError` (`index.ts`) words an error again in the player's language. Arguments are
 * plain JSON: field names, rhombus letters, player numbers (from 1), direction codes, counts.
 */
import { wordedErrors } from '@daedalus/core';

const apNone = (what: string) => `${what} costs 1 AP; you have none left.`;
const turnNote = (free: number) =>
  free === 0 ? ' The turn is blocked at once.' : ` The turn is free for ${free * 60}° only.`;
const byRhombus = (letter: string, at: string) => `Rhombus ${letter} is in the way at ${at}.`;
const byFigure = (player: number, at: string) => `Player ${player}'s figure is in the way at ${at}.`;
const byStone = (player: number, at: string) => `Player ${player}'s blockade stone is in the way at ${at}.`;
const LEAVES = 'A rhombus never leaves the hall, not even partly.';

export const enErrors = {
  // Turns and phases. (`#players`, `#range`: core's match words these codes with other arguments.)
  'game/over': () => 'The game is over.',
  'turn/not-your-turn#players': (current: number, player: number) =>
    `It is Player ${current}'s turn, not Player ${player}'s.`,
  /** `phase`: a phase id (`rhombi`); `allowed` and `tried`: action types (`slide`). */
  'phase/wrong-action': (phase: string, allowed: string[], tried: string) =>
    `Now (${phase}) you may ${allowed.join(', ')} — not ${tried}.`,
  'ap/none-left#motion': () => apNone('Moving a rhombus'),
  'ap/none-left#statue': () => apNone('Taking a statue'),
  'ap/none-left#passage': () => apNone('A secret passage'),
  'ap/none-left#symbol': () => apNone('A rhombus symbol'),

  // Setting up: start fields and laying path rhombi.
  'start/not-entrance': () => 'A figure starts on a start field (an entrance, +).',
  'start/taken': () => 'Another figure already stands on that start field.',
  'lay/nothing-drawn': () => 'No rhombus has been drawn.',
  'lay/outside': () => 'A rhombus must cover two fields of the hall.',
  'lay/overlap': (letter: string, at: string) =>
    `Rhombus ${letter} already covers ${at}: rhombi may not overlap, not even partly.`,
  'lay/on-figure': (at: string) => `A figure stands on ${at}: a rhombus may not be laid on it.`,
  'lay/walls-in-start': (at: string) => `That would wall in the start field ${at} completely.`,

  // Moving rhombi (phase 2 and rhombus symbols); `#turn`: a turn, free for `free` 60° steps.
  'motion/no-rhombus': (letter: string) => `Rhombus ${letter} is not on the board.`,
  'motion/stone-on-rhombus': (letter: string, player: number) =>
    `Rhombus ${letter} carries Player ${player}'s blockade stone: it cannot move.`,
  /** `dirs` and `dir`: direction codes (`ne`). */
  'motion/not-along-edge': (letter: string, dirs: string[], dir: string) =>
    `Rhombus ${letter} slides only along its edges (${dirs.join(', ')}), not ${dir}.`,
  /** `hour` and `hours`: clock hours. */
  'motion/no-corner': (letter: string, hour: number, hours: number[]) =>
    `Rhombus ${letter} has no corner at ${hour} o'clock (its corners: ${hours.join(', ')}).`,
  'motion/leaves-hall': () => LEAVES,
  'motion/leaves-hall#turn': (free: number) => LEAVES + turnNote(free),
  'motion/blocked-by-rhombus': byRhombus,
  'motion/blocked-by-rhombus#turn': (letter: string, at: string, free: number) =>
    byRhombus(letter, at) + turnNote(free),
  'motion/blocked-by-figure': byFigure,
  'motion/blocked-by-figure#turn': (player: number, at: string, free: number) =>
    byFigure(player, at) + turnNote(free),
  'motion/blocked-by-stone': byStone,
  'motion/blocked-by-stone#turn': (player: number, at: string, free: number) =>
    byStone(player, at) + turnNote(free),

  // Moving the figure (phase 3).
  'move/no-figure': () => 'Your figure is not on the board.',
  'move/again': () =>
    'Your figure has moved: take a statue or use a passage or symbol before it moves again.',
  /** `field`: a field id that names no field. */
  'move/no-field': (field: number) => `There is no field ${field}.`,
  'move/stays': () => 'The figure is already there.',
  'move/abyss': (at: string) => `${at} is abyss: a figure may not enter or cross it.`,
  'move/occupied': (at: string) =>
    `A figure or a blockade stone stands on ${at}: you may pass over it but not stop there.`,
  'move/bad-path': () => 'A path runs from the figure’s field to the field it names last.',
  'move/not-neighbours': (a: string, b: string) => `${a} and ${b} do not share an edge.`,
  'move/wall': (a: string, b: string) => `A wall stands between ${a} and ${b}.`,
  'move/no-way': (at: string) => `There is no way to ${at}: abyss or walls are in between.`,
  'move/too-dear': (cost: number, ap: number) =>
    `That walk crosses snakes worth ${cost} AP; you have ${ap} AP left.`,

  // Statues, secret passages, rhombus symbols.
  'statue/no-figure': () => 'Your figure is not on the board.',
  'statue/not-on-target': () => 'Your figure does not stand on a target rhombus.',
  'statue/none-of-yours': (letter: string) =>
    `Target rhombus ${letter} holds no statue of your colour any more.`,
  'passage/no-figure': () => 'Your figure is not on the board.',
  'passage/not-on-passage': () => 'Your figure does not stand on a free secret-passage field.',
  'passage/not-free': (at: string) => `The secret passage ${at} is covered or occupied.`,
  'passage/not-a-passage': (at: string) => `${at} is not another secret-passage field.`,
  'symbol/no-figure': () => 'Your figure is not on the board.',
  'symbol/not-on-symbol': () => 'Your figure does not stand on a free rhombus-symbol field.',
  'symbol/not-target': () => 'A rhombus symbol moves a target rhombus (X, Y or Z).',

  // The blockade stone (phase 4).
  /** `field`: a field id that names no field. */
  'stone/no-field': (field: number) => `There is no field ${field}.`,
  'stone/on-target': () => 'A blockade stone never goes on a target rhombus.',
  'stone/occupied': (at: string) => `A figure or a stone already stands on ${at}.`,

  // A new game (players, an own board) and the scenario form.
  'setup/players#range': (min: number, max: number) =>
    `The Temple Labyrinth is played by ${min} to ${max} players.`,
  'setup/entrances': (board: string) => `Board ${board} has fewer entrances than players.`,
  'board/invalid#rows': (board: string, side: number, rows: number, given: number) =>
    `Board ${board}: a hall of side ${side} has ${rows} rows, not ${given}.`,
  /** `row`: counted from 1. */
  'board/invalid#row-length': (board: string, row: number, given: number, want: number) =>
    `Board ${board}: row ${row} has ${given} fields, not ${want}.`,
  'board/invalid#target-marks': (board: string, letter: string, found: number) =>
    `Board ${board}: target ${letter} must mark exactly two fields (found ${found}).`,
  'board/invalid#target-apart': (board: string, letter: string) =>
    `Board ${board}: the two fields of target ${letter} are not neighbours.`,
  'board/invalid#entrances': (board: string, found: number) =>
    `Board ${board}: it needs at least 2 entrances (+), it has ${found}.`,
  'board/invalid#one-passage': (board: string) => `Board ${board}: a single secret passage leads nowhere.`,
  'scenario/no-field': (name: string, side: number) => `There is no field ${name} on a hall of side ${side}.`,
  'scenario/not-neighbours': (letter: string, a: string, b: string) =>
    `Rhombus ${letter}: ${a} and ${b} do not share an edge.`,
};

export type ErrorWords = typeof enErrors;

/** A rule error with its English sentence and, in its details, the key and arguments. */
export const wordedError = wordedErrors(enErrors);
