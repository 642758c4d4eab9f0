/**
 * Corners of the rules found in a second, independent audit of the engine (each test names the rule).
 * Plans: test-plans.ts. EXAMPLE — row 0: L W L* Pa2; row 1: L L H Pa1; row 2: D R< L L (the river (1,2)
 * flows left straight into the delta (0,2), a wall below it); row 3: L L L L.
 */
import { unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, P, planOf, play, player, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { labyrinthOptionsSchema } from '../options.ts';
import { BASIC, EXAMPLE, RIVER } from '../test-plans.ts';

const at4 = (x: number, y: number) => y * 4 + x;

describe('audit 2: inaccessible cells', () => {
  it('B.4.6/B.7.4 shallow rivers: a source flowing straight into a delta is never stood on, so the true treasure thrown there is a draw', () => {
    // From the delta one cannot step into the river flowing in; stepping in from anywhere else carries to the delta.
    const { state } = gameOn(EXAMPLE, [P(2, 2)], { rivers: 'shallow' });
    const s = edit(state, (c) => {
      player(c, 0).held = { kind: 'treasure', id: 0 };
      c.items[at4(2, 0)] = [];
    });
    const t = play(s, 0, go('down', { before: [{ do: 'leave', item: 'treasure', to: 'left' }] }));
    expect(t.state.items[at4(1, 2)]).toEqual([{ kind: 'treasure', id: 0 }]);
    expect(labyrinth.outcome(t.state)).toMatchObject({
      over: true,
      draw: true,
      reason: 'draw/true-treasure-lost',
    });
  });
});

describe('audit 2: the plan follows B.8 under the table’s rivers', () => {
  // (2,1) can only be reached from the mid-river cell (2,0); an open exit leads up out of (2,0).
  const POCKET = `
labyrinth 4x3
+---+---+   +---+
| L   R>  R>  D |
+   +   +   +   +
| H   L | L | W |
+   +   +---+   +
| L*  L   L   L  
+---+---+---+---+
`;
  const setup = (rivers: string) =>
    labyrinth.setup({
      options: labyrinthOptionsSchema.parse({ plan: planOf(POCKET), rivers, landmines: false }),
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

describe('audit 2: treasures lying together at the start', () => {
  const STACKED = `
labyrinth 3x2 cell 4
+----+----+----+
| L*+  W    H   
+    +    +    +
  L    L    L  |
+----+----+----+
`;

  it('B.5.8/B.3.4 several treasures on one cell at the start are piled in a random order: "lowest" does not tell the true one', () => {
    const lowestIsTrue = new Set<boolean>();
    for (let i = 0; i < 16; i++) {
      const r = labyrinth.setup({
        options: labyrinthOptionsSchema.parse({ plan: planOf(STACKED), landmines: false }),
        players: 1,
        seed: `stack-${i}`,
      });
      if (!r.ok) throw new Error(r.error.message);
      const pile = r.value.state.items[0] ?? [];
      expect(pile.map((x) => x.kind)).toEqual(['treasure', 'treasure']);
      const lowest = pile[0];
      lowestIsTrue.add(lowest?.kind === 'treasure' && r.value.state.treasureTrue[lowest.id] === true);
    }
    expect([...lowestIsTrue].sort()).toEqual([false, true]);
  });
});

describe('audit 2: staying on a cell by skipping', () => {
  // BASIC — row 0: L L W | H (the hospital (3,0), the weaponry (2,0)).
  it('B.4.2 a hospital heals at once: a wounded player who ordered a hospital is healed when placed there, before he skips', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 0)]);
    const t = play(state, 0, go('down', { before: [shot('right')] }));
    expect(player(t.state, 1).health).toBe('wounded');
    const ordered = play(t.state, 1, { type: 'reorder', cell: P(3, 0) });
    expect(player(ordered.state, 1).health).toBe('healthy');
    // Healed privately with the ordered cell (issue 15, audit-4): the skip has nothing left to heal.
    const u = play(ordered.state, 1, { type: 'skip' });
    expect(player(u.state, 1).health).toBe('healthy');
    expect(heard(u.events)).toContain('Player 2 skips the move.');
  });

  it('B.4.7 an infected player skipping in a hospital is healed and becomes immune', () => {
    const { state } = gameOn(BASIC, [P(3, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).infection = { movesLeft: 3 };
    });
    const u = play(s, 0, { type: 'skip' });
    expect(player(u.state, 0)).toMatchObject({ infection: null, immune: true });
    expect(heard(u.events)).toContain(
      'Player 1 skips the move, was healed and is now immune to encephalitis.',
    );
  });

  it('B.5.3 a player residing in a weaponry is refilled when he skips', () => {
    const { state } = gameOn(BASIC, [P(2, 0)]);
    const s = edit(state, (c) => {
      player(c, 0).grenades = 1;
      player(c, 0).bullets = 0;
    });
    const u = play(s, 0, { type: 'skip' });
    expect([player(u.state, 0).bullets, player(u.state, 0).grenades]).toEqual([3, 3]);
  });
});

describe('audit 2: shallow rivers', () => {
  it('B.7.4/B.2.3 walking along a shallow river into its delta tells the delta (as the event and conditions do)', () => {
    // RIVER: (1,0) → (2,0) → delta (3,0). Stepping in carries once; then, with footing, a step downstream.
    const { state } = gameOn(RIVER, [P(0, 0)], { rivers: 'shallow' });
    const a = play(state, 0, go('right'));
    const b = play(a.state, 0, go('right', { after: [{ do: 'blow', dir: 'up', if: { on: 'delta' } }] }));
    expect(player(b.state, 0).at).toEqual(P(3, 0));
    expect(heard(b.events)).toContain('Walked along the river into a delta.');
    expect(heard(b.events)).toContain('Condition of action 1: met.');
    expect(heard(b.events, 'spectator', 'ru')).toContain('Прошёл по реке в дельту.');
  });
});

describe('audit 2: B.7.1 limits on the generated labyrinth', () => {
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

describe('audit 2: bullets on the ground', () => {
  it('B.6.5/B.5.5 a shot uses a bullet lying on the shooter’s cell first, and the answer tells what is left on the ground', () => {
    // The reference's conditional example: "Go right - fell into a pit, found a treasure, two bullets and a
    // corpse; shoot right - three bullets left, one on the ground, no scream is heard; shoot right - no
    // screams, still three bullets left; leave a grenade - no luck". BASIC: H (0,2) → Pa1 (1,2) → Pa2 (2,2).
    const { state } = gameOn(BASIC, [P(0, 2)]);
    const s = edit(state, (c) => {
      player(c, 0).grenades = 0;
      c.items[at4(2, 2)]?.push(
        { kind: 'treasure', id: 1 },
        { kind: 'bullet' },
        { kind: 'bullet' },
        { kind: 'corpse', seat: 0, contagious: false },
      );
    });
    const t = play(
      s,
      0,
      go('right', {
        after: [
          { do: 'shoot', dir: 'up', if: { on: 'found-treasure' } },
          { do: 'shoot', dir: 'right', if: { on: 'found-bullet' } },
          { do: 'leave', item: 'grenade', to: 'here', if: { on: 'pit' } },
        ],
      }),
    );
    const words = heard(t.events);
    expect(words).toContain(
      'Fell into a pit, was transported to the next one in the loop, found a treasure, 2 bullets and a corpse.',
    );
    expect(words).toContain('Shot up — no scream is heard. 3 bullets left, 1 on the ground.');
    expect(words).toContain('Shot right — no scream is heard. 3 bullets left.');
    expect(words).toContain('Leave a grenade — no luck, you have none.');
    expect(player(t.state, 0).bullets).toBe(3);
    expect(t.state.items[at4(2, 2)]?.filter((i) => i.kind === 'bullet')).toEqual([]);
  });
});
