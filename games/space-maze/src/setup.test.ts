import { hashJson, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { spaceMaze } from './game.ts';
import { cellOfTile } from './rules/board.ts';
import { ALL_CARDS } from './rules/deck.ts';
import { hasDatapad, RELIC_TILE } from './rules/tiles.ts';
import { datapadCells } from './setup.ts';
import { ALIENS, type SmState } from './types.ts';

const start = (players: number, options: object = {}, seed = 'setup'): SmState =>
  unwrap(spaceMaze.setup({ options: spaceMaze.optionsSchema.parse(options), players, seed })).state;

describe('set-up', () => {
  it('the relic tile lies in the middle of a 5×5 maze of all 24 tiles, each once', () => {
    const s = start(4);
    expect(s.board).toHaveLength(25);
    expect(s.board[12]).toEqual({ tile: RELIC_TILE, turn: 0 });
    expect(new Set(s.board.map((p) => p.tile)).size).toBe(25);
  });

  it('the datapad tiles lie where every corner is two steps from the nearest datapad', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = start(2, {}, seed);
      const pads = s.board.flatMap((p, cell) => (hasDatapad(p.tile) ? [cell] : []));
      expect(pads.sort((a, b) => a - b)).toEqual(datapadCells(5).sort((a, b) => a - b));
    }
    for (const corner of [0, 4, 20, 24]) {
      const d = Math.min(
        ...datapadCells(5).map(
          (c) => Math.abs((c % 5) - (corner % 5)) + Math.abs(Math.floor(c / 5) - Math.floor(corner / 5)),
        ),
      );
      expect(d).toBe(2);
    }
  });

  it('tiles are shuffled and turned at random (the seed decides)', () => {
    const a = start(2, {}, 'one');
    const b = start(2, {}, 'two');
    expect(hashJson(a.board)).not.toBe(hashJson(b.board));
    expect(new Set(a.board.map((p) => p.turn)).size).toBeGreaterThan(1);
  });

  it('each UFO docks at its corner with its three aliens aboard; two players take opposite corners', () => {
    expect(start(2).ufos).toEqual([
      { cell: 0, side: 'left' },
      { cell: 24, side: 'right' },
    ]);
    expect(start(3).ufos.map((u) => u.cell)).toEqual([0, 4, 24]);
    expect(start(4).ufos.map((u) => u.cell)).toEqual([0, 4, 24, 20]);
    for (const team of start(4).aliens)
      for (const a of ALIENS) expect(team[a]).toEqual({ tile: null, pad: false });
  });

  it('every player is dealt four cards; the other 40 − 4n form the deck', () => {
    const s = start(3);
    expect(s.hands.map((h) => h.length)).toEqual([4, 4, 4]);
    expect(s.deck).toHaveLength(28);
    expect([...s.deck, ...s.hands.flat()].sort()).toEqual([...ALL_CARDS].sort());
  });

  it('one power die of each colour and one move die per player are rolled for round 1', () => {
    for (const players of [2, 3, 4]) {
      const s = start(players);
      expect(s.dice).toHaveLength(4 * players);
      for (const c of ALIENS)
        expect(s.dice.filter((d) => d.kind === 'power' && d.colour === c)).toHaveLength(players);
      expect(s.dice.filter((d) => d.kind === 'move')).toHaveLength(players);
      expect(s.round).toBe(1);
      expect(s.stage).toEqual({ kind: 'take' });
    }
  });

  it('the relic lies on the relic tile, nobody has a token', () => {
    const s = start(2);
    expect(s.relic).toEqual({ tile: RELIC_TILE });
    expect(cellOfTile(s, RELIC_TILE)).toBe(12);
    expect(s.tokens).toEqual([0, 0]);
  });

  it('the first seat starts, or a seat drawn by lot', () => {
    expect(start(4).start).toBe(0);
    const starts = new Set(
      Array.from({ length: 20 }, (_, i) => start(4, { startPlayer: 'random' }, `lot${i}`).start),
    );
    expect(starts.size).toBeGreaterThan(1);
  });

  it('a small 3×3 maze: the relic tile and eight tiles, four with datapads on the edge middles', () => {
    const s = start(4, { board: '3x3' });
    expect(s.board).toHaveLength(9);
    expect(s.board[4]!.tile).toBe(RELIC_TILE);
    expect(s.board.filter((p) => hasDatapad(p.tile))).toHaveLength(4);
    for (const c of [1, 3, 5, 7]) expect(hasDatapad(s.board[c]!.tile)).toBe(true);
    expect(s.ufos.map((u) => u.cell)).toEqual([0, 2, 8, 6]);
  });

  it('deals the cards privately: each seat hears its own hand, everyone hears the count', () => {
    const r = unwrap(spaceMaze.setup({ options: spaceMaze.optionsSchema.parse({}), players: 2, seed: 'x' }));
    const received = r.events.filter((e) => e.type === 'hand/received');
    expect(received.map((e) => e.audience)).toEqual([{ seats: [0] }, { seats: [1] }]);
    expect(r.events.filter((e) => e.type === 'hand/dealt').every((e) => e.audience === 'all')).toBe(true);
  });

  it('is played by 2 to 4 players', () => {
    for (const players of [1, 5])
      expect(spaceMaze.setup({ options: spaceMaze.optionsSchema.parse({}), players, seed: 'x' }).ok).toBe(
        false,
      );
  });

  it('is deterministic: one seed, one game', () => {
    expect(hashJson(start(3, {}, 'same'))).toBe(hashJson(start(3, {}, 'same')));
  });
});
