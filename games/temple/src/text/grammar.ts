/**
 * Moves in words. One command a line, words separated by spaces, case ignored; fields by
 * name (`e10`), rhombi by letter, directions `e se sw w nw ne`, corners by clock hour:
 *
 *   start <field>                           choose a start field
 *   lay <field> <field> [turned]            lay the drawn rhombus on two fields (turned: by 180°)
 *   slide <rhombus> <dir> [steps]           slide a path rhombus (1 AP)
 *   rotate <rhombus> <hour> cw|ccw [steps]  turn it about its corner at that hour, steps of 60° (1 AP)
 *   move <field> [via <field> …]            walk the figure there (the cheapest way, or this path;
 *                                           `über`, `через` in German and Russian)
 *   take                                    take your statue from the target rhombus you stand on
 *   passage <field>                         secret passage to that field
 *   symbol slide|rotate …                   move a target rhombus from a rhombus symbol
 *   place <field>                           put your blockade stone there (ends the turn)
 *   end                                     end the phase (in phase 4: the turn, without a stone)
 *
 * The words of every language are understood (`schieben B ne 2`, `сдвинуть B ne 2`); the
 * English ones always, and directions also as the events write them (`SO`, `ЮВ`). Field
 * rows and rhombus letters typed in Cyrillic letters of the same shape (`а5`, `с8`, `В`) are
 * read as the Latin ones; `ё` is read as `е`. `formatAction` writes actions in this grammar.
 */
import {
  fail,
  type Locale,
  ok,
  posesCovering,
  type Result,
  type RuleError,
  TRI_DIRECTIONS,
  type TriDirection,
  triangleHall,
} from '@daedalus/core';
import { ALL_TEXT, wordsFor } from '../lang/index.ts';
import type { CommandWords } from '../lang/words.ts';
import { LETTERS, type Letter, type Motion, type TempleAction, type TempleView } from '../types.ts';

export function formatAction(a: TempleAction, locale: Locale, side = 5): string {
  const c = wordsFor(locale).commands;
  const hall = triangleHall(side);
  const name = (f: number): string => hall.fields[f]?.name ?? `#${f}`;
  const motion = (m: Motion): string =>
    m.type === 'slide'
      ? `${c.slide} ${m.rhombus} ${m.dir} ${m.steps}`
      : `${c.rotate} ${m.rhombus} ${m.corner} ${m.turn === 'cw' ? c.cw : c.ccw} ${m.steps}`;
  switch (a.type) {
    case 'start':
      return `${c.start} ${name(a.at)}`;
    case 'lay': {
      const fields = hall.rhombusFields(a.pose);
      if (!fields) return `${c.lay} ?`;
      const first = posesCovering(hall, fields[0], fields[1])[0]!;
      const turned = first.q !== a.pose.q || first.r !== a.pose.r || first.d !== a.pose.d;
      return `${c.lay} ${name(fields[0])} ${name(fields[1])}${turned ? ` ${c.turned}` : ''}`;
    }
    case 'slide':
    case 'rotate':
      return motion(a);
    case 'move':
      return a.path
        ? `${c.move} ${name(a.to)} ${c.via} ${a.path.slice(1).map(name).join(' ')}`
        : `${c.move} ${name(a.to)}`;
    case 'take':
      return c.take;
    case 'passage':
      return `${c.passage} ${name(a.to)}`;
    case 'symbol':
      return `${c.symbol} ${motion(a.motion)}`;
    case 'place':
      return `${c.place} ${name(a.at)}`;
    case 'end':
      return c.end;
  }
}

type Verb = keyof CommandWords;

/** A word as the word lists are compared: lower case, `ё` as `е` (Russian writing often omits the dots). */
const plain = (word: string): string => word.toLowerCase().replaceAll('ё', 'е');

/**
 * Cyrillic letters drawn like a Latin letter of a field row (a–j) or a rhombus (A–M, X, Y, Z),
 * in either case, as the parser ignores case: а в с е н к м х (Russian), і ј һ ԁ (Ukrainian,
 * Serbian, Kazakh…). Letters that only sound alike (б, д, и) or sit on the same key of the
 * Russian layout are not read: they look nothing like the board's labels.
 */
const LOOK_ALIKE: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  х: 'x',
};

/** A field name or rhombus letter with its Cyrillic look-alikes read as Latin letters. */
export const latinLookAlikes = (word: string): string =>
  [...word.toLowerCase()].map((ch) => LOOK_ALIKE[ch] ?? ch).join('');

/** A direction by its code (`ne`) or as any language writes it (`NO`, `СВ`). */
function directionOf(word: string | undefined): TriDirection | null {
  if (word === undefined) return null;
  const w = plain(word);
  if ((TRI_DIRECTIONS as readonly string[]).includes(w)) return w as TriDirection;
  for (const t of ALL_TEXT) for (const d of TRI_DIRECTIONS) if (plain(t.directions[d]) === w) return d;
  return null;
}

function verbOf(word: string): Verb | null {
  const typed = plain(word);
  for (const t of ALL_TEXT)
    for (const [verb, w] of Object.entries(t.commands)) if (plain(w) === typed) return verb as Verb;
  const aliases: Record<string, Verb> = {
    go: 'move',
    walk: 'move',
    turn: 'rotate',
    stone: 'place',
    done: 'end',
    jump: 'passage',
    ueber: 'via',
  };
  return aliases[typed] ?? null;
}

const bad = (message: string): Result<TempleAction, RuleError> => fail('text/not-understood', message);

/** The commands a player may type, in a language's words, for the answers that list them. */
const commandList = (c: CommandWords): string =>
  [c.start, c.lay, c.slide, c.rotate, c.move, c.take, c.passage, c.symbol, c.place, c.end].join(', ');

/** Reads a typed command; what it cannot read is explained in the player's language (`locale`). */
export function parseCommand(
  input: string,
  view: TempleView,
  locale: Locale,
): Result<TempleAction, RuleError> {
  const hall = triangleHall(view.board.side);
  const { commands: c, parseErrors: say } = wordsFor(locale);
  const words = input.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const field = (w: string | undefined): number | string => {
    if (w === undefined) return say.fieldMissing;
    const f = hall.fieldNamed(latinLookAlikes(w));
    return f >= 0 ? f : say.notField(w);
  };
  const letter = (w: string | undefined): { letter: Letter } | string => {
    const up = w === undefined ? undefined : latinLookAlikes(w).toUpperCase();
    return up && (LETTERS as readonly string[]).includes(up)
      ? { letter: up as Letter }
      : say.notRhombus(w ?? '');
  };
  const count = (w: string | undefined, max: number): number | string => {
    if (w === undefined) return 1;
    const n = Number(w);
    return Number.isInteger(n) && n >= 1 && n <= max ? n : say.notSteps(w, max);
  };
  const parseMotion = (ws: string[]): Motion | string => {
    const verb = verbOf(ws[0] ?? '');
    if (verb !== 'slide' && verb !== 'rotate') return say.notMotion(ws[0] ?? '', c.slide, c.rotate);
    const found = letter(ws[1]);
    if (typeof found === 'string') return found;
    const rhombus = found.letter;
    if (verb === 'slide') {
      const dir = directionOf(ws[2]);
      if (!dir) return say.notDirection(ws[2] ?? '');
      const steps = count(ws[3], 20);
      return typeof steps === 'string' ? steps : { type: 'slide', rhombus, dir, steps };
    }
    const hour = Number(ws[2]);
    if (!Number.isInteger(hour) || hour < 1 || hour > 12) return say.notCorner(ws[2] ?? '');
    const sense = verbOf(ws[3] ?? '');
    if (sense !== 'cw' && sense !== 'ccw') return say.notTurn(ws[3] ?? '', c.cw, c.ccw);
    const steps = count(ws[4], 5);
    return typeof steps === 'string' ? steps : { type: 'rotate', rhombus, corner: hour, turn: sense, steps };
  };
  const verb = verbOf(words[0] ?? '');
  if (!verb || verb === 'turned' || verb === 'cw' || verb === 'ccw' || verb === 'via')
    return bad(say.notCommand(words[0] ?? '', commandList(c)));
  const done = (a: TempleAction | string): Result<TempleAction, RuleError> =>
    typeof a === 'string' ? bad(a) : ok(a);
  switch (verb) {
    case 'start':
    case 'passage':
    case 'place': {
      const f = field(words[1]);
      if (typeof f === 'string') return bad(f);
      return ok(
        verb === 'start'
          ? { type: 'start', at: f }
          : verb === 'passage'
            ? { type: 'passage', to: f }
            : { type: 'place', at: f },
      );
    }
    case 'lay': {
      const a = field(words[1]);
      const b = field(words[2]);
      if (typeof a === 'string') return bad(a);
      if (typeof b === 'string') return bad(b);
      const poses = posesCovering(hall, a, b);
      if (poses.length === 0) return bad(say.noEdge(words[1]!, words[2]!));
      const turned = words[3] !== undefined && verbOf(words[3]) === 'turned';
      if (words[3] !== undefined && !turned) return bad(say.notWord(words[3], c.turned));
      return ok({ type: 'lay', pose: poses[turned ? 1 : 0]! });
    }
    case 'slide':
    case 'rotate':
      return done(parseMotion(words));
    case 'symbol': {
      const m = parseMotion(words.slice(1));
      return done(typeof m === 'string' ? m : { type: 'symbol', motion: m });
    }
    case 'move': {
      const to = field(words[1]);
      if (typeof to === 'string') return bad(to);
      if (words[2] === undefined) return ok({ type: 'move', to });
      if (verbOf(words[2]) !== 'via') return bad(say.notWord(words[2], c.via));
      const from = view.you === null ? null : (view.table.figures[view.you] ?? null);
      if (from === null) return bad(say.noFigure);
      const path: number[] = [from];
      for (const w of words.slice(3)) {
        const f = field(w);
        if (typeof f === 'string') return bad(f);
        path.push(f);
      }
      if (path[path.length - 1] !== to) path.push(to);
      return ok({ type: 'move', to, path });
    }
    case 'take':
      return ok({ type: 'take' });
    case 'end':
      return ok({ type: 'end' });
  }
}
