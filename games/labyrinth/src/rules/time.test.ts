/**
 * B.9 move time: thinking breaks ("any player, before his move, can take a 5-minute break … He can then
 * only take another one when at least half of the players use the privilege") and the time of each
 * decision the game sets (`decisionSeconds`).
 */
import { hashJson, type Seat, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { edit, gameOn, go, heard, ofType, P, play, playAll, player } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { labyrinthOptionsSchema } from '../options.ts';
import { BASIC } from '../test-plans.ts';
import { describeEvent } from '../text/describe.ts';
import type { LabyrinthAction, LabyrinthState } from '../types.ts';
import { BREAK_SECONDS } from './breaks.ts';

const TIMED = { moveSeconds: 60 };
const BREAK: LabyrinthAction = { type: 'break' };

const code = (s: LabyrinthState, seat: Seat, a: LabyrinthAction): string => {
  const r = labyrinth.apply(s, seat, a);
  return r.ok ? 'accepted' : r.error.code;
};
const offered = (s: LabyrinthState, seat: Seat): boolean =>
  labyrinth.legalActions(s, seat).some((a) => a.type === 'break');
const seconds = (s: LabyrinthState, seat: Seat) => labyrinth.decisionSeconds?.(s, seat);
/** A copy where the players have taken these numbers of breaks. */
const withBreaks = (s: LabyrinthState, counts: readonly number[]) =>
  edit(s, (c) => {
    counts.forEach((n, seat) => {
      (c.players[seat] as { breaks: number }).breaks = n;
    });
  });

describe('B.9 one clock per move', () => {
  it('status queries and recalls keep the turn one decision for the clock; the next turn is a new one', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], TIMED);
    const decision = (s: LabyrinthState) => labyrinth.actors(s)[0]?.decision;
    const queried = play(state, 0, { type: 'status' }).state;
    expect(labyrinth.actors(queried)[0]?.seat).toBe(0);
    expect(decision(queried)).toBe(decision(state));
    const moved = play(queried, 0, go('right')).state;
    expect(labyrinth.actors(moved)[0]?.seat).toBe(1);
    const next = play(moved, 1, go('left')).state;
    expect(labyrinth.actors(next)[0]?.seat).toBe(0);
    expect(decision(next)).not.toBe(decision(state));
  });
});

describe('B.9 thinking breaks', () => {
  it('the player to move may take one before his move; it is told to everyone', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], TIMED);
    expect(offered(state, 0)).toBe(true);
    expect(offered(state, 1)).toBe(false);
    expect(code(state, 1, BREAK)).toBe('turn/not-your-turn');
    const t = play(state, 0, BREAK);
    expect(player(t.state, 0).breaks).toBe(1);
    expect(player(t.state, 0).onBreak).toBe(true);
    expect(heard(t.events)).toEqual(['Player 1 takes a five-minute break to think.']);
    expect(heard(t.events, 1, 'ru')).toEqual(['Игрок 1 берёт пятиминутный перерыв на размышление.']);
    expect(t.events.map((e) => describeEvent(e, 'de'))).toEqual([
      'Spieler 1 nimmt sich fünf Minuten Denkpause.',
    ]);
    // The same player still must move.
    expect(labyrinth.actors(t.state)).toMatchObject(
      labyrinth.actors(state).map(({ decision: _, ...actor }) => actor),
    );
    // For the clock it is a new decision (the break's five minutes start now).
    expect(labyrinth.actors(t.state)[0]?.decision).toBe(`${labyrinth.actors(state)[0]?.decision}:break`);
  });

  it('not twice in one turn; queries and a cell order before or after it are still fine', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], TIMED);
    const s = playAll(state, [
      [0, { type: 'status' }],
      [0, BREAK],
      [0, { type: 'recall', seat: 1 }],
    ]).state;
    expect(offered(s, 0)).toBe(false);
    expect(code(s, 0, BREAK)).toBe('break/once');
  });

  it('only at tables with a move time shorter than the break and breaks on', () => {
    for (const [options, expected] of [
      [{}, 'break/not-played'],
      [{ moveSeconds: 60, thinkingBreaks: false }, 'break/not-played'],
      [{ moveSeconds: BREAK_SECONDS }, 'break/not-needed'],
      [{ moveSeconds: 3600 }, 'break/not-needed'],
      [{ moveSeconds: BREAK_SECONDS - 1 }, 'accepted'],
    ] as const) {
      const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], options);
      expect(code(state, 0, BREAK), JSON.stringify(options)).toBe(expected);
      expect(offered(state, 0)).toBe(expected === 'accepted');
    }
  });

  it('not in the start phase: choosing a start cell is not a move', () => {
    const options = labyrinthOptionsSchema.parse({ ...TIMED, width: 4, height: 4 });
    const state = unwrap(labyrinth.setup({ options, players: 2, seed: 'b9-start' })).state;
    expect(state.phase).toBe('start');
    expect(offered(state, 0)).toBe(false);
    expect(code(state, 0, BREAK)).toBe('turn/wrong-action');
  });

  it('each may take one; another only once half of the others have taken as many (a real round)', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1), P(3, 1)], TIMED);
    // Round 1: player 1 takes a break, the others do not.
    let s = playAll(state, [
      [0, BREAK],
      [0, go('down')],
      [1, go('left')],
      [2, go('up')],
    ]).state;
    expect(code(s, 0, BREAK)).toBe('break/wait');
    expect(offered(s, 0)).toBe(false);
    s = play(s, 0, go('up')).state;
    // Player 2 takes his first break, always allowed.
    s = playAll(s, [
      [1, BREAK],
      [1, go('right')],
      [2, go('down')],
    ]).state;
    // Now one of the two others has taken one: half of them.
    expect(offered(s, 0)).toBe(true);
    s = play(s, 0, BREAK).state;
    expect(player(s, 0).breaks).toBe(2);
  });

  it('half of the other players still in the game: counted precisely', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1), P(3, 1), P(2, 1)], TIMED);
    // Player 1 has taken one; of the three others, one has: less than half.
    expect(code(withBreaks(state, [1, 1, 0, 0]), 0, BREAK)).toBe('break/wait');
    expect(code(withBreaks(state, [1, 1, 1, 0]), 0, BREAK)).toBe('accepted');
    expect(code(withBreaks(state, [2, 1, 3, 2]), 0, BREAK)).toBe('accepted');
    expect(code(withBreaks(state, [2, 1, 3, 1]), 0, BREAK)).toBe('break/wait');
    // The dead and the lost do not count: only player 2 is left besides him.
    const fewer = edit(withBreaks(state, [1, 1, 0, 0]), (c) => {
      (c.players[2] as { condition: string }).condition = 'dead';
      (c.players[3] as { condition: string }).condition = 'lost';
    });
    expect(code(fewer, 0, BREAK)).toBe('accepted');
    // Two players: he waits for his opponent.
    const two = gameOn(BASIC, [P(0, 0), P(1, 1)], TIMED).state;
    expect(code(withBreaks(two, [1, 0]), 0, BREAK)).toBe('break/wait');
    expect(code(withBreaks(two, [1, 1]), 0, BREAK)).toBe('accepted');
  });

  it('changes nothing else: positions, Nstop, the all-skip draw and the repeat ban ignore it', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], { ...TIMED, nstop: 3, allowRepeats: false });
    const t = play(state, 0, BREAK);
    const undone = edit(t.state, (c) => {
      (c.players[0] as { breaks: number; onBreak: boolean }).breaks = 0;
      (c.players[0] as { breaks: number; onBreak: boolean }).onBreak = false;
    });
    expect(hashJson(undone)).toBe(hashJson(state));
    // The same rounds with and without breaks end the same way.
    const plain = playAll(state, [
      [0, go('up')],
      [1, { type: 'skip' }],
      [0, { type: 'skip' }],
    ]);
    const withBreak = playAll(state, [
      [0, BREAK],
      [0, go('up')],
      [1, BREAK],
      [1, { type: 'skip' }],
      [0, { type: 'skip' }],
    ]);
    expect(withBreak.state.round).toBe(plain.state.round);
    expect(withBreak.state.nstopCount).toBe(plain.state.nstopCount);
    expect(withBreak.state.result).toEqual(plain.state.result);
    expect(plain.state.result?.reason).toBe('draw/all-skip');
    // B.7.7: a plain wall hit may not be repeated; a break between does not lift the ban.
    const wall = playAll(state, [
      [0, go('up')],
      [1, go('left')],
      [0, BREAK],
    ]).state;
    expect(player(wall, 0).noChangeMove).toEqual(go('up'));
    expect(code(wall, 0, go('up'))).toBe('move/repeat-forbidden');
  });

  it('the break ends with the turn: on his next turn he is not on a break', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], TIMED);
    const s = playAll(state, [
      [0, BREAK],
      [0, go('down')],
    ]).state;
    expect(player(s, 0).onBreak).toBe(false);
    expect(player(s, 0).breaks).toBe(1);
    const next = play(s, 1, go('left')).state;
    expect(player(next, 0).onBreak).toBe(false);
  });
});

describe('B.9 the time of a decision (decisionSeconds)', () => {
  it('moveSeconds for the player to move, five minutes on a break, nothing for the others', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], TIMED);
    expect(seconds(state, 0)).toBe(60);
    expect(seconds(state, 1)).toBeNull();
    const onBreak = play(state, 0, BREAK).state;
    expect(seconds(onBreak, 0)).toBe(BREAK_SECONDS);
    expect(BREAK_SECONDS).toBe(300);
    // Still five minutes after a query on the break.
    expect(seconds(play(onBreak, 0, { type: 'status' }).state, 0)).toBe(300);
    const moved = play(onBreak, 0, go('down')).state;
    expect(seconds(moved, 0)).toBeNull();
    expect(seconds(moved, 1)).toBe(60);
    expect(seconds(play(moved, 1, go('left')).state, 0)).toBe(60);
  });

  it('none without a move time; moveSeconds for each player still choosing his start cell; none when over', () => {
    expect(seconds(gameOn(BASIC, [P(0, 0), P(1, 1)]).state, 0)).toBeNull();
    const options = labyrinthOptionsSchema.parse({ ...TIMED, width: 4, height: 4 });
    const start = unwrap(labyrinth.setup({ options, players: 2, seed: 'b9-seconds' })).state;
    expect([seconds(start, 0), seconds(start, 1)]).toEqual([60, 60]);
    const cell = labyrinth.legalActions(start, 0).find((a) => a.type === 'start') as LabyrinthAction;
    const chosen = play(start, 0, cell).state;
    expect([seconds(chosen, 0), seconds(chosen, 1)]).toEqual([null, 60]);
    const { state } = gameOn(BASIC, [P(0, 0)], TIMED);
    const over = unwrap(labyrinth.timeout!(state, 0)).state;
    expect(over.phase).toBe('over');
    expect(seconds(over, 0)).toBeNull();
  });

  it('running out of time on a break is a timeout like any other: the player dies', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1), P(3, 1)], TIMED);
    const t = unwrap(labyrinth.timeout!(play(state, 0, BREAK).state, 0));
    expect(player(t.state, 0).condition).toBe('dead');
    expect(player(t.state, 0).onBreak).toBe(false);
    expect(ofType(t.events, 'labyrinth/died')[0]?.cause).toBe('timeout');
    expect(seconds(t.state, 1)).toBe(60);
  });
});

describe('B.9 breaks in the position format and in words', () => {
  it('a position on a break round-trips; older positions without break counts decode with none', () => {
    const { state } = gameOn(BASIC, [P(0, 0), P(1, 1)], TIMED);
    const s = play(state, 0, BREAK).state;
    const json = JSON.parse(JSON.stringify(labyrinth.position.encode(s)));
    const back = unwrap(labyrinth.position.decode(json));
    expect(hashJson(labyrinth.position.encode(back))).toBe(hashJson(labyrinth.position.encode(s)));
    expect(seconds(back, 0)).toBe(300);
    const old = JSON.parse(JSON.stringify(labyrinth.position.encode(state)));
    for (const p of old.players) {
      delete p.breaks;
      delete p.onBreak;
    }
    const decoded = unwrap(labyrinth.position.decode(old));
    expect(decoded.players.map((p) => [p.breaks, p.onBreak])).toEqual([
      [0, false],
      [0, false],
    ]);
    // On a break is only the player to move, who has taken one.
    const wrong = JSON.parse(JSON.stringify(json));
    wrong.players[1].onBreak = true;
    wrong.players[1].breaks = 1;
    const r = labyrinth.position.decode(wrong);
    expect(r.ok ? 'accepted' : r.error.code).toBe('position/inconsistent');
  });

  it('the text facet labels and reads the break in English, Russian and German', () => {
    const text = labyrinth.text!;
    expect(text.formatAction(BREAK, 'en')).toBe('take a five-minute break');
    expect(text.formatAction(BREAK, 'ru')).toBe('беру пятиминутный перерыв');
    expect(text.formatAction(BREAK, 'de')).toBe('Fünf Minuten Denkpause nehmen');
    const view = labyrinth.view(gameOn(BASIC, [P(0, 0)], TIMED).state, 0);
    for (const [input, locale] of [
      ['take a break', 'en'],
      ['pause', 'en'],
      ['беру перерыв', 'ru'],
      ['Denkpause', 'de'],
      ['Pause', 'de'],
    ] as const)
      expect(text.parseAction!(input, view, locale), input).toEqual({ ok: true, value: BREAK });
    // Not when the words are a move.
    expect(text.parseAction!('go up', view, 'en')).toEqual({ ok: true, value: go('up') });
  });
});
