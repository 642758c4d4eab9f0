/** The parser's own short form of an action (no language: the words the parser reads). */
import type { SmAction } from '../types.ts';

/**
 * An action as the parser's own short command ("move up", "rotate left ccw", "stun defender 1"):
 * the form rule tests and bots' logs use; players see `formatAction`'s words.
 */
export function shortCommand(a: SmAction): string {
  switch (a.type) {
    case 'move':
    case 'investigate':
    case 'destroyCube':
      return `${a.type === 'destroyCube' ? 'destroy' : a.type} ${a.dir}`;
    case 'pickUp':
      return a.body === undefined
        ? `pick up ${a.index + 1}`
        : `pick up ${a.index + 1} from body ${a.body + 1}`;
    case 'takeKey':
      return 'pick up key';
    case 'rotate':
      return a.target === 'here' ? `rotate ${a.turn}` : `rotate ${a.target} ${a.turn}`;
    case 'stunDefender':
    case 'destroyDefender':
      return `${a.type === 'stunDefender' ? 'stun' : 'destroy'} defender ${a.defender}`;
    case 'stunChallenger':
    case 'killChallenger':
      return `${a.type === 'stunChallenger' ? 'stun' : 'kill'} player ${a.seat + 1}`;
    case 'discard':
      return `discard ${a.index + 1}`;
    case 'useBattery':
      return `use battery ${a.index + 1}`;
    case 'end':
      return 'end';
  }
}
