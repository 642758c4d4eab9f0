/**
 * Dice drafting. Each round uses one power die of each colour and one white move die per
 * player. The start player rolls them all; then, one die per turn in turn order from the start
 * player, each player drafts exactly three: one move die and two power dice. A power die goes
 * on a card or, unused, on the empty action space; a move die's footprints are walked at once.
 */
import type { RuleError } from '@daedalus/core';
import { wordedError } from '../lang/errors-en.ts';
import { ALIENS, type Alien, type Die, type Points, type SmState } from '../types.ts';
import type { Ctx } from './state.ts';

/**
 * The six faces of a white move die: footprints per alien colour, four on each face.
 * green 1 / purple 1 / orange 2; green 1 / purple 2 / orange 1; green 2 / purple 1 / orange 1;
 * green 3 / purple 1; purple 3 / orange 1; orange 3 / green 1.
 */
export const MOVE_FACES: readonly Readonly<Points>[] = [
  { green: 1, purple: 1, orange: 2 },
  { green: 1, purple: 2, orange: 1 },
  { green: 2, purple: 1, orange: 1 },
  { green: 3, purple: 1, orange: 0 },
  { green: 0, purple: 3, orange: 1 },
  { green: 1, purple: 0, orange: 3 },
];

/** Dice each player drafts per round, and how they split. */
export const DICE_PER_TURN = 3;
export const POWER_PER_ROUND = 2;

/** The dice of a game of `players`: the power dice by colour, then the move dice (ids in that order). */
export function makeDice(players: number): Die[] {
  const dice: Die[] = [];
  for (const colour of ALIENS)
    for (let i = 0; i < players; i++)
      dice.push({ id: dice.length, kind: 'power', colour, pips: 1, seat: null });
  for (let i = 0; i < players; i++) dice.push({ id: dice.length, kind: 'move', face: 0, seat: null });
  return dice;
}

/** The start player rolls every die of the round; none is drafted yet. */
export function rollDice(ctx: Ctx): void {
  for (const d of ctx.s.dice) {
    if (d.kind === 'power') d.pips = ctx.random.die(6);
    else d.face = ctx.random.int(MOVE_FACES.length);
    d.seat = null;
  }
}

export const turnsPerRound = (s: SmState): number => DICE_PER_TURN * s.players;

/** The seat whose turn it is in the action phase (the start player first, then to the left). */
export const turnSeat = (s: SmState): number => (s.start + s.pick) % s.players;

export const pointsOf = (face: number): Points => ({ ...(MOVE_FACES[face] ?? MOVE_FACES[0]!) });

const LETTER: Record<Alien, string> = { green: 'g', purple: 'p', orange: 'o' };
const COLOUR: Record<string, Alien> = { g: 'green', p: 'purple', o: 'orange' };

/** Footprints as written: `g3p1` (colours in the order green, purple, orange; none for 0). */
export const pointsCode = (p: Readonly<Points>): string =>
  ALIENS.filter((a) => p[a] > 0)
    .map((a) => `${LETTER[a]}${p[a]}`)
    .join('');

/** How a die is written in actions and scenarios: `o4` for a power die, `g3p1` for a move die. */
export const dieCode = (d: Die): string =>
  d.kind === 'power' ? `${LETTER[d.colour]}${d.pips}` : pointsCode(MOVE_FACES[d.face]!);

/** What a written die stands for: a power die's colour and pips, or a move die's face (any order of footprints). */
export function readDieCode(
  code: string,
): { kind: 'power'; colour: Alien; pips: number } | { kind: 'move'; face: number } | null {
  const m = /^([gpo])([1-6])$/.exec(code);
  if (m) return { kind: 'power', colour: COLOUR[m[1]!]!, pips: Number(m[2]) };
  const parts = code.match(/[gpo]\d/g);
  if (!parts || parts.join('') !== code) return null;
  const points: Points = { green: 0, purple: 0, orange: 0 };
  for (const part of parts) points[COLOUR[part[0]!]!] += Number(part[1]);
  const face = MOVE_FACES.findIndex((f) => ALIENS.every((a) => f[a] === points[a]));
  return face < 0 ? null : { kind: 'move', face };
}

/** The dice showing what `code` names: any of them may be drafted (they are alike). */
export function diceShowing(s: SmState, code: string): Die[] {
  return s.dice.filter((d) => dieCode(d) === code);
}

/** Why `seat` may not draft a die showing `code` now, or null. (Turn order is checked by `apply`.) */
export function takeError(s: SmState, seat: number, code: string): RuleError | null {
  if (s.stage.kind !== 'take') return wordedError('draft/not-now');
  const alike = readDieCode(code) ? diceShowing(s, normalise(code)) : [];
  if (alike.length === 0) return wordedError('draft/no-such-die', code, s.dice.map(dieCode));
  const free = alike.find((d) => d.seat === null);
  if (!free) {
    const d = alike[0]!;
    return d.seat === seat
      ? wordedError('draft/die-taken#yours', dieCode(d))
      : wordedError('draft/die-taken', dieCode(d), d.seat! + 1);
  }
  const mine = s.dice.filter((x) => x.seat === seat);
  if (free.kind === 'move' && mine.some((x) => x.kind === 'move'))
    return wordedError('draft/second-move-die');
  if (free.kind === 'power' && mine.filter((x) => x.kind === 'power').length >= POWER_PER_ROUND)
    return wordedError('draft/move-die-left');
  return null;
}

/** A written die in its usual form (`o3g1` → `g1o3`). */
export function normalise(code: string): string {
  const read = readDieCode(code);
  if (!read) return code;
  return read.kind === 'power' ? code : pointsCode(MOVE_FACES[read.face]!);
}

/** Drafts a die: a move die starts the movement, a power die waits for a card (or the empty space). */
export function takeDie(ctx: Ctx, seat: number, code: string): void {
  const { s } = ctx;
  const d = diceShowing(s, normalise(code)).find((x) => x.seat === null)!;
  const id = d.id;
  d.seat = seat;
  ctx.events.push({ type: 'die/taken', audience: 'all', seat, die: { ...d } });
  if (d.kind === 'move') {
    s.panels[seat]!.move = id;
    s.stage = { kind: 'move', die: id, points: pointsOf(d.face), stopped: [] };
  } else {
    s.stage = { kind: 'power', die: id };
  }
}

/** The drafted power die goes on the empty action space, unused (to deny it to the others). */
export function idleDie(ctx: Ctx, seat: number): void {
  const { s } = ctx;
  if (s.stage.kind !== 'power') return;
  const d = s.dice[s.stage.die]!;
  s.panels[seat]!.idle.push(d.id);
  ctx.events.push({ type: 'die/idle', audience: 'all', seat, die: { ...d } });
  finishTurn(s);
}

/** The turn's die is used: the next player drafts (the round flow in rounds.ts takes over at the end). */
export function finishTurn(s: SmState): void {
  s.stage = { kind: 'take' };
  s.pick++;
}

/** The power die drafted this turn, if the stage holds one. */
export function powerDie(s: SmState): Extract<Die, { kind: 'power' }> | null {
  if (s.stage.kind !== 'power') return null;
  const d = s.dice[s.stage.die];
  return d && d.kind === 'power' ? d : null;
}

export const colourOfDie = (d: Die): Alien | null => (d.kind === 'power' ? d.colour : null);
