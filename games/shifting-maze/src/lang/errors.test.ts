/**
 * Refusals in the player's language: real refused actions, setups and scenarios, their code and
 * English message, and their German and Russian sentences from `explain` after a trip through
 * JSON (as they cross the network); and every key of the English table worded in German and
 * Russian, without English left in them.
 */
import { DIRECTIONS, type Locale, type RuleError } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { advance } from '../rules/flow.ts';
import { buildPosition, mazeOf, runOn } from '../scenario.ts';
import type { SmAction, SmState } from '../types.ts';
import { deErrors } from './errors-de.ts';
import { type ErrorWords, enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';

const explain = (e: RuleError, l: Locale): string => shiftingMaze.explain!(e, l);

/** The error of a refused action. */
function refused(s: SmState, seat: number, a: SmAction): RuleError {
  const r = shiftingMaze.apply(s, seat, a);
  if (r.ok) throw new Error(`expected ${JSON.stringify(a)} to be refused`);
  return r.error;
}

/** The error of a refused scenario. */
function refusedScenario(spec: Record<string, unknown>): RuleError {
  const r = shiftingMaze.scenario!(spec);
  if (r.ok) throw new Error('expected the scenario to be refused');
  return r.error;
}

/** Asserts the code and the sentence in each language, of the error as it arrives over the network. */
function says(error: RuleError, code: string, en: string, de: string, ru: string): void {
  const e = JSON.parse(JSON.stringify(error)) as RuleError;
  expect(e.code).toBe(code);
  expect(e.message).toBe(en);
  expect(explain(e, 'en')).toBe(en);
  expect(explain(e, 'de')).toBe(de);
  expect(explain(e, 'ru')).toBe(ru);
}

/** Player 1 alone in a four-door cube at d4, with Player 2 waiting in the start area. */
const alone = (extra: Partial<Parameters<typeof buildPosition>[0]> = {}): SmState =>
  buildPosition({
    maze: mazeOf({ '3,3': '┼' }),
    challengers: [{ at: { x: 3, y: 3 } }, { at: 'start' }],
    ...extra,
  });

/** Player 1 at e5 attacked by Defender A during Player 2's turn (as in the reaction tests). */
function threatened(owed = 0): SmState {
  const s = buildPosition({
    maze: mazeOf({ '1,4': '─', '2,4': '─', '3,4': '─', '4,4': '┼', '5,4': '─', '4,3': '│' }),
    challengers: [{ at: { x: 4, y: 4 }, owed }, { at: 'start' }],
    defenders: [{ at: { x: 1, y: 4 } }],
    current: 1,
    stage: { kind: 'defenders', next: 0, current: null, actionsLeft: 0 },
  });
  return runOn(s, advance).state;
}

describe('Refusals in the player\u2019s language', () => {
  it('wrong turn: another player\u2019s turn, a game that is over, no main action left', () => {
    says(
      refused(alone(), 1, { type: 'end' }),
      'turn/not-your-turn',
      'Player 2 has nothing to decide now.',
      'Spieler 2 hat gerade nichts zu entscheiden.',
      'Игроку 2 сейчас нечего решать.',
    );
    says(
      refused({ ...alone(), phase: 'over', winner: 0 }, 0, { type: 'end' }),
      'game/over',
      'The game is over.',
      'Die Partie ist zu Ende.',
      'Партия окончена.',
    );
    says(
      refused(alone({ stage: { kind: 'move', mainLeft: 0 } }), 0, { type: 'move', dir: 'up' }),
      'turn/no-main-actions',
      'No main actions left this turn.',
      'In diesem Zug hast du keine Hauptaktion mehr.',
      'В этом ходу основных действий больше не осталось.',
    );
    says(
      refused(threatened(3), 0, { type: 'move', dir: 'right' }),
      'turn/no-main-actions',
      'All three main actions of your next turn are already spent.',
      'Alle drei Hauptaktionen deines nächsten Zuges sind schon verbraucht.',
      'Все три основных действия вашего следующего хода уже потрачены.',
    );
  });

  it('illegal moves: a closed doorway, an unrevealed or destroyed position, the way out without the Key', () => {
    const closed = buildPosition({ maze: mazeOf({ '3,3': '│' }), challengers: [{ at: { x: 3, y: 3 } }] });
    says(
      refused(closed, 0, { type: 'move', dir: 'right' }),
      'move/closed',
      'Your cube has no doorway to the east.',
      'Dein Würfel hat keine Tür nach Osten.',
      'В вашем кубе нет двери на восток.',
    );
    const facing = buildPosition({
      maze: mazeOf({ '3,3': '┼', '4,3': '│' }),
      challengers: [{ at: { x: 3, y: 3 } }],
    });
    says(
      refused(facing, 0, { type: 'move', dir: 'right' }),
      'move/closed',
      'The cube there has no doorway facing yours.',
      'Der Würfel dort hat auf deiner Seite keine Tür.',
      'У куба там нет двери в вашу сторону.',
    );
    says(
      refused(alone(), 0, { type: 'move', dir: 'up' }),
      'move/unrevealed',
      'That position is not revealed yet: investigate it first.',
      'Dieses Feld ist noch nicht aufgedeckt: Erkunde es zuerst.',
      'Эта клетка ещё не открыта: сначала исследуйте её.',
    );
    const destroyed = buildPosition({
      maze: mazeOf({ '3,3': '┼', '4,3': '#' }),
      challengers: [{ at: { x: 3, y: 3 } }],
    });
    says(
      refused(destroyed, 0, { type: 'move', dir: 'right' }),
      'move/destroyed',
      'That is a Destroyed Cube.',
      'Dort liegt ein zerstörter Würfel.',
      'Там разрушенный куб.',
    );
    const edge = buildPosition({ maze: mazeOf({ '3,0': '┼' }), challengers: [{ at: { x: 3, y: 0 } }] });
    says(
      refused(edge, 0, { type: 'move', dir: 'up' }),
      'move/edge',
      'That doorway opens onto the edge of the maze.',
      'Diese Tür führt an den Rand des Labyrinths.',
      'Эта дверь выходит на край лабиринта.',
    );
    // Two players start in rows 3 and 8: row 5 is nobody's start area.
    const noKey = buildPosition({
      maze: mazeOf({ '0,4': '─' }),
      challengers: [{ at: { x: 0, y: 4 } }, { at: 'start' }],
    });
    says(
      refused(noKey, 0, { type: 'move', dir: 'left' }),
      'move/no-key',
      'Only with the Key may you leave by the low-X edge (or step back into your own start area).',
      'Nur mit dem Schlüssel darfst du das Labyrinth über die Westseite verlassen (oder in deinen eigenen Startbereich zurückkehren).',
      'Покинуть лабиринт через западный край можно только с ключом (без него — лишь вернуться в свою стартовую зону).',
    );
  });

  it('illegal moves at the edges: from the start area, into the entry cube, beyond the far side', () => {
    const start = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'start' }] });
    says(
      refused(start, 0, { type: 'move', dir: 'up' }),
      'move/outside',
      'From the start area the only way is into the maze (right).',
      'Vom Startbereich führt der einzige Weg ins Labyrinth (nach Osten).',
      'Из стартовой зоны можно идти только в лабиринт (на восток).',
    );
    says(
      refused(start, 0, { type: 'move', dir: 'right' }),
      'move/no-cube',
      'The entry cube is not revealed (investigate it first) or is destroyed.',
      'Der Eingangswürfel ist nicht aufgedeckt (erkunde ihn zuerst) oder zerstört.',
      'Входной куб не открыт (сначала исследуйте его) или разрушен.',
    );
    const entry = buildPosition({ maze: mazeOf({ '0,5': '│' }), challengers: [{ at: 'start' }] });
    says(
      refused(entry, 0, { type: 'move', dir: 'right' }),
      'move/closed',
      'The entry cube has no doorway on its low-X side.',
      'Der Eingangswürfel hat auf seiner Westseite keine Tür.',
      'У входного куба нет двери с западной стороны.',
    );
    const far = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'far', farRow: 4 }] });
    says(
      refused(far, 0, { type: 'move', dir: 'right' }),
      'move/outside',
      'There is nothing beyond the far side.',
      'Hinter der gegenüberliegenden Seite gibt es nichts mehr.',
      'За дальней стороной ничего нет.',
    );
    says(
      refused(far, 0, { type: 'move', dir: 'left' }),
      'move/no-cube',
      'That edge cube is not revealed (investigate it first) or is destroyed.',
      'Dieser Randwürfel ist nicht aufgedeckt (erkunde ihn zuerst) oder zerstört.',
      'Этот крайний куб не открыт (сначала исследуйте его) или разрушен.',
    );
  });

  it('investigating: a position that is already revealed, an empty tile bag', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼', '3,2': '┼' }),
      challengers: [{ at: { x: 3, y: 3 } }],
    });
    says(
      refused(s, 0, { type: 'investigate', dir: 'up' }),
      'investigate/not-unrevealed',
      'There is no unrevealed position to the north of you.',
      'Es gibt kein verdecktes Feld nördlich von dir.',
      'К северу от вас нет неоткрытой клетки.',
    );
    says(
      refused({ ...s, bag: [] }, 0, { type: 'investigate', dir: 'down' }),
      'investigate/bag-empty',
      'The tile bag is empty.',
      'Der Beutel mit den Würfeln ist leer.',
      'Мешок с кубами пуст.',
    );
  });

  it('not enough Power Points, and Power Points already full', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼' }),
      challengers: [{ at: { x: 3, y: 3 }, pp: 1, items: [{ kind: 'battery', pp: 2 }] }],
      defenders: [{ at: { x: 3, y: 3 } }],
    });
    says(
      refused(s, 0, { type: 'stunDefender', defender: 1 }),
      'power/not-enough',
      'That needs 2 Power Points; you have 1.',
      'Dafür brauchst du 2 PP; du hast 1.',
      'Для этого нужно 2 PP, а у вас 1.',
    );
    const full = buildPosition({
      maze: mazeOf({ '3,3': '┼' }),
      challengers: [{ at: { x: 3, y: 3 }, items: [{ kind: 'battery', pp: 2 }] }],
    });
    says(
      refused(full, 0, { type: 'useBattery', index: 0 }),
      'battery/full',
      'Your Power Points are already at 10.',
      'Du hast schon die vollen 10 PP.',
      'У вас уже максимум: 10 PP.',
    );
  });

  it('power actions: a target that is missing, out of sight, already stunned, or one\u2019s own Challenger', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '│', '3,2': '┼', '5,5': '┼', '3,4': '┼' }),
      challengers: [{ at: { x: 3, y: 3 } }, { at: { x: 5, y: 5 } }],
      defenders: [{ at: { x: 5, y: 5 } }, { at: { x: 3, y: 2 }, stunned: true }],
    });
    says(
      refused(s, 0, { type: 'stunDefender', defender: 3 }),
      'power/no-defender',
      'There is no Defender C.',
      'Es gibt keinen Wächter C.',
      'Стража C нет.',
    );
    says(
      refused(s, 0, { type: 'destroyDefender', defender: 1 }),
      'power/not-in-sight',
      'Defender A is not in your cube or in line of sight.',
      'Wächter A ist weder in deinem Würfel noch in Sichtlinie.',
      'Страж A не в вашем кубе и не в поле зрения.',
    );
    says(
      refused(s, 0, { type: 'stunDefender', defender: 2 }),
      'power/already-stunned',
      'That Defender is already stunned.',
      'Dieser Wächter ist schon betäubt.',
      'Этот страж уже оглушён.',
    );
    says(
      refused(s, 0, { type: 'killChallenger', seat: 1 }),
      'power/not-in-sight',
      "Player 2's Challenger is not in your cube or in line of sight.",
      'Der Herausforderer von Spieler 2 ist weder in deinem Würfel noch in Sichtlinie.',
      'Претендент игрока 2 не в вашем кубе и не в поле зрения.',
    );
    says(
      refused(s, 0, { type: 'stunChallenger', seat: 0 }),
      'power/no-challenger',
      'You cannot target your own Challenger.',
      'Du kannst nicht deinen eigenen Herausforderer ins Visier nehmen.',
      'Нельзя выбрать целью собственного претендента.',
    );
    says(
      refused(s, 0, { type: 'killChallenger', seat: 3 }),
      'power/no-challenger',
      'There is no Player 4.',
      'Es gibt keinen Spieler 4.',
      'Игрока 4 нет.',
    );
    says(
      refused(s, 0, { type: 'destroyCube', dir: 'left' }),
      'power/not-visible',
      'Your cube has no doorway to the west.',
      'Dein Würfel hat keine Tür nach Westen.',
      'В вашем кубе нет двери на запад.',
    );
    says(
      refused(s, 0, { type: 'rotate', target: 'right', turn: 'cw' }),
      'power/no-cube',
      'There is no cube to the east of you to rotate.',
      'Es gibt keinen Würfel östlich von dir, den du drehen könntest.',
      'К востоку от вас нет куба, который можно повернуть.',
    );
  });

  it('objects: a missing object, a full Challenger Board, no Battery Pack, the Key', () => {
    const s = buildPosition({
      maze: mazeOf({ '3,3': '┼' }),
      challengers: [{ at: { x: 3, y: 3 }, items: [{ kind: 'key' }] }],
      items: [{ at: { x: 3, y: 3 }, item: { kind: 'battery', pp: 3 } }],
    });
    says(
      refused(s, 0, { type: 'pickUp', index: 2 }),
      'pick-up/no-object',
      'There is no object 3 in your cube (1 to 1).',
      'In deinem Würfel gibt es keinen Gegenstand 3 (1 bis 1).',
      'В вашем кубе нет предмета 3 (номера от 1 до 1).',
    );
    says(
      refused(s, 0, { type: 'discard', index: 1 }),
      'discard/no-object',
      'You carry no object 2 (1 to 1).',
      'Du trägst keinen Gegenstand 2 (1 bis 1).',
      'У вас нет предмета 2 (номера от 1 до 1).',
    );
    says(
      refused(s, 0, { type: 'useBattery', index: 0 }),
      'battery/none',
      'Object 1 is not a Battery Pack.',
      'Gegenstand 1 ist kein Batteriepack.',
      'Предмет 1 — не батарея.',
    );
    says(
      refused(s, 0, { type: 'takeKey' }),
      'pick-up/no-key',
      'The Keys are on the far side of the maze.',
      'Die Schlüssel liegen auf der gegenüberliegenden Seite des Labyrinths.',
      'Ключи лежат на дальней стороне лабиринта.',
    );
    const loaded = buildPosition({
      maze: mazeOf({ '3,3': '┼' }),
      challengers: [
        {
          at: { x: 3, y: 3 },
          items: [
            { kind: 'battery', pp: 1 },
            { kind: 'battery', pp: 2 },
            { kind: 'battery', pp: 3 },
          ],
        },
      ],
      items: [{ at: { x: 3, y: 3 }, item: { kind: 'key' } }],
    });
    says(
      refused(loaded, 0, { type: 'pickUp', index: 0 }),
      'pick-up/full',
      'Your Challenger Board has no free slot.',
      'Auf deinem Herausforderer-Tableau ist kein Platz mehr frei.',
      'На вашем планшете претендента нет свободного места.',
    );
    const far = buildPosition({ maze: mazeOf({}), challengers: [{ at: 'far', items: [{ kind: 'key' }] }] });
    says(
      refused(far, 0, { type: 'takeKey' }),
      'pick-up/has-key',
      'You already carry a Key.',
      'Du trägst schon einen Schlüssel.',
      'У вас уже есть ключ.',
    );
  });

  it('reactions: an action that is no reaction, a rotation that opens no new way out', () => {
    const s = threatened();
    says(
      refused(s, 0, { type: 'pickUp', index: 0 }),
      'react/not-allowed',
      'That is not one of the reactive actions.',
      'Das darfst du als Reaktion nicht tun.',
      'Это действие нельзя выполнить в качестве реакции.',
    );
    says(
      refused(s, 0, { type: 'rotate', target: 'here', turn: 'cw' }),
      'react/no-new-doorway',
      'As a reaction a rotation must open a new way out of your cube.',
      'Als Reaktion muss eine Drehung einen neuen Ausweg aus deinem Würfel öffnen.',
      'В качестве реакции поворот должен открыть новый выход из вашего куба.',
    );
  });

  it('setup and scenarios: too many players, a bad tile, a position given twice, a player who is not there', () => {
    const setup = shiftingMaze.setup({
      options: shiftingMaze.optionsSchema.parse({}),
      players: 5,
      seed: 's',
    });
    if (setup.ok) throw new Error('expected five players to be refused');
    says(
      setup.error,
      'setup/players',
      'Shifting Maze is played by 1 to 4 players.',
      'An einer Partie nehmen 1 bis 4 Spieler teil.',
      'В партии участвуют от 1 до 4 игроков.',
    );
    const at = (x: number, y: number) => ({ x, y });
    says(
      refusedScenario({ cubes: [{ at: at(1, 1), tile: 'x' }], challengers: [{ at: 'start' }] }),
      'scenario/invalid',
      'cubes.0.tile: "x" is not a tile: expected four, three, corner, straight, dead-end or a box-drawing character.',
      'cubes.0.tile: „x“ ist keine Würfelart: erwartet four, three, corner, straight, dead-end oder ein Rahmenzeichen.',
      'cubes.0.tile: «x» — не вид куба: ожидается four, three, corner, straight, dead-end или символ псевдографики.',
    );
    says(
      refusedScenario({
        cubes: [
          { at: at(2, 2), tile: 'four' },
          { at: at(2, 2), tile: 'corner' },
        ],
        challengers: [{ at: 'start' }],
      }),
      'scenario/invalid',
      'cubes.1.at: (2, 2) is given twice.',
      'cubes.1.at: (2, 2) ist doppelt angegeben.',
      'cubes.1.at: клетка (2, 2) указана дважды.',
    );
    says(
      refusedScenario({ cubes: [], challengers: [{ at: at(2, 2) }] }),
      'scenario/invalid',
      'challengers.0.at: (2, 2) is not a revealed cube.',
      'challengers.0.at: (2, 2) ist kein aufgedeckter Würfel.',
      'challengers.0.at: клетка (2, 2) — не открытый куб.',
    );
    says(
      refusedScenario({ cubes: [], challengers: [{ at: 'start' }], current: 1 }),
      'scenario/invalid',
      'current: there is 1 player.',
      'current: Es spielt nur 1 Spieler mit.',
      'current: в партии всего 1 игрок.',
    );
    says(
      refusedScenario({ cubes: [], challengers: [{ at: 'start' }, { at: 'start' }], current: 3 }),
      'scenario/invalid',
      'current: there are 2 players.',
      'current: Es spielen nur 2 Spieler mit.',
      'current: в партии всего 2 игрока.',
    );
  });
});

/** Sample arguments of the right types for every key (a direction, numbers, field names…). */
const SAMPLES: { readonly [K in keyof ErrorWords]: Parameters<ErrorWords[K]> } = {
  'game/over': [],
  'turn/not-your-turn': [2],
  'turn/no-main-actions': [],
  'turn/no-main-actions#reaction': [],
  'move/outside#start': [],
  'move/outside#far': [],
  'move/no-cube#entry': [],
  'move/no-cube#edge': [],
  'move/no-cube': [],
  'move/closed#entry': [],
  'move/closed#edge': [],
  'move/closed#here': ['up'],
  'move/closed#there': [],
  'move/edge#far': [],
  'move/edge': [],
  'move/no-key': [],
  'move/unrevealed': [],
  'move/destroyed': [],
  'investigate/not-unrevealed': ['left'],
  'investigate/bag-empty': [],
  'pick-up/outside': [],
  'pick-up/no-body': [2],
  'pick-up/no-object#empty': [],
  'pick-up/no-object#empty-body': [],
  'pick-up/no-object': [3, 2],
  'pick-up/no-object#body': [2, 1],
  'pick-up/full': [],
  'pick-up/no-key': [],
  'pick-up/has-key': [],
  'discard/outside': [],
  'discard/no-object#empty': [],
  'discard/no-object': [3, 2],
  'battery/none': [1],
  'battery/none#nothing': [2],
  'battery/full': [10],
  'power/not-enough': [5, 3],
  'power/outside': [],
  'power/no-cube#rotate': ['down'],
  'power/no-cube': ['right'],
  'power/not-visible#rotate': ['up'],
  'power/not-visible': ['left'],
  'power/no-defender': [4],
  'power/not-in-sight': [2],
  'power/not-in-sight#player': [3],
  'power/already-stunned': [],
  'power/already-stunned#challenger': [],
  'power/no-challenger#self': [],
  'power/no-challenger': [4],
  'power/no-challenger#dead': [2],
  'react/not-allowed': [],
  'react/not-allowed#outside': [],
  'react/not-allowed#threat': [],
  'react/no-new-doorway': [],
  'setup/players': [1, 4],
  'scenario/invalid#tile': ['cubes.3.tile', '✕', ['four', 'three', 'corner', 'straight', 'dead-end']],
  'scenario/invalid#next-tile': ['next.0', '✕'],
  'scenario/invalid#twice': ['cubes.1.at', 2, 3],
  'scenario/invalid#players': ['current', 3],
  'scenario/invalid#too-many': ['cubes', 'dead-end', 20],
  'scenario/invalid#destroyed': ['destroyed.0', 4, 5],
  'scenario/invalid#not-cube': ['defenders.1.at', 0, 9],
  'scenario/invalid#row': ['challengers.0.row'],
  'scenario/invalid#dead': ['current'],
};

/** English words that must not be left in a German sentence. */
const ENGLISH =
  /\b(the|a|and|of|at|is|are|to|by|with|you|your|no|not|there|that|only|already|nothing|Player|Defender|Challenger|cube|doorway|maze|turn|move|key|Key|Battery|body|object|carry|Power|Points|reaction|side|far|start|area|edge|tile|bag|revealed|given|twice|players|up|down|left|right)\b/;

/**
 * What the game writes in Latin letters in every language: PP, a Defender's letter on the board;
 * and the arguments that are quoted as they are (scenario field names, tile kinds of the format).
 */
function withoutVerbatim(sentence: string, args: readonly unknown[]): string {
  let s = sentence;
  for (const a of args.flat())
    if (typeof a === 'string' && !(DIRECTIONS as readonly string[]).includes(a)) s = s.split(a).join('');
  return s.replace(/\bPP\b/g, '').replace(/(?<=\s)[A-Z](?=[\s.,:;)])/g, '');
}

describe('Every refusal is worded in German and Russian', () => {
  it('every key of the English table has a German and a Russian sentence of its own, without English', () => {
    const keys = Object.keys(enErrors) as (keyof ErrorWords)[];
    expect(Object.keys(SAMPLES).sort()).toEqual([...keys].sort());
    expect(Object.keys(deErrors).sort()).toEqual([...keys].sort());
    expect(Object.keys(ruErrors).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const args = SAMPLES[key] as unknown[];
      const say = (table: ErrorWords): string => (table[key] as (...a: unknown[]) => string)(...args);
      const en = say(enErrors);
      const de = say(deErrors);
      const ru = say(ruErrors);
      for (const [l, s] of [
        ['de', de],
        ['ru', ru],
      ] as const) {
        expect(s.trim().length, `${key} (${l})`).toBeGreaterThan(0);
        expect(s, `${key} (${l})`).not.toBe(en);
        expect(s, `${key} (${l})`).not.toMatch(/undefined|NaN|\[object|\$\{/);
        expect(s, `${key} (${l})`).toMatch(/[.!]$/);
      }
      expect(withoutVerbatim(de, args), `${key}: ${de}`).not.toMatch(ENGLISH);
      expect(withoutVerbatim(ru, args), `${key}: ${ru}`).not.toMatch(/[A-Za-z]/);
    }
  });

  it('an error that was not worded keeps its message in every language', () => {
    const e = { code: 'parse/verb', message: '„fliege“ ist kein Befehl.' };
    expect(explain(e, 'ru')).toBe(e.message);
    expect(explain(e, 'de')).toBe(e.message);
  });
});
