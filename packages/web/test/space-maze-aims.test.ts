/**
 * The Space Maze board's pure parts without a browser: what it lights for a card or an alien
 * holds legal actions only and offers every one of them (checked at every step of seeded games
 * played with the game's own rules), and what the latest step moved is read from its events.
 */
import type { GameEvent } from '@daedalus/core';
import { type SmAction, type SmState, type SmView, spaceMaze } from '@daedalus/space-maze';
import { describe, expect, it } from 'vitest';
import {
  cardActions,
  cardAim,
  dieCode,
  discards,
  hits,
  moveAim,
  movers,
  onBoard,
  type Place,
  plain,
  pointKey,
  stepToward,
  takes,
} from '../app/boards/space-maze-aims.ts';
import { along, stepMotion } from '../app/boards/space-maze-motion.ts';

const key = (a: SmAction) => JSON.stringify(a);
const actionsOf = (places: ReadonlyMap<string, Place>) => [...places.values()].flatMap((p) => p.actions);

/** A small seeded generator (the test picks actions; the game has its own). */
function picker(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return s % n;
  };
}

/** Every decision of seeded games: the state, the seat to decide, its view and legal actions. */
function* decisions(games: number, board: '5x5' | '3x3') {
  for (let g = 0; g < games; g++) {
    const pick = picker(g + 1);
    const players = 2 + (g % 3);
    const made = spaceMaze.setup({
      options: { board, tokensToWin: 3, roundCap: 6, startPlayer: 'first' },
      players,
      seed: `aims-${g}`,
    });
    if (!made.ok) throw new Error(made.error.message);
    let state: SmState = made.value.state;
    for (let n = 0; n < 600; n++) {
      const actor = spaceMaze.actors(state)[0];
      if (!actor) break;
      const legal = spaceMaze.legalActions(state, actor.seat);
      const view = spaceMaze.view(state, actor.seat);
      yield { state, seat: actor.seat, view, legal };
      // Prefer cards and footprints, so that the games show them.
      const busy = legal.filter((a) => a.type !== 'idle' && a.type !== 'done');
      const from = busy.length > 0 && pick(4) > 0 ? busy : legal;
      const next = spaceMaze.apply(state, actor.seat, from[pick(from.length)]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
  }
}

describe('Space Maze board: what it lights', () => {
  it('offers every legal action once, on the maze, the tray, the hand or as a button, and nothing else', () => {
    const seen = { take: 0, card: 0, switch: 0, move: 0, discard: 0 };
    for (const { view, legal } of decisions(6, '5x5')) {
      const legalKeys = new Set(legal.map(key));
      const offered: SmAction[] = [...takes(legal).values(), ...discards(legal).values()];
      // The dice codes of the tray are the codes the game takes.
      for (const code of takes(legal).keys())
        expect(view.dice.some((d) => d.seat === null && dieCode(d) === code)).toBe(true);
      seen.take += takes(legal).size > 0 ? 1 : 0;
      seen.discard += discards(legal).size > 0 ? 1 : 0;
      for (const [kind, actions] of cardActions(legal)) {
        seen.card++;
        const aim = cardAim(actions, null, null);
        if (kind === 'switch') {
          seen.switch++;
          expect(aim.choosing).toBe(true);
          // Each diagonal tile, once picked, lights the adjacent tiles it may swap with.
          for (const first of aim.places.values()) {
            const second = cardAim(actions, first.at, null);
            expect(second.choosing).toBe(false);
            expect(second.partner).toEqual(first.at);
            offered.push(...actionsOf(second.places));
          }
        } else offered.push(...actionsOf(aim.places), ...aim.buttons);
      }
      for (const alien of movers(legal)) {
        seen.move++;
        const places = moveAim(legal, view, alien);
        offered.push(...actionsOf(places));
        // What a click plays: the same actions, a tile's datapad and relic in one area.
        const areas = [...hits(places).values()];
        expect(
          areas
            .flatMap((h) => h.actions)
            .map(key)
            .sort(),
        ).toEqual(actionsOf(places).map(key).sort());
        expect(new Set(areas.map((h) => `${h.at.x},${h.at.y},${h.spots.includes('ufo')}`)).size).toBe(
          areas.length,
        );
        for (const p of places.values()) if (p.spot === 'ufo') expect(p.at).toEqual(view.ufos[view.you!]!.at);
        for (const dir of ['up', 'right', 'down', 'left'] as const) {
          const a = stepToward(legal, alien, dir);
          if (a) expect(legalKeys.has(key(a))).toBe(true);
        }
      }
      offered.push(...plain(legal));
      expect(legal.every(onBoard)).toBe(true);
      const offeredKeys = offered.map(key);
      expect(new Set(offeredKeys).size).toBe(offeredKeys.length);
      expect([...offeredKeys].sort()).toEqual([...legalKeys].sort());
    }
    expect(
      [seen.take, seen.card, seen.switch, seen.move].every((n) => n > 0),
      JSON.stringify(seen),
    ).toBe(true);
  });

  it('a footprint lights the tile it leads to: a step next door, the dock for leaving the UFO', () => {
    for (const { view, legal } of decisions(2, '3x3')) {
      for (const alien of movers(legal)) {
        const me = view.aliens.find((a) => a.seat === view.you && a.colour === alien)!;
        for (const p of moveAim(legal, view, alien).values())
          for (const a of p.actions) {
            if (a.type !== 'move') continue;
            const step = a.path[0];
            if (step === 'exit')
              expect(pointKey(p.at)).toBe(pointKey(view.board[view.ufos[view.you!]!.cell]!));
            else if (step === 'pad' || step === 'relic') expect(p.at).toEqual(me.at);
            else if (step !== 'enter')
              expect(Math.abs(p.at.x - me.at!.x) + Math.abs(p.at.y - me.at!.y)).toBe(1);
          }
      }
    }
  });
});

describe('Space Maze board: what the latest step moved', () => {
  const view = (() => {
    const made = spaceMaze.setup({
      options: { board: '5x5', tokensToWin: 3, roundCap: 60, startPlayer: 'first' },
      players: 2,
      seed: 'motion',
    });
    if (!made.ok) throw new Error(made.error.message);
    return spaceMaze.view(made.value.state, 0) as SmView;
  })();
  const ev = (e: object) => ({ audience: 'all', ...e }) as unknown as GameEvent;

  it('a turned tile swings back by its quarters; nothing else moves', () => {
    const m = stepMotion([ev({ type: 'tile/rotated', seat: 0, at: { x: 2, y: 1 }, quarters: 3 })], view);
    expect(m.tiles.get('2,1')).toEqual({ turn: 270, dx: 0, dy: 0 });
    expect(m.tiles.size).toBe(1);
    expect(m.aliens.size).toBe(0);
    expect(m.duration).toBeGreaterThan(0);
  });

  it('two swapped tiles glide from each other’s place, with the aliens on them', () => {
    const rider = {
      ...view,
      aliens: view.aliens.map((a, i) => (i === 0 ? { ...a, at: { x: 1, y: 0 } } : a)),
    };
    const m = stepMotion(
      [ev({ type: 'tiles/swapped', seat: 0, a: { x: 0, y: 0 }, b: { x: 1, y: 0 } })],
      rider,
    );
    expect(m.tiles.get('1,0')).toEqual({ turn: 0, dx: -1, dy: 0 });
    expect(m.tiles.get('0,0')).toEqual({ turn: 0, dx: 1, dy: 0 });
    const a = rider.aliens[0]!;
    expect(m.aliens.get(`${a.seat}:${a.colour}`)).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ]);
  });

  it('an alien leaving its UFO and walking on follows its footprints', () => {
    const ufo = view.ufos[0]!;
    const m = stepMotion(
      [
        ev({ type: 'alien/exited', seat: 0, alien: 'green', to: { x: 0, y: 0 } }),
        ev({
          type: 'alien/moved',
          seat: 0,
          alien: 'green',
          from: { x: 0, y: 0 },
          to: { x: 1, y: 0 },
          dir: 'right',
        }),
      ],
      view,
    );
    expect(m.aliens.get('0:green')).toEqual([ufo.at, { x: 0, y: 0 }, { x: 1, y: 0 }]);
    expect(along(m.aliens.get('0:green')!, 0.75)).toEqual({ x: 0.5, y: 0 });
    expect(along(m.aliens.get('0:green')!, 1)).toEqual({ x: 1, y: 0 });
  });

  it('a UFO flown by Move Base glides from its old docking place', () => {
    const moved = {
      ...view,
      ufos: view.ufos.map((u, i) =>
        i === 0 ? { ...u, cell: 1, side: 'up' as const, at: { x: 1, y: -1 } } : u,
      ),
    };
    const m = stepMotion(
      [ev({ type: 'ufo/moved', seat: 0, from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, side: 'up' })],
      moved,
    );
    expect(m.ufos.get(0)).toEqual({ x: 0, y: -1 });
  });
});
