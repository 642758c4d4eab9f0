/**
 * The Slug Labyrinth's computer players, for every seat that places walls (defence, both
 * duellists, the escort's operator). They decide from their seat's view alone: the view
 * shows everything the rules use, so the bot rebuilds the game from it (`model.ts`) and
 * plays it forward (`planner.ts`). Levels:
 * - `easy` looks a dozen turns ahead, at the next few cells of each slug's path, and
 *   overlooks half of the walls it could place;
 * - `normal` looks sixty turns ahead at every wall beside the slugs' next eight cells
 *   (and, in the escort, the hero's line of sight and his neighbours).
 */
import type { BotDecision, BotPlayer, BotSpec } from '@daedalus/core';
import type { SlugsAction, SlugsView } from '../types.ts';
import { stateFromView } from './model.ts';
import { choose, EASY, NORMAL, type PlannerSettings } from './planner.ts';

export const LEVELS = ['easy', 'normal'] as const;
export type BotLevel = (typeof LEVELS)[number];

const SETTINGS: Record<BotLevel, PlannerSettings> = { easy: EASY, normal: NORMAL };

const key = (a: SlugsAction): string => JSON.stringify(a);

/** The bot's decision for a view (exported for tests and tools). */
export function decide(
  view: SlugsView,
  legal: readonly SlugsAction[],
  level: BotLevel,
  random: BotDecision['random'],
): SlugsAction {
  const seat = view.you ?? 0;
  const wanted = choose(stateFromView(view), seat, SETTINGS[level], random);
  const allowed = new Set(legal.map(key));
  return allowed.has(key(wanted)) ? wanted : (legal[0] ?? { type: 'wait' });
}

export const slugsBot: BotSpec = {
  levels: LEVELS,
  budgetMs: { easy: 200, normal: 2000 },
  create({ level }): BotPlayer {
    const chosen: BotLevel = level === 'easy' ? 'easy' : 'normal';
    return {
      choose: ({ view, legal, random }: BotDecision) =>
        decide(view as SlugsView, legal as readonly SlugsAction[], chosen, random),
    };
  },
};
