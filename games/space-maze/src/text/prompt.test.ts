/**
 * The prompt under the text board quotes only moves the deciding seat may make now: every quoted
 * command, in each language and in every seat's view, reads back as one of its legal actions; an
 * example of a kind the position has none of is left out. A die named without its pips is
 * answered with a die that is there to take.
 */
import { Random, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { spaceMaze } from '../game.ts';
import { langOf } from '../lang/index.ts';
import { actorSeat } from '../rules/turn.ts';
import { boardWith, play, scenario } from '../test-helpers.ts';
import type { SmState } from '../types.ts';

const LOCALES = ['en', 'de', 'ru'] as const;
/** The commands a sentence quotes, in any of the three languages' quotation marks. */
const quoted = (text: string): string[] =>
  [...text.matchAll(/"([^"]+)"|„([^“]+)“|«([^»]+)»/g)].map((m) => m[1] ?? m[2] ?? m[3]!);

/** Every command quoted by the prompt of every view of `s` is a legal action of the seat deciding. */
function checkPrompts(s: SmState): void {
  const seat = actorSeat(s);
  if (seat === null) return;
  const legal = spaceMaze.legalActions(s, seat);
  for (const locale of LOCALES)
    for (const viewer of [...Array.from({ length: s.players }, (_, i) => i), 'spectator' as const]) {
      const prompt = langOf(locale).board.prompt(spaceMaze.view(s, viewer));
      // The parser's answers to nothing typed and to a move without footprints quote moves too.
      const answers =
        viewer === seat
          ? ['', 'move green', 'move purple', 'move orange'].map((typed) => {
              const r = spaceMaze.text!.parseAction!(typed, spaceMaze.view(s, seat), locale);
              return r.ok ? '' : r.error.message;
            })
          : [];
      for (const words of [prompt, ...answers].flatMap(quoted)) {
        const r = spaceMaze.text!.parseAction!(words, spaceMaze.view(s, seat), locale);
        expect(r.ok, `${prompt} — ${words}`).toBe(true);
        if (r.ok) expect(legal, `${prompt} — ${words}`).toContainEqual(r.value);
      }
    }
}

describe('the prompt’s examples', () => {
  it('are what the parser offers when nothing, or no footprint, is typed', () => {
    const s = scenario({ board: boardWith({}), dice: 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2', hands: [[], []] });
    const view = spaceMaze.view(s, 0);
    const empty = spaceMaze.text!.parseAction!('', view, 'en');
    expect(!empty.ok && empty.error.message).toBe(
      'Type a move. Player 1 (you) drafts a die: "take the green 6", "take the move die green 3, purple 1".',
    );
    const move = spaceMaze.text!.parseAction!('move green', view, 'en');
    expect(!move.ok && move.error.message).toBe(
      'Say where your green alien goes, footprint by footprint: up, right, down, left, out, home, datapad or relic.',
    );
  });

  it('are legal actions of the moment in random games, in every language and view', () => {
    const random = Random.fromSeed('space-maze prompts');
    for (let g = 0; g < 6; g++) {
      const options = spaceMaze.optionsSchema.parse(spaceMaze.presets!.taster);
      let s = unwrap(spaceMaze.setup({ options, players: 2 + (g % 2), seed: `${g + 1}` })).state;
      for (let step = 0; step < 400 && s.stage.kind !== 'over'; step++) {
        checkPrompts(s);
        const seat = actorSeat(s)!;
        s = play(s, seat, random.pick(spaceMaze.legalActions(s, seat))).state;
      }
    }
  });

  it('leave out a card example when no card can be activated, and the move die once taken', () => {
    const s = scenario({ board: boardWith({}), dice: 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2', hands: [[], []] });
    const holding = play(s, 0, { type: 'take', die: 'o4' }).state;
    expect(langOf('en').board.prompt(spaceMaze.view(holding, 0))).toBe(
      'Player 1 (you) uses the orange 4: no card of yours can be activated: "leave the die unused".',
    );
    // Both players have drafted a power die and a move die: only power dice are left to take.
    let t = play(holding, 0, { type: 'idle' }).state;
    for (const [seat, die] of [
      [1, 'o3'],
      [0, 'g3p1'],
      [1, 'g1p1o2'],
    ] as const) {
      t = play(t, seat, { type: 'take', die }).state;
      t = play(t, seat, { type: die === 'o3' ? 'idle' : 'done' }).state;
    }
    expect(t.stage.kind).toBe('take');
    expect(langOf('en').board.prompt(spaceMaze.view(t, 0))).toBe(
      'Player 1 (you) drafts a die: "take the green 6".',
    );
  });

  it('name a die that is there when the pips are missing', () => {
    const s = scenario({ board: boardWith({}), dice: 'g6 g2 p5 p1 o4 o3 g3p1 g1p1o2', hands: [[], []] });
    const view = spaceMaze.view(s, 0);
    const en = spaceMaze.text!.parseAction!('take the orange', view, 'en');
    expect(!en.ok && en.error.message).toBe('Say the pips of the orange die: "take the orange 4".');
    for (const [locale, typed] of [
      ['en', 'take the purple'],
      ['de', 'nimm die lila'],
      ['ru', 'возьмите фиолетовый'],
    ] as const) {
      const r = spaceMaze.text!.parseAction!(typed, view, locale);
      const [words] = quoted(!r.ok ? r.error.message : '');
      expect(words, locale).toBeDefined();
      const back = spaceMaze.text!.parseAction!(words!, view, locale);
      expect(back.ok && spaceMaze.legalActions(s, 0), locale).toContainEqual(back.ok && back.value);
    }
  });
});
