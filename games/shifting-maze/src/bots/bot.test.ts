import { type BotGameOptions, findLevel, playBots as playWith, Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { buildPosition, mazeOf, type SmAction, type SmState, shiftingMaze } from '../index.ts';
import { decide, type Level, shiftingMazeBot } from './bot.ts';

/** Games between this game's bots (`random` and its own levels). */
const playBots = (game: Parameters<typeof playWith>[0], opts: Omit<BotGameOptions, 'bots'>) =>
  playWith(game, { ...opts, bots: [shiftingMazeBot] });
const findBot = (_game: unknown, level?: string) => findLevel([shiftingMazeBot], level);

/** What the bot of `seat` chooses in a hand-built position, seeing only its view. */
function choice(s: SmState, seat = 0, level: Level = 'normal'): SmAction {
  const actor = shiftingMaze.actors(s).find((a) => a.seat === seat)!;
  return decide(shiftingMaze.view(s, seat), seat, level, {
    view: shiftingMaze.view(s, seat),
    legal: shiftingMaze.legalActions(s, seat),
    actor,
    random: Random.fromSeed('bot-test'),
  });
}

describe('Shifting Maze bot: decisions from its view', () => {
  it('is registered with levels easy and normal', () => {
    expect(findBot(shiftingMaze)?.level).toBe('normal');
    expect(findBot(shiftingMaze, 'easy')?.spec).toBe(shiftingMazeBot);
  });

  it('investigates the entry cube, then enters', () => {
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }] });
    expect(choice(s)).toEqual({ type: 'investigate', dir: 'right' });
    const open = buildPosition({ maze: mazeOf({ '0,5': '─' }), challengers: [{ at: 'start' }] });
    expect(choice(open)).toEqual({ type: 'move', dir: 'right' });
  });

  it('spends a Power Point to rotate a cube that blocks the way', () => {
    const s = buildPosition({ maze: mazeOf({ '0,5': '│' }), challengers: [{ at: 'start' }] });
    expect(choice(s)).toMatchObject({ type: 'rotate', target: 'right' });
  });

  it('follows revealed corridors towards the far side, and investigates towards it', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,5': '┼', '4,5': '─', '3,4': '│', '2,5': '─' }),
      challengers: [{ at: { x: 3, y: 5 } }],
    });
    expect(choice(s)).toEqual({ type: 'move', dir: 'right' });
    const edge = buildPosition({ maze: mazeOf({ '4,5': '─' }), challengers: [{ at: { x: 4, y: 5 } }] });
    expect(choice(edge)).toEqual({ type: 'investigate', dir: 'right' });
  });

  it('avoids a Defender standing in the way when another way is as good', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,5': '┼', '4,5': '─', '3,4': '┌', '4,4': '─', '3,6': '└', '4,6': '─' }),
      challengers: [{ at: { x: 3, y: 5 } }],
      defenders: [{ at: { x: 4, y: 5 } }],
    });
    expect(choice(s)).not.toEqual({ type: 'move', dir: 'right' });
  });

  it('picks up the Key on the far side and comes back with it', () => {
    const far = buildPosition({ maze: mazeOf({ '9,3': '─' }), challengers: [{ at: 'far', farRow: 3 }] });
    expect(choice(far)).toEqual({ type: 'takeKey' });
    const back = buildPosition({
      maze: mazeOf({ '9,3': '─' }),
      challengers: [{ at: 'far', farRow: 3, items: [{ kind: 'key' }] }],
    });
    expect(choice(back)).toEqual({ type: 'move', dir: 'left' });
    const home = buildPosition({
      maze: mazeOf({ '0,2': '─', '1,2': '─' }),
      challengers: [{ at: { x: 1, y: 2 }, items: [{ kind: 'key' }] }],
    });
    expect(choice(home)).toEqual({ type: 'move', dir: 'left' });
  });

  it('uses a Battery Pack when it loses nothing by it', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,5': '┼' }),
      challengers: [{ at: { x: 3, y: 5 }, pp: 6, items: [{ kind: 'battery', pp: 4 }] }],
    });
    expect(choice(s)).toEqual({ type: 'useBattery', index: 0 });
  });

  it('short of power, it fetches a Battery Pack within reach first', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,5': '─', '4,5': '─', '2,5': '─' }),
      challengers: [{ at: { x: 3, y: 5 }, pp: 1 }],
      items: [{ at: { x: 2, y: 5 }, item: { kind: 'battery', pp: 5 } }],
    });
    expect(choice(s)).toEqual({ type: 'move', dir: 'left' });
    const rich = { ...s, challengers: [{ ...s.challengers[0]!, pp: 10 }] };
    expect(choice(rich)).toEqual({ type: 'move', dir: 'right' });
  });

  it('threatened by a Defender: stuns it when it can afford to', () => {
    const s: SmState = {
      ...buildPosition({
        maze: mazeOf({ '3,5': '┼', '4,5': '─' }),
        challengers: [{ at: { x: 3, y: 5 } }],
        defenders: [{ at: { x: 3, y: 5 } }],
      }),
      reaction: { seat: 0, threat: { kind: 'defender', defender: 1 }, used: 0 },
    };
    expect(choice(s)).toEqual({ type: 'stunDefender', defender: 1 });
    const poor = { ...s, challengers: [{ ...s.challengers[0]!, pp: 1 }] };
    expect(choice(poor)).toEqual({ type: 'move', dir: 'right' });
  });

  it('threatened by a slide: moves out of the doomed cube', () => {
    const s: SmState = {
      ...buildPosition({
        maze: mazeOf({ '9,5': '┼', '8,5': '─', '9,4': '│' }),
        challengers: [{ at: { x: 9, y: 5 } }],
      }),
      reaction: { seat: 0, threat: { kind: 'doom', at: { x: 9, y: 5 }, cause: 'slide' }, used: 0 },
    };
    const a = choice(s);
    expect(a.type).toBe('move');
    expect(['left', 'up', 'right']).toContain((a as { dir: string }).dir);
  });
});

describe('Shifting Maze bot games', () => {
  it('bot games finish (by the rules or the turn cap) with 2 and 4 players', () => {
    for (const [players, levels] of [
      [2, ['normal', 'easy']],
      [4, ['normal', 'easy', 'random', 'normal']],
    ] as const) {
      for (let g = 0; g < 3; g++) {
        const r = playBots(shiftingMaze, {
          players,
          seed: `finish${players}:${g}`,
          levels,
          maxActions: 20_000,
        });
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value.finished).toBe(true);
      }
    }
  });

  it('the normal bot beats the random bot clearly over 20 seeded games', () => {
    const wins = { normal: 0, random: 0, draw: 0 };
    for (let g = 0; g < 20; g++) {
      const levels = g % 2 === 0 ? ['normal', 'random'] : ['random', 'normal'];
      const r = playBots(shiftingMaze, { players: 2, seed: `duel${g}`, levels });
      if (!r.ok) throw new Error(r.error.message);
      const o = r.value.record.outcome;
      if (!o.over || o.draw) wins.draw++;
      else wins[levels[o.winners[0]!] as 'normal' | 'random']++;
    }
    expect(wins.normal).toBeGreaterThanOrEqual(14);
    expect(wins.random).toBeLessThanOrEqual(1);
  });

  it('the easy bot also beats the random bot', () => {
    let easy = 0;
    let random = 0;
    for (let g = 0; g < 10; g++) {
      const levels = g % 2 === 0 ? ['easy', 'random'] : ['random', 'easy'];
      const r = playBots(shiftingMaze, { players: 2, seed: `easy${g}`, levels });
      if (!r.ok) throw new Error(r.error.message);
      const o = r.value.record.outcome;
      if (o.over && !o.draw) {
        if (levels[o.winners[0]!] === 'easy') easy++;
        else random++;
      }
    }
    expect(easy).toBeGreaterThanOrEqual(4);
    expect(random).toBeLessThanOrEqual(1);
  });
});
