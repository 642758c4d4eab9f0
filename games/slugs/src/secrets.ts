/**
 * What a viewer must never receive — for the contract kit and the server's leak scans:
 * the generator's state, and, when the table hides them, the slugs' planned paths.
 * Everything else on the map is public (the slugs' rules are known to every player).
 */
import type { SlugsState } from './types.ts';

export function slugsSecrets(state: unknown): unknown[] {
  const s = state as SlugsState;
  const out: unknown[] = [{ rng: s.rng }];
  if (s.options.hidePaths)
    for (const g of s.slugs)
      if (g.alive && g.plan && g.plan.path.length > 0)
        out.push({ path: g.plan.path }, { pathWalls: g.plan.expect });
  return out;
}
