/**
 * The legal actions of a seat: every die it may draft, every card it may activate with the die
 * it holds and every target, each single footprint of each alien, giving the relic, ending the
 * movement, and discarding. Candidates are checked by the same functions `apply` uses, so the
 * list and `apply` always agree. A path of several footprints (`move` with a longer `path`) is
 * accepted by `apply` too; the list holds single footprints, which generate every path.
 *
 * Cards of one kind have the same effect: the list offers the first card of each kind in hand.
 */
import { ALIENS, type CardAction, type CardKind, type SmAction, type SmState, STEPS } from '../types.ts';
import { boardSize, pointOf } from './board.ts';
import { ACTION_OF, cardError, QUARTERS, reachOf, rotateTargets } from './cards.ts';
import { costOf, kindOf } from './deck.ts';
import { dieCode, powerDie, takeError } from './dice.ts';
import { discardError } from './discard.ts';
import { footprints, handError, stepError } from './movement.ts';
import { actorSeat } from './turn.ts';

/** The first card of each kind in a hand, in hand order. */
export function distinctCards(hand: readonly string[]): string[] {
  const seen = new Set<CardKind>();
  return hand.filter((c) => {
    const k = kindOf(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Every way to activate `card` with the drafted power die (targets included), unchecked. */
function cardCandidates(s: SmState, seat: number, card: string): CardAction[] {
  const die = powerDie(s);
  if (!die) return [];
  const kind = kindOf(card);
  const size = boardSize(s);
  const who = { seat, alien: die.colour };
  const at = (cell: number) => pointOf(size, cell);
  switch (ACTION_OF[kind]) {
    case 'rotate':
      return rotateTargets(s, who, kind).flatMap((cell) =>
        (QUARTERS[kind] ?? []).map(
          (q) => ({ type: 'rotate', card, at: at(cell), quarters: q as 1 | 2 | 3 }) as const,
        ),
      );
    case 'exchange':
      return reachOf(s, who).orth.map((cell) => ({ type: 'exchange', card, at: at(cell) }) as const);
    case 'switch': {
      const r = reachOf(s, who);
      return r.diag.flatMap((d) =>
        r.orth.map((o) => ({ type: 'switch', card, diagonal: at(d), adjacent: at(o) }) as const),
      );
    }
    case 'glue':
      return [{ type: 'glue', card }];
    case 'morph':
      return ALIENS.filter((a) => a !== die.colour).map((a) => ({ type: 'morph', card, with: a }) as const);
    case 'base':
      return [
        { type: 'base', card, dir: 'cw' },
        { type: 'base', card, dir: 'ccw' },
      ];
    case 'run':
      return [{ type: 'run', card }];
  }
}

export function legalActions(s: SmState, seat: number): SmAction[] {
  if (actorSeat(s) !== seat) return [];
  const out: SmAction[] = [];
  switch (s.stage.kind) {
    case 'take':
      for (const code of new Set(s.dice.filter((d) => d.seat === null).map(dieCode)))
        if (!takeError(s, seat, code)) out.push({ type: 'take', die: code });
      break;
    case 'power': {
      const die = powerDie(s)!;
      for (const card of distinctCards(s.hands[seat]!)) {
        if (costOf(card) > die.pips) continue;
        for (const a of cardCandidates(s, seat, card)) if (!cardError(s, seat, a)) out.push(a);
      }
      out.push({ type: 'idle' });
      break;
    }
    case 'move':
    case 'run':
      for (const alien of ALIENS) {
        if (footprints(s, alien) <= 0) continue;
        for (const step of STEPS)
          if (!stepError(s, seat, alien, step)) out.push({ type: 'move', alien, path: [step] });
      }
      for (const to of ALIENS) if (!handError(s, seat, to)) out.push({ type: 'give', to });
      out.push({ type: 'done' });
      break;
    case 'discard':
      for (const card of distinctCards(s.hands[seat]!))
        if (!discardError(s, seat, card)) out.push({ type: 'discard', card });
      break;
    case 'over':
      break;
  }
  return out;
}
