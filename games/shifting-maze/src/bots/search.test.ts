// Shifting Maze's search player: its sampled worlds agree with what the seat was told, its
// in-place step does what `apply` does, `strong` beats `random`, and — fairness — two
// different full states that show a seat the same view and history get the same decisions;
// the paired comparison leaves the heuristic player's choice only for a clearly better one.

import {
  type Actor,
  eventsFor,
  Match,
  playBots,
  playout,
  Random,
  unwrap,
  withSearchBudget,
} from '@daedalus/core';
import { playSeatFrom } from '@daedalus/testkit';
import { describe, expect, it } from 'vitest';
import { shiftingMazeBundle } from '../bundle.ts';
import { shiftingMaze } from '../game.ts';
import { buildPosition, mazeOf } from '../scenario.ts';
import type { SmAction, SmEvent, SmState } from '../types.ts';
import { shiftingMazeBot } from './bot.ts';
import { candidatesOf, pairedSearch } from './paired.ts';
import { type SmKnown, smSampler } from './sampler.ts';
import {
  shiftingMazeStrong,
  smCritical,
  smNormalRoot,
  smPaired,
  smPairedOptions,
  smPlannerRoot,
} from './search.ts';
import { smPlayInPlace, smPlayRest } from './simulation.ts';
import { corridorPastColumn } from './test-mazes.ts';

describe("Shifting Maze's sampler", () => {
  it('draws worlds that show the seat its own view, with the same actors and legal actions', () => {
    let checks = 0;
    for (let g = 0; g < 3; g++) {
      const players = 2 + (g % 2);
      const known: SmKnown[] = [];
      const r = playout(shiftingMaze, {
        players,
        seed: `sampler${g}`,
        options: { turnCap: 60 },
        onStart: (match) => {
          for (let seat = 0; seat < players; seat++)
            known[seat] = smSampler.observe(
              smSampler.init(seat, players),
              eventsFor(match.opening, seat) as SmEvent[],
              shiftingMaze.view(match.state as SmState, seat),
            );
          return undefined;
        },
        onStep: (match, step) => {
          const state = match.state as SmState;
          for (let seat = 0; seat < players; seat++) {
            const view = shiftingMaze.view(state, seat);
            const k = smSampler.observe(known[seat]!, eventsFor(step.events, seat) as SmEvent[], view);
            if (state.phase === 'over' || match.actions.length % 3 !== 0) continue;
            const world = smSampler.sample(k, view, seat, Random.fromSeed(`w${g}:${match.actions.length}`));
            expect(shiftingMaze.view(world, seat)).toEqual(view);
            const actors = shiftingMaze.actors(state);
            expect(shiftingMaze.actors(world)).toEqual(actors);
            // The stage (hidden in part: a Defender's actions left) is rebuilt exactly.
            expect(world.stage).toEqual(state.stage);
            for (const a of actors)
              expect(shiftingMaze.legalActions(world, a.seat)).toEqual(
                shiftingMaze.legalActions(state, a.seat),
              );
            checks++;
          }
        },
      });
      expect(r.ok).toBe(true);
    }
    expect(checks).toBeGreaterThan(100);
  });

  it('leaves in the bag exactly the kinds of tile not yet revealed', () => {
    const match = unwrap(Match.create<SmState>(shiftingMaze, { players: 2, seed: 'kinds' }));
    let k = smSampler.observe(
      smSampler.init(0, 2),
      eventsFor(match.opening, 0) as SmEvent[],
      shiftingMaze.view(match.state, 0),
    );
    const random = Random.fromSeed('kinds');
    for (let i = 0; i < 60 && match.state.phase !== 'over'; i++) {
      const actor = shiftingMaze.actors(match.state)[0] as Actor;
      const step = unwrap(
        match.play(actor.seat, random.pick(shiftingMaze.legalActions(match.state, actor.seat))),
      );
      k = smSampler.observe(k, eventsFor(step.events, 0) as SmEvent[], shiftingMaze.view(match.state, 0));
    }
    const world = smSampler.sample(k, shiftingMaze.view(match.state, 0), 0, random);
    const sorted = (bag: readonly number[]) => bag.map((m) => kindOf(m)).sort();
    expect(sorted(world.bag)).toEqual(sorted(match.state.bag));
  });

  it('steps in place as apply does', () => {
    const r = playout(shiftingMaze, {
      players: 2,
      seed: 'in-place',
      options: { turnCap: 60 },
      choosers: Array.from({ length: 2 }, () => ({ state, seat, legal, random }) => {
        const action = random.pick(legal) as SmAction;
        const applied = unwrap(shiftingMaze.apply(state as SmState, seat, action)).state;
        expect(smPlayInPlace(structuredClone(state as SmState), seat, action)).toEqual(applied);
        return action;
      }),
    });
    expect(unwrap(r).actions).toBeGreaterThan(40);
  });
});

/** A tile's kind by its doorway count and shape (rotation-invariant). */
function kindOf(mask: number): string {
  const n = [1, 2, 4, 8].filter((b) => mask & b).length;
  return n === 2 ? (mask === 5 || mask === 10 ? 'straight' : 'corner') : String(n);
}

describe("Shifting Maze's strong level (search)", () => {
  it('is in the bundle, after the heuristic player', () => {
    expect(shiftingMazeBundle.bots).toEqual([shiftingMazeBot, shiftingMazeStrong]);
    expect(shiftingMazeStrong.levels).toEqual(['strong']);
  });

  it('beats random, seats rotated, on fixed seeds', () => {
    // A lighter budget than the level's (60 simulations a searched decision, of 200) keeps the
    // test quick.
    const bots = withSearchBudget(shiftingMazeBundle.bots, { iterations: 60 });
    let wins = 0;
    const games = 4;
    for (let i = 0; i < games; i++) {
      const seat = i % 2;
      const levels = seat === 0 ? ['strong', 'random'] : ['random', 'strong'];
      const r = unwrap(playBots(shiftingMaze, { bots, players: 2, seed: `strong-vs-random:${i}`, levels }));
      if (r.outcome.over && r.outcome.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  });
});

/** Plays `turns` decisions of seat 0 (strong, small budget) against seat 1 (normal) from `start`. */
function playFrom(start: SmState, turns: number) {
  const bots = withSearchBudget(shiftingMazeBundle.bots, { iterations: 30 });
  return playSeatFrom(shiftingMaze, { bots, levels: ['strong', 'normal'], start, turns });
}

describe('fairness: the search sees only its seat', () => {
  it('two different full states with the same view and history give the same decisions', () => {
    // World B: the tile bag in another order below its top 40 tiles (never drawn in these
    // turns), and another table option the seats cannot see (the Battery Pack chance's
    // decision is the same random draw for 0.1 and 0.1000001).
    const a = unwrap(Match.create<SmState>(shiftingMaze, { players: 2, seed: 'fair' })).state;
    const b: SmState = structuredClone(a);
    const deep = b.bag.length - 40;
    b.bag = [...b.bag.slice(0, deep).reverse(), ...b.bag.slice(deep)];
    b.options = { ...b.options, batteryChance: 0.1000001 };
    expect(b).not.toEqual(a);
    expect(shiftingMaze.view(b, 0)).toEqual(shiftingMaze.view(a, 0));
    const first = playFrom(a, 12);
    const second = playFrom(b, 12);
    expect(first.decisions.length).toBe(12);
    expect(second.shown).toEqual(first.shown);
    expect(second.decisions).toEqual(first.decisions);
    expect(second.state).not.toEqual(first.state);
  });
});

describe('the paired comparison at the root', () => {
  /**
   * A stub world: its value is a shared world noise (the sampled world's, much larger than the
   * actions' effects) plus the action's own effect. Paired differences cancel the noise.
   */
  function stubbed(effects: Record<string, number>) {
    const settings = {
      ...smPaired,
      sampler: {
        ...smPaired.sampler,
        sample: (_k: unknown, _v: unknown, _seat: number, random: Random) =>
          ({ turns: 0, phase: 'play', rng: random.fork(), noise: random.float() }) as unknown as SmState,
      },
      play: (s: SmState, _seat: number, a: SmAction) => {
        const w = s as SmState & { noise: number; value: number };
        w.value = 0.5 + 0.8 * (w.noise - 0.5) + (effects[a.type] ?? 0);
        w.turns = 99;
        return s;
      },
      evaluate: (s: SmState) => [(s as SmState & { value: number }).value],
      budget: { iterations: 60 },
    };
    const legal: SmAction[] = [{ type: 'end' }, { type: 'takeKey' }, { type: 'move', dir: 'up' }];
    return (preferred: SmAction, seed: string) =>
      pairedSearch({ plies: 2 }, settings as never, {
        game: shiftingMaze,
        seat: 0,
        players: 2,
        known: smSampler.init(0, 2),
        view: {} as never,
        legal,
        random: Random.fromSeed(seed),
        preferred,
      });
  }

  it('leaves the preferred action for one clearly better world by world, whatever the worlds', () => {
    const run = stubbed({ end: 0, takeKey: 0.05, move: -0.1 });
    for (let i = 0; i < 10; i++) {
      const r = run({ type: 'end' }, `better${i}`);
      expect(r.action).toEqual({ type: 'takeKey' });
      expect(r.worlds).toBe(20);
      expect(r.scores[1]?.diff).toBeCloseTo(0.05, 9);
    }
  });

  it('keeps the preferred action on ties and when the better one is within the margin', () => {
    const tie = stubbed({ end: 0, takeKey: 0, move: 0 });
    const close = stubbed({ end: 0, takeKey: 0.01, move: 0 });
    for (let i = 0; i < 10; i++) {
      expect(tie({ type: 'move', dir: 'up' }, `tie${i}`).action).toEqual({ type: 'move', dir: 'up' });
      expect(close({ type: 'end' }, `close${i}`).action).toEqual({ type: 'end' });
    }
  });

  it('tries, besides the preferred action, the attacks on its turn and every choice in a reaction', () => {
    const s = buildPosition({
      maze: mazeOf({ '0,2': '─', '1,2': '─', '2,2': '─', '3,2': '┼', '3,3': '│' }),
      challengers: [{ at: { x: 3, y: 2 }, pp: 8 }, { at: { x: 0, y: 2 } }],
      defenders: [{ at: { x: 3, y: 3 } }],
    });
    const view = shiftingMaze.view(s, 0);
    const legal = shiftingMaze.legalActions(s, 0);
    const preferred = (a: SmAction) => a.type === 'investigate' && a.dir === 'right';
    const types = candidatesOf('focused', view, 0, legal, preferred).map((a) => a.type);
    expect(types.sort()).toEqual(
      ['destroyDefender', 'investigate', 'killChallenger', 'stunChallenger', 'stunDefender'].sort(),
    );
    expect(candidatesOf('all', view, 0, legal, preferred)).toBe(legal);
    const reacting = { ...view, reaction: { seat: 0 } } as unknown as typeof view;
    expect(candidatesOf('focused', reacting, 0, legal, preferred)).toBe(legal);
  });

  it('stuns a rival about to escape with the Key, which the heuristic player never does', () => {
    // Both carry a Key in the same corridor: seat 1 in the cube at the low-X edge (one action
    // from escaping), seat 0 four actions away with 4 Power Points (no kill: 5). The heuristic
    // player walks on, and the rival escapes first; a stun (a power action) costs the rival its
    // next turn, and seat 0 walks out first.
    const s = buildPosition({
      maze: mazeOf({ '0,2': '─', '1,2': '─', '2,2': '─', '3,2': '┼' }),
      challengers: [
        { at: { x: 3, y: 2 }, pp: 4, items: [{ kind: 'key' }] },
        { at: { x: 0, y: 2 }, items: [{ kind: 'key' }] },
      ],
    });
    const view = shiftingMaze.view(s, 0);
    const legal = shiftingMaze.legalActions(s, 0);
    const known = smSampler.observe(smSampler.init(0, 2), [], view);
    const normal = smNormalRoot(view, legal, known, Random.fromSeed('stun')).preferred;
    expect(normal.type).not.toBe('stunChallenger');
    const r = pairedSearch(
      { plies: 2, candidates: 'focused', step: smPlayInPlace },
      { ...smPaired, budget: { iterations: 120 } },
      {
        game: shiftingMaze,
        seat: 0,
        players: 2,
        known,
        view,
        legal,
        random: Random.fromSeed('stun'),
        preferred: normal,
      },
    );
    expect(r.action).toEqual({ type: 'stunChallenger', seat: 1 });
  });

  it("weighs normal's own choice against the planner's where they differ, and only there (on its turn)", () => {
    // A corridor east along row 2; the cube east of the Challenger opens south onto a column
    // where a Defender stands three cubes down. With 1 PP and one main action `normal` steps
    // east into its sight, the planner does not: both are compared. With no Defender both
    // walk east: one choice, no search.
    const maze = corridorPastColumn();
    const east: SmAction = { type: 'move', dir: 'right' };
    const rootOf = (defenders: { at: { x: number; y: number } }[], mainLeft: number) => {
      const s = buildPosition({
        maze,
        challengers: [{ at: { x: 3, y: 2 }, pp: 1 }, { at: { x: -1, y: 7 } }],
        defenders,
        stage: { kind: 'move', mainLeft },
      });
      const view = shiftingMaze.view(s, 0);
      const known = smSampler.observe(smSampler.init(0, 2), [], view);
      return smPlannerRoot(view, shiftingMaze.legalActions(s, 0), known, Random.fromSeed('differ'));
    };
    const split = rootOf([{ at: { x: 4, y: 5 } }], 1);
    expect(split.preferred).not.toEqual(east);
    expect(split.legal).toEqual([split.preferred, east]);
    const agreed = rootOf([], 3);
    expect(agreed.legal).toEqual([east]);
  });

  it('plays on to the end of the game at the critical decisions (a Key carried), two turns elsewhere', () => {
    // A corridor along row 2, seat 0 in its middle, the rival in its start area. Without a Key
    // the simulations stop after the rival's turn (the race evaluation); carrying one (the race
    // home), they play on — well past two turns.
    const turnsPlayed = (items: { kind: 'key' }[]) => {
      const s = buildPosition({
        maze: mazeOf({ '3,2': '─', '4,2': '─', '5,2': '┼', '6,2': '─' }),
        challengers: [{ at: { x: 5, y: 2 }, pp: 6, items }, { at: { x: -1, y: 7 } }],
        stage: { kind: 'move', mainLeft: 3 },
      });
      const view = shiftingMaze.view(s, 0);
      const known = smSampler.observe(smSampler.init(0, 2), [], view);
      let most = 0;
      const play: typeof smPlayRest = (w, seat, a) => {
        most = Math.max(most, w.turns - s.turns);
        return smPlayRest(w, seat, a);
      };
      pairedSearch(
        { ...smPairedOptions, step: smPlayInPlace },
        { ...smPaired, play, budget: { iterations: 8 } },
        {
          game: shiftingMaze,
          seat: 0,
          players: 2,
          known,
          view,
          legal: [{ type: 'end' }, { type: 'move', dir: 'left' }],
          random: Random.fromSeed('deep'),
          preferred: { type: 'end' },
        },
      );
      return { critical: smCritical(view), most };
    };
    expect(turnsPlayed([])).toEqual({ critical: false, most: 1 });
    const carrying = turnsPlayed([{ kind: 'key' }]);
    expect(carrying.critical).toBe(true);
    expect(carrying.most).toBeGreaterThan(4);
  });
});
