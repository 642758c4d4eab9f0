/**
 * The computer runner: from its view only, it takes the first step of a shortest way to the
 * goal around the rocks (core's breadth-first shortest path on the square grid). Level
 * `runner`; `random` plays every game besides.
 */
import {
  type BotDecision,
  type BotSpec,
  directionTo,
  graphShortestPath,
  indexOf,
  pointAt,
  rectangle,
  squareGraph,
} from '@daedalus/core';
import type { __Pascal__Action, __Pascal__View } from '../types.ts';

export function decide(
  view: __Pascal__View,
  seat: number,
  legal: readonly __Pascal__Action[],
): __Pascal__Action {
  const board = rectangle(view.size, view.size);
  const me = view.runners[seat];
  if (me === undefined) return legal[0] as __Pascal__Action;
  const path = graphShortestPath(
    squareGraph(board),
    indexOf(board, me),
    indexOf(board, view.goal),
    (_from, to) => !view.rocks[to],
  );
  const next = path?.[1];
  const dir = next === undefined ? null : directionTo(me, pointAt(board, next));
  return legal.find((a) => a.dir === dir) ?? (legal[0] as __Pascal__Action);
}

export const __camel__Bot: BotSpec = {
  levels: ['runner'],
  create: ({ seat }) => ({
    choose: (d) => {
      const decision = d as BotDecision<__Pascal__View, __Pascal__Action>;
      return decide(decision.view, seat, decision.legal);
    },
  }),
};
