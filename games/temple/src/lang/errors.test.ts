/**
 * Rule errors in the player's language: real refusals of `apply`, `setup` and the scenario
 * form, sent through JSON as over the network and worded again by `temple.explain` in
 * English, German and Russian; and every sentence of the tables, in all three languages.
 */
import { type RuleError, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { TEMPLE_BOARD } from '../board.ts';
import { temple } from '../game.ts';
import { act, F, pos, poseOn, wallOn } from '../test-helpers.ts';
import type { BoardSpec, TempleAction, TempleState } from '../types.ts';
import { deErrors } from './errors-de.ts';
import { type ErrorWords, enErrors } from './errors-en.ts';
import { ruErrors } from './errors-ru.ts';

const overNetwork = (e: RuleError): RuleError => JSON.parse(JSON.stringify(e));

/** The refusal of an action, as a client receives it. */
function refusal(s: TempleState, action: TempleAction, seat = s.current): RuleError {
  const r = temple.apply(s, seat, action);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was not refused`);
  return overNetwork(r.error);
}

/** The error has this code and English message, and the player reads it so in each language. */
function says(e: RuleError, code: string, en: string, de: string, ru: string): void {
  expect(e.code).toBe(code);
  expect(e.message).toBe(en);
  expect(temple.explain?.(e, 'en')).toBe(en);
  expect(temple.explain?.(e, 'de')).toBe(de);
  expect(temple.explain?.(e, 'ru')).toBe(ru);
}

/** The table of the bad-input tests: A on c8–c9, E walling a8 off a9, player 2 on b7, their stone on c14. */
const play = pos({
  figures: ['a5', 'b7'],
  rhombi: { A: ['c8', 'c9'], E: wallOn('E', 'a9', 'b9', 'a8', 'a9') },
  stones: [null, 'c14'],
});

/** Setup with figures on a15 and j15: the first path rhombus is drawn. */
function laying(): TempleState {
  const options = temple.optionsSchema.parse({});
  let s = unwrap(temple.setup({ options, players: 2, seed: 'errors' })).state;
  for (const at of ['a15', 'j15']) s = act(s, { type: 'start', at: F(at) }).state;
  return s;
}

describe('refused actions are explained in the player’s language', () => {
  it('out of turn, in the wrong phase, after the end', () => {
    says(
      refusal(play, { type: 'end' }, 1),
      'turn/not-your-turn',
      "It is Player 1's turn, not Player 2's.",
      'Spieler 1 ist am Zug, nicht Spieler 2.',
      'Сейчас ходит игрок 1, а не игрок 2.',
    );
    says(
      refusal(play, { type: 'place', at: F('e4') }),
      'phase/wrong-action',
      'Now (rhombi) you may slide, rotate, move, take, passage, symbol, end — not place.',
      'Jetzt (Phase 2: Rauten bewegen) geht nur „schieben“, „drehen“, „ziehen“, „nehmen“, „geheimgang“, „symbol“, „ende“ – nicht „stein“.',
      'Сейчас (фаза 2: ромбы) можно только «сдвинуть», «повернуть», «идти», «взять», «ход», «символ», «конец», но не «камень».',
    );
    const won = act(pos({ figures: ['a6', 'j15'], taken: [['X', 'Y', 'Z'], []] }), {
      type: 'move',
      to: F('a5'),
    }).state;
    says(
      refusal(won, { type: 'end' }),
      'game/over',
      'The game is over.',
      'Das Spiel ist vorbei.',
      'Игра окончена.',
    );
  });

  it('choosing a start field and laying a path rhombus', () => {
    const options = temple.optionsSchema.parse({});
    const fresh = unwrap(temple.setup({ options, players: 2, seed: 'errors' })).state;
    says(
      refusal(fresh, { type: 'start', at: F('e4') }),
      'start/not-entrance',
      'A figure starts on a start field (an entrance, +).',
      'Eine Figur beginnt auf einem Startfeld (einem Eingang, +).',
      'Фигура начинает игру на стартовом поле (на входе, +).',
    );
    const second = act(fresh, { type: 'start', at: F('a5') }).state;
    says(
      refusal(second, { type: 'start', at: F('a5') }),
      'start/taken',
      'Another figure already stands on that start field.',
      'Auf diesem Startfeld steht schon eine andere Figur.',
      'На этом стартовом поле уже стоит другая фигура.',
    );
    const s = laying();
    says(
      refusal(s, { type: 'lay', pose: poseOn('e3', 'e4') }),
      'lay/overlap',
      'Rhombus X already covers e3: rhombi may not overlap, not even partly.',
      'Die Raute X bedeckt e3 schon: Rauten dürfen sich nicht überlappen, auch nicht teilweise.',
      'Ромб X уже лежит на поле e3: ромбы не должны перекрываться даже частично.',
    );
    says(
      refusal(s, { type: 'lay', pose: poseOn('a15', 'a14') }),
      'lay/on-figure',
      'A figure stands on a15: a rhombus may not be laid on it.',
      'Auf a15 steht eine Figur: Darauf darf keine Raute gelegt werden.',
      'На поле a15 стоит фигура: на неё нельзя класть ромб.',
    );
    says(
      refusal(s, { type: 'lay', pose: { q: 9, r: 9, d: 0 } }),
      'lay/outside',
      'A rhombus must cover two fields of the hall.',
      'Eine Raute muss zwei Felder der Halle bedecken.',
      'Ромб должен накрывать два поля зала.',
    );
    // G on a6–a7 walls a5 off from a6; M on b4–b5 would close its other side (as in bad-input).
    const g = wallOn('G', 'a6', 'a7', 'a5', 'a6');
    const m = wallOn('M', 'b5', 'b4', 'a5', 'b5');
    const started = act(second, { type: 'start', at: F('j15') }).state;
    const walled: TempleState = {
      ...started,
      drawn: 'M',
      stack: [...started.stack, started.drawn!].filter((l) => l !== 'M' && l !== 'G'),
      table: {
        ...started.table,
        rhombi: [...started.table.rhombi, { letter: 'G', pose: poseOn('a6', 'a7', g.turned) }],
      },
    };
    says(
      refusal(walled, { type: 'lay', pose: poseOn('b5', 'b4', m.turned) }),
      'lay/walls-in-start',
      'That would wall in the start field a5 completely.',
      'Damit wäre das Startfeld a5 ringsum von Mauern eingeschlossen.',
      'Тогда стартовое поле a5 было бы со всех сторон окружено стенами.',
    );
  });

  it('sliding a rhombus: along its edges only, nothing in the way, not with a stone on it', () => {
    says(
      refusal(play, { type: 'slide', rhombus: 'A', dir: 'ne', steps: 1 }),
      'motion/not-along-edge',
      'Rhombus A slides only along its edges (e, se, w, nw), not ne.',
      'Die Raute A lässt sich nur entlang ihrer Kanten verschieben (O, SO, W, NW), nicht nach NO.',
      'Ромб A сдвигается только вдоль своих сторон (В, ЮВ, З, СЗ), а не в направлении СВ.',
    );
    says(
      refusal(play, { type: 'slide', rhombus: 'A', dir: 'e', steps: 3 }),
      'motion/blocked-by-stone',
      "Player 2's blockade stone is in the way at c14.",
      'Der Blockadestein von Spieler 2 ist auf c14 im Weg.',
      'На поле c14 мешает камень-преграда игрока 2.',
    );
    says(
      refusal(play, { type: 'slide', rhombus: 'A', dir: 'se', steps: 2 }),
      'motion/blocked-by-rhombus',
      'Rhombus Y is in the way at e10.',
      'Die Raute Y ist auf e10 im Weg.',
      'На поле e10 мешает ромб Y.',
    );
    says(
      refusal(pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] } }), {
        type: 'slide',
        rhombus: 'A',
        dir: 'e',
        steps: 5,
      }),
      'motion/leaves-hall',
      'A rhombus never leaves the hall, not even partly.',
      'Eine Raute verlässt nie die Halle, auch nicht teilweise.',
      'Ромб никогда не выходит за пределы зала, даже частично.',
    );
    says(
      refusal(play, { type: 'slide', rhombus: 'M', dir: 'e', steps: 1 }),
      'motion/no-rhombus',
      'Rhombus M is not on the board.',
      'Die Raute M liegt nicht auf dem Brett.',
      'Ромба M нет на доске.',
    );
    const carrying = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] }, stones: [null, 'c8'] });
    says(
      refusal(carrying, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }),
      'motion/stone-on-rhombus',
      "Rhombus A carries Player 2's blockade stone: it cannot move.",
      'Auf der Raute A liegt der Blockadestein von Spieler 2: Sie lässt sich nicht bewegen.',
      'На ромбе A стоит камень-преграда игрока 2: этот ромб нельзя двигать.',
    );
  });

  it('turning a rhombus: about a corner it has, as far as its sweep is free', () => {
    says(
      refusal(play, { type: 'rotate', rhombus: 'A', corner: 1, turn: 'cw', steps: 1 }),
      'motion/blocked-by-figure',
      "Player 2's figure is in the way at b7. The turn is blocked at once.",
      'Die Figur von Spieler 2 ist auf b7 im Weg. Die Drehung ist sofort blockiert.',
      'На поле b7 мешает фигура игрока 2. Поворот заблокирован сразу.',
    );
    const near = pos({ figures: ['a5', 'a7'], rhombi: { A: ['c8', 'c9'] } });
    says(
      refusal(near, { type: 'rotate', rhombus: 'A', corner: 10, turn: 'ccw', steps: 2 }),
      'motion/blocked-by-figure',
      "Player 2's figure is in the way at a7. The turn is free for 60° only.",
      'Die Figur von Spieler 2 ist auf a7 im Weg. Die Drehung ist nur um 60° frei.',
      'На поле a7 мешает фигура игрока 2. Поворот свободен только на 60°.',
    );
    says(
      refusal(play, { type: 'rotate', rhombus: 'A', corner: 12, turn: 'cw', steps: 1 }),
      'motion/no-corner',
      "Rhombus A has no corner at 12 o'clock (its corners: 10, 1, 4, 7).",
      'Die Raute A hat keine Ecke bei 12 Uhr (ihre Ecken: 10, 1, 4, 7 Uhr).',
      'У ромба A нет угла на 12 часов (его углы: 10, 1, 4, 7).',
    );
  });

  it('moving the figure: no abyss, no wall, no occupied place, not too dear, not twice', () => {
    says(
      refusal(play, { type: 'move', to: F('b8') }),
      'move/abyss',
      'b8 is abyss: a figure may not enter or cross it.',
      'b8 ist Abgrund: Eine Figur darf ihn weder betreten noch überqueren.',
      'Поле b8 — пропасть: фигуре нельзя ни вставать на него, ни проходить через него.',
    );
    says(
      refusal(play, { type: 'move', to: F('a10') }),
      'move/no-way',
      'There is no way to a10: abyss or walls are in between.',
      'Es gibt keinen Weg nach a10: Abgrund oder Mauern liegen dazwischen.',
      'До поля a10 не дойти: мешают пропасть или стены.',
    );
    says(
      refusal(play, { type: 'move', to: F('a10'), path: ['a5', 'a6', 'a7', 'a8', 'a9', 'a10'].map(F) }),
      'move/wall',
      'A wall stands between a8 and a9.',
      'Zwischen a8 und a9 steht eine Mauer.',
      'Между a8 и a9 стоит стена.',
    );
    says(
      refusal(play, { type: 'move', to: F('b7') }),
      'move/occupied',
      'A figure or a blockade stone stands on b7: you may pass over it but not stop there.',
      'Auf b7 steht eine Figur oder ein Blockadestein: Du darfst darüber hinwegziehen, aber dort nicht stehen bleiben.',
      'На поле b7 стоит фигура или камень-преграда: через это поле можно пройти, но остановиться на нём нельзя.',
    );
    says(
      refusal(play, { type: 'move', to: F('a5') }),
      'move/stays',
      'The figure is already there.',
      'Die Figur steht schon dort.',
      'Фигура уже стоит там.',
    );
    says(
      refusal(play, { type: 'move', to: F('a7'), path: [F('a5'), F('a7')] }),
      'move/not-neighbours',
      'a5 and a7 do not share an edge.',
      'a5 und a7 haben keine gemeinsame Kante.',
      'У a5 и a7 нет общей стороны.',
    );
    says(
      refusal(play, { type: 'move', to: F('a7'), path: [F('a6'), F('a7')] }),
      'move/bad-path',
      'A path runs from the figure’s field to the field it names last.',
      'Ein Weg führt vom Feld der Figur zu dem Feld, das er zuletzt nennt.',
      'Путь должен вести от поля фигуры к полю, названному последним.',
    );
    const snakes = pos({ figures: ['a5', 'j15'], rhombi: { L: ['a9', 'b9'] }, ap: 1 });
    says(
      refusal(snakes, { type: 'move', to: F('a10') }),
      'move/too-dear',
      'That walk crosses snakes worth 2 AP; you have 1 AP left.',
      'Dieser Weg überschreitet Schlangen für 2 AP; du hast noch 1 AP.',
      'На этом пути нужно переступить змей за 2 очка, а у вас осталось 1 очко.',
    );
    const moved = act(play, { type: 'move', to: F('a7') }).state;
    says(
      refusal(moved, { type: 'move', to: F('a6') }),
      'move/again',
      'Your figure has moved: take a statue or use a passage or symbol before it moves again.',
      'Deine Figur ist schon gezogen: Nimm eine Statue oder nutze einen Geheimgang oder ein Rautensymbol, bevor sie wieder zieht.',
      'Ваша фигура уже ходила: прежде чем идти снова, возьмите статую или воспользуйтесь тайным ходом или символом ромба.',
    );
  });

  it('not enough action points, for each thing that costs one', () => {
    const none = pos({ figures: ['f1', 'j15'], rhombi: { A: ['c8', 'c9'] }, ap: 0 });
    says(
      refusal(none, { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 }),
      'ap/none-left',
      'Moving a rhombus costs 1 AP; you have none left.',
      'Eine Raute zu bewegen kostet 1 AP; du hast keine mehr.',
      'Движение ромба стоит 1 очко действий, а у вас не осталось ни одного.',
    );
    says(
      refusal(none, { type: 'passage', to: F('f19') }),
      'ap/none-left',
      'A secret passage costs 1 AP; you have none left.',
      'Ein Geheimgang kostet 1 AP; du hast keine mehr.',
      'Тайный ход стоит 1 очко действий, а у вас не осталось ни одного.',
    );
    says(
      refusal(pos({ figures: ['e3', 'j15'], ap: 0 }), { type: 'take' }),
      'ap/none-left',
      'Taking a statue costs 1 AP; you have none left.',
      'Eine Statue zu nehmen kostet 1 AP; du hast keine mehr.',
      'Взятие статуи стоит 1 очко действий, а у вас не осталось ни одного.',
    );
    says(
      refusal(pos({ figures: ['g10', 'j15'], ap: 0 }), {
        type: 'symbol',
        motion: { type: 'slide', rhombus: 'Y', dir: 'e', steps: 1 },
      }),
      'ap/none-left',
      'A rhombus symbol costs 1 AP; you have none left.',
      'Ein Rautensymbol kostet 1 AP; du hast keine mehr.',
      'Символ ромба стоит 1 очко действий, а у вас не осталось ни одного.',
    );
  });

  it('statues, secret passages and rhombus symbols', () => {
    says(
      refusal(play, { type: 'take' }),
      'statue/not-on-target',
      'Your figure does not stand on a target rhombus.',
      'Deine Figur steht auf keiner Zielraute.',
      'Ваша фигура не стоит на целевом ромбе.',
    );
    says(
      refusal(pos({ figures: ['e3', 'j15'], taken: [['X'], []] }), { type: 'take' }),
      'statue/none-of-yours',
      'Target rhombus X holds no statue of your colour any more.',
      'Auf der Zielraute X steht keine Statue deiner Farbe mehr.',
      'На целевом ромбе X больше нет статуи вашего цвета.',
    );
    says(
      refusal(play, { type: 'passage', to: F('f19') }),
      'passage/not-on-passage',
      'Your figure does not stand on a free secret-passage field.',
      'Deine Figur steht auf keinem freien Geheimgang-Feld.',
      'Ваша фигура не стоит на свободном поле тайного хода.',
    );
    const passages = pos({ figures: ['f1', 'f19'], rhombi: { A: ['i10', 'i9'] } });
    says(
      refusal(passages, { type: 'passage', to: F('i10') }),
      'passage/not-free',
      'The secret passage i10 is covered or occupied.',
      'Der Geheimgang i10 ist bedeckt oder besetzt.',
      'Тайный ход i10 накрыт ромбом или занят.',
    );
    says(
      refusal(passages, { type: 'passage', to: F('e4') }),
      'passage/not-a-passage',
      'e4 is not another secret-passage field.',
      'e4 ist kein anderes Geheimgang-Feld.',
      'Поле e4 — не другой тайный ход.',
    );
    const slideY = { type: 'slide', rhombus: 'Y', dir: 'e', steps: 1 } as const;
    says(
      refusal(play, { type: 'symbol', motion: slideY }),
      'symbol/not-on-symbol',
      'Your figure does not stand on a free rhombus-symbol field.',
      'Deine Figur steht auf keinem freien Rautensymbol.',
      'Ваша фигура не стоит на свободном символе ромба.',
    );
    says(
      refusal(pos({ figures: ['g10', 'j15'] }), {
        type: 'symbol',
        motion: { type: 'slide', rhombus: 'A', dir: 'e', steps: 1 },
      }),
      'symbol/not-target',
      'A rhombus symbol moves a target rhombus (X, Y or Z).',
      'Ein Rautensymbol bewegt eine Zielraute (X, Y oder Z).',
      'Символ ромба двигает целевой ромб (X, Y или Z).',
    );
  });

  it('the blockade stone: not on a target rhombus, not where something stands', () => {
    const s = pos({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] }, phase: 'stone' });
    says(
      refusal(s, { type: 'place', at: F('e10') }),
      'stone/on-target',
      'A blockade stone never goes on a target rhombus.',
      'Ein Blockadestein kommt nie auf eine Zielraute.',
      'Камень-преграду никогда не ставят на целевой ромб.',
    );
    says(
      refusal(s, { type: 'place', at: F('j15') }),
      'stone/occupied',
      'A figure or a stone already stands on j15.',
      'Auf j15 steht schon eine Figur oder ein Stein.',
      'На поле j15 уже стоит фигура или камень.',
    );
  });
});

describe('bad options and scenarios are explained in the player’s language', () => {
  const setupWith = (layout: BoardSpec | null, players = 2): RuleError => {
    const r = temple.setup({ options: temple.optionsSchema.parse({ layout }), players, seed: 'errors' });
    if (r.ok) throw new Error('the setup was not refused');
    return overNetwork(r.error);
  };
  const board = (rows: string[]): BoardSpec => ({ name: 'mine', side: 5, rows });
  const only = (rows: readonly string[], ch: string, keep: number): string[] => {
    let seen = 0;
    return rows.map((row) => [...row].map((c) => (c === ch && seen++ >= keep ? '.' : c)).join(''));
  };

  it('the number of players and an own board', () => {
    says(
      setupWith(null, 5),
      'setup/players',
      'The Temple Labyrinth is played by 2 to 4 players.',
      'Das Tempel-Labyrinth wird von 2 bis 4 Spielern gespielt.',
      'В Храмовый лабиринт играют от 2 до 4 игроков.',
    );
    says(
      setupWith(board(only(TEMPLE_BOARD.rows, '+', 2)), 3),
      'setup/entrances',
      'Board mine has fewer entrances than players.',
      'Der Spielplan „mine“ hat weniger Eingänge, als Spieler mitspielen.',
      'Игровое поле «mine»: входов на нём меньше, чем игроков.',
    );
    says(
      setupWith(board(TEMPLE_BOARD.rows.slice(1))),
      'board/invalid',
      'Board mine: a hall of side 5 has 10 rows, not 9.',
      'Spielplan „mine“: Eine Halle der Seitenlänge 5 hat 10 Reihen, nicht 9.',
      'Игровое поле «mine»: зал со стороной 5 состоит из 10 рядов, а не из 9.',
    );
    says(
      setupWith(board(TEMPLE_BOARD.rows.map((r, i) => (i === 2 ? `${r}.` : r)))),
      'board/invalid',
      'Board mine: row 3 has 16 fields, not 15.',
      'Spielplan „mine“: Reihe 3 hat 16 Felder, nicht 15.',
      'Игровое поле «mine»: ряд 3 состоит из 16 полей, а не из 15.',
    );
    says(
      setupWith(board(only(TEMPLE_BOARD.rows, 'X', 1))),
      'board/invalid',
      'Board mine: target X must mark exactly two fields (found 1).',
      'Spielplan „mine“: Die Zielraute X muss genau zwei Felder markieren (gefunden: 1).',
      'Игровое поле «mine»: целевой ромб X должен занимать ровно два поля (найдено: 1).',
    );
    const apart = only(TEMPLE_BOARD.rows, 'X', 1);
    apart[0] = `+X${apart[0]!.slice(2)}`;
    says(
      setupWith(board(apart)),
      'board/invalid',
      'Board mine: the two fields of target X are not neighbours.',
      'Spielplan „mine“: Die beiden Felder der Zielraute X sind keine Nachbarn.',
      'Игровое поле «mine»: два поля целевого ромба X не соседние.',
    );
    says(
      setupWith(board(only(TEMPLE_BOARD.rows, '+', 1))),
      'board/invalid',
      'Board mine: it needs at least 2 entrances (+), it has 1.',
      'Spielplan „mine“: Er braucht mindestens 2 Eingänge (+), hat aber 1.',
      'Игровое поле «mine»: нужно не меньше 2 входов (+), а здесь 1.',
    );
    says(
      setupWith(board(only(TEMPLE_BOARD.rows, 'o', 1))),
      'board/invalid',
      'Board mine: a single secret passage leads nowhere.',
      'Spielplan „mine“: Ein einzelner Geheimgang führt nirgendwohin.',
      'Игровое поле «mine»: единственный тайный ход никуда не ведёт.',
    );
  });

  it('a scenario naming a field that is not there, or a rhombus on fields apart', () => {
    const scenario = (spec: unknown): RuleError => {
      const r = temple.scenario?.(spec);
      if (!r || r.ok) throw new Error('the scenario was not refused');
      return overNetwork(r.error);
    };
    says(
      scenario({ figures: ['a5', 'p9'] }),
      'scenario/no-field',
      'There is no field p9 on a hall of side 5.',
      'In einer Halle der Seitenlänge 5 gibt es kein Feld p9.',
      'В зале со стороной 5 нет поля p9.',
    );
    says(
      scenario({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'e9'] } }),
      'scenario/not-neighbours',
      'Rhombus A: c8 and e9 do not share an edge.',
      'Raute A: c8 und e9 haben keine gemeinsame Kante.',
      'Ромб A: у c8 и e9 нет общей стороны.',
    );
  });

  it('errors the rules did not word (a malformed action) keep their message', () => {
    const e = refusal(play, { type: 'fly' } as never);
    expect(e.code).toBe('action/malformed');
    for (const locale of ['en', 'de', 'ru'] as const) expect(temple.explain?.(e, locale)).toBe(e.message);
  });
});

/** Sample arguments for every sentence, of the types the rules pass. */
const SAMPLES: { [K in keyof ErrorWords]: Parameters<ErrorWords[K]> } = {
  'game/over': [],
  'turn/not-your-turn#players': [2, 3],
  'phase/wrong-action': ['stone', ['place', 'end'], 'move'],
  'ap/none-left#motion': [],
  'ap/none-left#statue': [],
  'ap/none-left#passage': [],
  'ap/none-left#symbol': [],
  'start/not-entrance': [],
  'start/taken': [],
  'lay/nothing-drawn': [],
  'lay/outside': [],
  'lay/overlap': ['B', 'c9'],
  'lay/on-figure': ['a15'],
  'lay/walls-in-start': ['j5'],
  'motion/no-rhombus': ['K'],
  'motion/stone-on-rhombus': ['C', 3],
  'motion/not-along-edge': ['D', ['e', 'w', 'ne', 'sw'], 'se'],
  'motion/no-corner': ['A', 3, [2, 5, 8, 11]],
  'motion/leaves-hall': [],
  'motion/leaves-hall#turn': [2],
  'motion/blocked-by-rhombus': ['Z', 'e17'],
  'motion/blocked-by-rhombus#turn': ['Z', 'e17', 0],
  'motion/blocked-by-figure': [4, 'd6'],
  'motion/blocked-by-figure#turn': [4, 'd6', 3],
  'motion/blocked-by-stone': [1, 'h12'],
  'motion/blocked-by-stone#turn': [1, 'h12', 1],
  'move/no-figure': [],
  'move/again': [],
  'move/no-field': [151],
  'move/stays': [],
  'move/abyss': ['c10'],
  'move/occupied': ['f7'],
  'move/bad-path': [],
  'move/not-neighbours': ['a5', 'c6'],
  'move/wall': ['b4', 'b5'],
  'move/no-way': ['i10'],
  'move/too-dear': [5, 3],
  'statue/no-figure': [],
  'statue/not-on-target': [],
  'statue/none-of-yours': ['Y'],
  'passage/no-figure': [],
  'passage/not-on-passage': [],
  'passage/not-free': ['f19'],
  'passage/not-a-passage': ['e6'],
  'symbol/no-figure': [],
  'symbol/not-on-symbol': [],
  'symbol/not-target': [],
  'stone/no-field': [200],
  'stone/on-target': [],
  'stone/occupied': ['g3'],
  'setup/players#range': [2, 4],
  'setup/entrances': ['mine'],
  'board/invalid#rows': ['mine', 6, 12, 11],
  'board/invalid#row-length': ['mine', 1, 1, 11],
  'board/invalid#target-marks': ['mine', 'Z', 3],
  'board/invalid#target-apart': ['mine', 'Y'],
  'board/invalid#entrances': ['mine', 0],
  'board/invalid#one-passage': ['mine'],
  'scenario/no-field': ['k3', 5],
  'scenario/not-neighbours': ['F', 'a5', 'j15'],
};

/** English words that have no business in a German sentence (none of them is also German: not `Statue`, `an`, `in`). */
const ENGLISH =
  /\b(the|is|are|not|your|you|of|and|to|with|turn|field|fields|wall|walls|rhombus|player|stone|figure|passage|board|has|none|left|way|costs|already|there|only|may|must|never|stands|covers|between|hall|target|slide|rotate|move|take|place|cannot|abyss|entrances?|row|rows|side|found|snakes?|o'clock|corner)\b/i;

/** Latin words a Russian sentence may show: field names, rhombus letters, and the sample board's name. */
const latinAllowed = (word: string): boolean =>
  /^[a-p]\d{1,2}$/.test(word) || /^[A-Z]$/.test(word) || word === 'mine';

describe('every error sentence', () => {
  const keys = Object.keys(enErrors) as (keyof ErrorWords)[];

  it('is worded in German and Russian, differently from the English, with no English left in', () => {
    expect(Object.keys(deErrors).sort()).toEqual([...keys].sort());
    expect(Object.keys(ruErrors).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const args = SAMPLES[key] as unknown[];
      const say = (table: ErrorWords) => (table[key] as (...a: unknown[]) => string)(...args);
      const en = say(enErrors);
      const de = say(deErrors);
      const ru = say(ruErrors);
      for (const [locale, text] of [
        ['en', en],
        ['de', de],
        ['ru', ru],
      ] as const) {
        expect(text.length, `${key} in ${locale}`).toBeGreaterThan(10);
        expect(text, `${key} in ${locale}`).not.toMatch(/undefined|NaN|null|\[object/);
        expect(text, `${key} in ${locale}`).toMatch(/[.!]$/);
      }
      expect(de, key).not.toBe(en);
      expect(ru, key).not.toBe(en);
      expect(de, `${key} in de`).not.toMatch(ENGLISH);
      const latin = (ru.match(/[A-Za-z][A-Za-z0-9']*/g) ?? []).filter((w) => !latinAllowed(w));
      expect(latin, `${key} in ru: ${ru}`).toEqual([]);
      expect(ru, `${key} in ru`).toMatch(/[а-яё]/i);
    }
  });

  it('counts in Russian with the right plural forms', () => {
    expect(ruErrors['move/too-dear'](1, 0)).toBe(
      'На этом пути нужно переступить змей за 1 очко, а у вас осталось 0 очков.',
    );
    expect(ruErrors['move/too-dear'](5, 3)).toBe(
      'На этом пути нужно переступить змей за 5 очков, а у вас осталось 3 очка.',
    );
    expect(ruErrors['motion/no-corner']('A', 1, [1, 4, 7, 10])).toBe(
      'У ромба A нет угла на 1 час (его углы: 1, 4, 7, 10).',
    );
    expect(ruErrors['motion/no-corner']('A', 3, [2, 5, 8, 11])).toBe(
      'У ромба A нет угла на 3 часа (его углы: 2, 5, 8, 11).',
    );
    expect(ruErrors['board/invalid#row-length']('mine', 1, 1, 11)).toBe(
      'Игровое поле «mine»: ряд 1 состоит из 1 поля, а не из 11.',
    );
    expect(ruErrors['board/invalid#rows']('mine', 6, 21, 11)).toBe(
      'Игровое поле «mine»: зал со стороной 6 состоит из 21 ряда, а не из 11.',
    );
    expect(deErrors['board/invalid#row-length']('mine', 1, 1, 11)).toBe(
      'Spielplan „mine“: Reihe 1 hat 1 Feld, nicht 11.',
    );
  });
});
