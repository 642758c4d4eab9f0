/**
 * What a Labyrinth seat heard, in order (`boards/lab-heard.ts`): whose move each announcement
 * answers, the latest answer to the seat, and the notebook's columns — built from the events
 * the seat received and nothing else.
 */
import type { GameEvent } from '@daedalus/core';
import type { LabyrinthEvent } from '@daedalus/labyrinth';
import { describe, expect, it } from 'vitest';
import { aboutSeat, latestAnswer, notebookOf } from '../app/boards/lab-heard.ts';

const heard = (...events: object[]): GameEvent[] =>
  events.map((e) => ({ audience: 'all', ...e }) as unknown as GameEvent);

const move = (seat: number, movement: 'up' | 'down') =>
  ({ type: 'labyrinth/move', seat, move: { type: 'move', movement } }) as const;
const walked = (seat: number) =>
  ({
    type: 'labyrinth/movement',
    seat,
    movement: 'up',
    hitWall: false,
    riverBlocked: false,
    fellIntoPit: false,
    looped: false,
    carried: false,
    walkedAlong: false,
    returned: false,
    cellType: 'land',
    miteWoken: false,
    found: null,
    healed: false,
    immune: false,
    cremated: false,
    weaponry: null,
    exit: null,
  }) as const;
const wall = (seat: number) => ({ ...walked(seat), hitWall: true, cellType: null });
const status = (seat: number) =>
  ({
    type: 'labyrinth/status',
    seat,
    status: {
      condition: 'playing',
      health: 'healthy',
      infected: false,
      movesToHeal: null,
      immune: false,
      bullets: 3,
      grenades: 3,
      holding: null,
      reordersLeft: 1,
      extraReorders: 0,
      outside: false,
    },
  }) as const;

describe('what a Labyrinth seat heard', () => {
  const game = heard(
    { type: 'labyrinth/started', order: [0, 1], nstop: 16, healMoves: 5, commonStart: false },
    move(0, 'up'),
    walked(0),
    { type: 'labyrinth/shot', seat: 0, dir: 'left', result: 'fired', screams: 1, atFeet: null, bullets: 2 },
    move(1, 'down'),
    wall(1),
    { type: 'labyrinth/turn-notice', seat: 0, notice: 'wounded', canReorder: false },
    move(0, 'down'),
    wall(0),
    { type: 'labyrinth/nstop', count: 1, limit: 16 },
  );

  it('says whose move each announcement is about (none for the table’s own)', () => {
    expect(game.map(aboutSeat)).toEqual([null, 0, 0, 0, 1, 1, 0, 0, 0, null]);
  });

  it('keeps the latest answer to a seat: its last move and every answer to it', () => {
    const answer = latestAnswer(game, 0);
    expect(answer.map((e) => e.type)).toEqual(['labyrinth/move', 'labyrinth/movement']);
    expect((answer[0] as Extract<LabyrinthEvent, { type: 'labyrinth/move' }>).move.movement).toBe('down');
    expect(latestAnswer(game, 1).map((e) => e.type)).toEqual(['labyrinth/move', 'labyrinth/movement']);
    // A later status request is the latest answer; before any move, there is none.
    expect(latestAnswer([...game, ...heard(status(0))], 0).map((e) => e.type)).toEqual(['labyrinth/status']);
    expect(latestAnswer(game.slice(0, 1), 0)).toEqual([]);
  });

  it('writes a column per player and a row per turn; a notice before a turn goes with it', () => {
    const book = notebookOf(game, 2);
    expect(book.rows).toBe(2);
    const [mine, theirs] = book.columns;
    expect(mine?.map((e) => e.answers.map((a) => a.type))).toEqual([
      ['labyrinth/movement', 'labyrinth/shot'],
      ['labyrinth/movement'],
    ]);
    expect(mine?.[1]?.before.map((e) => e.type)).toEqual(['labyrinth/turn-notice']);
    expect(theirs?.length).toBe(1);
    // Requests and their private answers are no part of the notebook.
    expect(notebookOf([...game, ...heard(status(0))], 2)).toEqual(book);
  });

  it('holds nothing the seat did not hear', () => {
    // Without the movement event (a dark move's results reach nobody), the entry has no answer.
    const dark = heard(move(1, 'up'), { type: 'labyrinth/dark-done', seat: 1 });
    const book = notebookOf(dark, 2);
    expect(book.columns[1]?.[0]?.answers.map((e) => e.type)).toEqual(['labyrinth/dark-done']);
    const all = book.columns.flat().flatMap((e) => [...e.before, e.said, ...e.answers]);
    for (const e of all) expect(dark).toContain(e);
  });
});
