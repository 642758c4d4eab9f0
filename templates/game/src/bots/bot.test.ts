import { playBots, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { __camel__Game } from '../game.ts';
import { buildScenario } from '../scenario.ts';
import { __camel__Bot, decide } from './bot.ts';

describe('the computer runner', () => {
  it('takes the first step of a shortest way round the rocks', () => {
    // The way left is a dead end; the goal is reached round the rocks to the right.
    const s = unwrap(buildScenario({ board: ['.1..', '##.#', 'G...', '....'] }));
    const legal = __camel__Game.legalActions(s, 0);
    expect(legal).toHaveLength(2);
    expect(decide(__camel__Game.view(s, 0), 0, legal)).toEqual({ type: 'move', dir: 'right' });
  });

  it('wins most races against the random player', () => {
    let wins = 0;
    for (let g = 0; g < 20; g++) {
      const r = unwrap(
        playBots(__camel__Game, {
          players: 2,
          seed: `race${g}`,
          levels: ['runner', 'random'],
          bots: [__camel__Bot],
        }),
      );
      if (r.outcome.over && r.outcome.winners.includes(0)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(15);
  });
});
