/**
 * Shifting Maze's rule errors in English: one sentence per refusal, keyed by its code
 * (`#variant` where one code has several sentences). The rules build their errors with
 * `wordedError(key, …args)`; `errors-de.ts` and `errors-ru.ts` word the same keys, and
 * `explainError` (`index.ts`) words an error again in the player's language. Arguments are
 * plain JSON: directions (`up`, said as compass points), player numbers (from 1), Defender ids (1 = the board's A, said by letter),
 * object numbers (from 1), counts, scenario field names and coordinates.
 */
import { type Direction, wordedErrors } from '@daedalus/core';

/** Directions as the game's English texts say them (lang/en.ts): up is north. */
const COMPASS: Readonly<Record<Direction, string>> = {
  up: 'north',
  right: 'east',
  down: 'south',
  left: 'west',
};

/** A Defender by its letter on the board (id 1 is A), as every text names it. */
export const defenderLetter = (id: number): string => String.fromCharCode(64 + Math.min(26, id));

const CUBE_GONE = 'is not revealed (investigate it first) or is destroyed.';
const NOT_IN_CUBE = 'You are not in a cube.';
const FULL = 'Your Challenger Board has no free slot.';

export const enErrors = {
  // Whose turn, and what is left of it.
  'game/over': () => 'The game is over.',
  'turn/not-your-turn': (player: number) => `Player ${player} has nothing to decide now.`,
  'turn/no-main-actions': () => 'No main actions left this turn.',
  'turn/no-main-actions#reaction': () => 'All three main actions of your next turn are already spent.',

  // Moving.
  'move/outside#start': () => 'From the start area the only way is into the maze (right).',
  'move/outside#far': () => 'There is nothing beyond the far side.',
  'move/no-cube#entry': () => `The entry cube ${CUBE_GONE}`,
  'move/no-cube#edge': () => `That edge cube ${CUBE_GONE}`,
  'move/no-cube': () => NOT_IN_CUBE,
  'move/closed#entry': () => 'The entry cube has no doorway on its low-X side.',
  'move/closed#edge': () => 'That cube has no doorway on its high-X side.',
  'move/closed#here': (dir: Direction) => `Your cube has no doorway to the ${COMPASS[dir]}.`,
  'move/closed#there': () => 'The cube there has no doorway facing yours.',
  'move/edge#far': () => 'The far side ends there.',
  'move/edge': () => 'That doorway opens onto the edge of the maze.',
  'move/no-key': () =>
    'Only with the Key may you leave by the low-X edge (or step back into your own start area).',
  'move/unrevealed': () => 'That position is not revealed yet: investigate it first.',
  'move/destroyed': () => 'That is a Destroyed Cube.',

  // Investigating.
  'investigate/not-unrevealed': (dir: Direction) =>
    `There is no unrevealed position to the ${COMPASS[dir]} of you.`,
  'investigate/bag-empty': () => 'The tile bag is empty.',

  // Objects and the Key.
  'pick-up/outside': () => 'There is nothing to pick up here.',
  'pick-up/no-body': (body: number) => `There is no body ${body} in your cube.`,
  'pick-up/no-object#empty': () => 'There is nothing to pick up in your cube.',
  'pick-up/no-object#empty-body': () => 'There is nothing to pick up on that body.',
  'pick-up/no-object': (object: number, count: number) =>
    `There is no object ${object} in your cube (1 to ${count}).`,
  'pick-up/no-object#body': (object: number, count: number) =>
    `There is no object ${object} on that body (1 to ${count}).`,
  'pick-up/full': () => FULL,
  'pick-up/no-key': () => 'The Keys are on the far side of the maze.',
  'pick-up/has-key': () => 'You already carry a Key.',
  'discard/outside': () => 'Objects can only be put down in a cube.',
  'discard/no-object#empty': () => 'You carry nothing.',
  'discard/no-object': (object: number, count: number) => `You carry no object ${object} (1 to ${count}).`,
  'battery/none': (object: number) => `Object ${object} is not a Battery Pack.`,
  'battery/none#nothing': (object: number) => `You carry no object ${object}.`,
  'battery/full': (max: number) => `Your Power Points are already at ${max}.`,

  // Power actions.
  'power/not-enough': (cost: number, pp: number) => `That needs ${cost} Power Points; you have ${pp}.`,
  'power/outside': () => NOT_IN_CUBE,
  'power/no-cube#rotate': (dir: Direction) => `There is no cube to the ${COMPASS[dir]} of you to rotate.`,
  'power/no-cube': (dir: Direction) => `There is no cube to the ${COMPASS[dir]} of you.`,
  'power/not-visible#rotate': (dir: Direction) =>
    `You cannot see the cube to the ${COMPASS[dir]}: your cube has no doorway there.`,
  'power/not-visible': (dir: Direction) => `Your cube has no doorway to the ${COMPASS[dir]}.`,
  'power/no-defender': (defender: number) => `There is no Defender ${defenderLetter(defender)}.`,
  'power/not-in-sight': (defender: number) =>
    `Defender ${defenderLetter(defender)} is not in your cube or in line of sight.`,
  'power/not-in-sight#player': (player: number) =>
    `Player ${player}'s Challenger is not in your cube or in line of sight.`,
  'power/already-stunned': () => 'That Defender is already stunned.',
  'power/already-stunned#challenger': () => 'That Challenger is already stunned.',
  'power/no-challenger#self': () => 'You cannot target your own Challenger.',
  'power/no-challenger': (player: number) => `There is no Player ${player}.`,
  'power/no-challenger#dead': (player: number) => `Player ${player}'s Challenger is dead.`,

  // Reactions.
  'react/not-allowed': () => 'That is not one of the reactive actions.',
  'react/not-allowed#outside': () => 'Not in a cube.',
  'react/not-allowed#threat': () =>
    'As a reaction you may only stun or destroy the Defender that threatens you.',
  'react/no-new-doorway': () => 'As a reaction a rotation must open a new way out of your cube.',

  // A new game.
  'setup/players': (min: number, max: number) => `Shifting Maze is played by ${min} to ${max} players.`,

  // The short scenario form: `field` is the JSON path of the bad value (`cubes.0.tile`).
  'scenario/invalid#tile': (field: string, tile: string, kinds: string[]) =>
    `${field}: "${tile}" is not a tile: expected ${kinds.join(', ')} or a box-drawing character.`,
  'scenario/invalid#next-tile': (field: string, tile: string) => `${field}: "${tile}" is not a tile.`,
  'scenario/invalid#twice': (field: string, x: number, y: number) => `${field}: (${x}, ${y}) is given twice.`,
  'scenario/invalid#players': (field: string, players: number) =>
    `${field}: there ${players === 1 ? 'is 1 player' : `are ${players} players`}.`,
  'scenario/invalid#too-many': (field: string, kind: string, max: number) =>
    `${field}: more ${kind} tiles than the bag holds (${max}).`,
  'scenario/invalid#destroyed': (field: string, x: number, y: number) =>
    `${field}: (${x}, ${y}) is also a cube, or given twice.`,
  'scenario/invalid#not-cube': (field: string, x: number, y: number) =>
    `${field}: (${x}, ${y}) is not a revealed cube.`,
  'scenario/invalid#row': (field: string) => `${field}: only a Challenger on the far side has a row.`,
  'scenario/invalid#dead': (field: string) =>
    `${field}: the player to move has no live Challenger (give the coming event: his turn then begins by the rules).`,
};

/** The shape every language's table of these errors has. */
export type ErrorWords = typeof enErrors;

/** A rule error with its English sentence and, in its details, the key and arguments. */
export const wordedError = wordedErrors(enErrors);
