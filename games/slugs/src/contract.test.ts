import { describeContract } from '@daedalus/testkit/vitest';
import { slugs } from './game.ts';
import { invariants } from './invariants.ts';
import { slugsSecrets } from './secrets.ts';
import type { SlugsState } from './types.ts';

const illegal = (raw: unknown) => {
  const s = raw as SlugsState;
  const out: unknown[] = [
    { type: 'wall', at: { x: 63, y: 63 } },
    { type: 'wall', at: { x: 1, y: 1 }, extra: true },
    { type: 'dig', at: { x: 0, y: 0 } },
  ];
  const slug = s.slugs.find((g) => g.alive);
  if (slug) out.push({ type: 'wall', at: slug.at });
  const base = s.terrain.indexOf('A');
  if (base >= 0) out.push({ type: 'wall', at: { x: base % s.width, y: Math.floor(base / s.width) } });
  if (s.hero) out.push({ type: 'wall', at: s.hero.at });
  if (!s.hero?.tied) out.push({ type: 'untie' });
  if (s.mode !== 'escort')
    out.push({
      type: 'walls',
      at: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
      ],
    });
  return out;
};

describeContract(slugs, {
  players: [1],
  options: [
    { mode: 'defence', turnLimit: 60 },
    { mode: 'defence', level: 'defence-5', hidePaths: true, turnLimit: 40 },
    { mode: 'escort', turnLimit: 30 },
  ],
  playouts: 12,
  maxActions: 400,
  hidden: slugsSecrets,
  invariants,
  illegal,
  seed: 'solo',
});

describeContract(slugs, {
  players: [2],
  options: [
    { mode: 'duel', turnLimit: 60 },
    { level: 'duel-3', hidePaths: true, turnLimit: 40 },
  ],
  playouts: 12,
  maxActions: 400,
  hidden: slugsSecrets,
  invariants,
  illegal,
  seed: 'duel',
});
