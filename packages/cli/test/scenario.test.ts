import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as runCli } from './run.ts';

const dir = mkdtempSync(join(tmpdir(), 'daedalus-scenario-'));
const run = (file: string) => runCli('scenario', file);
const write = (name: string, content: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

// 4×3: a weaponry at (2,0) walled off from (2,1); the true treasure on (1,1).
const PLAN = `labyrinth 4x3
+---+---+---+---+
| L   L   W | H  
+   +   +---+   +
| L   L*  L   L |
+   +---+   +   +
| H  Pa1 Pa2  L+|
+---+---+~~~+---+
`;

describe('daedalus scenario', () => {
  it('builds the position, applies moves in words and JSON, and prints events and states', async () => {
    const file = write('ok.json', {
      game: 'labyrinth',
      setup: {
        plan: PLAN,
        options: { landmines: false },
        players: [{ at: { x: 0, y: 1 } }, { at: { x: 3, y: 1 }, bullets: 1 }],
        items: [{ at: { x: 2, y: 1 }, items: ['bullet'] }],
      },
      moves: [
        { seat: 0, move: 'go right, then shoot right' },
        { seat: 1, move: { type: 'skip' } },
        { seat: 0, move: 'go sideways' },
        { seat: 0, move: 'go down' },
        { seat: 0, move: 'go up' },
      ],
    });
    const r = await run(file);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.game).toBe('labyrinth');
    expect(out.initial.players[1].bullets).toBe(1);
    const [first, second, third, fourth, fifth] = out.steps;
    expect(first.action).toEqual({ type: 'move', movement: 'right', after: [{ do: 'shoot', dir: 'right' }] });
    const texts = first.events.map((e: { text: string }) => e.text);
    expect(texts).toContain('Walked onto land, found a treasure.');
    expect(texts.join(' ')).toMatch(/Shot right — a scream is heard!/);
    expect(first.state.players[1].health).toBe('wounded');
    expect(second.error).toBeUndefined();
    expect(third.error).toMatchObject({ code: 'text/unknown-word' });
    // A refused move prints the state too: nothing changed.
    expect(third.state).toEqual(second.state);
    expect(fifth.state).toEqual(fourth.state);
    expect(fourth.events.map((e: { text: string }) => e.text)).toContain('Cannot move - hit a wall.');
    expect(fifth.error).toMatchObject({ code: 'turn/not-your-turn' });
    expect(out.outcome).toEqual({ over: false });
  });

  it.each([
    ['missing.json', null, /cannot read ".*missing.json": there is no such file\./],
    ['bad.json', '{', /is not JSON/],
    ['shape.json', { game: 'labyrinth' }, /give either "setup"/],
    ['game.json', { game: 'chess', setup: {} }, /Unknown game "chess"/],
    [
      'plan.json',
      { game: 'labyrinth', setup: { plan: 'nonsense', players: [{ at: { x: 0, y: 0 } }] } },
      /line 1/,
    ],
    [
      'wounded.json',
      {
        game: 'labyrinth',
        setup: { plan: PLAN, players: [{ at: { x: 0, y: 0 }, health: 'wounded', bullets: 2 }] },
      },
      /players\.0: a wounded or infected player cannot carry anything but grenades/,
    ],
    [
      'extra.json',
      { game: 'labyrinth', setup: { plan: PLAN, players: [{ at: { x: 0, y: 0 }, wings: true }] } },
      /wings/,
    ],
  ])('explains a bad file: %s', async (name, content, message) => {
    const file = content === null ? join(dir, name) : write(name, content);
    const r = await run(file);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });
});
