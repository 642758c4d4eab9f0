import { playBots } from '@daedalus/bots';
import { Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import { describe, expect, it } from 'vitest';
import { revealLines } from './reveal-lines.ts';

/** What Labyrinth reveals at the end of a game between two computer players. */
function labyrinthReveal(locale: 'en' | 'ru'): string {
  const game = games.get('labyrinth')!;
  const played = playBots(game, {
    players: 2,
    seed: 'escape:3',
    levels: ['normal', 'normal'],
    preset: 'standard',
  });
  if (!played.ok) throw new Error(played.error.message);
  const replayed = Match.replay(game, played.value.record);
  if (!replayed.ok) throw new Error(replayed.error.message);
  return game.text!.reveal!(replayed.value.state, locale);
}

describe('revealLines: a drawing keeps its lines, sentences wrap', () => {
  it.each(['en', 'ru'] as const)(
    'Labyrinth (%s): the plan is a drawing; the legend and the paths are sentences',
    (locale) => {
      const text = labyrinthReveal(locale);
      const lines = revealLines(text);
      expect(lines.map((l) => l.text).join('\n')).toBe(text);
      // Every line of the plan, walls and cells, from its first wall to its last.
      const plan = lines.filter((l) => /^[+|]/.test(l.text));
      expect(plan.length).toBeGreaterThan(5);
      expect(plan.every((l) => l.drawing)).toBe(true);
      // The legend (hundreds of characters) and each path wrap.
      const legend = lines.find((l) => l.text.length > 200);
      expect(legend?.drawing).toBe(false);
      const paths = lines.filter((l) => l.text.includes('→'));
      expect(paths.length).toBe(2);
      expect(paths.every((l) => !l.drawing)).toBe(true);
    },
  );

  it('a sentence on its own line wraps; columns, unbroken runs and rows of one length do not', () => {
    expect(revealLines('The treasure was at 2 3. Player 1 ended at 1 1.')).toEqual([
      { text: 'The treasure was at 2 3. Player 1 ended at 1 1.', drawing: false },
    ]);
    expect(revealLines('a b  c\n+--+--+\nx y z\n| a | b |\n| c | d |').map((l) => l.drawing)).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
  });
});
