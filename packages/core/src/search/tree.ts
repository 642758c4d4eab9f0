/**
 * The search tree of single-observer information-set MCTS (SO-ISMCTS, Cowling, Powley and
 * Whitehouse 2012). A node stands for the searching seat's information set after a sequence
 * of actions, whatever the hidden world: children are keyed by (seat, action), so every
 * sampled world that allows an action shares its statistics.
 *
 * Since a child exists only in the worlds where its action is legal, selection uses
 * availability counts: UCB1 with `ln(available)` instead of the parent's visits, where
 * `available` counts the iterations in which the child could have been chosen.
 */
import type { Seat } from '../game.ts';

export class SearchNode<A = unknown> {
  /** Children by `seat:action key`, in the order they were added. */
  readonly children = new Map<string, SearchNode<A>>();
  visits = 0;
  /** Iterations in which this node's action was legal when its parent was reached. */
  available = 0;
  /** Sum of the rewards of `seat` over the visits. */
  reward = 0;

  constructor(
    /** Who chose the action that leads here (-1 at the root). */
    readonly seat: Seat,
    /** The action as first seen (actions are compared by key). */
    readonly action: A | null,
    readonly key: string,
  ) {}

  /** Mean reward for the seat that chose this node's action. */
  get mean(): number {
    return this.visits === 0 ? 0 : this.reward / this.visits;
  }

  /** UCB1 with availability counts: exploit `mean`, explore what was tried little. */
  ucb(explore: number): number {
    if (this.visits === 0) return Number.POSITIVE_INFINITY;
    return this.reward / this.visits + explore * Math.sqrt(Math.log(this.available) / this.visits);
  }
}

/** The key of an action: its JSON text (a game may give a cheaper one). */
export const jsonKey = (action: unknown): string => JSON.stringify(action);

/**
 * The child to recommend at the root: most visited, then best mean, then first added
 * (the order of the legal list), so the choice depends on nothing but the statistics.
 */
export function mostVisited<A>(root: SearchNode<A>): SearchNode<A> | undefined {
  let best: SearchNode<A> | undefined;
  for (const child of root.children.values()) {
    if (
      best === undefined ||
      child.visits > best.visits ||
      (child.visits === best.visits && child.mean > best.mean)
    )
      best = child;
  }
  return best;
}
