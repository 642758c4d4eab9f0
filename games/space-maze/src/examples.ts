/**
 * The kinds of action the prompt under the text board quotes an example of (`view.ts` puts a
 * legal one of each in the view, `lang/` words it). No rule here: only the action's shape.
 */
import type { SmAction } from './types.ts';

/** The kinds of action a prompt quotes an example of. */
export type ExampleKind = 'power-die' | 'move-die' | 'card' | 'move' | 'discard';

/** The kind of example an action is, or null for one the prompt names in full (idle, done, give). */
export function exampleKind(a: SmAction): ExampleKind | null {
  switch (a.type) {
    case 'take':
      return /^[gpo][1-6]$/.test(a.die) ? 'power-die' : 'move-die';
    case 'move':
      return 'move';
    case 'discard':
      return 'discard';
    case 'idle':
    case 'done':
    case 'give':
      return null;
    default:
      return 'card';
  }
}
