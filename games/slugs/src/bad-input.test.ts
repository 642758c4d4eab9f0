import { deepFreeze, hashJson, parseOptions } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { slugs } from './game.ts';
import { game, play, refusal, scenario, typed } from './test-helpers.ts';
import type { SlugsState } from './types.ts';

const DEFENCE = 'stock: 1\nmap:\na.....\n..X...\n.....A';
const ESCORT = 'mode: escort\nstock: 3\nmap:\n#######\nDH...h.\n..X...E\n#######';
const DUEL = 'map:\na..X.A\n######\nb..X.B';

/** The refusal's code; and the state is exactly as it was (apply works on a frozen state). */
function refused(s: SlugsState, action: unknown, seat?: number): string {
  const frozen = deepFreeze(structuredClone(s));
  const before = hashJson(frozen);
  const code = refusal(frozen, action, seat);
  expect(hashJson(frozen)).toBe(before);
  return code;
}

describe('bad input: a coded refusal with a sentence, and nothing changes', () => {
  it('no wall on a slug, a base, a machine, a wall, or outside the map', () => {
    const s = game(DEFENCE);
    expect(refused(s, typed('wall at a1'))).toBe('wall/on-slug');
    expect(refused(s, typed('wall at f3'))).toBe('wall/on-base');
    expect(refused(s, typed('wall at c2'))).toBe('wall/on-machine');
    expect(refused(s, typed('wall at g1'))).toBe('wall/outside');
    expect(refused(s, { type: 'wall', at: { x: 40, y: 2 } })).toBe('wall/outside');
    const walled = play(s, 'wall at d1').state;
    expect(refused(walled, typed('wall at e1'))).toBe('wall/no-stock');
    const more = scenario({ level: DEFENCE, walls: ['d1'] });
    expect(refused(more, typed('wall at d1'))).toBe('wall/on-wall');
  });

  it('no wall on the hero, a door, or where a wall is on its way', () => {
    const s = game(ESCORT);
    expect(refused(s, typed('wall at b2'))).toBe('wall/on-hero');
    expect(refused(s, typed('wall at a2'))).toBe('wall/on-door');
    expect(refused(s, typed('wall at g3'))).toBe('wall/on-door');
    const ordered = play(s, 'walls at d3 e3').state;
    expect(refused(ordered, typed('wall at d3'))).toBe('wall/in-transit');
  });

  it('no more walls than in stock, no cell twice in an order, one wall a turn outside the escort', () => {
    expect(refused(game(ESCORT), typed('walls at c2 d2 e3 f3'))).toBe('wall/no-stock');
    expect(refused(game(ESCORT), typed('walls at d3 d3'))).toBe('wall/repeated');
    expect(refused(game('stock: 3\nmap:\na.....\n..X...\n.....A'), typed('walls at b2 d2'))).toBe(
      'wall/one-a-turn',
    );
  });

  it('untie only a tied hero, and only in the escort', () => {
    expect(refused(game(DEFENCE), typed('untie'))).toBe('untie/no-hero');
    const untied = play(game(ESCORT), 'untie').state;
    expect(refused(untied, typed('untie'))).toBe('untie/not-tied');
  });

  it('out of turn, a seat that is not there, a finished game, a malformed action', () => {
    const duel = game(DUEL, {}, 2);
    expect(refused(duel, typed('wait'), 1)).toBe('turn/not-your-turn');
    expect(refused(duel, typed('wait'), 2)).toBe('turn/no-such-seat');
    const over = play(game('map:\naXA'), 'wait', 'wait').state;
    expect(over.result).not.toBeNull();
    expect(refused(over, typed('wait'))).toBe('game/over');
    expect(refused(game(DEFENCE), { type: 'wall', at: { x: -1, y: 0 } })).toBe('action/malformed');
    expect(refused(game(DEFENCE), { type: 'wall', at: 'c4' })).toBe('action/malformed');
    expect(refused(game(DEFENCE), { type: 'wait', now: true })).toBe('action/malformed');
  });

  it('every refusal has a sentence', () => {
    const r = slugs.apply(game(DEFENCE), 0, typed('wall at a1'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('No wall may go at a1: a slug is there.');
    const stock = slugs.apply(play(game(DEFENCE), 'wall at d1').state, 0, typed('wall at e1'));
    if (!stock.ok) expect(stock.error.message).toBe('You have no wall in stock.');
    const many = slugs.apply(game(ESCORT), 0, typed('walls at c2 d2 e3 f3'));
    if (!many.ok) expect(many.error.message).toBe('You have 3 walls in stock, not 4.');
  });
});

describe('bad levels and options: refused at setup, with the line and column', () => {
  const setup = (options: object, players = 1) => {
    const parsed = parseOptions(slugs, options);
    if (!parsed.ok) return parsed.error;
    const r = slugs.setup({ options: parsed.value, players, seed: 's' });
    return r.ok ? null : r.error;
  };

  it('an invalid level file names the line and column', () => {
    expect(setup({ level: 'name: x\nmap:\na.?X.A' })).toMatchObject({
      code: 'level/unknown-char',
      message: 'Invalid level: line 3, column 3: "?" is not a map character (use . # X A B a b H h E D).',
    });
    expect(setup({ level: 'mode: escort\nmap:\nH#hE' })).toMatchObject({ code: 'level/no-path' });
  });

  it('an unknown level name, a mode the level is not for, the wrong number of players', () => {
    expect(setup({ level: 'defence-99' })).toMatchObject({ code: 'setup/unknown-level' });
    expect(setup({ mode: 'duel', level: 'defence-1' })).toMatchObject({ code: 'setup/mode-mismatch' });
    expect(setup({ mode: 'duel' }, 1)).toMatchObject({
      code: 'setup/players',
      message: 'A duel is played by two players, not one.',
    });
    expect(setup({ mode: 'escort' }, 2)).toMatchObject({ code: 'setup/players' });
    expect(setup({}, 3)).toMatchObject({ code: 'setup/players' });
  });

  it('options outside their range', () => {
    expect(setup({ turnLimit: 0 })).toMatchObject({ code: 'options/invalid' });
    expect(setup({ mode: 'siege' })).toMatchObject({ code: 'options/invalid' });
  });
});
