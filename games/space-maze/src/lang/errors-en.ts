/**
 * Space Maze's refusals in English: one sentence per key, keyed by the error's code (`#variant`
 * where one code has several sentences). The rules build their errors with `wordedError`, which
 * keeps the key and the arguments in the error's details; `errors-de.ts` and `errors-ru.ts` word
 * the same keys again (`explainError` in `index.ts`). Arguments are plain JSON: alien colours,
 * cells as written (`b3`), directions, steps, card ids and kinds, die codes (`o4`, `g3p1`), numbers.
 *
 * This file imports no rule file (the rules import it).
 */
import { type Direction, type JsonValue, type RuleError, wordedDetails, wordedErrors } from '@daedalus/core';
import { type Alien, CARD_KINDS, type CardAction, type CardKind, type Step } from '../types.ts';
import { CARD_NAMES } from './card-names.ts';
import { cell } from './words.ts';

/** A doorway's colour letter as the board writes it. */
export type Door = 'R' | 'Y' | 'B' | 'S';

const LETTER: Readonly<Record<string, Alien>> = { g: 'green', p: 'purple', o: 'orange' };

/**
 * A die code read for words: a power die (`o4`: its colour and pips) or a move die (`g3p1`: its
 * footprints per colour, in the order written).
 */
export function readDie(code: string): { power: boolean; parts: [Alien, number][] } {
  const parts = [...code.matchAll(/([gpo])(\d)/g)].map(
    (m) => [LETTER[m[1]!]!, Number(m[2])] as [Alien, number],
  );
  return { power: /^[gpo][1-6]$/.test(code), parts };
}

/** The kind of a card id (`rotate90-3` → `rotate90`), or null for something else. */
export function cardKind(card: string): CardKind | null {
  const k = card.slice(0, card.lastIndexOf('-'));
  return (CARD_KINDS as readonly string[]).includes(k) ? (k as CardKind) : null;
}

/** "1 or 2 or 3" in a language: the numbers, the last joined by `or`. */
export const orList = (items: readonly (string | number)[], or: string): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`;

/** The key of a refused footprint of a longer path: one `#` per key (`move/in-ufo#exit-path`). */
type PathKey<K extends string> = K extends `${infer C}#${infer V}` ? `${C}#${V}-path` : `${K}#path`;
export const pathKey = (key: string): string => (key.includes('#') ? `${key}-path` : `${key}#path`);

// biome-ignore lint/suspicious/noExplicitAny: each key has its own argument list.
type Sentences = Record<string, (...args: any[]) => string>;

/** The sentences of a refused footprint, again as the refusal of footprint `n` of a path. */
export type OnPath<T extends Sentences> = {
  readonly [K in keyof T & string as PathKey<K>]: (
    n: number,
    step: Step,
    ...args: Parameters<T[K]>
  ) => string;
};

/** A table's footprint sentences prefixed for a path: `say(n, step, sentence)`. */
export function onPath<T extends Sentences>(
  words: T,
  say: (n: number, step: Step, why: string) => string,
): OnPath<T> {
  const out: Sentences = {};
  for (const [key, sentence] of Object.entries(words))
    out[pathKey(key)] = (n: number, step: Step, ...args: unknown[]) => say(n, step, sentence(...args));
  return out as OnPath<T>;
}

const DOOR: Readonly<Record<Door, string>> = { R: 'red', Y: 'yellow', B: 'blue', S: 'silver' };
const NEEDS: Readonly<Record<Alien, string>> = {
  green: 'yellow and blue',
  purple: 'blue and red',
  orange: 'red and yellow',
};

/** "the orange 4", "the move die green 3 / purple 1". */
const die = (code: string): string => {
  const d = readDie(code);
  const [colour, pips] = d.parts[0] ?? ['?', '?'];
  return d.power
    ? `the ${colour} ${pips}`
    : `the move die ${d.parts.map(([a, n]) => `${a} ${n}`).join(' / ')}`;
};
/** A die as the board's dice line words it: "green 6", "move green 3, purple 1". */
const dieShort = (code: string): string => {
  const d = readDie(code);
  const parts = d.parts.map(([a, n]) => `${a} ${n}`);
  return d.power ? (parts[0] ?? code) : `move ${parts.join(', ')}`;
};
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
/** The start of an out-of-range refusal: the tile named, or the point off the board. */
const where = (x: number, y: number, onBoard: boolean): string =>
  onBoard ? `The tile at ${cell({ x, y })} is out of range` : `(${x}, ${y}) is not on the board`;

/** What a single footprint can be refused with (`stepError`); each again for a path (`#path`). */
const enSteps = {
  'move/not-now': () => 'Aliens move only with a move die or a Run card you have just played.',
  'run/other-alien': (running: Alien, alien: Alien) =>
    `Your Run card moves your ${running} alien, not your ${alien} alien.`,
  'move/datapad-stop': (alien: Alien) =>
    `Your ${alien} alien stepped onto a datapad: its movement has ended for this turn.`,
  'move/no-footprints': (alien: Alien) => `Your ${alien} alien has no footprints left this turn.`,
  'move/not-in-ufo': (alien: Alien) => `Your ${alien} alien is not in its UFO.`,
  'move/tile-full': (at: string) => `The tile at ${at} already holds four aliens.`,
  'move/in-ufo': (alien: Alien) => `Your ${alien} alien is already in its UFO.`,
  'move/in-ufo#exit': (alien: Alien) => `Your ${alien} alien is in its UFO: it leaves it with "exit" first.`,
  'move/not-at-ufo': (alien: Alien, dock: string) =>
    `Your ${alien} alien can enter your UFO only from the tile it docks at, ${dock}.`,
  'move/off-board': (dir: Direction, at: string) => `There is no tile ${dir} of ${at}.`,
  'move/wrong-colour': (dir: Direction, at: string, a: Door, b: Door, alien: Alien) =>
    `The passage ${dir} from ${at} is ${DOOR[a]}/${DOOR[b]}: ${alien === 'orange' ? 'an' : 'a'} ${alien} alien needs ${NEEDS[alien]}.`,
  'pad/none': (at: string) => `The tile at ${at} has no datapad.`,
  'pad/none#ufo': (alien: Alien) => `Your ${alien} alien is in its UFO, not on a tile.`,
  'pad/already-on': (alien: Alien) => `Your ${alien} alien already stands on that datapad.`,
  'pad/occupied': (at: string) => `The datapad at ${at} is occupied.`,
  'relic/not-here': (alien: Alien) => `The relic is not on the tile of your ${alien} alien.`,
  'relic/not-here#ufo': (alien: Alien) => `Your ${alien} alien is in its UFO: the relic is not there.`,
  'relic/already-worn': (alien: Alien) => `Your ${alien} alien already wears the relic.`,
  // The taker is for the other languages' example command.
  'relic/teammate': (wearer: Alien, _taker: Alien) =>
    `Your own ${wearer} alien wears the relic: pass it with "give" instead of taking it.`,
  'relic/glued': (player: number, alien: Alien) =>
    `The relic is superglued to the head of Player ${player}'s ${alien} alien until the end of the round.`,
};
export type StepWords = typeof enSteps;

export const enErrors = {
  'game/over': () => 'The game is over.',
  'turn/not-yours': (player: number) => `It is Player ${player}'s turn.`,
  'turn/not-yours#discard': (player: number) => `Player ${player} is discarding down to seven cards.`,
  'setup/players': (min: number, max: number) => `Space Maze is played by ${min} to ${max} players.`,
  'idle/not-now': () => 'Only a power die you have just drafted can go on the empty action space.',
  'done/not-now': () => 'There is no movement to end: you are not moving aliens now.',

  'draft/not-now': () => 'You have a die to use first: finish this turn before drafting another.',
  'draft/no-such-die': (code: string, dice: string[]) =>
    `No die shows ${dieShort(code)} this round (dice: ${dice.map(dieShort).join('; ')}).`,
  'draft/die-taken': (code: string, player: number) =>
    `${cap(die(code))} has already been taken by Player ${player}.`,
  'draft/die-taken#yours': (code: string) => `You already took ${die(code)} this round.`,
  'draft/second-move-die': () => 'You already have a move die this round: take a power die.',
  'draft/move-die-left': () =>
    'You already have your two power dice this round: your last die must be a move die.',

  'card/not-now': () =>
    'A card is activated by the power die you have just drafted: draft a power die first.',
  'card/not-in-hand': (card: string) => `You have no card ${card} in your hand.`,
  'card/wrong-action': (kind: CardKind, type: CardAction['type'], use: CardAction['type']) =>
    `${CARD_NAMES.en[kind]} is not played with "${type}": use "${use}".`,
  'card/too-weak': (kind: CardKind, cost: number, colour: Alien, pips: number) =>
    `${CARD_NAMES.en[kind]} needs a die showing at least ${cost}; the ${colour} ${pips} is not enough.`,
  'card/quarters': (kind: CardKind, allowed: readonly number[], quarters: number) =>
    `${CARD_NAMES.en[kind]} turns a tile ${allowed.join(' or ')} quarter${allowed[allowed.length - 1] === 1 ? '' : 's'} clockwise, not ${quarters}.`,
  'card/out-of-range#rotate': (x: number, y: number, onBoard: boolean, kind: CardKind, alien: Alien) =>
    `${where(x, y, onBoard)}: ${CARD_NAMES.en[kind]} turns the tile of your ${alien} alien or a tile directly next to it.`,
  'card/out-of-range#twist': (x: number, y: number, onBoard: boolean, alien: Alien) =>
    `${where(x, y, onBoard)}: Diagonal Twist turns a tile diagonally next to your ${alien} alien.`,
  'card/out-of-range#exchange': (x: number, y: number, onBoard: boolean, alien: Alien) =>
    `${where(x, y, onBoard)}: Exchange swaps your ${alien} alien's tile with a tile directly next to it.`,
  'card/out-of-range#diagonal': (x: number, y: number, onBoard: boolean, alien: Alien) =>
    `${where(x, y, onBoard)}: the first tile must be diagonally next to your ${alien} alien.`,
  'card/out-of-range#adjacent': (x: number, y: number, onBoard: boolean, alien: Alien) =>
    `${where(x, y, onBoard)}: the second tile must be directly next to your ${alien} alien.`,
  'card/alien-aboard': (alien: Alien) =>
    `Your ${alien} alien is in its UFO: Exchange swaps the tile it stands on, and a UFO never moves.`,
  'card/no-relic': (alien: Alien) =>
    `Superglue glues the relic to your ${alien} alien, which does not wear it.`,
  'card/already-glued': () => 'The relic is already superglued this round.',
  'morph/same-alien': (alien: Alien) => `Your ${alien} alien cannot switch places with itself.`,
  'morph/glued': (alien: Alien) =>
    `Your ${alien} alien is superglued to the relic: Morph cannot be used on it this round.`,
  'base/aliens-aboard': (aboard: Alien[]) =>
    `Move Base needs an empty UFO: your ${aboard.join(' and ')} alien${aboard.length > 1 ? 's are' : ' is'} still aboard.`,
  'base/no-free-tile': () => 'There is no free border tile for your UFO that way.',

  ...enSteps,
  ...onPath(enSteps, (n, step, why) => `Footprint ${n} (${step}): ${why}`),
  'give/no-relic': () => 'None of your aliens wears the relic.',
  'give/same-alien': (alien: Alien) => `Your ${alien} alien already wears the relic.`,
  'give/glued': (alien: Alien) =>
    `The relic is superglued to your ${alien} alien's head until the end of the round.`,
  'give/not-together': (to: Alien, wearer: Alien) =>
    `Your ${to} alien must be on the same tile as your ${wearer} alien.`,

  'discard/not-now': () => 'Cards are discarded only in the discard phase, from a hand above seven.',
  'discard/not-needed': (cards: number) => `You hold ${cards} cards: no more than seven, keep them.`,

  'scenario/invalid#row': (row: number, size: number, count: number, text: string) =>
    `Scenario: row ${row} needs ${size} tiles, not ${count}: "${text}".`,
  'scenario/invalid#tile': (token: string) =>
    `Scenario: "${token}" is not a tile (four of R, Y, B clockwise from up, or SSSS for the relic tile).`,
  'scenario/invalid#tile-twice': (token: string) =>
    `Scenario: the tile "${token}" is on the board twice (the game has one of each).`,
  'scenario/invalid#no-datapad': (token: string) => `Scenario: the tile "${token}" has no datapad.`,
  'scenario/invalid#relic-missing': () =>
    'Scenario: the relic tile (SSSS) is missing and the centre is taken.',
  'scenario/invalid#no-more-cards': (kind: CardKind) => `Scenario: there are no more ${kind} cards.`,
  'scenario/invalid#not-card': (name: string) =>
    `Scenario: "${name}" is not a card (${CARD_KINDS.join(', ')}).`,
  'scenario/invalid#card-twice': (card: string) => `Scenario: the card ${card} is used twice.`,
  'scenario/invalid#not-die': (token: string) =>
    `Scenario: "${token}" is not a die: a power die is g6, p2…; a move die its footprints, g3p1.`,
  'scenario/invalid#power-dice': (players: number, colour: Alien, count: number) =>
    `Scenario: ${players} players roll ${players} ${colour} power dice, not ${count}.`,
  'scenario/invalid#move-dice': (players: number, count: number) =>
    `Scenario: ${players} players roll ${players} move dice, not ${count}.`,
  'scenario/invalid#players': () => 'Scenario: 2 to 4 players.',
  'scenario/invalid#not-on-board': (place: string, size: number) =>
    `Scenario: ${place} is not on a ${size}×${size} board.`,
  'scenario/invalid#ufos': (players: number) => `Scenario: give one UFO per player (${players}).`,
  'scenario/invalid#off-board': (place: string) => `Scenario: ${place} is not on the board.`,
};

export type ErrorWords = typeof enErrors;

/** A refusal in words: `wordedError('move/tile-full', 'b3')` (English message, key and arguments kept). */
export const wordedError = wordedErrors(enErrors);

/**
 * A refused footprint of a path of several: the same refusal, its sentence prefixed with the
 * footprint's number and step (`Footprint 2 (up): …`), in every language.
 */
export function footprintError(why: RuleError, n: number, step: Step): RuleError {
  const worded = wordedDetails(why);
  const key = worded ? pathKey(worded.words) : '';
  if (!worded || !Object.hasOwn(enErrors, key))
    return { ...why, message: `Footprint ${n} (${step}): ${why.message}` };
  const make = wordedError as unknown as (key: string, ...args: JsonValue[]) => RuleError;
  return make(key, n, step, ...worded.args);
}
