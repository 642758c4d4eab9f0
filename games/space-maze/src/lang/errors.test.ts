/**
 * Refusals in the player's language: real refused actions through the game's own `apply`,
 * `setup` and scenario form, worded again in German and Russian after a trip through JSON (as
 * they cross the network); and every sentence of the English table worded in both languages.
 */
import type { Result, RuleError } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { spaceMaze } from '../game.ts';
import { boardWith, play, playAll, scenario, tileMaker } from '../test-helpers.ts';
import { CARD_KINDS, type SmAction, type SmState } from '../types.ts';
import { deLang } from './de.ts';
import { deErrors } from './errors-de.ts';
import { type ErrorWords, enErrors, pathKey } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';
import { ruLang } from './ru.ts';

const DICE = 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2';
const table = (spec: Partial<Parameters<typeof scenario>[0]> = {}): SmState =>
  scenario({ board: boardWith({}), dice: DICE, hands: [[], []], ...spec });
const at = (name: string) => ({ x: name.charCodeAt(0) - 97, y: Number(name[1]) - 1 });
/** Seat 0 drafts `die` first. */
const took = (s: SmState, die: string): SmState => play(s, 0, { type: 'take', die }).state;

/** The refusal of an action, as it arrives over the network. */
function refusal(r: Result<unknown, RuleError>): RuleError {
  if (r.ok) throw new Error('expected a refusal');
  return JSON.parse(JSON.stringify(r.error)) as RuleError;
}
const refuse = (s: SmState, seat: number, a: SmAction): RuleError => refusal(spaceMaze.apply(s, seat, a));

interface Case {
  readonly name: string;
  readonly error: () => RuleError;
  readonly code: string;
  readonly en: string;
  readonly de: string;
  readonly ru: string;
}

/** Plays the round out (dice left unused, movements ended) up to the discard phase. */
function toDiscard(s: SmState): SmState {
  let state = s;
  while (state.stage.kind !== 'discard') {
    const seat = spaceMaze.actors(state)[0]!.seat;
    const legal = spaceMaze.legalActions(state, seat);
    state = play(state, seat, legal.find((x) => x.type === 'idle' || x.type === 'done') ?? legal[0]!).state;
  }
  return state;
}

const EIGHT = ['rotate90', 'rotate90', 'rotate180', 'exchange', 'morph', 'run1', 'twist', 'superglue'];

const CASES: readonly Case[] = [
  {
    name: 'an action out of turn',
    error: () => refuse(table(), 1, { type: 'take', die: 'g6' }),
    code: 'turn/not-yours',
    en: "It is Player 1's turn.",
    de: 'Spieler 1 ist am Zug.',
    ru: 'Сейчас ходит Игрок 1.',
  },
  {
    name: 'an action while another player discards',
    error: () => refuse(toDiscard(table({ hands: [EIGHT, []] })), 1, { type: 'discard', card: 'morph-1' }),
    code: 'turn/not-yours',
    en: 'Player 1 is discarding down to seven cards.',
    de: 'Spieler 1 wirft gerade Karten ab, bis nur noch sieben übrig sind.',
    ru: 'Игрок 1 сбрасывает карты, пока их не останется семь.',
  },
  {
    name: 'discarding a card not in hand',
    error: () => refuse(toDiscard(table({ hands: [EIGHT, []] })), 0, { type: 'discard', card: 'switch-1' }),
    code: 'card/not-in-hand',
    en: 'You have no card switch-1 in your hand.',
    de: 'Du hast keine Karte Diagonaltausch auf der Hand.',
    ru: 'У вас нет карты «Диагональный обмен».',
  },
  {
    name: 'discarding outside the discard phase',
    error: () => refuse(table({ hands: [['rotate90'], []] }), 0, { type: 'discard', card: 'rotate90-1' }),
    code: 'discard/not-now',
    en: 'Cards are discarded only in the discard phase, from a hand above seven.',
    de: 'Karten werden nur in der Abwurfphase abgeworfen, und nur von einer Hand mit mehr als sieben Karten.',
    ru: 'Карты сбрасывают только в фазе сброса и только с руки, где больше семи карт.',
  },
  {
    name: 'an action after the end',
    error: () =>
      refuse({ ...table(), stage: { kind: 'over' }, winner: 0, reason: 'relic-home' }, 0, {
        type: 'take',
        die: 'g6',
      }),
    code: 'game/over',
    en: 'The game is over.',
    de: 'Die Partie ist vorbei.',
    ru: 'Партия окончена.',
  },
  {
    name: 'drafting a die another player took',
    error: () =>
      refuse(
        playAll(table(), [
          [0, { type: 'take', die: 'o4' }],
          [0, { type: 'idle' }],
        ]).state,
        1,
        { type: 'take', die: 'o4' },
      ),
    code: 'draft/die-taken',
    en: 'The orange 4 has already been taken by Player 1.',
    de: 'Die orange 4 hat Spieler 1 schon genommen.',
    ru: 'Оранжевый кубик 4 уже взял Игрок 1.',
  },
  {
    name: 'drafting a die you took',
    error: () =>
      refuse(
        playAll(table(), [
          [0, { type: 'take', die: 'g3p1' }],
          [0, { type: 'done' }],
          [1, { type: 'take', die: 'o3' }],
          [1, { type: 'idle' }],
        ]).state,
        0,
        { type: 'take', die: 'g3p1' },
      ),
    code: 'draft/die-taken',
    en: 'You already took the move die green 3 / purple 1 this round.',
    de: 'Du hast den Bewegungswürfel grün 3, lila 1 in dieser Runde schon genommen.',
    ru: 'Вы уже взяли кубик движения (зелёный 3, фиолетовый 1) в этом раунде.',
  },
  {
    name: 'drafting a second move die',
    error: () =>
      refuse(
        playAll(table(), [
          [0, { type: 'take', die: 'g3p1' }],
          [0, { type: 'done' }],
          [1, { type: 'take', die: 'o3' }],
          [1, { type: 'idle' }],
        ]).state,
        0,
        { type: 'take', die: 'g1p1o2' },
      ),
    code: 'draft/second-move-die',
    en: 'You already have a move die this round: take a power die.',
    de: 'Du hast in dieser Runde schon einen Bewegungswürfel: Nimm einen Kraftwürfel.',
    ru: 'Кубик движения в этом раунде у вас уже есть: возьмите кубик силы.',
  },
  {
    name: 'drafting a third power die',
    error: () =>
      refuse(
        playAll(table(), [
          [0, { type: 'take', die: 'g6' }],
          [0, { type: 'idle' }],
          [1, { type: 'take', die: 'g2' }],
          [1, { type: 'idle' }],
          [0, { type: 'take', die: 'p5' }],
          [0, { type: 'idle' }],
          [1, { type: 'take', die: 'p1' }],
          [1, { type: 'idle' }],
        ]).state,
        0,
        { type: 'take', die: 'o4' },
      ),
    code: 'draft/move-die-left',
    en: 'You already have your two power dice this round: your last die must be a move die.',
    de: 'Du hast in dieser Runde schon deine zwei Kraftwürfel: Dein letzter Würfel muss ein Bewegungswürfel sein.',
    ru: 'Оба кубика силы в этом раунде у вас уже есть: последним должен быть кубик движения.',
  },
  {
    name: 'drafting a die nobody rolled',
    error: () => refuse(table(), 0, { type: 'take', die: 'g5' }),
    code: 'draft/no-such-die',
    en: 'No die shows green 5 this round (dice: green 6; green 2; purple 5; purple 1; orange 4; orange 3; move green 3, purple 1; move green 1, purple 1, orange 2).',
    de: 'Kein Würfel dieser Runde zeigt grün 5 (Würfel: grün 6; grün 2; lila 5; lila 1; orange 4; orange 3; Bewegung grün 3, lila 1; Bewegung grün 1, lila 1, orange 2).',
    ru: 'Ни один кубик в этом раунде не показывает зелёный 5 (кубики: зелёный 6; зелёный 2; фиолетовый 5; фиолетовый 1; оранжевый 4; оранжевый 3; движение зелёный 3, фиолетовый 1; движение зелёный 1, фиолетовый 1, оранжевый 2).',
  },
  {
    name: 'drafting before using the die in hand',
    error: () => refuse(took(table(), 'g6'), 0, { type: 'take', die: 'g2' }),
    code: 'draft/not-now',
    en: 'You have a die to use first: finish this turn before drafting another.',
    de: 'Du musst erst deinen Würfel nutzen: Beende diesen Zug, bevor du einen weiteren Würfel nimmst.',
    ru: 'Сначала используйте взятый кубик: закончите этот ход, прежде чем брать следующий.',
  },
  {
    name: 'leaving unused a die not drafted',
    error: () => refuse(table(), 0, { type: 'idle' }),
    code: 'idle/not-now',
    en: 'Only a power die you have just drafted can go on the empty action space.',
    de: 'Auf das leere Aktionsfeld kommt nur ein Kraftwürfel, den du gerade genommen hast.',
    ru: 'На пустое поле действия можно положить только кубик силы, который вы только что взяли.',
  },
  {
    name: 'ending a movement that is not on',
    error: () => refuse(table(), 0, { type: 'done' }),
    code: 'done/not-now',
    en: 'There is no movement to end: you are not moving aliens now.',
    de: 'Es gibt keine Bewegung zu beenden: Du bewegst gerade keine Aliens.',
    ru: 'Заканчивать нечего: сейчас вы не ходите пришельцами.',
  },
  {
    name: 'a card without a power die',
    error: () =>
      refuse(table({ hands: [['rotate90'], []] }), 0, {
        type: 'rotate',
        card: 'rotate90-1',
        at: at('b2'),
        quarters: 1,
      }),
    code: 'card/not-now',
    en: 'A card is activated by the power die you have just drafted: draft a power die first.',
    de: 'Eine Karte wird mit dem Kraftwürfel ausgelöst, den du gerade genommen hast: Nimm zuerst einen Kraftwürfel.',
    ru: 'Карту запускает кубик силы, который вы только что взяли: сначала возьмите кубик силы.',
  },
  {
    name: 'a card without a strong enough die',
    error: () =>
      refuse(took(table({ hands: [['switch'], []], aliens: [{ purple: 'b2' }, {}] }), 'p1'), 0, {
        type: 'switch',
        card: 'switch-1',
        diagonal: at('a1'),
        adjacent: at('b1'),
      }),
    code: 'card/too-weak',
    en: 'Diagonal Switch needs a die showing at least 5; the purple 1 is not enough.',
    de: 'Diagonaltausch braucht einen Würfel mit mindestens 5 Augen; die lila 1 reicht nicht.',
    ru: 'Для карты «Диагональный обмен» нужен кубик хотя бы на 5 очков; фиолетовый кубик 1 не подходит.',
  },
  {
    name: 'a card played as another action',
    error: () =>
      refuse(took(table({ hands: [['rotate90'], []] }), 'g6'), 0, {
        type: 'exchange',
        card: 'rotate90-1',
        at: at('a1'),
      }),
    code: 'card/wrong-action',
    en: 'Rotate 90 is not played with "exchange": use "rotate".',
    de: 'Drehung 90 wird nicht als „Austausch“ gespielt, sondern als „Drehung“.',
    ru: 'Карта «Поворот 90» играется не как «обмен», а как «поворот».',
  },
  {
    name: 'a rotation the card does not allow',
    error: () =>
      refuse(took(table({ hands: [['rotate90'], []], aliens: [{ green: 'b2' }, {}] }), 'g6'), 0, {
        type: 'rotate',
        card: 'rotate90-1',
        at: at('b2'),
        quarters: 2,
      }),
    code: 'card/quarters',
    en: 'Rotate 90 turns a tile 1 quarter clockwise, not 2.',
    de: 'Drehung 90 dreht ein Plättchen um 1 Viertel im Uhrzeigersinn, nicht um 2.',
    ru: 'Карта «Поворот 90» поворачивает плитку по часовой стрелке на 1 четверть, а не на 2.',
  },
  {
    name: 'a rotation out of range',
    error: () =>
      refuse(took(table({ hands: [['rotate90'], []], aliens: [{ green: 'b2' }, {}] }), 'g6'), 0, {
        type: 'rotate',
        card: 'rotate90-1',
        at: at('e5'),
        quarters: 1,
      }),
    code: 'card/out-of-range',
    en: 'The tile at e5 is out of range: Rotate 90 turns the tile of your green alien or a tile directly next to it.',
    de: 'Das Plättchen auf e5 ist außer Reichweite: Drehung 90 dreht das Plättchen deines grünen Aliens oder ein Plättchen direkt daneben.',
    ru: 'Плитка e5 вне досягаемости: карта «Поворот 90» поворачивает плитку вашего зелёного пришельца или соседнюю с ней.',
  },
  {
    name: 'a rotation off a small board',
    error: () =>
      refuse(
        took(
          scenario({
            board: boardWith({}, 3),
            dice: DICE,
            hands: [['rotate180'], []],
            aliens: [{ orange: 'b2' }, {}],
          }),
          'o4',
        ),
        0,
        { type: 'rotate', card: 'rotate180-1', at: { x: 4, y: 0 }, quarters: 2 },
      ),
    code: 'card/out-of-range',
    en: '(4, 0) is not on the board: Rotate 180 turns the tile of your orange alien or a tile directly next to it.',
    de: 'e1 liegt nicht auf dem Brett: Drehung 180 dreht das Plättchen deines orangen Aliens oder ein Plättchen direkt daneben.',
    ru: 'Клетки e1 на поле нет: карта «Поворот 180» поворачивает плитку вашего оранжевого пришельца или соседнюю с ней.',
  },
  {
    name: 'a Diagonal Twist of a tile not diagonal',
    error: () =>
      refuse(took(table({ hands: [['twist'], []], aliens: [{ green: 'b2' }, {}] }), 'g6'), 0, {
        type: 'rotate',
        card: 'twist-1',
        at: at('b3'),
        quarters: 1,
      }),
    code: 'card/out-of-range',
    en: 'The tile at b3 is out of range: Diagonal Twist turns a tile diagonally next to your green alien.',
    de: 'Das Plättchen auf b3 ist außer Reichweite: Diagonaldrehung dreht ein Plättchen schräg neben deinem grünen Alien.',
    ru: 'Плитка b3 вне досягаемости: «Диагональный поворот» поворачивает плитку по диагонали от вашего зелёного пришельца.',
  },
  {
    name: 'an Exchange out of range',
    error: () =>
      refuse(took(table({ hands: [['exchange'], []], aliens: [{ green: 'b2' }, {}] }), 'g6'), 0, {
        type: 'exchange',
        card: 'exchange-1',
        at: at('d4'),
      }),
    code: 'card/out-of-range',
    en: "The tile at d4 is out of range: Exchange swaps your green alien's tile with a tile directly next to it.",
    de: 'Das Plättchen auf d4 ist außer Reichweite: Austausch tauscht das Plättchen deines grünen Aliens mit einem Plättchen direkt daneben.',
    ru: 'Плитка d4 вне досягаемости: «Обмен» меняет плитку вашего зелёного пришельца с соседней.',
  },
  {
    name: 'a Diagonal Switch whose first tile is not diagonal',
    error: () =>
      refuse(took(table({ hands: [['switch'], []], aliens: [{ green: 'b2' }, {}] }), 'g6'), 0, {
        type: 'switch',
        card: 'switch-1',
        diagonal: at('b1'),
        adjacent: at('c2'),
      }),
    code: 'card/out-of-range',
    en: 'The tile at b1 is out of range: the first tile must be diagonally next to your green alien.',
    de: 'Das Plättchen auf b1 ist außer Reichweite: Das erste Plättchen muss schräg neben deinem grünen Alien liegen.',
    ru: 'Плитка b1 вне досягаемости: первая плитка должна быть по диагонали от вашего зелёного пришельца.',
  },
  {
    name: 'a Diagonal Switch whose second tile is not next to the alien',
    error: () =>
      refuse(took(table({ hands: [['switch'], []], aliens: [{ green: 'b2' }, {}] }), 'g6'), 0, {
        type: 'switch',
        card: 'switch-1',
        diagonal: at('a1'),
        adjacent: at('c3'),
      }),
    code: 'card/out-of-range',
    en: 'The tile at c3 is out of range: the second tile must be directly next to your green alien.',
    de: 'Das Plättchen auf c3 ist außer Reichweite: Das zweite Plättchen muss direkt neben deinem grünen Alien liegen.',
    ru: 'Плитка c3 вне досягаемости: вторая плитка должна быть рядом с вашим зелёным пришельцем.',
  },
  {
    name: 'an Exchange by an alien aboard',
    error: () =>
      refuse(took(table({ hands: [['exchange'], []] }), 'g6'), 0, {
        type: 'exchange',
        card: 'exchange-1',
        at: at('a1'),
      }),
    code: 'card/alien-aboard',
    en: 'Your green alien is in its UFO: Exchange swaps the tile it stands on, and a UFO never moves.',
    de: 'Dein grünes Alien ist in seinem UFO: Austausch tauscht das Plättchen, auf dem es steht, und ein UFO bewegt sich nie.',
    ru: 'Ваш зелёный пришелец в НЛО: «Обмен» меняет плитку, на которой он стоит, а НЛО никогда не двигается.',
  },
  {
    name: 'Superglue on an alien without the relic',
    error: () =>
      refuse(took(table({ hands: [['superglue'], []], aliens: [{ green: 'b2' }, {}] }), 'g6'), 0, {
        type: 'glue',
        card: 'superglue-1',
      }),
    code: 'card/no-relic',
    en: 'Superglue glues the relic to your green alien, which does not wear it.',
    de: 'Superkleber klebt das Relikt an dein grünes Alien, aber es trägt das Relikt nicht.',
    ru: '«Суперклей» приклеивает реликвию к вашему зелёному пришельцу, а он её не носит.',
  },
  {
    name: 'Superglue twice in a round',
    error: () =>
      refuse(
        took(
          table({
            hands: [['superglue'], []],
            aliens: [{ green: 'b2' }, {}],
            relic: { seat: 0, alien: 'green' },
            glued: true,
          }),
          'g6',
        ),
        0,
        { type: 'glue', card: 'superglue-1' },
      ),
    code: 'card/already-glued',
    en: 'The relic is already superglued this round.',
    de: 'Das Relikt ist in dieser Runde schon festgeklebt.',
    ru: 'Реликвия в этом раунде уже приклеена.',
  },
  {
    name: 'Morph with itself',
    error: () =>
      refuse(took(table({ hands: [['morph'], []] }), 'g6'), 0, {
        type: 'morph',
        card: 'morph-1',
        with: 'green',
      }),
    code: 'morph/same-alien',
    en: 'Your green alien cannot switch places with itself.',
    de: 'Dein grünes Alien kann nicht mit sich selbst die Plätze tauschen.',
    ru: 'Ваш зелёный пришелец не может поменяться местами сам с собой.',
  },
  {
    name: 'Morph on a glued alien',
    error: () =>
      refuse(
        took(
          table({
            hands: [['morph'], []],
            aliens: [{ purple: 'b2', green: 'b2', orange: 'd4' }, {}],
            relic: { seat: 0, alien: 'purple' },
            glued: true,
          }),
          'o4',
        ),
        0,
        { type: 'morph', card: 'morph-1', with: 'purple' },
      ),
    code: 'morph/glued',
    en: 'Your purple alien is superglued to the relic: Morph cannot be used on it this round.',
    de: 'Dein lila Alien ist am Relikt festgeklebt: Mit ihm ist Verwandlung in dieser Runde nicht möglich.',
    ru: 'Ваш фиолетовый пришелец приклеен к реликвии: в этом раунде «Превращение» на него не действует.',
  },
  {
    name: 'Move Base with aliens aboard',
    error: () =>
      refuse(took(table({ hands: [['movebase'], []], aliens: [{ green: 'b2' }, {}] }), 'o3'), 0, {
        type: 'base',
        card: 'movebase-1',
        dir: 'cw',
      }),
    code: 'base/aliens-aboard',
    en: 'Move Base needs an empty UFO: your purple and orange aliens are still aboard.',
    de: 'Basis versetzen braucht ein leeres UFO: Deine Aliens Lila und Orange sind noch an Bord.',
    ru: 'Для переноса базы НЛО должно быть пустым: ваши фиолетовый и оранжевый пришельцы ещё на борту.',
  },
  {
    name: 'moving without footprints',
    error: () => refuse(table(), 0, { type: 'move', alien: 'green', path: ['exit'] }),
    code: 'move/not-now',
    en: 'Aliens move only with a move die or a Run card you have just played.',
    de: 'Aliens bewegen sich nur mit einem Bewegungswürfel oder einer Rennen-Karte, die du gerade gespielt hast.',
    ru: 'Пришельцы ходят только по кубику движения или по только что сыгранной карте «Бег».',
  },
  {
    name: 'a move through a wrong-coloured passage',
    error: () => {
      const t = tileMaker();
      const s = table({
        board: boardWith({ b2: t({ right: 'B' }), c2: t({ left: 'B' }) }),
        aliens: [{ green: 'b2' }, {}],
      });
      return refuse(took(s, 'g3p1'), 0, { type: 'move', alien: 'green', path: ['right'] });
    },
    code: 'move/wrong-colour',
    en: 'The passage right from b2 is blue/blue: a green alien needs yellow and blue.',
    de: 'Der Durchgang von b2 nach rechts ist blau/blau: Ein grünes Alien braucht Gelb und Blau.',
    ru: 'Двери прохода вправо с b2 — синяя и синяя, а зелёному пришельцу нужны жёлтая и синяя.',
  },
  {
    name: 'a fifth alien on a tile',
    error: () =>
      refuse(
        took(
          table({
            aliens: [
              { green: 'a1', purple: 'a1' },
              { green: 'a1', purple: 'a1' },
            ],
          }),
          'g1p1o2',
        ),
        0,
        { type: 'move', alien: 'orange', path: ['exit'] },
      ),
    code: 'move/tile-full',
    en: 'The tile at a1 already holds four aliens.',
    de: 'Auf a1 stehen schon vier Aliens.',
    ru: 'На плитке a1 уже четыре пришельца.',
  },
  {
    name: 'a step off the board',
    error: () =>
      refuse(took(table({ aliens: [{ green: 'a1' }, {}] }), 'g3p1'), 0, {
        type: 'move',
        alien: 'green',
        path: ['up'],
      }),
    code: 'move/off-board',
    en: 'There is no tile up of a1.',
    de: 'Oberhalb von a1 liegt kein Plättchen.',
    ru: 'Выше a1 плитки нет.',
  },
  {
    name: 'a step from inside the UFO',
    error: () => refuse(took(table(), 'g3p1'), 0, { type: 'move', alien: 'green', path: ['up'] }),
    code: 'move/in-ufo',
    en: 'Your green alien is in its UFO: it leaves it with "exit" first.',
    de: 'Dein grünes Alien ist in seinem UFO: Es muss zuerst aussteigen („raus“).',
    ru: 'Ваш зелёный пришелец в НЛО: сначала ему нужно выйти («наружу»).',
  },
  {
    name: 'entering the UFO from the wrong tile',
    error: () =>
      refuse(took(table({ aliens: [{ green: 'b2' }, {}] }), 'g3p1'), 0, {
        type: 'move',
        alien: 'green',
        path: ['enter'],
      }),
    code: 'move/not-at-ufo',
    en: 'Your green alien can enter your UFO only from the tile it docks at, a1.',
    de: 'Dein grünes Alien kann nur von a1 aus ins UFO steigen: Dort dockt dein UFO an.',
    ru: 'Ваш зелёный пришелец может войти в НЛО только с плитки, у которой оно стоит, — a1.',
  },
  {
    name: 'a path refused at its second footprint',
    error: () => refuse(took(table(), 'g3p1'), 0, { type: 'move', alien: 'green', path: ['exit', 'exit'] }),
    code: 'move/not-in-ufo',
    en: 'Footprint 2 (exit): Your green alien is not in its UFO.',
    de: 'Fußspur 2 (raus): Dein grünes Alien ist nicht in seinem UFO.',
    ru: 'След 2 (наружу): ваш зелёный пришелец не в НЛО.',
  },
  {
    name: 'an alien without footprints of its colour',
    error: () => refuse(took(table(), 'g3p1'), 0, { type: 'move', alien: 'orange', path: ['exit'] }),
    code: 'move/no-footprints',
    en: 'Your orange alien has no footprints left this turn.',
    de: 'Dein oranges Alien hat in diesem Zug keine Fußspuren mehr.',
    ru: 'У вашего оранжевого пришельца в этом ходу не осталось следов.',
  },
  {
    name: 'a step after a datapad',
    error: () => {
      const t = tileMaker();
      const s = took(table({ board: boardWith({ b2: t({}, true) }), aliens: [{ green: 'b2' }, {}] }), 'g3p1');
      const on = play(s, 0, { type: 'move', alien: 'green', path: ['pad'] }).state;
      return refuse(on, 0, { type: 'move', alien: 'green', path: ['up'] });
    },
    code: 'move/datapad-stop',
    en: 'Your green alien stepped onto a datapad: its movement has ended for this turn.',
    de: 'Dein grünes Alien ist auf ein Datapad getreten: Seine Bewegung ist für diesen Zug zu Ende.',
    ru: 'Ваш зелёный пришелец встал на датапад: в этом ходу он больше не двигается.',
  },
  {
    name: 'a datapad where there is none',
    error: () => {
      const t = tileMaker();
      const s = table({ board: boardWith({ b2: t({}) }), aliens: [{ green: 'b2' }, {}] });
      return refuse(took(s, 'g3p1'), 0, { type: 'move', alien: 'green', path: ['pad'] });
    },
    code: 'pad/none',
    en: 'The tile at b2 has no datapad.',
    de: 'Das Plättchen auf b2 hat kein Datapad.',
    ru: 'На плитке b2 нет датапада.',
  },
  {
    name: 'a datapad taken by another alien',
    error: () => {
      const t = tileMaker();
      const s = table({
        board: boardWith({ b2: t({}, true) }),
        aliens: [{ green: 'b2' }, { purple: 'b2*' }],
      });
      return refuse(took(s, 'g3p1'), 0, { type: 'move', alien: 'green', path: ['pad'] });
    },
    code: 'pad/occupied',
    en: 'The datapad at b2 is occupied.',
    de: 'Das Datapad auf b2 ist schon besetzt.',
    ru: 'Датапад на b2 уже занят.',
  },
  {
    name: 'another alien under a Run card',
    error: () => {
      const s = took(table({ hands: [['run2'], []], aliens: [{ purple: 'b2', green: 'b2' }, {}] }), 'p5');
      return refuse(play(s, 0, { type: 'run', card: 'run2-1' }).state, 0, {
        type: 'move',
        alien: 'green',
        path: ['up'],
      });
    },
    code: 'run/other-alien',
    en: 'Your Run card moves your purple alien, not your green alien.',
    de: 'Deine Rennen-Karte bewegt dein lila Alien, nicht dein grünes Alien.',
    ru: 'Ваша карта «Бег» ведёт вашего фиолетового пришельца, а не зелёного.',
  },
  {
    name: 'taking the relic from another tile',
    error: () =>
      refuse(took(table({ aliens: [{ green: 'b2' }, {}] }), 'g3p1'), 0, {
        type: 'move',
        alien: 'green',
        path: ['relic'],
      }),
    code: 'relic/not-here',
    en: 'The relic is not on the tile of your green alien.',
    de: 'Das Relikt liegt nicht auf dem Plättchen deines grünen Aliens.',
    ru: 'Реликвии нет на плитке вашего зелёного пришельца.',
  },
  {
    name: 'taking the relic from a teammate',
    error: () =>
      refuse(
        took(
          table({ aliens: [{ green: 'b2', purple: 'b2' }, {}], relic: { seat: 0, alien: 'green' } }),
          'g1p1o2',
        ),
        0,
        {
          type: 'move',
          alien: 'purple',
          path: ['relic'],
        },
      ),
    code: 'relic/teammate',
    en: 'Your own green alien wears the relic: pass it with "give" instead of taking it.',
    de: 'Dein eigenes grünes Alien trägt das Relikt: Gib es weiter („gib das Relikt an Lila“), statt es zu nehmen.',
    ru: 'Реликвию носит ваш же зелёный пришелец: не берите её, а передайте («отдайте реликвию фиолетовому»).',
  },
  {
    name: 'stealing a superglued relic',
    error: () =>
      refuse(
        took(
          table({
            aliens: [{ green: 'b2' }, { purple: 'b2' }],
            relic: { seat: 1, alien: 'purple' },
            glued: true,
          }),
          'g1p1o2',
        ),
        0,
        { type: 'move', alien: 'green', path: ['relic'] },
      ),
    code: 'relic/glued',
    en: "The relic is superglued to the head of Player 2's purple alien until the end of the round.",
    de: 'Das Relikt klebt bis zum Rundenende am Kopf des lila Aliens von Spieler 2.',
    ru: 'Реликвия приклеена к голове фиолетового пришельца игрока 2 до конца раунда.',
  },
  {
    name: 'handing on a relic nobody of the team wears',
    error: () =>
      refuse(took(table({ aliens: [{ green: 'b2' }, {}] }), 'g3p1'), 0, { type: 'give', to: 'purple' }),
    code: 'give/no-relic',
    en: 'None of your aliens wears the relic.',
    de: 'Keines deiner Aliens trägt das Relikt.',
    ru: 'Ни один из ваших пришельцев не носит реликвию.',
  },
  {
    name: 'handing the relic to a teammate on another tile',
    error: () =>
      refuse(
        took(
          table({
            aliens: [{ green: 'b2', purple: 'b2', orange: 'b4' }, {}],
            relic: { seat: 0, alien: 'green' },
          }),
          'g1p1o2',
        ),
        0,
        { type: 'give', to: 'orange' },
      ),
    code: 'give/not-together',
    en: 'Your orange alien must be on the same tile as your green alien.',
    de: 'Dein oranges Alien muss auf demselben Plättchen stehen wie dein grünes Alien.',
    ru: 'Ваш оранжевый пришелец должен стоять на одной плитке с вашим зелёным пришельцем.',
  },
  {
    name: 'handing on a superglued relic',
    error: () =>
      refuse(
        took(
          table({
            aliens: [{ purple: 'b2', green: 'b2', orange: 'd4' }, {}],
            relic: { seat: 0, alien: 'purple' },
            glued: true,
          }),
          'g3p1',
        ),
        0,
        { type: 'give', to: 'green' },
      ),
    code: 'give/glued',
    en: "The relic is superglued to your purple alien's head until the end of the round.",
    de: 'Das Relikt klebt bis zum Rundenende am Kopf deines lila Aliens.',
    ru: 'Реликвия приклеена к голове вашего фиолетового пришельца до конца раунда.',
  },
  {
    name: 'a game of five',
    error: () =>
      refusal(spaceMaze.setup({ options: spaceMaze.optionsSchema.parse({}), players: 5, seed: 'five' })),
    code: 'setup/players',
    en: 'Space Maze is played by 2 to 4 players.',
    de: 'Space Maze spielen 2 bis 4 Spieler.',
    ru: 'В «Космический лабиринт» играют от 2 до 4 игроков.',
  },
  {
    name: 'a scenario with a tile that is none',
    error: () => refusal(spaceMaze.scenario!({ board: boardWith({ a1: 'QQQQ' }) })),
    code: 'scenario/invalid',
    en: 'Scenario: "QQQQ" is not a tile (four of R, Y, B clockwise from up, or SSSS for the relic tile).',
    de: 'Szenario: „QQQQ“ ist kein Plättchen (vier der Buchstaben R, Y, B im Uhrzeigersinn von oben, oder SSSS für das Reliktplättchen).',
    ru: 'Сценарий: «QQQQ» — не плитка (четыре буквы из R, Y, B по часовой стрелке начиная сверху или SSSS для плитки реликвии).',
  },
  {
    name: 'a scenario with a die too few',
    error: () => refusal(spaceMaze.scenario!({ board: boardWith({}), dice: 'g6 g2 p5 p1 o4 g3p1 g1p1o2' })),
    code: 'scenario/invalid',
    en: 'Scenario: 2 players roll 2 orange power dice, not 1.',
    de: 'Szenario: 2 Spieler werfen 2 orange Kraftwürfel, nicht 1.',
    ru: 'Сценарий: 2 игрока бросают 2 оранжевых кубика силы, а не 1.',
  },
];

describe('refusals of the rules in the player’s language', () => {
  for (const c of CASES)
    it(`${c.name} (${c.code}): worded again in German and Russian after a trip through JSON`, () => {
      const e = c.error();
      expect(e.code).toBe(c.code);
      expect(e.message).toBe(c.en);
      expect(spaceMaze.explain!(e, 'en')).toBe(c.en);
      expect(spaceMaze.explain!(e, 'de')).toBe(c.de);
      expect(spaceMaze.explain!(e, 'ru')).toBe(c.ru);
    });

  it('errors not worded by the game keep their message: a malformed action, a scenario’s shape, a position', () => {
    const malformed = refuse(table(), 0, { type: 'take' } as never);
    expect(malformed.code).toBe('action/malformed');
    const shape = refusal(spaceMaze.scenario!({ board: ['?'] }));
    expect(shape.message).toMatch(/^Scenario: board: /);
    const position = refusal(spaceMaze.position!.decode({ ...table(), tokens: [9, 0] }));
    expect(position.code).toMatch(/^position\//);
    for (const e of [malformed, shape, position])
      for (const locale of ['de', 'ru'] as const) expect(spaceMaze.explain!(e, locale)).toBe(e.message);
  });

  it('typed commands are refused by the parser in the player’s language already', () => {
    const view = spaceMaze.view(table(), 0);
    const de = refusal(spaceMaze.text!.parseAction!('springe', view, 'de'));
    const ru = refusal(spaceMaze.text!.parseAction!('прыгай', view, 'ru'));
    expect(de.message).toMatch(/^„springe“ ist kein Befehl/);
    expect(ru.message).toMatch(/^«прыгай» — не команда/);
    expect(spaceMaze.explain!(de, 'de')).toBe(de.message);
    expect(spaceMaze.explain!(ru, 'ru')).toBe(ru.message);
  });
});

/** The keys of the tables without the footprint-of-a-path variants (made from the others). */
type BaseKey = Exclude<keyof ErrorWords, `${string}path`>;

/** Arguments of the right types for every sentence. */
const SAMPLES: { readonly [K in BaseKey]: Parameters<ErrorWords[K]> } = {
  'game/over': [],
  'turn/not-yours': [2],
  'turn/not-yours#discard': [3],
  'setup/players': [2, 4],
  'idle/not-now': [],
  'done/not-now': [],
  'draft/not-now': [],
  'draft/no-such-die': ['g5', ['g6', 'p1', 'o4', 'g3p1', 'g1p1o2']],
  'draft/die-taken': ['g1p1o2', 2],
  'draft/die-taken#yours': ['p3'],
  'draft/second-move-die': [],
  'draft/move-die-left': [],
  'card/not-now': [],
  'card/not-in-hand': ['exchange-2'],
  'card/wrong-action': ['morph', 'glue', 'morph'],
  'card/too-weak': ['superglue', 5, 'orange', 3],
  'card/quarters': ['rotate180', [1, 2], 3],
  'card/out-of-range#rotate': [4, 4, true, 'rotate270', 'purple'],
  'card/out-of-range#twist': [0, 0, true, 'orange'],
  'card/out-of-range#exchange': [4, 1, false, 'purple'],
  'card/out-of-range#diagonal': [2, 2, true, 'green'],
  'card/out-of-range#adjacent': [1, 0, true, 'orange'],
  'card/alien-aboard': ['orange'],
  'card/no-relic': ['purple'],
  'card/already-glued': [],
  'morph/same-alien': ['orange'],
  'morph/glued': ['green'],
  'base/aliens-aboard': [['orange']],
  'base/no-free-tile': [],
  'move/not-now': [],
  'run/other-alien': ['orange', 'purple'],
  'move/datapad-stop': ['purple'],
  'move/no-footprints': ['green'],
  'move/not-in-ufo': ['orange'],
  'move/tile-full': ['c4'],
  'move/in-ufo': ['purple'],
  'move/in-ufo#exit': ['orange'],
  'move/not-at-ufo': ['purple', 'e5'],
  'move/off-board': ['left', 'a3'],
  'move/wrong-colour': ['down', 'c2', 'R', 'S', 'orange'],
  'pad/none': ['c3'],
  'pad/none#ufo': ['purple'],
  'pad/already-on': ['orange'],
  'pad/occupied': ['d2'],
  'relic/not-here': ['orange'],
  'relic/not-here#ufo': ['purple'],
  'relic/already-worn': ['orange'],
  'relic/teammate': ['orange', 'purple'],
  'relic/glued': [3, 'green'],
  'give/no-relic': [],
  'give/same-alien': ['orange'],
  'give/glued': ['orange'],
  'give/not-together': ['purple', 'orange'],
  'discard/not-now': [],
  'discard/not-needed': [1],
  'scenario/invalid#row': [2, 5, 4, 'RYBB ? ? ?'],
  'scenario/invalid#tile': ['QQQQ'],
  'scenario/invalid#tile-twice': ['RYBY'],
  'scenario/invalid#no-datapad': ['RRYB*'],
  'scenario/invalid#relic-missing': [],
  'scenario/invalid#no-more-cards': ['superglue'],
  'scenario/invalid#not-card': ['joker'],
  'scenario/invalid#card-twice': ['morph-1'],
  'scenario/invalid#not-die': ['x7'],
  'scenario/invalid#power-dice': [3, 'purple', 5],
  'scenario/invalid#move-dice': [4, 21],
  'scenario/invalid#players': [],
  'scenario/invalid#not-on-board': ['d4*', 3],
  'scenario/invalid#ufos': [3],
  'scenario/invalid#off-board': ['e6'],
};

/** Latin the German and Russian sentences keep as the game writes it: the form's tokens, letters and ids. */
const VERBATIM: Partial<Record<BaseKey, readonly string[]>> = {
  'scenario/invalid#row': ['RYBB ? ? ?'],
  'scenario/invalid#tile': ['QQQQ', 'R, Y, B', 'SSSS'],
  'scenario/invalid#tile-twice': ['RYBY'],
  'scenario/invalid#no-datapad': ['RRYB*'],
  'scenario/invalid#relic-missing': ['SSSS'],
  'scenario/invalid#not-card': ['joker', CARD_KINDS.join(', ')],
  'scenario/invalid#card-twice': ['morph-1'],
  'scenario/invalid#not-die': ['x7', 'g6', 'p2', 'g3p1'],
};

/** English words that must not be left in a German sentence (none of them is also German). */
const ENGLISH = new Set(
  (
    'the and or of to your you is are not has have no with tile tiles card cards dice move moves turn player players ' +
    'already green purple red yellow blue silver up down left right first second footprint footprints round relic ' +
    'board scenario rotate exchange switch twist run morph superglue give exit enter take power quarter quarters ' +
    'only can cannot must there this that its it aboard needs wears glued clockwise empty game over discard seven'
  ).split(' '),
);

/** Every key of the English table with sample arguments (a path's footprint: 2, `exit`). */
function samples(): [string, unknown[], readonly string[]][] {
  return Object.keys(enErrors).map((key) => {
    const base = (
      key.endsWith('path') ? Object.keys(SAMPLES).find((k) => pathKey(k) === key) : key
    ) as BaseKey;
    const args = SAMPLES[base] as unknown[];
    return [key, key === base ? args : [2, 'exit', ...args], VERBATIM[base] ?? []];
  });
}

const say = (table: object, key: string, args: unknown[]): string =>
  (table as Record<string, (...a: unknown[]) => string>)[key]!(...args);

/** The sentence without what it may keep as written: cells (`b3`, `d4*`) and the key's verbatim tokens. */
const stripped = (text: string, verbatim: readonly string[]): string =>
  verbatim.reduce((t, v) => t.split(v).join(' '), text).replace(/\b[a-e][1-9]\*?(?![\p{L}\d])/gu, ' ');

describe('the tables of refusals', () => {
  it('have the same keys in English, German and Russian, and a sample for each', () => {
    const keys = Object.keys(enErrors).sort();
    expect(Object.keys(deErrors).sort()).toEqual(keys);
    expect(Object.keys(ruErrors).sort()).toEqual(keys);
    expect(samples().map(([key]) => key)).toEqual(Object.keys(enErrors));
  });

  it('word every English sentence in German and Russian, in their own words', () => {
    for (const [key, args, verbatim] of samples()) {
      const en = say(enErrors, key, args);
      const de = say(deErrors, key, args);
      const ru = say(ruErrors, key, args);
      for (const text of [de, ru]) {
        expect(text, key).toMatch(/\S/);
        expect(text, key).not.toBe(en);
        expect(text, key).not.toMatch(/undefined|NaN|\[object/);
      }
      const deWords =
        stripped(de.replace(/Space Maze/g, ' '), verbatim)
          .toLowerCase()
          .match(/\p{L}+/gu) ?? [];
      expect(
        deWords.filter((w) => ENGLISH.has(w)),
        `${key}: ${de}`,
      ).toEqual([]);
      expect(stripped(ru, verbatim), `${key}: ${ru}`).not.toMatch(/[A-Za-z]/);
    }
  });

  it('use the game’s own names of the cards (lang/card-names.ts)', () => {
    for (const kind of CARD_KINDS) {
      expect(say(deErrors, 'card/not-in-hand', [`${kind}-1`])).toContain(deLang.card[kind]);
      expect(say(ruErrors, 'card/not-in-hand', [`${kind}-1`])).toContain(ruLang.card[kind]);
    }
  });

  it('give Russian numbers their plural forms', () => {
    const ru = (key: string, ...args: unknown[]) => say(ruErrors, key, args);
    expect(ru('discard/not-needed', 1)).toBe('У вас 1 карта — не больше семи, оставьте их себе.');
    expect(ru('discard/not-needed', 3)).toBe('У вас 3 карты — не больше семи, оставьте их себе.');
    expect(ru('discard/not-needed', 7)).toBe('У вас 7 карт — не больше семи, оставьте их себе.');
    expect(ru('card/too-weak', 'rotate180', 1, 'green', 0)).toContain('хотя бы на 1 очко;');
    expect(ru('card/too-weak', 'rotate180', 3, 'green', 2)).toContain('хотя бы на 3 очка;');
    expect(ru('card/too-weak', 'switch', 5, 'green', 4)).toContain('хотя бы на 5 очков;');
    expect(ru('scenario/invalid#move-dice', 3, 2)).toBe(
      'Сценарий: 3 игрока бросают 3 кубика движения, а не 2.',
    );
    expect(ru('scenario/invalid#power-dice', 5, 'orange', 4)).toBe(
      'Сценарий: 5 игроков бросают 5 оранжевых кубиков силы, а не 4.',
    );
    expect(ru('card/quarters', 'rotate270', [1, 2, 3], 4)).toContain('на 1, 2 или 3 четверти,');
  });
});

describe('English articles', () => {
  it('say "an orange alien" and "a green alien"', () => {
    expect(enErrors['move/wrong-colour']('down', 'c2', 'R', 'S', 'orange')).toBe(
      'The passage down from c2 is red/silver: an orange alien needs red and yellow.',
    );
    expect(enErrors['move/wrong-colour']('down', 'c2', 'R', 'S', 'purple')).toBe(
      'The passage down from c2 is red/silver: a purple alien needs blue and red.',
    );
  });
});
