/**
 * Rule errors in the player's language: real refusals of the rules, the setup, the plan
 * generator and the scenario builder, worded again in German and Russian after a trip
 * through JSON (as they cross the network); and every sentence of the tables, in every
 * language, with sample arguments.
 */
import { type Result, type RuleError, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, P, planOf, play, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { labyrinthOptionsSchema } from '../options.ts';
import { buildScenario } from '../scenario.ts';
import { BASIC } from '../test-plans.ts';
import type { LabyrinthAction, LabyrinthState } from '../types.ts';
import { deErrors } from './errors-de.ts';
import { type ErrorWords, enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';

interface Case {
  readonly name: string;
  readonly refuse: () => Result<unknown, RuleError>;
  readonly code: string;
  readonly en: string;
  readonly de: string;
  readonly ru: string;
}

/** A table's game in its start phase: nobody has chosen a cell yet. */
const startPhase = (options: Record<string, unknown> = {}, players = 2): LabyrinthState =>
  unwrap(
    labyrinth.setup({
      options: labyrinthOptionsSchema.parse({ landmines: false, plan: planOf(BASIC), ...options }),
      players,
      seed: 'words',
    }),
  ).state;

/** A game in play on BASIC: seat 0 to move, from (0, 0); seat 1 on (1, 1). */
const inPlay = (options: Record<string, unknown> = {}): LabyrinthState =>
  gameOn(BASIC, [P(0, 0), P(1, 1)], options).state;

const apply = (s: LabyrinthState, seat: number, action: LabyrinthAction) => labyrinth.apply(s, seat, action);

const setup = (options: Record<string, unknown>, players = 2) =>
  labyrinth.setup({
    options: labyrinthOptionsSchema.parse({ landmines: false, ...options }),
    players,
    seed: 'words',
  });

const HIT_WALL = { on: 'hit-wall' } as const;

const CASES: readonly Case[] = [
  // Whose turn, and what kind of action.
  {
    name: 'a move out of turn',
    refuse: () => apply(inPlay(), 1, go('up')),
    code: 'turn/not-your-turn',
    en: 'Player 2 has nothing to decide now.',
    de: 'Spieler 2 ist gerade nicht am Zug.',
    ru: 'Сейчас не очередь игрока 2.',
  },
  {
    name: 'a move after the game is over',
    refuse: () =>
      apply(
        edit(inPlay(), (s) => {
          s.phase = 'over';
        }),
        0,
        go('up'),
      ),
    code: 'game/over',
    en: 'The game is over.',
    de: 'Das Spiel ist vorbei.',
    ru: 'Игра окончена.',
  },
  {
    name: 'a move while the start cells are chosen',
    refuse: () => apply(startPhase(), 0, go('up')),
    code: 'turn/wrong-action',
    en: 'Now every player chooses a start cell.',
    de: 'Jetzt wählt jeder Spieler ein Startfeld.',
    ru: 'Сейчас каждый игрок выбирает стартовую клетку.',
  },
  {
    name: 'a start cell chosen in play',
    refuse: () => apply(inPlay(), 0, { type: 'start', cell: P(1, 0) }),
    code: 'turn/wrong-action',
    en: 'The start cells are chosen: now make a move.',
    de: 'Die Startfelder sind gewählt: Jetzt mach einen Zug.',
    ru: 'Стартовые клетки выбраны: теперь сделайте ход.',
  },
  {
    name: 'the clock running out for a seat that is not deciding',
    refuse: () => labyrinth.timeout?.(inPlay(), 1) ?? { ok: true, value: null },
    code: 'timeout/not-deciding',
    en: 'Player 2 is not the one the game is waiting for.',
    de: 'Das Spiel wartet gerade nicht auf Spieler 2.',
    ru: 'Игра сейчас не ждёт хода от игрока 2.',
  },

  // The start.
  {
    name: 'a start cell outside the labyrinth',
    refuse: () => apply(startPhase(), 0, { type: 'start', cell: P(9, 0) }),
    code: 'start/not-a-cell',
    en: 'Column 10, row 1 is not a cell of the labyrinth.',
    de: 'Spalte 10, Zeile 1 ist kein Feld des Labyrinths.',
    ru: 'В лабиринте нет клетки в столбце 10, строке 1.',
  },
  {
    name: 'the same start cell after invalid choices',
    refuse: () => {
      const a = play(startPhase(), 0, { type: 'start', cell: P(0, 0) }).state;
      const b = play(a, 1, { type: 'start', cell: P(0, 0) }).state;
      return apply(b, 0, { type: 'start', cell: P(0, 0) });
    },
    code: 'start/same-as-before',
    en: 'After invalid choices everyone must choose a cell other than his previous one.',
    de: 'Nach einer ungültigen Wahl muss jeder ein anderes Feld wählen als beim letzten Mal.',
    ru: 'После недействительного выбора каждый должен выбрать не ту клетку, что в прошлый раз.',
  },
  {
    name: 'a second question about the same cell',
    refuse: () => {
      const s = startPhase({ handicaps: [{ seat: 0, peeks: 2 }] });
      return apply(play(s, 0, { type: 'peek', cell: P(2, 0) }).state, 0, { type: 'peek', cell: P(2, 0) });
    },
    code: 'start/peeked',
    en: 'You already asked about that cell.',
    de: 'Nach diesem Feld hast du schon gefragt.',
    ru: 'Об этой клетке вы уже спрашивали.',
  },
  {
    name: 'a cell question with none left',
    refuse: () => {
      const s = startPhase({ handicaps: [{ seat: 0, peeks: 1 }] });
      return apply(play(s, 0, { type: 'peek', cell: P(2, 0) }).state, 0, { type: 'peek', cell: P(0, 0) });
    },
    code: 'start/no-peeks',
    en: 'You have no cell questions left.',
    de: 'Du kannst nach keinem Feld mehr fragen.',
    ru: 'Вопросов о клетках у вас больше нет.',
  },
  {
    name: 'a start away from the cells asked about',
    refuse: () => {
      const s = startPhase({ handicaps: [{ seat: 0, peeks: 1 }] });
      return apply(play(s, 0, { type: 'peek', cell: P(2, 0) }).state, 0, { type: 'start', cell: P(0, 0) });
    },
    code: 'start/not-peeked',
    en: 'Having asked about cells, you start on one of them.',
    de: 'Du hast nach Feldern gefragt, also beginnst du auf einem von ihnen.',
    ru: 'Вы спрашивали о клетках — значит, начинаете на одной из них.',
  },

  // A move the table's options forbid.
  {
    name: 'a dark move at a table without them',
    refuse: () => apply(inPlay({ darkMoves: false }), 0, go('up', { report: 'dark' })),
    code: 'move/dark-forbidden',
    en: 'Dark moves are not allowed at this table.',
    de: 'Dunkle Züge sind an diesem Tisch nicht erlaubt.',
    ru: 'Тёмные ходы за этим столом запрещены.',
  },
  {
    name: 'a semi-dark move at a table without them',
    refuse: () => apply(inPlay({ semiDarkMoves: false }), 0, go('up', { report: 'semi-dark' })),
    code: 'move/semi-dark-forbidden',
    en: 'Semi-dark moves are not allowed at this table.',
    de: 'Halbdunkle Züge sind an diesem Tisch nicht erlaubt.',
    ru: 'Полутёмные ходы за этим столом запрещены.',
  },
  {
    name: 'a conditional move at a table without them',
    refuse: () =>
      apply(inPlay({ conditionalMoves: false }), 0, go('up', { after: [shot('up', { if: HIT_WALL })] })),
    code: 'move/conditional-forbidden',
    en: 'Conditional moves are not allowed at this table (B.7.1).',
    de: 'Bedingte Züge sind an diesem Tisch nicht erlaubt (Regel 7.1).',
    ru: 'Условные ходы за этим столом запрещены (правило 7.1).',
  },
  {
    name: 'a condition before the movement',
    refuse: () => apply(inPlay(), 0, go('up', { before: [shot('up', { if: HIT_WALL })] })),
    code: 'move/condition-before',
    en: 'Conditions can only depend on the movement: put them after it.',
    de: 'Eine Bedingung hängt vom Ergebnis der Bewegung ab: Setz sie hinter die Bewegung.',
    ru: 'Условие зависит от результата движения: поставьте его после движения.',
  },
  {
    name: 'a throw at a table without throwing',
    refuse: () =>
      apply(
        inPlay({ throwing: false }),
        0,
        go('up', { before: [{ do: 'leave', item: 'bullet', to: 'right' }] }),
      ),
    code: 'move/throwing-forbidden',
    en: 'Throwing items is not allowed here: items can only be left on your cell.',
    de: 'Werfen ist an diesem Tisch nicht erlaubt: Gegenstände kannst du nur auf deinem eigenen Feld ablegen.',
    ru: 'Бросать предметы за этим столом нельзя: их можно только оставить на своей клетке.',
  },
  {
    name: 'a landmine in a game without landmines',
    refuse: () => apply(inPlay(), 0, go('up', { after: [{ do: 'mine', to: 'here' }] })),
    code: 'move/no-landmines',
    en: 'This game is played without landmines.',
    de: 'Diese Partie wird ohne Landminen gespielt.',
    ru: 'В этой партии играют без мин.',
  },
  {
    name: 'a landmine set next door where only the own cell is allowed',
    refuse: () =>
      apply(
        inPlay({ landmines: true, mineOnNeighbour: false }),
        0,
        go('up', { before: [{ do: 'mine', to: 'right' }] }),
      ),
    code: 'move/mine-here-only',
    en: 'A landmine can only be set on your own cell at this table.',
    de: 'An diesem Tisch darfst du eine Landmine nur auf dein eigenes Feld legen.',
    ru: 'За этим столом мину можно поставить только на свою клетку.',
  },
  {
    name: 'a shot without a target at a table of targeted shots',
    refuse: () => apply(inPlay({ targetedShots: true }), 0, go('down', { before: [shot('right')] })),
    code: 'move/target-required',
    en: 'At this table every shot names its target player and cell (B.7.3).',
    de: 'An diesem Tisch nennt jeder Schuss Zielspieler und Zielfeld (Regel 7.3).',
    ru: 'За этим столом в каждом выстреле называют игрока-цель и его клетку (правило 7.3).',
  },
  {
    name: 'a targeted shot at a table without them',
    refuse: () =>
      apply(inPlay(), 0, go('down', { before: [shot('right', { target: { seat: 1, cell: P(1, 1) } })] })),
    code: 'move/target-not-played',
    en: 'Targeted shots are not played at this table.',
    de: 'Gezielte Schüsse gibt es an diesem Tisch nicht.',
    ru: 'Прицельных выстрелов за этим столом нет.',
  },
  {
    name: 'a shot aimed at oneself',
    refuse: () =>
      apply(
        inPlay({ targetedShots: true }),
        0,
        go('down', { before: [shot('right', { target: { seat: 0, cell: P(1, 0) } })] }),
      ),
    code: 'move/bad-target',
    en: 'The target must be another player at this table.',
    de: 'Das Ziel muss ein anderer Spieler an diesem Tisch sein.',
    ru: 'Целью должен быть другой игрок за этим столом.',
  },
  {
    name: 'a shot aimed outside the labyrinth',
    refuse: () =>
      apply(
        inPlay({ targetedShots: true }),
        0,
        go('down', { before: [shot('right', { target: { seat: 1, cell: P(7, 7) } })] }),
      ),
    code: 'move/bad-target',
    en: 'The target cell is not a cell of the labyrinth.',
    de: 'Das Zielfeld ist kein Feld des Labyrinths.',
    ru: 'Клетки, в которую вы целитесь, в лабиринте нет.',
  },
  {
    name: 'a skip at a table without skipping',
    refuse: () => apply(inPlay({ allowSkip: false }), 0, { type: 'skip' }),
    code: 'move/skip-forbidden',
    en: 'Skipping a move is not allowed at this table (B.7.7).',
    de: 'Aussetzen ist an diesem Tisch nicht erlaubt (Regel 7.7).',
    ru: 'Пропускать ход за этим столом нельзя (правило 7.7).',
  },
  {
    name: 'a move known to change nothing, repeated',
    refuse: () => {
      const s = gameOn(BASIC, [P(0, 0)], { allowRepeats: false }).state;
      return apply(play(s, 0, go('up')).state, 0, go('up'));
    },
    code: 'move/repeat-forbidden',
    en: 'Repeating a move known to change nothing is not allowed (B.7.7).',
    de: 'Einen Zug zu wiederholen, der bekanntlich nichts ändert, ist nicht erlaubt (Regel 7.7).',
    ru: 'Повторять ход, который заведомо ничего не меняет, нельзя (правило 7.7).',
  },

  // Recall, a new cell, a thinking break.
  {
    name: 'a recall of the own move',
    refuse: () => apply(inPlay(), 0, { type: 'recall', seat: 0 }),
    code: 'recall/bad-seat',
    en: 'You can ask to recall the last move of another player at this table.',
    de: 'Erfragen kannst du nur den letzten Zug eines anderen Spielers an diesem Tisch.',
    ru: 'Напомнить можно только последний ход другого игрока за этим столом.',
  },
  {
    name: 'a new cell without a wound',
    refuse: () => apply(inPlay(), 0, { type: 'reorder', cell: P(3, 1) }),
    code: 'reorder/no-right',
    en: 'You may order a new cell only on the turn right after a wound.',
    de: 'Ein neues Feld darfst du nur in dem Zug bestellen, der direkt auf eine Verwundung folgt.',
    ru: 'Заказать новую клетку можно только в ход сразу после ранения.',
  },
  {
    name: 'a second new cell in one turn',
    refuse: () => {
      const s = inPlay({ handicaps: [{ seat: 0, extraReorders: 2 }] });
      return apply(play(s, 0, { type: 'reorder', cell: P(3, 1) }).state, 0, {
        type: 'reorder',
        cell: P(2, 1),
      });
    },
    code: 'reorder/once',
    en: 'You have already ordered a cell this turn.',
    de: 'Du hast in diesem Zug schon ein neues Feld bestellt.',
    ru: 'В этот ход вы уже заказывали клетку.',
  },
  {
    name: 'a new cell outside the labyrinth',
    refuse: () =>
      apply(inPlay({ handicaps: [{ seat: 0, extraReorders: 1 }] }), 0, { type: 'reorder', cell: P(4, 2) }),
    code: 'reorder/not-a-cell',
    en: 'Column 5, row 3 is not a cell of the labyrinth.',
    de: 'Spalte 5, Zeile 3 ist kein Feld des Labyrinths.',
    ru: 'В лабиринте нет клетки в столбце 5, строке 3.',
  },
  {
    name: 'a thinking break at a table without a move time',
    refuse: () => apply(inPlay(), 0, { type: 'break' }),
    code: 'break/not-played',
    en: 'Thinking breaks are played only at tables with a move time and breaks on (B.9).',
    de: 'Denkpausen gibt es nur an Tischen mit Bedenkzeit, an denen Denkpausen eingeschaltet sind (Regel 9).',
    ru: 'Перерывы на раздумье бывают только за столами, где время на ход ограничено и перерывы включены (правило 9).',
  },
  {
    name: 'a thinking break with five minutes a move',
    refuse: () => apply(inPlay({ moveSeconds: 300 }), 0, { type: 'break' }),
    code: 'break/not-needed',
    en: 'The move time here is five minutes or more: a five-minute break would add nothing (B.9).',
    de: 'Die Bedenkzeit beträgt hier fünf Minuten oder mehr: Eine fünfminütige Denkpause brächte nichts (Regel 9).',
    ru: 'Здесь на ход даётся пять минут или больше: пятиминутный перерыв ничего не добавит (правило 9).',
  },
  {
    name: 'a second thinking break before one move',
    refuse: () => apply(play(inPlay({ moveSeconds: 60 }), 0, { type: 'break' }).state, 0, { type: 'break' }),
    code: 'break/once',
    en: 'You are already on a break this turn (B.9).',
    de: 'Du machst in diesem Zug schon eine Denkpause (Regel 9).',
    ru: 'Вы уже взяли перерыв в этот ход (правило 9).',
  },
  {
    name: 'another thinking break before the others have had theirs',
    refuse: () =>
      apply(
        edit(inPlay({ moveSeconds: 60 }), (s) => {
          (s.players[0] as { breaks: number }).breaks = 1;
        }),
        0,
        { type: 'break' },
      ),
    code: 'break/wait',
    en: 'You may take another break only when at least half of the other players have taken as many as you (B.9).',
    de: 'Eine weitere Denkpause darfst du erst nehmen, wenn mindestens die Hälfte der anderen Spieler so viele genommen hat wie du (Regel 9).',
    ru: 'Следующий перерыв можно взять, только когда хотя бы половина остальных игроков взяла их не меньше, чем вы (правило 9).',
  },

  // Bad options for a new table.
  {
    name: 'too many players',
    refuse: () => setup({}, 7),
    code: 'setup/players',
    en: 'Labyrinth is played by 1 to 6 players, not 7.',
    de: 'Labyrinth wird von 1 bis 6 Spielern gespielt, nicht von 7.',
    ru: 'В «Лабиринт» играют от 1 до 6 игроков, а не 7.',
  },
  {
    name: 'a handicap for a seat that is not at the table',
    refuse: () => setup({ handicaps: [{ seat: 3, peeks: 1 }] }),
    code: 'setup/handicap-seat',
    en: 'A handicap names a seat that is not at the table.',
    de: 'Eine Vorgabe nennt einen Platz, den es an diesem Tisch nicht gibt.',
    ru: 'Фора назначена месту, которого за этим столом нет.',
  },
  {
    name: 'a start rule that forbids every cell',
    refuse: () => setup({ plan: planOf(BASIC), startForbidden: ['land', 'hospital', 'weaponry', 'pit'] }),
    code: 'setup/start-cells',
    en: 'The start rule leaves too few cells for every player to start on.',
    de: 'Nach der Startregel bleiben zu wenige Felder übrig, als dass jeder Spieler ein Startfeld bekäme.',
    ru: 'По правилу старта остаётся слишком мало клеток, чтобы каждому игроку было где начать.',
  },
  {
    name: 'crossings asked of a plan without them',
    refuse: () =>
      setup(
        {
          plan: planOf(`
labyrinth 3x2
+---+---+---+
  L  Pa1  H |
+   +   +   +
| W   L* Pa2 
+---+---+---+
`),
          crossings: true,
        },
        1,
      ),
    code: 'setup/no-crossings',
    en: 'The table asks for crossings (B.7.1), but this plan does not connect its opposite sides by land, hospitals, weaponries and deltas.',
    de: 'Der Tisch verlangt Durchgänge (Regel 7.1), aber dieser Plan verbindet seine gegenüberliegenden Seiten nicht durch Land, Krankenhäuser, Waffenkammern und Deltas.',
    ru: 'За столом включены переходы (правило 7.1), но в этом плане противоположные стороны не соединены сушей, госпиталями, арсеналами и дельтами.',
  },
  {
    name: 'a cross too narrow for its shape',
    refuse: () => setup({ shape: 'cross', width: 2, height: 5 }),
    code: 'plan/generate-shape',
    en: "the shape 'cross' needs at least 3×3 cells, not 2×5",
    de: 'Die Form „Kreuz“ braucht mindestens 3×3 Felder, nicht 2×5.',
    ru: 'Для формы «крест» нужно не меньше 3×3 клеток, а не 2×5.',
  },
  {
    name: 'a single pit',
    refuse: () => setup({ generator: { pits: 1 } }),
    code: 'plan/generate-impossible',
    en: 'cannot generate this plan: a single pit cannot form a loop: a loop needs at least 2 pits (B.4.4); ask for 0 or at least 2',
    de: 'Dieser Plan lässt sich nicht erzeugen: Eine einzelne Grube bildet keinen Grubenkreis, ein Kreis braucht mindestens 2 Gruben (Regel 4.4); wähle 0 oder mindestens 2.',
    ru: 'Такой план создать нельзя: одна яма не образует петлю: в петле должно быть не меньше 2 ям (правило 4.4); укажите 0 или не меньше 2.',
  },
  {
    name: 'more special cells than the labyrinth has cells',
    refuse: () => setup({ width: 2, height: 2, generator: { weaponries: 3, hospitals: 3 } }),
    code: 'plan/generate-impossible',
    en: 'cannot generate this plan: the parameters need at least 8 cells (weaponries, hospitals, encephalitis, pits, two per river system, one land cell per treasure) but the shape has 4',
    de: 'Dieser Plan lässt sich nicht erzeugen: Die Einstellungen brauchen mindestens 8 Felder (Waffenkammern, Krankenhäuser, Enzephalitis-Felder, Gruben, zwei je Flusssystem, ein Landfeld je Schatz), die Form hat aber nur 4.',
    ru: 'Такой план создать нельзя: этим настройкам нужно не меньше 8 клеток (арсеналы, госпитали, клетки энцефалита, ямы, по две на речную систему, по клетке суши на каждое сокровище), а в форме их всего 4.',
  },
  {
    name: 'more open exits than exits',
    refuse: () => setup({ closedExits: true, generator: { exits: 2, openExits: 3 } }),
    code: 'plan/generate-impossible',
    en: 'cannot generate this plan: 3 open exits is more than the 2 exits',
    de: 'Dieser Plan lässt sich nicht erzeugen: Es gibt mehr offene Ausgänge (3) als Ausgänge überhaupt (2).',
    ru: 'Такой план создать нельзя: открытых выходов (3) больше, чем всего выходов (2).',
  },

  // The scenario builder.
  {
    name: 'a scenario player outside where there is no open exit',
    refuse: () => buildScenario({ plan: BASIC, players: [{ at: P(0, 0), outside: 'left' }] }),
    code: 'scenario/invalid',
    en: 'players.0.outside: there is no open exit on the left side of (0, 0).',
    de: 'players.0.outside: An der linken Seite von (0, 0) gibt es keinen offenen Ausgang.',
    ru: 'players.0.outside: у клетки (0, 0) нет открытого выхода с левой стороны.',
  },
  {
    name: 'a wounded scenario player with a bullet',
    refuse: () => buildScenario({ plan: BASIC, players: [{ at: P(0, 0), health: 'wounded', bullets: 1 }] }),
    code: 'scenario/invalid',
    en: 'players.0: a wounded or infected player cannot carry anything but grenades (B.5.1).',
    de: 'players.0: Wer verwundet oder angesteckt ist, trägt nichts außer Granaten (Regel 5.1).',
    ru: 'players.0: раненый или заражённый не может нести ничего, кроме гранат (правило 5.1).',
  },
  {
    name: 'a scenario holding a treasure the plan lacks',
    refuse: () => buildScenario({ plan: BASIC, players: [{ at: P(0, 0), holding: { treasure: 5 } }] }),
    code: 'scenario/invalid',
    en: 'players.0.holding: treasure 5, but the plan has 2.',
    de: 'players.0.holding: Schatz 5, aber der Plan hat nur 2.',
    ru: 'players.0.holding: сокровище 5, а в плане всего 2 сокровища.',
  },
];

describe('Labyrinth rule errors in the player’s language', () => {
  it.each(CASES)('$name: $code', ({ refuse, code, en, de, ru }) => {
    const r = refuse();
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // As it crosses the network.
    const e = JSON.parse(JSON.stringify(r.error)) as RuleError;
    expect(e.code).toBe(code);
    expect(e.message).toBe(en);
    expect(labyrinth.explain?.(e, 'en')).toBe(en);
    expect(labyrinth.explain?.(e, 'de')).toBe(de);
    expect(labyrinth.explain?.(e, 'ru')).toBe(ru);
  });

  it('legal actions leave out what the rules would refuse, and refusals are worded the same way', () => {
    const s = inPlay({ darkMoves: false, allowSkip: false });
    expect(labyrinth.legalActions(s, 0).some((a) => a.type === 'skip')).toBe(false);
    const r = apply(s, 0, go('left', { report: 'dark' }));
    expect(r.ok ? null : r.error.details).toEqual({ words: 'move/dark-forbidden', args: [] });
  });
});

/** Sample arguments of the right types for every sentence (the type keeps it complete). */
const SAMPLES: { readonly [K in keyof ErrorWords]: Parameters<ErrorWords[K]> } = {
  'game/over': [],
  'turn/not-your-turn': [1],
  'turn/wrong-action#start': [],
  'turn/wrong-action#play': [],
  'timeout/not-deciding': [2],
  'start/not-a-cell': [4, 0],
  'start/same-as-before': [],
  'start/not-peeked': [],
  'start/no-peeks': [],
  'start/peeked': [],
  'move/condition-before': [],
  'move/conditional-forbidden': [],
  'move/dark-forbidden': [],
  'move/semi-dark-forbidden': [],
  'move/throwing-forbidden': [],
  'move/no-landmines': [],
  'move/mine-here-only': [],
  'move/target-required': [],
  'move/target-not-played': [],
  'move/bad-target#seat': [],
  'move/bad-target#cell': [],
  'move/repeat-forbidden': [],
  'move/skip-forbidden': [],
  'recall/bad-seat': [],
  'reorder/once': [],
  'reorder/not-a-cell': [0, 7],
  'reorder/no-right': [],
  'break/not-played': [],
  'break/not-needed': [],
  'break/once': [],
  'break/wait': [],
  'setup/players': [1, 6, 0],
  'setup/handicap-seat': [],
  'setup/start-cells': [],
  'setup/no-crossings#plan': [],
  'setup/no-crossings#generated': [],
  'plan/generate-shape': ['no-corners', 2, 2],
  'plan/generate-shape#mask': [21, 4, 5],
  'plan/generate-impossible#disconnected': [],
  'plan/generate-impossible#no-weaponry': [],
  'plan/generate-impossible#no-hospital': [],
  'plan/generate-impossible#one-pit': [],
  'plan/generate-impossible#no-loop': [4],
  'plan/generate-impossible#few-pits': [3],
  'plan/generate-impossible#open-exits': [5, 4],
  'plan/generate-impossible#too-small': [11, 9],
  'plan/generate-failed': [250, 'the river at (1, 1) flows out of the labyrinth'],
  'scenario/invalid#order': ['order', 3],
  'scenario/invalid#result': ['result', 'over'],
  'scenario/invalid#not-a-cell': ['items.0.at', 9, 9],
  'scenario/invalid#no-cell': ['players.1.at'],
  'scenario/invalid#all-placed': ['players', 'at'],
  'scenario/invalid#cannot-start': [
    'players.0.at',
    1,
    2,
    'Now every player chooses a start cell.',
    'turn/wrong-action',
  ],
  'scenario/invalid#starts-invalid': ['players'],
  'scenario/invalid#treasure-count': ['players.0.holding', 3, 1],
  'scenario/invalid#treasure-held': ['players.1.holding', 0],
  'scenario/invalid#corpse-held': ['players.0.holding', 1],
  'scenario/invalid#wounded-carrying': ['players.2'],
  'scenario/invalid#no-exit': ['players.0.outside', 'up', 2, 0],
  'scenario/invalid#outside-holding': ['players.0.holding'],
  'scenario/invalid#reorder-seat': ['players.1.mayReorder'],
  'scenario/invalid#dead-outside': ['players.1.outside'],
  'scenario/invalid#treasure-lying': ['items.2.items', 4],
  'scenario/invalid#corpse-lying': ['items.0.items', 2],
  'scenario/invalid#turn-start': ['turn'],
  'scenario/invalid#turn-not-playing': ['turn', 1],
  'scenario/invalid#turn-missing': ['turn'],
  'scenario/invalid#winner': ['result.winners'],
};

/** English words that have no business in a German sentence. */
const ENGLISH =
  /\b(the|is|are|not|cell|cells|player|players|move|moves|you|your|and|of|to|with|cannot|can|only|must|this|that|table|here|turn|break|shot|shots|wall|has|have|already|there|than|but|at|on|by|for|no|may|be|need|needs|shape|exits?|pits?|treasure|corpse|seat|seats|landmines|start cell)\b/i;

describe('every Labyrinth error sentence in every language', () => {
  const keys = Object.keys(enErrors) as (keyof ErrorWords)[];
  const say = (table: ErrorWords, key: keyof ErrorWords): string =>
    (table[key] as (...args: unknown[]) => string)(...SAMPLES[key]);
  /** The sentence without the arguments the game writes as they are (field names, codes, JSON words). */
  const bare = (key: keyof ErrorWords, text: string): string =>
    (SAMPLES[key] as readonly unknown[])
      .filter((a): a is string => typeof a === 'string')
      .reduce((t, a) => t.split(a).join(' '), text);

  it('has samples for exactly the keys of the English table, and the same keys in German and Russian', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...keys].sort());
    expect(Object.keys(deErrors).sort()).toEqual([...keys].sort());
    expect(Object.keys(ruErrors).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s', (key) => {
    const en = say(enErrors, key);
    const de = say(deErrors, key);
    const ru = say(ruErrors, key);
    for (const text of [en, de, ru]) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(de).not.toBe(en);
    expect(ru).not.toBe(en);
    expect(bare(key, de)).not.toMatch(ENGLISH);
    // Russian: no Latin letters except in the field names, codes and JSON words passed as they are.
    expect(bare(key, ru)).not.toMatch(/[A-Za-z]/);
  });
});
