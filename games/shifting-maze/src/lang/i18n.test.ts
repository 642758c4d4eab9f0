import type { Locale } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { buildPosition, mazeOf } from '../scenario.ts';
import { formatActionIn, parseCommand } from '../text/commands.ts';
import type { SmAction, SmEvent, SmState } from '../types.ts';

const text = shiftingMaze.text!;
const describeIn = (e: SmEvent, l: Locale): string => shiftingMaze.describe!(e, l);

/** English words that must not be left in a German or Russian sentence. */
const ENGLISH =
  /\b(the|a|and|of|at|is|to|by|with|Player|Defender|Challenger|cube|maze|turn|move|moves|rotate|stun|kill|destroy|end|up|down|left|right|key|Key|Battery|body|from|player|defender|investigate|pick|use|discard|here|cw|ccw)\b/;

/** Events and legal actions of many random games (the same driver as the English describe test). */
function randomGames(): {
  events: Map<string, SmEvent[]>;
  actions: { state: SmState; seat: number; a: SmAction }[];
} {
  const events = new Map<string, SmEvent[]>();
  const actions: { state: SmState; seat: number; a: SmAction }[] = [];
  for (let g = 0; g < 40; g++) {
    const setup = shiftingMaze.setup({
      options: shiftingMaze.optionsSchema.parse({ turnCap: 30, maxDefenders: 4, batteryChance: 0.4 }),
      players: 1 + (g % 4),
      seed: `i18n${g}`,
    });
    if (!setup.ok) throw new Error(setup.error.message);
    let s = setup.value.state;
    let n = 0;
    for (let k = 0; k < 2000; k++) {
      const actor = shiftingMaze.actors(s)[0];
      if (!actor) break;
      const legal = shiftingMaze.legalActions(s, actor.seat);
      n = (n * 7 + 3 + g) % 1009;
      const a = legal[n % legal.length]!;
      if (k % 5 === 0) actions.push({ state: s, seat: actor.seat, a });
      const r = shiftingMaze.apply(s, actor.seat, a);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value.events as SmEvent[]) {
        const list = events.get(e.type) ?? [];
        if (list.length < 30) list.push(e);
        events.set(e.type, list);
      }
      s = r.value.state;
    }
  }
  return { events, actions };
}

const played = randomGames();

describe('Shifting Maze in German and Russian', () => {
  it.each(['de', 'ru'] as const)('every event type of random games has its own %s sentence', (l) => {
    expect(played.events.size).toBeGreaterThan(20);
    for (const list of played.events.values())
      for (const e of list) {
        const said = describeIn(e, l);
        expect(said, e.type).not.toBe(describeIn(e, 'en'));
        expect(said, `${said} (${e.type})`).toMatch(/^[A-ZÄÖÜА-ЯЁ].*[.!]$/);
        // A column is named by its letter as on the board ("Spalte a"), which is no English word.
        const words = said.replace(/(Spalte|столбец|Столбец) [a-j]\b/g, '$1');
        expect(words, `${said} (${e.type})`).not.toMatch(ENGLISH);
        expect(said, e.type).not.toMatch(/undefined|NaN|\(\?\)/);
      }
  });

  it.each(['de', 'ru'] as const)('every legal action has a %s label that the parser reads back', (l) => {
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
    const cases = [
      ...shiftingMaze.legalActions(s, 0).map((a) => ({ state: s, seat: 0, a })),
      ...played.actions,
      ...(['up', 'right', 'down', 'left'] as const).flatMap((dir) => [
        { state: s, seat: 0, a: { type: 'destroyCube', dir } as SmAction },
        { state: s, seat: 0, a: { type: 'rotate', target: dir, turn: 'ccw' } as SmAction },
      ]),
      ...(
        [
          { type: 'destroyDefender', defender: 3 },
          { type: 'stunDefender', defender: 2 },
          { type: 'stunChallenger', seat: 1 },
          { type: 'killChallenger', seat: 3 },
          { type: 'useBattery', index: 1 },
          { type: 'discard', index: 0 },
          { type: 'pickUp', index: 1, body: 2 },
          { type: 'takeKey' },
        ] as SmAction[]
      ).map((a) => ({ state: s, seat: 0, a })),
    ];
    const types = new Set<string>();
    for (const { state, seat, a } of cases) {
      const label = text.formatAction(a, l);
      types.add(a.type);
      expect(label, JSON.stringify(a)).not.toBe(text.formatAction(a, 'en'));
      expect(label, label).not.toMatch(ENGLISH);
      // The label is read back in its own locale and in any other.
      for (const as of ['en', 'de', 'ru'] as const)
        expect(text.parseAction!(label, shiftingMaze.view(state, seat), as), label).toEqual({
          ok: true,
          value: a,
        });
    }
    expect(types.size).toBe(13);
  });

  it('names the object an action takes, puts down or uses, as the view shows it', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼' }),
      challengers: [{ at: { x: 3, y: 3 }, items: [{ kind: 'battery', pp: 2 }] }, { at: { x: 5, y: 3 } }],
      items: [{ at: { x: 3, y: 3 }, item: { kind: 'key' } }],
    });
    (s.cells[33] as { bodies: unknown[] }).bodies.push({ seat: 1, items: [{ kind: 'battery', pp: 3 }] });
    const view = shiftingMaze.view(s, 0);
    const said = (a: SmAction, l: Locale) => formatActionIn(a, view, l);
    const pick: SmAction = { type: 'pickUp', index: 0 };
    const fromBody: SmAction = { type: 'pickUp', index: 0, body: 0 };
    const use: SmAction = { type: 'useBattery', index: 0 };
    const drop: SmAction = { type: 'discard', index: 0 };
    expect([pick, fromBody, use, drop].map((a) => said(a, 'en'))).toEqual([
      'pick up a Key',
      'pick up a Battery Pack (3 PP) from the body of Player 2',
      'use a Battery Pack (2 PP)',
      'put down a Battery Pack (2 PP)',
    ]);
    expect([pick, fromBody, use, drop].map((a) => said(a, 'de'))).toEqual([
      'nimm den Schlüssel',
      'nimm einen Batteriepack (3 PP) von der Leiche von Spieler 2',
      'nutze einen Batteriepack (2 PP)',
      'lege einen Batteriepack (2 PP) ab',
    ]);
    expect([pick, fromBody, use, drop].map((a) => said(a, 'ru'))).toEqual([
      'возьмите ключ',
      'возьмите батарею (3 PP) с тела игрока 2',
      'используйте батарею (2 PP)',
      'выбросьте батарею (2 PP)',
    ]);
    // Nothing there to name (another viewer, a stale action): the numbered command.
    expect(formatActionIn({ type: 'pickUp', index: 4 }, view, 'en')).toBe('pick up 5');
  });

  it('reads what a German or Russian player types', () => {
    const parse = (input: string) => parseCommand(input, undefined, 'de');
    expect(parse('Gehe nach rechts')).toEqual({ ok: true, value: { type: 'move', dir: 'right' } });
    expect(parse('drehe den Würfel links gegen den Uhrzeigersinn')).toEqual({
      ok: true,
      value: { type: 'rotate', target: 'left', turn: 'ccw' },
    });
    expect(parse('betäube Wächter B')).toEqual({ ok: true, value: { type: 'stunDefender', defender: 2 } });
    expect(parse('возьми 1 с тела 2')).toEqual({ ok: true, value: { type: 'pickUp', index: 0, body: 1 } });
    // The labels' formal commands and the familiar ones read alike.
    expect(parse('возьмите 1 с тела 2')).toEqual({ ok: true, value: { type: 'pickUp', index: 0, body: 1 } });
    expect(parse('идите на восток')).toEqual({ ok: true, value: { type: 'move', dir: 'right' } });
    expect(parse('иди на восток')).toEqual({ ok: true, value: { type: 'move', dir: 'right' } });
    expect(parse('поверни по часовой стрелке')).toEqual({
      ok: true,
      value: { type: 'rotate', target: 'here', turn: 'cw' },
    });
    expect(parse('Убей игрока 3')).toEqual({ ok: true, value: { type: 'killChallenger', seat: 2 } });
  });

  it('answers a mistyped command in the player’s language, quoting the player’s own words', () => {
    // One input for each kind of answer the parser gives.
    const inputs: Record<'de' | 'ru', string[]> = {
      de: [
        '',
        'fliege',
        'gehe',
        'gehe seitwärts',
        'nimm',
        'nimm x',
        'gehe nach Osten jetzt',
        'drehe Norden',
        'drehe',
        'drehe Norden links',
        'töte Wächter 1',
        'zerstöre Spieler 1',
        'betäube',
        'betäube Oma',
        'nimm 1 aus Leiche 2',
      ],
      ru: [
        '',
        'лети',
        'иди',
        'иди вбок',
        'возьми',
        'возьми икс',
        'иди вправо сейчас',
        'поверни вверх',
        'поверни',
        'поверни вверх влево',
        'убей стража 1',
        'уничтожь игрока 1',
        'оглуши',
        'оглуши бабушку',
        'возьми 1 из тела 2',
      ],
    };
    for (const locale of ['de', 'ru'] as const) {
      const seen = new Set<string>();
      for (const input of inputs[locale]) {
        const r = parseCommand(input, undefined, locale);
        if (r.ok) throw new Error(`${locale}: "${input}" was read as ${JSON.stringify(r.value)}`);
        const english = parseCommand(input, undefined, 'en');
        expect(english.ok || english.error.code).toBe(r.error.code);
        expect(r.error.message, `${locale}: "${input}"`).not.toMatch(ENGLISH);
        seen.add(r.error.message);
      }
      // Every kind of mistake has its own words.
      expect(seen.size).toBe(inputs[locale].length);
    }
    // The verb as the player wrote it, the word that went wrong as typed.
    expect(parseCommand('gehe seitwärts', undefined, 'de')).toMatchObject({
      error: { message: '„seitwärts“ ist keine Richtung: erwartet Norden, Osten, Süden oder Westen.' },
    });
    expect(parseCommand('поверните вверх', undefined, 'ru')).toMatchObject({
      error: { message: 'После «поверните вверх» не хватает «по часовой» или «против часовой».' },
    });
    // The end of a Move as the labels word it (formal, as every other command), and as typed among friends.
    for (const typed of ['закончите', 'закончи', 'закончить'])
      expect(parseCommand(typed, undefined, 'ru'), typed).toEqual({ ok: true, value: { type: 'end' } });
  });

  it('exact sentences: who does what, cases and plurals', () => {
    const killed: SmEvent = {
      type: 'challenger/killed',
      audience: 'all',
      seat: 1,
      at: { x: 2, y: 3 },
      by: { defender: 2 },
    };
    expect(describeIn(killed, 'de')).toBe('Wächter B tötet den Herausforderer von Spieler 2 bei c4.');
    expect(describeIn(killed, 'ru')).toBe('Страж B убивает претендента игрока 2 в c4.');
    const revealed: SmEvent = {
      type: 'maze/revealed',
      audience: 'all',
      at: { x: 0, y: 2 },
      doors: 13,
      by: { seat: 0 },
      item: { kind: 'battery', pp: 3 },
    };
    expect(describeIn(revealed, 'de')).toBe(
      'Spieler 1 deckt einen Würfel mit drei Türen bei a3 auf; darin liegt ein Batteriepack (3 PP).',
    );
    expect(describeIn(revealed, 'ru')).toBe(
      'Игрок 1 открывает куб с тремя дверями в a3, в нём батарея (3 PP).',
    );
    const slid: SmEvent = {
      type: 'maze/slid',
      audience: 'all',
      event: { kind: 'slide', axis: 'x', line: 2, delta: 1 },
      lost: { at: { x: 9, y: 2 }, doors: 5, defenders: [], items: 1 },
    };
    expect(describeIn(slid, 'de')).toBe(
      'Reihe 3 verschiebt sich um ein Feld nach Osten: Der Würfel bei j3 wird über den Rand geschoben und geht verloren, mit allem, was darin lag.',
    );
    expect(describeIn(slid, 'ru')).toBe(
      'Ряд 3 сдвигается на одну клетку на восток: куб в j3 выталкивается за край и пропадает вместе со всем, что в нём было.',
    );
    const safe = (used: number): SmEvent => ({
      type: 'reaction/ended',
      audience: 'all',
      seat: 0,
      safe: true,
      used,
    });
    expect(describeIn(safe(1), 'de')).toBe(
      'Der Herausforderer von Spieler 1 ist in Sicherheit (im nächsten Zug eine Hauptaktion weniger).',
    );
    expect(describeIn(safe(2), 'ru')).toBe(
      'Претендент игрока 1 в безопасности (в следующем ходу на 2 основных действия меньше).',
    );
    const stunned: SmEvent = {
      type: 'challenger/stunned',
      audience: 'all',
      seat: 1,
      by: { seat: 0 },
      cost: 2,
      pp: 5,
    };
    expect(describeIn(stunned, 'de')).toBe(
      'Spieler 1 betäubt den Herausforderer von Spieler 2 (2 PP, noch 5); er setzt einen Zug aus.',
    );
    expect(describeIn(stunned, 'ru')).toBe(
      'Игрок 1 оглушает претендента игрока 2 (2 PP, осталось 5); он пропустит ход.',
    );
  });
});
