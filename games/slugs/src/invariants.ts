/**
 * Rules that hold in every reachable state, checked by the contract kit and the simulated
 * games after their steps: walls are neither lost nor made up, nobody stands in a wall,
 * no slug lives on a machine, the stress bar stays in 0…5, the turn within the limit.
 */
import { MAX_STRESS, type SlugsState } from './types.ts';

/** A sentence saying which rule is broken, or undefined. */
export function invariants(raw: unknown): string | undefined {
  const s = raw as SlugsState;
  if (s.walls.length !== s.width * s.height) return 'walls do not cover the map';
  if (s.stock.some((n) => n < 0)) return `a stock is negative: ${s.stock.join(',')}`;
  // Walls are conserved: in stock, on the map (placed), coming back or on their way.
  if (s.mode !== 'escort' && !s.result) {
    for (let seat = 0; seat < s.seats; seat++) {
      const placed = [...s.walls].filter((w) => w === (seat === 0 ? 'A' : 'B')).length;
      const back = s.returning.filter((r) => r.seat === seat).reduce((n, r) => n + r.count, 0);
      // Walls of the level a slug evaporated come on top; none is ever lost.
      if (s.stock[seat]! + placed + back < s.rooms[s.room]!.stock[seat]!)
        return `player ${seat + 1} lost walls`;
    }
  }
  if (s.mode === 'escort' && !s.result) {
    const placed = [...s.walls].filter((w) => w === 'A').length;
    const moving = s.transit.reduce((n, t) => n + t.at.length, 0);
    if (s.stock[0]! + placed + moving !== s.rooms[s.room]!.stock[0]!)
      return `the operator's walls do not add up (${s.stock[0]} + ${placed} + ${moving})`;
  }
  for (const g of s.slugs) {
    if (g.alive && s.walls[g.at.y * s.width + g.at.x] !== '.') return `slug ${g.id + 1} is inside a wall`;
    if (g.alive && s.terrain[g.at.y * s.width + g.at.x] === 'X') return `slug ${g.id + 1} lives on a machine`;
  }
  if (s.hero) {
    if (s.hero.stress < 0 || s.hero.stress > MAX_STRESS) return `stress ${s.hero.stress}`;
    if (s.walls[s.hero.at.y * s.width + s.hero.at.x] !== '.') return 'the hero is inside a wall';
    if (!s.result && s.slugs.some((g) => g.alive && g.at.x === s.hero!.at.x && g.at.y === s.hero!.at.y))
      return 'a slug shares the hero’s cell and the game goes on';
  }
  if (s.turn > s.options.turnLimit) return `turn ${s.turn} is past the limit`;
  return undefined;
}
