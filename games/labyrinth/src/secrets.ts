/**
 * What a viewer must never receive while the game runs — for the contract kit and the
 * server's leak tests: the plan, the items' layout, anyone's position, other players'
 * start choices, the generator. (After the game everything is revealed.)
 */
import type { Viewer } from '@daedalus/core';
import type { LabyrinthState } from './types.ts';

export function labyrinthSecrets(state: unknown, viewer: Viewer): unknown[] {
  const s = state as LabyrinthState;
  if (s.phase === 'over') return [];
  const out: unknown[] = [{ plan: s.plan }, { rng: s.rng }, { items: s.items }];
  const own = typeof viewer === 'number' ? s.players[viewer] : undefined;
  const same = (
    a: { x: number; y: number } | null | undefined,
    b: { x: number; y: number } | null | undefined,
  ) => a != null && b != null && a.x === b.x && a.y === b.y;
  s.players.forEach((p, seat) => {
    if (p.at !== null) out.push({ at: p.at });
    if (seat !== viewer) {
      // Two players may have chosen the same cell: that value is the viewer's own knowledge too.
      if (p.startChoice && !same(p.startChoice, own?.startChoice)) out.push({ startChoice: p.startChoice });
      if (p.startCell && !same(p.startCell, own?.startCell)) out.push({ startCell: p.startCell });
    }
  });
  return out;
}
