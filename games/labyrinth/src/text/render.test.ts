import { describe, expect, it } from 'vitest';
import { gameOn, go, P, play, playAll } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { BASIC } from '../test-plans.ts';
import { renderView, revealState } from './render.ts';

describe('the Labyrinth at a terminal', () => {
  it("shows a seat's own start cell and status, never its position or the plan", () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const after = play(state, 0, go('right')).state;
    const text = renderView(labyrinth.view(after, 0), 'en');
    expect(text).toMatch(/^Labyrinth 4×3 — round 1 — Player 2 to move/);
    expect(text).toMatch(/\n {2}2 {2}S {2}· {2}· {2}·\n/); // row 2: the start cell S in column 1
    expect(text).toMatch(/You: healthy, 3 bullets, 3 grenades, holding a treasure, cell orders left: 1\./);
    expect(text).toMatch(/Player 2: playing, started on land/);
    expect(text).not.toMatch(/The plan|L\*/);
  });

  it("reveals the plan and every player's path at the end", () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    let s = play(state, 0, go('right')).state;
    s = play(s, 1, go('right')).state; // (2,1) → (3,1)
    expect(s.players[0]?.trail).toEqual([P(0, 1), P(1, 1)]);
    expect(s.players[1]?.trail).toEqual([P(2, 1), P(3, 1)]);
    const text = revealState(s, 'en');
    expect(text).toMatch(/labyrinth 4x3/);
    expect(text).toMatch(/Path of player 1 \(column row\): 1 2 → 2 2/);
    expect(text).toMatch(/Path of player 2 \(column row\): 3 2 → 4 2/);
    expect(revealState(s, 'ru')).toMatch(/Путь игрока 2 \(столбец строка\): 3 2 → 4 2/);
    expect(revealState(s, 'de')).toMatch(/Weg von Spieler 2 \(Spalte Zeile\): 3 2 → 4 2/);
    // The plan comes with a legend of every mark it may show, in the table's language.
    expect(text).toMatch(/Legend: L land, H hospital, W weaponry, P pit, R river, D delta, E encephalitis; /);
    expect(text).toMatch(
      /Pa1 falls into Pa2.*\* the true treasure, \+ a fake one; \| and --- walls; ~ a closed exit/,
    );
    expect(revealState(s, 'de')).toMatch(/Legende: L Land, H Krankenhaus.*\* der echte Schatz/);
    expect(revealState(s, 'ru')).toMatch(/Обозначения: L суша, H госпиталь.*\* настоящее сокровище/);
  });

  it('an escaped winner has no place inside the maze in what the end reveals (boards draw no token there)', () => {
    const { state } = gameOn(BASIC, [P(1, 1), P(0, 0)]);
    const moves = [go('right'), go('left'), go('right'), go('left'), go('up'), go('left'), go('right')];
    const r = playAll(
      state,
      moves.map((m, i) => [i % 2, m] as const),
    );
    expect(labyrinth.outcome(r.state)).toMatchObject({ winners: [0], reason: 'treasure-carried-out' });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const revealed = labyrinth.view(r.state, viewer).revealed;
      expect(revealed?.positions[0]).toBeNull();
      expect(revealed?.positions[1]).not.toBeNull();
    }
    expect(revealState(r.state, 'en')).toMatch(/Player 1 ended outside the labyrinth\./);
  });

  it('speaks German at a German table', () => {
    const { state } = gameOn(BASIC, [P(0, 1), P(2, 1)]);
    const after = play(state, 0, go('right')).state;
    const text = renderView(labyrinth.view(after, 0), 'de');
    expect(text).toMatch(/^Labyrinth 4×3 — Runde 1 — Spieler 2 ist am Zug/);
    expect(text).toMatch(
      /Du: gesund, 3 Patronen, 3 Granaten, trägt einen Schatz, Feldbestellungen übrig: 1\./,
    );
    expect(text).toMatch(/Spieler 2: im Spiel, Start: Land/);
  });
});
