/** The line above the Shifting Maze board says why "End" is all a player shut out of the maze may do. */
import { buildPosition, mazeOf, shiftingMaze } from '@daedalus/shifting-maze';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TurnLine } from './ShiftingMazeBoard.tsx';
import { smWords } from './sm-words.ts';

// Both Challengers wait in their start areas (rows 3 and 8); the first one's way in, a3, is a Destroyed Cube.
const shut = buildPosition({
  maze: mazeOf({ '0,2': '#', '1,2': '─' }),
  challengers: [{ at: 'start' }, { at: 'start' }],
  defenders: [],
  stage: { kind: 'move', mainLeft: 3 },
});
const line = (state: typeof shut, seat: number, locale: 'en' | 'de' | 'ru' = 'en') =>
  renderToStaticMarkup(
    createElement(TurnLine, { view: shiftingMaze.view(state, seat), w: smWords(locale), names: undefined }),
  );

describe("Shifting Maze's turn line", () => {
  it('tells a player whose way in is a Destroyed Cube why only the end of the turn is left', () => {
    expect(shiftingMaze.legalActions(shut, 0)).toEqual([{ type: 'end' }]);
    expect(line(shut, 0)).toContain(
      'You cannot enter: your way in at a3 is a Destroyed Cube. Nothing to do but end the turn until a slide of row 3 moves it away.',
    );
    expect(line(shut, 0, 'de')).toContain(
      'Du kannst nicht hinein: dein Eingang a3 ist ein zerstörter Würfel.',
    );
    expect(line(shut, 0, 'ru')).toContain('Вы не можете войти: ваш вход a3 — разрушенный куб.');
  });

  it('says nothing of it to the others, nor when the way in is open', () => {
    expect(line(shut, 1)).not.toContain('sm-shut-out');
    const open = buildPosition({
      maze: mazeOf({ '0,2': '─' }),
      challengers: [{ at: 'start' }, { at: 'start' }],
      defenders: [],
      stage: { kind: 'move', mainLeft: 3 },
    });
    expect(line(open, 0)).toContain('Main actions left: 3 of 3');
    expect(line(open, 0)).not.toContain('sm-shut-out');
  });
});
