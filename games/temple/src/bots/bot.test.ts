/**
 * The computer players: they play to win from their seat's view. `normal` clearly beats
 * `random` and usually beats `easy`; games between `normal` players mostly end by a win
 * (the share over many games is in the rules page).
 */
import { playBots, Random, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { temple } from '../game.ts';
import { F, pos } from '../test-helpers.ts';
import { decide, templeBot } from './bot.ts';

function match(levels: string[], seed: string, options: object = {}) {
  return unwrap(
    playBots(temple, { bots: [templeBot], players: levels.length, seed, levels, options, maxActions: 6000 }),
  );
}

describe('the computer players', () => {
  it('normal clearly beats random (fixed seeds, both seats)', () => {
    let normal = 0;
    for (let g = 0; g < 6; g++) {
      const seat = g % 2;
      const levels = seat === 0 ? ['normal', 'random'] : ['random', 'normal'];
      const { outcome } = match(levels, `vs-random-${g}`, { statues: 2 });
      if (outcome.over && outcome.winners.includes(seat)) normal++;
    }
    expect(normal).toBe(6);
  });

  it('games between normal players end by a win', () => {
    let wins = 0;
    for (let g = 0; g < 3; g++) {
      const { outcome } = match(['normal', 'normal', 'normal'], `nnn-${g}`, { statues: 2 });
      if (outcome.over && outcome.winners.length === 1) wins++;
    }
    expect(wins).toBe(3);
  });

  it('easy plays whole games too', () => {
    const { outcome } = match(['easy', 'normal'], 'easy-0', { statues: 1 });
    expect(outcome.over).toBe(true);
  });

  it('takes its statue where it stands, and walks to the statue it can reach', () => {
    const random = Random.fromSeed('decide');
    const onX = pos({ figures: ['e3', 'j15'], phase: 'figure' });
    const view = temple.view(onX, 0);
    expect(decide(view, 0, 'normal', temple.legalActions(onX, 0), random)).toEqual({ type: 'take' });
    const nearY = pos({ figures: ['e13', 'j15'], phase: 'figure' });
    const walk = decide(temple.view(nearY, 0), 0, 'normal', temple.legalActions(nearY, 0), random);
    expect(walk.type === 'move' && [F('e10'), F('e11')].includes(walk.to)).toBe(true);
  });

  it('with its statues, blocks nothing it needs and heads for an exit; against a rival with all of them, its stone goes on that rival’s exit', () => {
    const random = Random.fromSeed('stone');
    const s = pos({ figures: ['e4', 'a7'], taken: [[], ['X', 'Y', 'Z']], phase: 'stone' });
    const choice = decide(temple.view(s, 0), 0, 'normal', temple.legalActions(s, 0), random);
    expect(choice).toEqual({ type: 'place', at: F('a5') });
  });

  it('decides from its view alone: the same view, legal actions and randomness give the same choice', () => {
    const s = pos({ figures: ['a5', 'j15'], rhombi: { A: ['a9', 'b9'], B: ['c8', 'c9'] } });
    const legal = temple.legalActions(s, 0);
    const a = decide(temple.view(s, 0), 0, 'normal', legal, Random.fromSeed('same'));
    const b = decide(
      JSON.parse(JSON.stringify(temple.view(s, 0))),
      0,
      'normal',
      legal,
      Random.fromSeed('same'),
    );
    expect(a).toEqual(b);
  });
});
