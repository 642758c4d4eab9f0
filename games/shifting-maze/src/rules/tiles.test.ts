import { Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { BAG_SIZE, countKinds, makeBag, rotateDoors, TILE_KINDS, tileKind } from './tiles.ts';

describe('Tile bag', () => {
  it('holds 360 tiles: 40 four-door, 140 three-door, 80 corner, 80 straight, 20 dead-end', () => {
    const bag = makeBag(Random.fromSeed('bag'));
    expect(bag.length).toBe(BAG_SIZE);
    expect(BAG_SIZE).toBe(360);
    expect(countKinds(bag)).toEqual({ four: 40, three: 140, corner: 80, straight: 80, 'dead-end': 20 });
  });

  it('a new game starts with the whole bag and no cube revealed', () => {
    const s = shiftingMaze.setup({ options: shiftingMaze.optionsSchema.parse({}), players: 2, seed: 'b' });
    if (!s.ok) throw new Error(s.error.message);
    // The first Maze Event may have drawn a tile (Special Action on an unrevealed position).
    const revealed = s.value.state.cells.filter((c) => c && c !== 'destroyed').length;
    expect(s.value.state.bag.length + revealed).toBe(360);
  });

  it('printed orientations are uniform: each kind shows each of its rotations about equally often', () => {
    const seen = new Map<number, number>();
    for (let i = 0; i < 60; i++)
      for (const m of makeBag(Random.fromSeed(`orient${i}`))) seen.set(m, (seen.get(m) ?? 0) + 1);
    // 60 bags: a corner mask is expected 60 · 80 / 4 = 1200 times, a three-door mask 2100,
    // a dead-end mask 300; a straight tile has 2 distinct masks (2400 each), a four-door 1 (2400).
    const expected: Record<string, number> = {
      four: 2400,
      three: 2100,
      corner: 1200,
      straight: 2400,
      'dead-end': 300,
    };
    for (let m = 1; m <= 15; m++) {
      const n = seen.get(m) ?? 0;
      const e = expected[tileKind(m)]!;
      expect(Math.abs(n - e), `mask ${m}`).toBeLessThan(e * 0.15);
    }
  });

  it('the bag order differs from seed to seed (it is shuffled) and is the same for the same seed', () => {
    const a = makeBag(Random.fromSeed('x'));
    expect(makeBag(Random.fromSeed('x'))).toEqual(a);
    expect(makeBag(Random.fromSeed('y'))).not.toEqual(a);
  });

  it('rotating a tile never changes its kind; four quarter turns bring it back', () => {
    for (let m = 1; m <= 15; m++) {
      for (const q of [1, 2, 3, -1]) expect(tileKind(rotateDoors(m, q))).toBe(tileKind(m));
      expect(rotateDoors(m, 4)).toBe(m);
      expect(rotateDoors(rotateDoors(m, 1), -1)).toBe(m);
    }
    expect(TILE_KINDS.length).toBe(5);
    // up → right → down → left, clockwise.
    expect(rotateDoors(0b0001, 1)).toBe(0b0010);
    expect(rotateDoors(0b1000, 1)).toBe(0b0001);
  });
});
