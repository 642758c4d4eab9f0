/**
 * The position format: the state as JSON, everything included (the hands, the deck's order and
 * the generator). `decodePosition` validates untrusted input: first its shape, then the rules
 * that tie the parts together — 40 cards each exactly once, every tile at most once, at most four
 * aliens on a tile, one relic, no more than eight tokens, dice and control panels that agree.
 */
import { fail, isRngState, ok, parseWith, type Result, type RngState, type RuleError } from '@daedalus/core';
import { z } from 'zod';
import { boardSize, dockRing, sizeOf, TILE_CAPACITY } from './rules/board.ts';
import { ALL_CARDS, cardsInPlay } from './rules/deck.ts';
import { makeDice, turnsPerRound } from './rules/dice.ts';
import { discarder } from './rules/discard.ts';
import { TOKEN_SUPPLY } from './rules/relic.ts';
import { hasDatapad, RELIC_TILE } from './rules/tiles.ts';
import { ALIENS, cardId, optionsSchema, type SmState } from './types.ts';

const int = z.number().int();
const seat = int.min(0).max(3);
const alien = z.enum(ALIENS);
const dir = z.enum(['up', 'right', 'down', 'left']);
const at = z.object({ tile: int.min(0).max(24).nullable(), pad: z.boolean() }).strict();
const points = z
  .object({ green: int.min(0).max(3), purple: int.min(0).max(3), orange: int.min(0).max(3) })
  .strict();

export const stateSchema = z
  .object({
    options: optionsSchema,
    rng: z.custom<RngState>(isRngState, 'a generator state of four 32-bit integers'),
    players: int.min(2).max(4),
    board: z.array(z.object({ tile: int.min(0).max(24), turn: int.min(0).max(3) }).strict()),
    ufos: z.array(z.object({ cell: int.min(0).max(24), side: dir }).strict()),
    aliens: z.array(z.object({ green: at, purple: at, orange: at }).strict()),
    relic: z.union([z.object({ tile: int.min(0).max(24) }).strict(), z.object({ seat, alien }).strict()]),
    glued: z.boolean(),
    tokens: z.array(int.min(0).max(TOKEN_SUPPLY)),
    deck: z.array(cardId),
    hands: z.array(z.array(cardId)),
    discard: z.array(cardId),
    dice: z.array(
      z.union([
        z
          .object({
            id: int.min(0),
            kind: z.literal('power'),
            colour: alien,
            pips: int.min(1).max(6),
            seat: seat.nullable(),
          })
          .strict(),
        z
          .object({ id: int.min(0), kind: z.literal('move'), face: int.min(0).max(5), seat: seat.nullable() })
          .strict(),
      ]),
    ),
    panels: z.array(
      z
        .object({
          move: int.min(0).nullable(),
          cards: z.array(z.object({ card: cardId, die: int.min(0) }).strict()),
          idle: z.array(int.min(0)),
        })
        .strict(),
    ),
    round: int.min(1),
    start: seat,
    pick: int.min(0).max(12),
    stage: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('take') }).strict(),
      z.object({ kind: z.literal('power'), die: int.min(0) }).strict(),
      z.object({ kind: z.literal('move'), die: int.min(0), points, stopped: z.array(alien) }).strict(),
      z
        .object({
          kind: z.literal('run'),
          die: int.min(0),
          card: cardId,
          alien,
          points: int.min(0).max(2),
          stopped: z.boolean(),
        })
        .strict(),
      z.object({ kind: z.literal('discard') }).strict(),
      z.object({ kind: z.literal('over') }).strict(),
    ]),
    winner: seat.nullable(),
    reason: z.enum(['relic-home', 'relic-tokens', 'round-cap']).nullable(),
  })
  .strict();

/** The first rule a decoded position breaks, in words, or null. */
export function consistency(s: SmState): string | null {
  const n = s.players;
  for (const [name, list] of [
    ['ufos', s.ufos],
    ['aliens', s.aliens],
    ['tokens', s.tokens],
    ['hands', s.hands],
    ['panels', s.panels],
  ] as const)
    if (list.length !== n) return `${name} has ${list.length} entries for ${n} players`;
  const size = sizeOf(s.options);
  if (s.board.length !== size * size)
    return `a ${s.options.board} board needs ${size * size} tiles, not ${s.board.length}`;
  if (boardSize(s) !== size) return 'the board is not square';
  const tiles = s.board.map((p) => p.tile);
  if (new Set(tiles).size !== tiles.length) return 'a tile lies on the board twice';
  if (!tiles.includes(RELIC_TILE)) return 'the relic tile is missing';
  const ring = dockRing(size);
  for (const [k, d] of s.ufos.entries())
    if (!ring.some((r) => r.cell === d.cell && r.side === d.side))
      return `UFO ${k + 1} is not docked at the border`;
  if (new Set(s.ufos.map((d) => d.cell)).size !== n) return 'two UFOs dock at one tile';
  const onTile = new Map<number, number>();
  const pads = new Set<number>();
  for (const team of s.aliens)
    for (const a of ALIENS) {
      const { tile, pad } = team[a];
      if (tile === null) {
        if (pad) return 'an alien in its UFO stands on a datapad';
        continue;
      }
      if (!tiles.includes(tile)) return `an alien stands on tile ${tile}, which is not on the board`;
      onTile.set(tile, (onTile.get(tile) ?? 0) + 1);
      if (pad) {
        if (!hasDatapad(tile)) return `an alien stands on a datapad of tile ${tile}, which has none`;
        if (pads.has(tile)) return `two aliens share the datapad of tile ${tile}`;
        pads.add(tile);
      }
    }
  for (const [tile, count] of onTile)
    if (count > TILE_CAPACITY) return `${count} aliens stand on tile ${tile}`;
  if ('tile' in s.relic) {
    if (!tiles.includes(s.relic.tile)) return 'the relic lies on a tile that is not on the board';
    if (s.glued) return 'the relic is glued but nobody wears it';
  } else {
    if (s.relic.seat >= n) return 'the relic is worn by an alien of no player';
    if (s.aliens[s.relic.seat]![s.relic.alien].tile === null && s.reason !== 'relic-home')
      return 'the relic is in a UFO but the game was not won by it';
  }
  if (s.tokens.reduce((a, b) => a + b, 0) > TOKEN_SUPPLY)
    return `more than ${TOKEN_SUPPLY} relic tokens are given out`;
  const cards = cardsInPlay(s);
  if (cards.length !== ALL_CARDS.length || new Set(cards).size !== ALL_CARDS.length)
    return `the 40 cards must each be exactly once in the deck, the hands, the discard pile or on a panel (found ${cards.length}, ${new Set(cards).size} different)`;
  return diceConsistency(s) ?? flowConsistency(s);
}

function diceConsistency(s: SmState): string | null {
  const n = s.players;
  const expected = makeDice(n);
  if (s.dice.length !== expected.length)
    return `${n} players use ${expected.length} dice, not ${s.dice.length}`;
  for (const [i, d] of s.dice.entries()) {
    const e = expected[i]!;
    if (d.id !== i) return `die ${i} has id ${d.id}`;
    if (d.kind !== e.kind || (d.kind === 'power' && e.kind === 'power' && d.colour !== e.colour))
      return `die ${i} should be ${e.kind === 'power' ? `a ${e.colour} power die` : 'a move die'}`;
    if (d.seat !== null && d.seat >= n) return `die ${i} is held by a seat that does not exist`;
  }
  const held = s.stage.kind === 'power' ? s.stage.die : null;
  for (let seat = 0; seat < n; seat++) {
    const p = s.panels[seat]!;
    const placed = [...(p.move === null ? [] : [p.move]), ...p.cards.map((c) => c.die), ...p.idle];
    const mine = s.dice.filter((d) => d.seat === seat).map((d) => d.id);
    const expectedMine = [...placed, ...(held !== null && s.dice[held]?.seat === seat ? [held] : [])];
    if (mine.length !== expectedMine.length || !expectedMine.every((id) => mine.includes(id)))
      return `Player ${seat + 1}'s control panel does not hold exactly the dice drafted`;
    if (p.move !== null && s.dice[p.move]?.kind !== 'move')
      return `Player ${seat + 1}'s MOVE field holds a power die`;
    if ([...p.cards.map((c) => c.die), ...p.idle].some((id) => s.dice[id]?.kind !== 'power'))
      return `Player ${seat + 1} placed a move die on a card or the action space`;
    if (mine.filter((id) => s.dice[id]!.kind === 'move').length > 1)
      return `Player ${seat + 1} drafted two move dice`;
    if (mine.filter((id) => s.dice[id]!.kind === 'power').length > 2)
      return `Player ${seat + 1} drafted more than two power dice`;
  }
  return null;
}

function flowConsistency(s: SmState): string | null {
  const n = s.players;
  const drafted = s.dice.filter((d) => d.seat !== null).length;
  const st = s.stage;
  if (st.kind === 'over') {
    if (s.reason === null) return 'a finished game needs a reason';
    if (s.reason !== 'round-cap' && s.winner === null) return 'a game won by the relic needs a winner';
    return null;
  }
  if (s.winner !== null || s.reason !== null) return 'a running game has a winner';
  if (s.round > s.options.roundCap) return `round ${s.round} is past the round limit`;
  if (st.kind === 'discard') {
    if (drafted > 0) return 'dice are still drafted in the discard phase';
    if (discarder(s) === null) return 'the discard phase waits for nobody';
    return null;
  }
  if (s.pick >= turnsPerRound(s))
    return `turn ${s.pick + 1} does not exist in a round of ${turnsPerRound(s)} turns`;
  const inTurn = st.kind === 'take' ? 0 : 1;
  if (drafted !== s.pick + inTurn) return `${drafted} dice are drafted at turn ${s.pick + 1}`;
  const seat = (s.start + s.pick) % n;
  if (st.kind !== 'take') {
    const d = s.dice[st.die];
    if (!d || d.seat !== seat) return "the die being used is not the current player's";
    if (st.kind === 'power' && d.kind !== 'power') return 'a move die waits for a card';
    if (st.kind === 'move' && s.panels[seat]!.move !== st.die)
      return 'the moving die is not on the MOVE field';
    if (st.kind === 'run' && !s.panels[seat]!.cards.some((c) => c.card === st.card && c.die === st.die))
      return 'the Run card is not on the control panel';
  }
  return null;
}

export function decodePosition(json: unknown): Result<SmState, RuleError> {
  const parsed = parseWith(stateSchema, json, 'position/invalid', 'Space Maze position');
  if (!parsed.ok) return parsed;
  const s = parsed.value as SmState;
  const why = consistency(s);
  return why ? fail('position/inconsistent', `Inconsistent Space Maze position: ${why}.`) : ok(s);
}
