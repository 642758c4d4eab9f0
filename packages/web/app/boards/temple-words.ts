/**
 * The Temple Labyrinth's actions in words, for the frame's list of actions and the game's
 * record: fields by their names in the hall, motions by rhombus, direction and angle.
 */
import { posesCovering, triangleHall } from '@daedalus/core';
import type { Motion, TempleAction, TempleView } from '@daedalus/temple';
import type { Translate } from '../i18n/translate.ts';
import { samePose } from './temple-motion.ts';

function motionWords(m: Motion, t: Translate): string {
  return m.type === 'slide'
    ? t('temple.act.slide', { r: m.rhombus, dir: t(`temple.dir.${m.dir}` as 'temple.dir.e'), n: m.steps })
    : t('temple.act.rotate', {
        r: m.rhombus,
        way: t(m.turn === 'cw' ? 'temple.cw' : 'temple.ccw'),
        deg: m.steps * 60,
        hour: m.corner,
      });
}

/**
 * An action in words, as offered in `view`: fields are named by the view's hall (its side), and
 * the phase's `end` by the view's phase (phase 4's ends the turn).
 */
export function actionWords(
  a: TempleAction,
  t: Translate,
  view: Pick<TempleView, 'board' | 'phase'>,
): string {
  const hall = triangleHall(view.board.side);
  const name = (f: number) => hall.fields[f]?.name ?? `#${f}`;
  switch (a.type) {
    case 'start':
      return t('temple.act.start', { field: name(a.at) });
    case 'lay': {
      const fields = hall.rhombusFields(a.pose);
      if (!fields) return t('temple.act.lay', { a: '?', b: '?' });
      const first = posesCovering(hall, fields[0], fields[1])[0];
      const turned = first !== undefined && !samePose(first, a.pose);
      return t(turned ? 'temple.act.layTurned' : 'temple.act.lay', {
        a: name(fields[0]),
        b: name(fields[1]),
      });
    }
    case 'slide':
    case 'rotate':
      return motionWords(a, t);
    case 'symbol':
      return t('temple.act.symbol', { motion: motionWords(a.motion, t) });
    case 'move':
      return t('temple.act.move', { field: name(a.to) });
    case 'take':
      return t('temple.act.take');
    case 'passage':
      return t('temple.act.passage', { field: name(a.to) });
    case 'place':
      return t('temple.act.place', { field: name(a.at) });
    case 'end':
      return t(view.phase === 'stone' ? 'temple.act.endTurn' : 'temple.act.end');
  }
}
