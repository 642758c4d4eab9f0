/**
 * Where the Space Maze viewer plays now, in words: the dice in the tray while drafting, a card
 * of the hand and then its lit tiles with a power die, the lit places of an alien's footprints
 * while moving, a card of the hand when discarding. The board says it above the maze (knowing
 * the card picked, a Switch's first tile); the frame says it in its list of what may be done,
 * where a generic "tap a highlighted place on the board" would send a player drafting a die to
 * the maze when the dice are in the tray below it.
 */
import type { SmAction, SmView } from '@daedalus/space-maze';
import type { Translate } from '../i18n/i18n.tsx';
import { pointed } from '../i18n/touch.ts';
import { cardActions } from './space-maze-aims.ts';

/** What the viewer has picked on the board for a power die (nothing, for the frame). */
export interface PowerPick {
  /** A card of the hand is picked. */
  readonly card: boolean;
  /** The card is a Diagonal Switch whose diagonal tile is still to be clicked. */
  readonly choosing: boolean;
  /** The Switch's diagonal tile is clicked: the adjacent tile is next. */
  readonly first: boolean;
  /** The picked card lights tiles (else its choices are buttons). */
  readonly targets: boolean;
}

const NOTHING: PowerPick = { card: false, choosing: false, first: false, targets: false };

/** The hint for the viewer who must act now in `view` with `legal` ('' when nothing is asked). */
export function spaceHint(
  view: SmView,
  legal: readonly SmAction[],
  t: Translate,
  touch: boolean,
  pick: PowerPick = NOTHING,
): string {
  if (legal.length === 0) return '';
  switch (view.stage.kind) {
    case 'take':
      return t('space.hint.take');
    case 'power':
      if (pick.choosing) return t(pointed('space.hint.switchFirst', touch));
      if (pick.first) return t(pointed('space.hint.switchSecond', touch));
      if (pick.card) return pick.targets ? t(pointed('space.hint.target', touch)) : t('space.hint.choice');
      return cardActions(legal).size > 0 ? t('space.hint.power') : t('space.hint.noCard');
    case 'move':
    case 'run':
      return t(pointed('space.hint.move', touch));
    case 'discard':
      return t(pointed('space.hint.discard', touch));
    case 'over':
      return '';
  }
}
