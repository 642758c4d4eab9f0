/**
 * The games' texts in a narrow terminal: `reflow` breaks too-wide prose between words, keeps
 * boards, tables and lists as they are, and loses or changes no word — checked on what every
 * game prints (its board, legend and events, in English, German and Russian) through random
 * games, and on the cases it was written for.
 */
import { canSee, parseOptions, Random, SPECTATOR } from '@daedalus/core';
import { bundles } from '@daedalus/games';
import { describe, expect, it } from 'vitest';
import { reflow } from '../src/reflow.ts';

/** The words of a text, in order (what reflow must keep). */
const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const LAID_OUT = /\S {3,}\S/;

/** What a terminal player is shown through a random game: each view as text, and each step's events. */
function* printed(game: (typeof bundles)[number]['game'], locale: 'en' | 'de' | 'ru', seed: string) {
  const options = parseOptions(game, {});
  if (!options.ok || !game.text) return;
  const players = Math.max(game.meta.minPlayers, Math.min(2, game.meta.maxPlayers));
  const made = game.setup({ options: options.value, players, seed });
  if (!made.ok) throw new Error(made.error.message);
  const random = Random.fromSeed(seed);
  let state = made.value.state;
  for (let n = 0; n < 60; n++) {
    yield { kind: 'view', text: game.text.render(game.view(state, 0), locale) };
    const actors = game.actors(state);
    if (actors.length === 0) return;
    const seat = random.pick(actors).seat;
    const step = game.apply(state, seat, random.pick(game.legalActions(state, seat)));
    if (!step.ok) throw new Error(step.error.message);
    const said = step.value.events.filter((e) => canSee(e.audience, SPECTATOR));
    yield { kind: 'events', text: said.map((e) => game.describe?.(e, locale) ?? '').join('\n') };
    state = step.value.state;
  }
}

describe('reflow: prose that fits the terminal', () => {
  it('fits every prose line of every game into 80 and 50 columns, word for word, boards untouched', () => {
    let broken = 0;
    let events = 0;
    for (const { game } of bundles)
      for (const locale of ['en', 'de', 'ru'] as const)
        for (const { kind, text } of printed(game, locale, `reflow-${game.meta.id}`)) {
          if (kind === 'events' && text !== '') events++;
          for (const columns of [80, 50]) {
            const out = reflow(text, columns);
            expect(wordsOf(out)).toEqual(wordsOf(text));
            const before = new Set(text.split('\n'));
            for (const line of out.split('\n')) {
              if (before.has(line)) continue; // as it was (fits, a board, a list)
              broken++;
              // A broken line fits, unless it is one word too wide for any line.
              if ([...line].length > columns) expect(wordsOf(line)).toHaveLength(1);
              expect(line).not.toMatch(LAID_OUT);
            }
            // Boards and tables come out whole, line for line.
            for (const line of text.split('\n'))
              if (LAID_OUT.test(line)) expect(out.split('\n')).toContain(line);
          }
        }
    expect([broken > 0, events > 0]).toEqual([true, true]);
  });

  it('leaves text that fits as it is', () => {
    const text = 'Legend: # wall, + yours\n        X killing machine\n  1. take the green 1\n';
    expect(reflow(text, 80)).toBe(text);
  });

  it('fills a legend again under its hanging indentation, breaking after commas', () => {
    const legend = [
      'Legend: # wall of the level, + wall of player 1 (or yours), = wall of player 2, o wall on its way,',
      '        X killing machine, A B bases, a b slugs hunting base A or B, h slug hunting the hero,',
      'Player 1 to play.',
    ].join('\n');
    expect(reflow(legend, 60).split('\n')).toEqual([
      'Legend: # wall of the level, + wall of player 1 (or yours),',
      '        = wall of player 2, o wall on its way,',
      '        X killing machine, A B bases, a b slugs hunting base',
      '        A or B, h slug hunting the hero,',
      'Player 1 to play.',
    ]);
  });

  it('indents the rest of a long line by two, keeps runs of spaces inside words, and never splits a word', () => {
    expect(
      reflow('Aliens: [  ] an empty datapad, [p2] one occupied, U1 > is your UFO.', 40).split('\n'),
    ).toEqual(['Aliens: [  ] an empty datapad,', '  [p2] one occupied, U1 > is your UFO.']);
    expect(reflow('a https://example.org/a-very-long-address-of-the-table b', 20).split('\n')).toEqual([
      'a',
      '  https://example.org/a-very-long-address-of-the-table',
      '  b',
    ]);
  });

  it('keeps a number or a dash with the word before it', () => {
    const out = reflow(
      'Scores: the first player here Player 1 — 0, Player 2 — 1; start player: Player 1.',
      36,
    );
    expect(out.split('\n')).toEqual([
      'Scores: the first player here',
      '  Player 1 — 0, Player 2 — 1;',
      '  start player: Player 1.',
    ]);
  });

  it('does not join a list or a board to the long line before it', () => {
    const text = `${'word '.repeat(20)}end\n  1. take the green 1\n  2. take the move die`;
    const out = reflow(text, 40).split('\n');
    expect(out.slice(-2)).toEqual(['  1. take the green 1', '  2. take the move die']);
  });
});
