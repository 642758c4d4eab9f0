import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { buildPosition, mazeOf } from '../scenario.ts';
import { parseCommand } from '../text/commands.ts';
import type { SmAction } from '../types.ts';

const text = shiftingMaze.text!;

describe('text play', () => {
  it('render draws cubes with their doorways, occupants, Destroyed Cubes and unrevealed positions', () => {
    const s = buildPosition({
      maze: mazeOf({ '0,5': '─', '1,5': '┼', '2,5': '#', '1,4': '│' }),
      challengers: [{ at: { x: 1, y: 5 }, pp: 7, items: [{ kind: 'key' }] }, { at: 'start' }],
      defenders: [{ at: { x: 1, y: 4 } }],
    });
    const out = text.render(shiftingMaze.view(s, 0), 'en');
    const lines = out.split('\n');
    // Row y = 5 occupies lines 1 + 3*5 .. +2; x = 0 starts at column 5.
    const row = (y: number, k: number) => lines[1 + 3 * y + k]!;
    expect(row(5, 0).slice(5, 14)).toBe('+-++ +###');
    expect(row(5, 1).slice(5, 14)).toBe('    1 ###');
    expect(row(5, 2).slice(5, 14)).toBe('+-++ +###');
    expect(row(4, 1).slice(8, 11)).toBe('|A|');
    expect(row(0, 1).slice(5, 8)).toBe(' . ');
    expect(row(7, 1).slice(3, 5)).toBe('2>');
    // Columns lettered and rows numbered as places are named in words.
    expect(lines[0]!.slice(5, 35)).toBe(' a  b  c  d  e  f  g  h  i  j ');
    expect(row(9, 1).slice(0, 2)).toBe('10');
    expect(out).toContain('Player 1 (you): b6, 7 PP, carries a Key.');
    expect(out).toContain('Defender A at b5.');
    expect(out).toContain('Tile bag: 357 tiles.');
    expect(out).toContain('Legend: 1-4 Challengers, A B.. Defenders');
  });

  it('render says why a Challenger waiting in its start area behind a Destroyed Cube can only end its turn', () => {
    const s = buildPosition({
      maze: mazeOf({ '0,2': '#', '1,2': '─' }),
      challengers: [{ at: 'start' }, { at: 'start' }],
      defenders: [],
      stage: { kind: 'move', mainLeft: 3 },
    });
    expect(shiftingMaze.legalActions(s, 0)).toEqual([{ type: 'end' }]);
    expect(text.render(shiftingMaze.view(s, 0), 'en')).toContain(
      'Player 1 cannot enter: the way in at a3 is a Destroyed Cube. Nothing to do but end the turn until a slide of row 3 moves it away.',
    );
    expect(text.render(shiftingMaze.view(s, 0), 'de')).toContain(
      'Spieler 1 kann nicht hinein: der Eingang a3',
    );
    expect(text.render(shiftingMaze.view(s, 0), 'ru')).toContain('Игрок 1 не может войти: вход a3');
    // The other player's way in (row 8) is open: nothing said when it is his turn.
    const other = { ...s, current: 1 };
    expect(text.render(shiftingMaze.view(other, 1), 'en')).not.toContain('cannot enter');
  });

  it('render lists what shares a cube drawn as *, and says what a threatened player may do', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,4': '┼' }),
      challengers: [{ at: { x: 4, y: 4 } }, { at: 'start' }],
      defenders: [{ at: { x: 4, y: 4 } }],
      items: [{ at: { x: 4, y: 4 }, item: { kind: 'battery', pp: 3 } }],
    });
    const r = { ...s, reaction: { seat: 0, threat: { kind: 'defender' as const, defender: 1 }, used: 0 } };
    const out = text.render(shiftingMaze.view(r, 0), 'en');
    expect(out.split('\n')[1 + 3 * 4 + 1]!.slice(5 + 12, 5 + 15)).toBe(' * ');
    expect(out).toContain('* at e5: Player 1, Defender A, a Battery Pack (3 PP).');
    expect(out).toContain('Player 1 is attacked by Defender A: react until safe');
    const doomed = {
      ...s,
      defenders: [],
      reaction: {
        seat: 0,
        threat: { kind: 'doom' as const, at: { x: 4, y: 4 }, cause: 'z' as const },
        used: 0,
      },
    };
    expect(text.render(shiftingMaze.view(doomed, 0), 'en')).toContain(
      'The cube of Player 1 at e5 is about to leave the level (Z)',
    );
    // The same board in German and Russian: its labels in the language, no English left.
    const de = text.render(shiftingMaze.view(r, 0), 'de');
    expect(de).toContain('* bei e5: Spieler 1, Wächter A, ein Batteriepack (3 PP).');
    expect(de).toContain('Spieler 1 wird von Wächter A angegriffen: reagiere, bis du sicher bist');
    expect(de).toContain('Legende: 1-4 Herausforderer, A B.. Wächter');
    const ru = text.render(shiftingMaze.view(r, 0), 'ru');
    expect(ru).toContain('* в e5: Игрок 1, Страж A, батарея (3 PP).');
    expect(ru).toContain('Страж A нападает на претендента игрока 1: реагируйте');
    expect(ru).toMatch(/Мешок: \d+ куб/);
    for (const out of [de, ru])
      for (const english of ['Legend:', 'Turn ', 'Player ', 'Defender', 'Tile bag', 'carries', 'react until'])
        expect(out).not.toContain(english);
  });

  it('errors name the first thing a player must know: no main actions left comes before the target', () => {
    const s = buildPosition({
      maze: mazeOf({ '4,4': '┼' }),
      challengers: [{ at: { x: 4, y: 4 }, items: [{ kind: 'key' }] }, { at: { x: 4, y: 4 } }],
      stage: { kind: 'move', mainLeft: 0 },
    });
    const why = (a: SmAction) => {
      const r = shiftingMaze.apply(s, 0, a);
      return r.ok ? 'ok' : r.error.message;
    };
    expect(why({ type: 'move', dir: 'up' })).toBe('No main actions left this turn.');
    expect(why({ type: 'investigate', dir: 'up' })).toBe('No main actions left this turn.');
    expect(why({ type: 'killChallenger', seat: 0 })).toBe('You cannot target your own Challenger.');
    expect(why({ type: 'discard', index: 2 })).toBe('You carry no object 3 (1 to 1).');
    expect(why({ type: 'useBattery', index: 0 })).toBe('Object 1 is not a Battery Pack.');
  });

  it('formatAction and parseAction round-trip every legal action', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼', '4,3': '─', '5,3': '─', '3,2': '│', '2,3': '─' }),
      challengers: [
        { at: { x: 3, y: 3 }, items: [{ kind: 'battery', pp: 2 }, { kind: 'key' }], pp: 9 },
        { at: { x: 5, y: 3 } },
      ],
      defenders: [{ at: { x: 4, y: 3 } }],
      items: [{ at: { x: 3, y: 3 }, item: { kind: 'battery', pp: 1 } }],
    });
    (s.cells[33] as { bodies: unknown[] }).bodies.push({ seat: 2, items: [{ kind: 'battery', pp: 3 }] });
    const view = shiftingMaze.view(s, 0);
    const all = shiftingMaze.legalActions(s, 0);
    expect(all.length).toBeGreaterThan(15);
    expect(all).toContainEqual({ type: 'pickUp', index: 0, body: 0 });
    for (const a of all) {
      const typed = text.formatAction(a, 'en');
      const back = text.parseAction!(typed, view, 'en');
      expect(back, typed).toEqual({ ok: true, value: a });
    }
  });

  it.each<[string, SmAction]>([
    ['move right', { type: 'move', dir: 'right' }],
    ['m u', { type: 'move', dir: 'up' }],
    ['investigate up', { type: 'investigate', dir: 'up' }],
    ['rotate cw', { type: 'rotate', target: 'here', turn: 'cw' }],
    ['rotate left ccw', { type: 'rotate', target: 'left', turn: 'ccw' }],
    ['rotate here ccw', { type: 'rotate', target: 'here', turn: 'ccw' }],
    ['stun defender 1', { type: 'stunDefender', defender: 1 }],
    ['destroy defender 2', { type: 'destroyDefender', defender: 2 }],
    ['stun defender A', { type: 'stunDefender', defender: 1 }],
    ['destroy def b', { type: 'destroyDefender', defender: 2 }],
    ['stun player 2', { type: 'stunChallenger', seat: 1 }],
    ['kill player 3', { type: 'killChallenger', seat: 2 }],
    ['destroy down', { type: 'destroyCube', dir: 'down' }],
    ['pick up key', { type: 'takeKey' }],
    ['pick up 2', { type: 'pickUp', index: 1 }],
    ['take 1 from body 2', { type: 'pickUp', index: 0, body: 1 }],
    ['discard 1', { type: 'discard', index: 0 }],
    ['use battery 1', { type: 'useBattery', index: 0 }],
    ['End', { type: 'end' }],
  ])('parses "%s"', (input, action) => {
    expect(parseCommand(input, undefined, 'en')).toEqual({ ok: true, value: action });
  });

  it.each([
    ['jump', 'parse/verb', '"jump"'],
    ['move sideways', 'parse/direction', '"sideways"'],
    ['rotate left', 'parse/turn', 'cw or ccw'],
    ['stun dragon 1', 'parse/target', '"dragon"'],
    ['kill defender 1', 'parse/target', 'destroyed'],
    ['move up now', 'parse/extra', '"now"'],
    ['', 'parse/empty', 'command'],
  ])('rejects "%s" naming what was wrong', (input, code, words) => {
    const r = parseCommand(input, undefined, 'en');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toContain(words);
    }
  });

  it('describe gives a full sentence for every event of many random games', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 60; g++) {
      const setup = shiftingMaze.setup({
        options: shiftingMaze.optionsSchema.parse({ turnCap: 30, maxDefenders: 4, batteryChance: 0.4 }),
        players: 1 + (g % 4),
        seed: `describe${g}`,
      });
      if (!setup.ok) throw new Error();
      let s = setup.value.state;
      let n = 0;
      for (let k = 0; k < 3000; k++) {
        const actor = shiftingMaze.actors(s)[0];
        if (!actor) break;
        const legal = shiftingMaze.legalActions(s, actor.seat);
        n = (n * 7 + 3 + g) % 1009;
        const r = shiftingMaze.apply(s, actor.seat, legal[n % legal.length]!);
        if (!r.ok) throw new Error(r.error.message);
        for (const e of r.value.events) {
          const sentence = shiftingMaze.describe!(e, 'en');
          expect(sentence, e.type).toMatch(/^[A-Z].*[.!]$/);
          expect(sentence, e.type).not.toMatch(/undefined|NaN|\(\?\)/);
          seen.add(e.type);
        }
        s = r.value.state;
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('describe gives a sentence for events', () => {
    const s = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }] });
    const r = shiftingMaze.apply(s, 0, { type: 'end' });
    if (!r.ok) throw new Error();
    for (const e of r.value.events) expect(shiftingMaze.describe!(e, 'en')).toMatch(/^[A-Z].*[.!]$/);
    expect(
      shiftingMaze.describe!(
        { type: 'challenger/killed', audience: 'all', seat: 1, at: { x: 2, y: 3 }, by: { defender: 2 } },
        'en',
      ),
    ).toBe('Defender B kills the Challenger of Player 2 at c4.');
    expect(
      shiftingMaze.describe!(
        { type: 'maze/revealed', audience: 'all', at: { x: 0, y: 2 }, doors: 13, by: { seat: 0 } },
        'en',
      ),
    ).toBe('Player 1 reveals a three-door cube at a3.');
    expect(
      shiftingMaze.describe!(
        {
          type: 'maze/slid',
          audience: 'all',
          event: { kind: 'slide', axis: 'x', line: 2, delta: 1 },
          lost: { at: { x: 9, y: 2 }, doors: 5, defenders: [], items: 0 },
        },
        'en',
      ),
    ).toBe('Row 3 slides one step east: the cube at j3 is pushed off the edge and lost.');
  });
});
