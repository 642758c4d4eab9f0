/**
 * Rules that hold in every reachable state, checked by the contract kit and the simulations:
 * the 40 cards each exactly once across the deck, the hands, the discard pile and the control
 * panels; at most four aliens on a tile; exactly one relic (on a tile of the board, or on the
 * head of one alien standing on the board — or carried into its UFO by the winner); no more
 * than eight relic tokens given out; and everything the position format checks (tiles, UFOs,
 * datapads, dice and panels, the round flow).
 */
import { consistency } from './position.ts';
import { TILE_CAPACITY } from './rules/board.ts';
import { ALL_CARDS, cardsInPlay } from './rules/deck.ts';
import { TOKEN_SUPPLY } from './rules/relic.ts';
import { ALIENS, type SmState } from './types.ts';

export function invariants(raw: unknown): string | undefined {
  const s = raw as SmState;
  const cards = cardsInPlay(s);
  if (cards.length !== ALL_CARDS.length || new Set(cards).size !== ALL_CARDS.length)
    return `${cards.length} cards in play (${new Set(cards).size} different), not the 40`;
  const onTile = new Map<number, number>();
  for (const team of s.aliens)
    for (const a of ALIENS) {
      const t = team[a].tile;
      if (t !== null) onTile.set(t, (onTile.get(t) ?? 0) + 1);
    }
  for (const [tile, n] of onTile) if (n > TILE_CAPACITY) return `${n} aliens on tile ${tile}`;
  const tokens = s.tokens.reduce((a, b) => a + b, 0);
  if (tokens > TOKEN_SUPPLY) return `${tokens} relic tokens given out`;
  if ('tile' in s.relic) {
    if (!s.board.some((p) => p.tile === (s.relic as { tile: number }).tile))
      return 'the relic is off the board';
  } else {
    const { seat, alien } = s.relic;
    const at = s.aliens[seat]?.[alien];
    if (!at) return 'the relic is on the head of no alien';
    if (at.tile === null && s.reason !== 'relic-home') return 'the relic is in a UFO, yet nobody won by it';
  }
  return consistency(s) ?? undefined;
}
