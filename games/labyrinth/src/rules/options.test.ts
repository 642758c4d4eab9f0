import { unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, planOf, play, playAll, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { labyrinthOptionsSchema } from '../options.ts';
import { BASIC, RIVER, RIVER_POCKET } from '../test-plans.ts';

describe('B.7 options', () => {
  it('B.7.1 the beginner preset forbids dark, semi-dark and conditional moves, throwing and landmines', () => {
    const { state } = gameOn(BASIC, [P(0, 0)], labyrinth.presets?.beginner ?? {});
    const codes = [
      go('up', { report: 'dark' }),
      go('up', { report: 'semi-dark' }),
      go('up', { after: [{ do: 'shoot', dir: 'up', if: { on: 'hit-wall' } }] }),
      go('up', { before: [{ do: 'leave', item: 'bullet', to: 'right' }] }),
      go('up', { before: [{ do: 'mine', to: 'here' }] }),
    ].map((m) => {
      const r = labyrinth.apply(state, 0, m);
      return r.ok ? 'accepted' : r.error.code;
    });
    expect(codes).toEqual([
      'move/dark-forbidden',
      'move/semi-dark-forbidden',
      'move/conditional-forbidden',
      'move/throwing-forbidden',
      'move/no-landmines',
    ]);
    expect(
      play(state, 0, go('up', { before: [{ do: 'leave', item: 'bullet', to: 'here' }] })).state,
    ).toBeTruthy();
    expect(labyrinth.legalActions(state, 0).some((a) => a.type === 'move' && a.report !== undefined)).toBe(
      false,
    );
    expect(labyrinth.view(state, 0).log).not.toBeNull();
  });

  it('B.7.1 landmines may be limited to the own cell', () => {
    const { state } = gameOn(BASIC, [P(0, 0)], { landmines: true, mineOnNeighbour: false });
    const r = labyrinth.apply(state, 0, go('up', { before: [{ do: 'mine', to: 'right' }] }));
    expect(r.ok ? 'accepted' : r.error.code).toBe('move/mine-here-only');
  });

  it('B.7.2 handicap: peek at cell types before the start, then start on one of them', () => {
    const options = labyrinthOptionsSchema.parse({
      landmines: false,
      plan: gameOn(BASIC, [P(0, 0)]).state.plan,
      handicaps: [{ seat: 0, peeks: 2 }],
    });
    let s = unwrap(labyrinth.setup({ options, players: 2, seed: 'p' })).state;
    const a = play(s, 0, { type: 'peek', cell: P(2, 0) });
    expect(heard(a.events, 0)).toEqual(['The cell at column 3, row 1 is a weaponry.']);
    expect(heard(a.events, 1)).toEqual([]);
    s = a.state;
    const bad = labyrinth.apply(s, 0, { type: 'start', cell: P(0, 0) });
    expect(bad.ok ? 'accepted' : bad.error.code).toBe('start/not-peeked');
    expect(play(s, 0, { type: 'start', cell: P(2, 0) }).state.players[0]?.startChoice).toEqual(P(2, 0));
  });

  it('B.7.2 handicap: an extra cell order on any turn leaves the items behind', () => {
    const { state } = gameOn(BASIC, [P(1, 1)], { handicaps: [{ seat: 0, extraReorders: 1 }] });
    expect(player(state, 0).held?.kind).toBe('treasure');
    const t = play(state, 0, { type: 'reorder', cell: P(3, 2) });
    expect(player(t.state, 0)).toMatchObject({ at: P(3, 2), bullets: 0, held: null, extraReorders: 0 });
    expect(t.state.items[1 * 4 + 1]?.some((i) => i.kind === 'treasure')).toBe(true);
  });

  it('B.7.3 the shooting distance can be limited', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)], { shotRange: 1 });
    const t = play(state, 0, go('up', { before: [shot('right')] }));
    expect(player(t.state, 1).health).toBe('healthy');
  });

  it('B.7.3 shooting through weaponries and hospitals can be allowed', () => {
    const normal = gameOn(RIVER, [P(1, 1), P(3, 1)]);
    expect(player(play(normal.state, 0, go('up', { before: [shot('right')] })).state, 1).health).toBe(
      'healthy',
    );
    const through = gameOn(RIVER, [P(1, 1), P(3, 1)], { shootThroughBuildings: true });
    expect(player(play(through.state, 0, go('up', { before: [shot('right')] })).state, 1).health).toBe(
      'wounded',
    );
  });

  it('B.7.3 targeted shots hit only the named player on the named cell', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0), P(2, 0)], { targetedShots: true });
    const miss = labyrinth.apply(state, 0, go('down', { before: [shot('right')] }));
    expect(miss.ok ? 'accepted' : miss.error.code).toBe('move/target-required');
    const t = play(state, 0, go('down', { before: [shot('right', { target: { seat: 2, cell: P(2, 0) } })] }));
    expect([player(t.state, 1).health, player(t.state, 2).health]).toEqual(['healthy', 'wounded']);
    const wrong = play(
      state,
      0,
      go('down', { before: [shot('right', { target: { seat: 2, cell: P(1, 0) } })] }),
    );
    expect(player(wrong.state, 2).health).toBe('healthy');
  });

  it('B.7.5 landmine victims may be denied a new cell', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], { landmines: true, mineVictimsReorder: false });
    const r = playAll(state, [
      [0, go('down', { before: [{ do: 'mine', to: 'right' }] })],
      [1, go('up')],
      [0, go('up')],
    ]);
    expect(heard(r.events)).toContain('A landmine exploded! You are wounded.');
    expect(labyrinth.legalActions(r.state, 1).some((a) => a.type === 'reorder')).toBe(false);
    const allowed = gameOn(BASIC, [P(0, 0), P(1, 1)], { landmines: true });
    const q = playAll(allowed.state, [
      [0, go('down', { before: [{ do: 'mine', to: 'right' }] })],
      [1, go('up')],
      [0, go('up')],
    ]);
    expect(labyrinth.legalActions(q.state, 1).some((a) => a.type === 'reorder')).toBe(true);
  });

  it('B.7.6 a common start: everyone on one cell chosen by the game master, without bullets and grenades', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(0, 0), P(0, 0)], { commonStart: true });
    expect(state.phase).toBe('play');
    const cells = state.players.map((p) => JSON.stringify(p.at));
    expect(new Set(cells).size).toBe(1);
    expect(state.players.every((p) => p.bullets === 0 && p.grenades === 0)).toBe(true);
    expect(labyrinth.view(state, 0).me?.startCell).toBeNull();
  });

  it('B.7.7 skipping and repeating a move known to change nothing can be forbidden', () => {
    const { state } = gameOn(BASIC, [P(0, 0)], { allowSkip: false, allowRepeats: false });
    const skip = labyrinth.apply(state, 0, { type: 'skip' });
    expect(skip.ok ? 'accepted' : skip.error.code).toBe('move/skip-forbidden');
    const a = play(state, 0, go('up'));
    const again = labyrinth.apply(a.state, 0, go('up'));
    expect(again.ok ? 'accepted' : again.error.code).toBe('move/repeat-forbidden');
    expect(labyrinth.legalActions(a.state, 0)).not.toContainEqual(go('up'));
    expect(labyrinth.legalActions(a.state, 0)).not.toContainEqual({ type: 'skip' });
    expect(play(a.state, 0, go('right')).state).toBeTruthy();
  });

  it('B.7.8 what is told about a grenade is a table option', () => {
    const remains = gameOn(BASIC, [P(0, 0)], { blowReport: 'wall-remains' });
    const t = play(
      remains.state,
      0,
      go('right', { before: [{ do: 'blow', dir: 'up' }], after: [{ do: 'blow', dir: 'up' }] }),
    );
    expect(heard(t.events)).toEqual(
      expect.arrayContaining([
        'Blow the upper wall — the wall is still there. 2 grenades left.',
        'Blow the upper wall — the wall is still there. 1 grenade left.',
      ]),
    );
    const none = play(remains.state, 0, go('up', { before: [{ do: 'blow', dir: 'right' }] }));
    expect(heard(none.events)).toContain(
      'Blow the right wall — there is no wall there now. 2 grenades left.',
    );
  });

  it('B.7.9 the last survivor must still carry the true treasure out in time', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)], { lastSurvivorMoves: 2 });
    const ready = edit(state, (c) => {
      player(c, 1).health = 'wounded';
    });
    const t = play(ready, 0, go('up', { before: [shot('right')] }));
    expect(heard(t.events)).toContain(
      'Player 1 is the last survivor and has 2 moves to carry the true treasure out.',
    );
    expect(labyrinth.outcome(t.state).over).toBe(false);
    const r = playAll(t.state, [
      [0, go('up')],
      [0, go('up')],
    ]);
    expect(labyrinth.outcome(r.state)).toMatchObject({
      over: true,
      draw: true,
      reason: 'draw/survivor-out-of-time',
    });
  });
});

describe('B.9 move time', () => {
  it('a player who runs out of time loses; his corpse and items stay on his cell', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0), P(2, 1)]);
    const t = unwrap(labyrinth.timeout?.(state, 0) ?? { ok: false, error: { code: 'x', message: 'x' } });
    expect(player(t.state, 0).condition).toBe('dead');
    expect(t.state.items[0]).toContainEqual({ kind: 'corpse', seat: 0, contagious: false });
    expect(t.state.items[0]?.filter((i) => i.kind === 'bullet')).toHaveLength(3);
    expect(heard(t.events)).toContain('Player 1 ran out of time and is dead.');
    expect(labyrinth.actors(t.state)).toMatchObject([{ seat: 1, kind: 'turn', prompt: 'labyrinth/move' }]);
    expect(labyrinth.timeout?.(state, 2).ok).toBe(false);
  });

  it('in the start phase, a player out of time leaves the game', () => {
    const options = labyrinthOptionsSchema.parse({
      landmines: false,
      plan: gameOn(BASIC, [P(0, 0)]).state.plan,
    });
    const s = unwrap(labyrinth.setup({ options, players: 2, seed: 't' })).state;
    const a = play(s, 0, { type: 'start', cell: P(0, 0) });
    const t = unwrap(labyrinth.timeout?.(a.state, 1) ?? { ok: false, error: { code: 'x', message: 'x' } });
    expect(player(t.state, 1).condition).toBe('lost');
    expect(labyrinth.outcome(t.state)).toMatchObject({ over: true, winners: [0], reason: 'last-survivor' });
  });
});

describe('B.6.3 full log option', () => {
  it('with recall "full", the view keeps every event the seat received', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)], { recall: 'full' });
    const r = playAll(state, [
      [0, go('right')],
      [1, { type: 'status' }],
    ]);
    const log0 = labyrinth.view(r.state, 0).log ?? [];
    const log1 = labyrinth.view(r.state, 1).log ?? [];
    expect(ofType(log0, 'labyrinth/movement')).toHaveLength(1);
    expect(ofType(log0, 'labyrinth/status')).toHaveLength(0);
    expect(ofType(log1, 'labyrinth/status')).toHaveLength(1);
  });
});

/** The pits cut every chain of land from the left side to the right side. */
const NO_CROSSING = `
labyrinth 3x2
+---+---+---+
  L  Pa1  H |
+   +   +   +
| W   L* Pa2 
+---+---+---+
`;

describe('B.7.1 the generated labyrinth', () => {
  it('counts of features and open exits are table options; closed exits can be ruled out', () => {
    const s = unwrap(
      labyrinth.setup({
        options: labyrinthOptionsSchema.parse({
          width: 6,
          height: 5,
          generator: { weaponries: 2, hospitals: 2, exits: 4 },
          closedExits: false,
        }),
        players: 3,
        seed: 'g',
      }),
    ).state;
    expect(s.plan.cells.filter((c) => c === 'weaponry')).toHaveLength(2);
    expect(s.plan.exits).toHaveLength(4);
    expect(s.plan.exits.every((e) => e.open)).toBe(true);
  });

  it('crossings: opposite sides connected by land, hospitals, weaponries and deltas', async () => {
    const { hasCrossings } = await import('../setup.ts');
    const s = unwrap(
      labyrinth.setup({
        options: labyrinthOptionsSchema.parse({ width: 5, height: 5, crossings: true }),
        players: 2,
        seed: 'c',
      }),
    ).state;
    expect(hasCrossings(s.plan)).toBe(true);
    const explicit = labyrinth.setup({
      options: labyrinthOptionsSchema.parse({ plan: planOf(NO_CROSSING), crossings: true }),
      players: 1,
      seed: 'c',
    });
    expect(explicit.ok ? 'accepted' : explicit.error.code).toBe('setup/no-crossings');
  });

  it('B.6.1 the turn order is random, fixed at setup from the seed', () => {
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
        unwrap(
          labyrinth.setup({ options: labyrinthOptionsSchema.parse({}), players: 4, seed }),
        ).state.order.join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    const a = unwrap(
      labyrinth.setup({ options: labyrinthOptionsSchema.parse({}), players: 4, seed: 'a' }),
    ).state;
    const b = unwrap(
      labyrinth.setup({ options: labyrinthOptionsSchema.parse({}), players: 4, seed: 'a' }),
    ).state;
    expect(a.order).toEqual(b.order);
  });
});

describe('more corners of the rules', () => {
  it('B.4.3 variation: a weaponry hands out a landmine to empty hands', () => {
    const { state } = gameOn(BASIC, [P(1, 0)], { landmines: true, weaponryMines: true });
    const s = edit(state, (c) => {
      player(c, 0).held = null;
    });
    expect(player(play(s, 0, go('right')).state, 0).held).toEqual({ kind: 'mine', armed: false });
  });

  it('B.4.2 a corpse thrown into a hospital is cremated', () => {
    const { state } = gameOn(BASIC, [P(0, 1)]);
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'corpse', seat: 0, contagious: false };
    });
    const t = play(s, 0, go('up', { before: [{ do: 'leave', item: 'corpse', to: 'down' }] }));
    expect(t.state.items[2 * 4]).toEqual([]);
    expect(heard(t.events)).toContain(
      'Throw a corpse down — done; the corpse was cremated by the medical workers.',
    );
  });

  it('B.5.5 a player who used up his cell orders continues from where he was wounded', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)]);
    const s = edit(state, (c) => {
      player(c, 1).reordersLeft = 0;
    });
    const t = play(s, 0, go('down', { before: [shot('right')] }));
    expect(heard(t.events)).toContain('Player 2 is wounded.');
    expect(labyrinth.legalActions(t.state, 1).some((a) => a.type === 'reorder')).toBe(false);
  });

  it('B.4.7 skipping on a contagious cell infects too', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)]);
    const s = edit(state, (c) => {
      c.items[0]?.push({ kind: 'corpse', seat: 1, contagious: true });
    });
    const t = play(s, 0, { type: 'skip' });
    expect(player(t.state, 0).infection).not.toBeNull();
  });
});

describe('B.8 plans under the table’s rivers', () => {
  const setup = (rivers: string) =>
    labyrinth.setup({
      options: labyrinthOptionsSchema.parse({ plan: planOf(RIVER_POCKET), rivers, landmines: false }),
      players: 2,
      seed: 'pocket',
    });

  it('B.8.4/B.8.5 with turbulent rivers a plan whose cells or exits can only be reached from a river cell is refused', () => {
    expect(setup('normal').ok).toBe(true);
    const r = setup('turbulent');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('setup/invalid-plan');
      expect(r.error.message).toMatch(/\(2, 1\)/);
    }
  });

  it('B.8.5 generated tables with turbulent rivers get plans valid under turbulent rivers', () => {
    for (let i = 0; i < 12; i++) {
      const r = labyrinth.setup({
        options: labyrinthOptionsSchema.parse({ rivers: 'turbulent', width: 6, height: 6 }),
        players: 3,
        seed: `turbulent-${i}`,
      });
      expect(r.ok).toBe(true);
    }
  });
});

describe('B.7.1 limits on the generated labyrinth', () => {
  /** Sources (branches) of each river system, keyed by its delta. */
  const branches = (plan: import('../plan/types.ts').Plan): number[] => {
    const deltaOf = (x: number, y: number): string => {
      let p = { x, y };
      for (;;) {
        const i = p.y * plan.width + p.x;
        if (plan.cells[i] !== 'river') return `${p.x},${p.y}`;
        const d = plan.flow[i];
        p =
          d === 'up'
            ? { x: p.x, y: p.y - 1 }
            : d === 'down'
              ? { x: p.x, y: p.y + 1 }
              : d === 'left'
                ? { x: p.x - 1, y: p.y }
                : { x: p.x + 1, y: p.y };
      }
    };
    const inflow = new Set<string>();
    plan.cells.forEach((c, i) => {
      if (c !== 'river') return;
      const x = i % plan.width;
      const y = Math.floor(i / plan.width);
      const d = plan.flow[i];
      const q = d === 'up' ? [x, y - 1] : d === 'down' ? [x, y + 1] : d === 'left' ? [x - 1, y] : [x + 1, y];
      inflow.add(`${q[0]},${q[1]}`);
    });
    const count = new Map<string, number>();
    plan.cells.forEach((c, i) => {
      const x = i % plan.width;
      const y = Math.floor(i / plan.width);
      if (c === 'river' && !inflow.has(`${x},${y}`)) {
        const k = deltaOf(x, y);
        count.set(k, (count.get(k) ?? 0) + 1);
      }
    });
    return [...count.values()];
  };
  const table = (generator: Record<string, unknown>, seed: string) =>
    unwrap(
      labyrinth.setup({
        options: labyrinthOptionsSchema.parse({
          width: 9,
          height: 9,
          generator: { riverSystems: 2, maxRiverLength: 8, ...generator },
        }),
        players: 3,
        seed,
      }),
    ).state.plan;

  it('B.7.1 the number of river branches can be limited (1: every river system is one unbranched river)', () => {
    const free = Array.from({ length: 20 }, (_, i) => branches(table({}, `branches-${i}`))).flat();
    expect(Math.max(...free)).toBeGreaterThan(1);
    for (let i = 0; i < 20; i++) {
      const limited = branches(table({ riverBranches: 1 }, `branches-${i}`));
      expect(limited).toHaveLength(2);
      expect(limited.every((n) => n === 1)).toBe(true);
      expect(branches(table({ riverBranches: 2 }, `branches-${i}`)).every((n) => n <= 2)).toBe(true);
    }
  });
});
