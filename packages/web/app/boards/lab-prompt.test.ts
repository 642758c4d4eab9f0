import { type Locale, Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import type { LabyrinthView } from '@daedalus/labyrinth';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/translate.ts';
import { labyrinthBoard } from './LabyrinthBoard.tsx';

/** Seat 0's view of a two-player Labyrinth once play began, its status as last told changed by `told`. */
function viewOf(told: Record<string, unknown>): LabyrinthView {
  const game = games.get('labyrinth')!;
  const made = Match.create<unknown>(game, { players: 2, seed: 'prompt', preset: 'taster' });
  if (!made.ok) throw new Error(made.error.message);
  const match = made.value;
  // Both choose a start cell, again while the game master finds the choices invalid (the same
  // cell, a river), until play begins.
  for (let round = 0; (game.view(match.state, 0) as LabyrinthView).phase === 'start'; round++) {
    if (round === 20) throw new Error('no valid start in 20 rounds');
    for (const seat of [0, 1]) {
      const offered = game.legalActions(match.state, seat);
      const played = match.play(seat, offered[(round * 7 + seat * 5) % offered.length]);
      if (!played.ok) throw new Error(played.error.message);
    }
  }
  const view = game.view(match.state, 0) as LabyrinthView;
  expect(view.phase).toBe('play');
  return { ...view, me: { ...view.me!, mayReorder: false, status: { ...view.me!.status, ...told } } };
}

describe('the Labyrinth’s prompt', () => {
  it('a player outside is asked to come back in on this move, not just to move', () => {
    for (const locale of ['en', 'de', 'ru'] as Locale[]) {
      const t = translator(locale);
      expect(labyrinthBoard.prompt?.(viewOf({ outside: true }), t)).toBe(t('lab.yourMoveOutside'));
      expect(labyrinthBoard.prompt?.(viewOf({ outside: false }), t)).toBe(t('lab.yourMove'));
    }
  });
});
