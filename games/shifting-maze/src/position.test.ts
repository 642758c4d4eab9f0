import { describe, expect, it } from 'vitest';
import { shiftingMaze } from './game.ts';
import { buildPosition, mazeOf } from './scenario.ts';

const decode = shiftingMaze.position.decode;

describe('position format', () => {
  const s = buildPosition({
    maze: mazeOf({ '0,5': '─', '1,5': '┼', '2,5': '#' }),
    challengers: [{ at: { x: 1, y: 5 } }, { at: 'far', farRow: 3 }],
    defenders: [{ at: { x: 0, y: 5 } }],
  });

  it('round-trips through JSON text', () => {
    const json = JSON.parse(JSON.stringify(shiftingMaze.position.encode(s)));
    expect(decode(json)).toEqual({ ok: true, value: s });
  });

  it.each<[string, (j: Record<string, unknown>) => void, string]>([
    ['garbage', (j) => Object.assign(j, { cells: 'x' }), 'cells'],
    ['a bad door mask', (j) => ((j.cells as unknown[])[0] = { doors: 0, items: [], bodies: [] }), 'cells.0'],
    ['a missing tile', (j) => (j.bag as number[]).pop(), 'tiles in bag'],
    [
      'a Defender off the cubes',
      (j) => ((j.defenders as { at: unknown }[])[0]!.at = { x: 9, y: 9 }),
      'Defender 1',
    ],
    ['PP over 10', (j) => ((j.challengers as { pp: number }[])[0]!.pp = 11), 'challengers.0.pp'],
    ['an unknown field', (j) => Object.assign(j, { cheat: true }), 'cheat'],
    ['a winner while playing', (j) => Object.assign(j, { winner: 0 }), 'winner'],
    [
      'a reaction by a Challenger outside the maze',
      (j) => Object.assign(j, { reaction: { seat: 1, threat: { kind: 'defender', defender: 1 }, used: 0 } }),
      'reacting player 2',
    ],
    ['not JSON of a position at all', (j) => Object.assign(j, { rng: [1, 2] }), 'rng'],
  ])('rejects %s with a clear error', (_name, spoil, words) => {
    const j = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    spoil(j);
    const r = decode(j);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toMatch(/^position\//);
      expect(r.error.message).toContain(words);
    }
  });

  it('views show the board to everyone but only the count of tiles in the bag', () => {
    const view = shiftingMaze.view(s, 1);
    expect(view.bagCount).toBe(s.bag.length);
    expect(JSON.stringify(view)).not.toContain('"bag"');
    expect(JSON.stringify(view)).not.toContain('"rng"');
    expect(view.cells).toEqual(s.cells);
    expect(shiftingMaze.view(s, 'spectator').you).toBeNull();
  });
});
