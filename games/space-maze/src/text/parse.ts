/**
 * Moves typed in words. The words of every language (`lang/*.ts` lexicons) are first turned into
 * the grammar's tokens, so a German or Russian command reads in any locale; the grammar itself
 * knows no language:
 *
 *   take <colour> <pips> | take move [<colour> <n>…]         draft a die ("take the orange 4")
 *   idle                                                     leave the power die unused
 *   rotate 90|180|270 [<n> quarter|once|twice|thrice] <tile> ("rotate 180 the tile right of purple")
 *   twist [<n> quarter…] <tile>                             Diagonal Twist
 *   exchange [with] <tile>      switch <tile> with <tile>    glue     morph [with] <colour>
 *   move base cw|ccw            run [1|2]                    give [relic] [to] <colour>
 *   move <colour> <step>[, <step>…]   (also "<colour> <step>…"; steps: up right down left out home pad relic)
 *   done                        discard <card name> | discard <n>
 *
 *   <tile> = [at] a1…e5 | here [of <colour>] | <direction> [of <colour>]
 *   directions: up right down left, upleft upright downleft downright (diagonals)
 *
 * A tile named from an alien ("right of purple") is found in the player's view; without a colour
 * it is the alien of the power die in hand. The card is the first of that kind in the hand.
 */
import { fail, type Locale, ok, type Point, type Result, type RuleError } from '@daedalus/core';
import { LANGS, langOf } from '../lang/index.ts';
import { exampleOf, type ParseWords } from '../lang/words.ts';
import { ALIENS, type Alien, type CardKind, type SmAction, type SmView, type Step } from '../types.ts';

const LEXICON: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(LANGS).map((l) => l.lexicon),
);
const PHRASES = Object.values(LANGS).flatMap((l) => l.phrases);

/** Typed words → grammar tokens. */
export function tokenise(input: string): string[] {
  let text = input.toLowerCase().replace(/ё/g, 'е');
  for (const [re, to] of PHRASES) text = text.replace(re, ` ${to} `);
  return text
    .split(/[\s,;:.!?()"“”„«»]+/)
    .map((w) => w.replace(/^\+/, ''))
    .filter(Boolean)
    .map((w) => LEXICON[w] ?? w)
    .filter(Boolean);
}

const OFFSET: Readonly<Record<string, readonly [number, number]>> = {
  up: [0, -1],
  right: [1, 0],
  down: [0, 1],
  left: [-1, 0],
  upleft: [-1, -1],
  upright: [1, -1],
  downleft: [-1, 1],
  downright: [1, 1],
};
const STEP_OF: Readonly<Record<string, Step>> = {
  up: 'up',
  right: 'right',
  down: 'down',
  left: 'left',
  out: 'exit',
  home: 'enter',
  pad: 'pad',
  relic: 'relic',
};
const isColour = (t: string | undefined): t is Alien => (ALIENS as readonly string[]).includes(t ?? '');
const isCell = (t: string | undefined): boolean => /^[a-e][1-5]$/.test(t ?? '');
const LETTER: Record<Alien, string> = { green: 'g', purple: 'p', orange: 'o' };

type Parsed<T> = Result<T, RuleError>;
const no = (code: string, message: string): Result<never, RuleError> => fail(`parse/${code}`, message);

class Reader {
  i = 0;
  constructor(
    readonly t: string[],
    readonly view: SmView,
    /** The refusals in the player's language. */
    readonly say: ParseWords,
  ) {}
  peek(k = 0): string | undefined {
    return this.t[this.i + k];
  }
  next(): string | undefined {
    return this.t[this.i++];
  }
  accept(...words: string[]): boolean {
    if (words.includes(this.peek() ?? '')) {
      this.i++;
      return true;
    }
    return false;
  }
  rest(): string[] {
    return this.t.slice(this.i);
  }
}

const seatOf = (v: SmView): number => v.you ?? v.current ?? 0;

/** Where an alien of the viewer's team is for naming tiles: its tile, or its UFO's place. */
function alienAt(v: SmView, colour: Alien): Point {
  const seat = seatOf(v);
  const a = v.aliens.find((x) => x.seat === seat && x.colour === colour);
  return a?.at ?? v.ufos[seat]!.at;
}

function dieColour(v: SmView): Alien | null {
  if (v.stage.kind !== 'power') return null;
  const d = v.dice[v.stage.die];
  return d && d.kind === 'power' ? d.colour : null;
}

function tile(r: Reader, fallback: Alien | null): Parsed<Point> {
  r.accept('at');
  const w = r.next();
  if (w !== undefined && isCell(w)) return ok({ x: w.charCodeAt(0) - 97, y: Number(w[1]) - 1 });
  if (w === 'here' || (w !== undefined && OFFSET[w])) {
    let colour = fallback;
    if (r.accept('of')) {
      const c = r.next();
      if (!isColour(c)) return no('colour', r.say.notAlien(c ?? ''));
      colour = c;
    } else if (isColour(r.peek())) colour = r.next() as Alien;
    if (!colour) return no('colour', r.say.whoseTile(w));
    const at = alienAt(r.view, colour);
    const [dx, dy] = w === 'here' ? [0, 0] : OFFSET[w]!;
    const p = { x: at.x + dx, y: at.y + dy };
    if (p.x < 0 || p.y < 0 || p.x >= r.view.size || p.y >= r.view.size)
      return no('off-board', r.say.offBoard(colour));
    return ok(p);
  }
  return no('tile', r.say.notTile(w ?? ''));
}

function quartersOf(r: Reader): number | null {
  const w = r.peek();
  if (w === 'once' || w === 'twice' || w === 'thrice') {
    r.i++;
    return { once: 1, twice: 2, thrice: 3 }[w];
  }
  if (w !== undefined && /^[1-3]$/.test(w) && r.peek(1) === 'quarter') {
    r.i += 2;
    return Number(w);
  }
  return null;
}

function card(r: Reader, kind: CardKind): Parsed<string> {
  const c = r.view.hand.find((h) => h.kind === kind);
  return c ? ok(c.id) : no('no-card', r.say.noCard(kind));
}

const DEFAULT_QUARTERS: Partial<Record<CardKind, number>> = {
  rotate90: 1,
  rotate180: 2,
  rotate270: 3,
  twist: 1,
};

function rotate(r: Reader, kind: CardKind): Parsed<SmAction> {
  const id = card(r, kind);
  if (!id.ok) return id;
  let q = quartersOf(r);
  const at = tile(r, dieColour(r.view));
  if (!at.ok) return at;
  q ??= quartersOf(r) ?? DEFAULT_QUARTERS[kind]!;
  return done(r, { type: 'rotate', card: id.value, at: at.value, quarters: q as 1 | 2 | 3 });
}

/** A card named by its words (for discard): "rotate 90", "twist", "run 2", "move base"… */
function cardKind(r: Reader): CardKind | null {
  const w = r.next();
  switch (w) {
    case 'rotate': {
      const n = r.next();
      return n === '90' ? 'rotate90' : n === '180' ? 'rotate180' : n === '270' ? 'rotate270' : null;
    }
    case 'run':
      if (r.accept('2')) return 'run2';
      r.accept('1');
      return 'run1';
    case 'twist':
    case 'switch':
    case 'exchange':
    case 'morph':
      return w;
    case 'glue':
      return 'superglue';
    case 'move':
      return r.accept('base') ? 'movebase' : null;
    case 'base':
      return 'movebase';
    default:
      return null;
  }
}

function done(r: Reader, a: SmAction, ignore: readonly string[] = []): Parsed<SmAction> {
  const extra = r.rest().filter((w) => !ignore.includes(w));
  return extra.length > 0 ? no('extra', r.say.extra(extra.join(' '))) : ok(a);
}

function take(r: Reader): Parsed<SmAction> {
  if (r.t.includes('relic')) {
    const colour = r.rest().find(isColour);
    if (!colour) return no('colour', r.say.relicTaker);
    return ok({ type: 'move', alien: colour, path: ['relic'] });
  }
  if (r.accept('move')) {
    let code = '';
    while (isColour(r.peek()) && /^[1-3]$/.test(r.peek(1) ?? ''))
      code += `${LETTER[r.next() as Alien]}${r.next()}`;
    if (code === '' && /^[gpo]\d/.test(r.peek() ?? '')) code = r.next()!;
    if (code === '') {
      const free = [
        ...new Set(
          r.view.dice.filter((d) => d.kind === 'move' && d.seat === null).map((d) => faceCode(d.points)),
        ),
      ];
      const mine = r.view.dice.some((d) => d.kind === 'move' && d.seat === seatOf(r.view));
      if (free.length === 0) return no('which-die', mine ? r.say.haveMoveDie : r.say.noMoveDie);
      if (free.length > 1)
        return no('which-die', r.say.whichMoveDie(free.map((die) => ({ type: 'take', die }) as const)));
      code = free[0]!;
    }
    return done(r, { type: 'take', die: code });
  }
  if (/^[gpo][1-6]$/.test(r.peek() ?? '')) return done(r, { type: 'take', die: r.next()! });
  const colour = r.next();
  if (!isColour(colour)) return no('die', r.say.notDie(colour ?? ''));
  const pips = r.next();
  if (!/^[1-6]$/.test(pips ?? '')) {
    const free = r.view.dice.find((d) => d.kind === 'power' && d.colour === colour && d.seat === null);
    const example =
      free?.kind === 'power' ? ({ type: 'take', die: `${LETTER[colour]}${free.pips}` } as const) : null;
    return no('pips', r.say.pips(colour, example));
  }
  return done(r, { type: 'take', die: `${LETTER[colour]}${pips}` });
}

function faceCode(p: Record<Alien, number> | undefined): string {
  return p
    ? ALIENS.filter((a) => p[a] > 0)
        .map((a) => `${LETTER[a]}${p[a]}`)
        .join('')
    : '';
}

function steps(r: Reader, alien: Alien): Parsed<SmAction> {
  const path: Step[] = [];
  for (let w = r.next(); w !== undefined; w = r.next()) {
    if (w === 'take' || w === 'move') continue;
    const s = STEP_OF[w];
    if (!s) return no('step', r.say.notStep(w));
    path.push(s);
  }
  if (path.length === 0) {
    const example = exampleOf(r.view, 'move');
    return no(
      'step',
      r.say.whereTo(alien, example?.type === 'move' && example.alien === alien ? example : null),
    );
  }
  if (path.length > 12) return no('step', r.say.tooLong);
  return ok({ type: 'move', alien, path });
}

function parseTokens(r: Reader): Parsed<SmAction> {
  const v = r.view;
  const verb = r.next();
  switch (verb) {
    case undefined:
      return no('empty', r.say.empty(v));
    case 'take':
      return take(r);
    case 'idle':
      return done(r, { type: 'idle' }, ['idle']);
    case 'rotate': {
      const n = r.next();
      const kind = n === '90' ? 'rotate90' : n === '180' ? 'rotate180' : n === '270' ? 'rotate270' : null;
      if (!kind) return no('card', r.say.rotation(n ?? ''));
      return rotate(r, kind);
    }
    case 'twist':
      return rotate(r, 'twist');
    case 'exchange': {
      const id = card(r, 'exchange');
      if (!id.ok) return id;
      r.accept('with');
      const at = tile(r, dieColour(v));
      return at.ok ? done(r, { type: 'exchange', card: id.value, at: at.value }) : at;
    }
    case 'switch': {
      const id = card(r, 'switch');
      if (!id.ok) return id;
      const d = tile(r, dieColour(v));
      if (!d.ok) return d;
      if (!r.accept('with')) return no('with', r.say.bothTiles);
      const o = tile(r, dieColour(v));
      return o.ok ? done(r, { type: 'switch', card: id.value, diagonal: d.value, adjacent: o.value }) : o;
    }
    case 'glue': {
      const id = card(r, 'superglue');
      return id.ok ? done(r, { type: 'glue', card: id.value }, ['relic', 'at', 'glue']) : id;
    }
    case 'morph': {
      const id = card(r, 'morph');
      if (!id.ok) return id;
      r.accept('with');
      const c = r.next();
      if (!isColour(c)) return no('colour', r.say.whichAlien('morph', c ?? ''));
      return done(r, { type: 'morph', card: id.value, with: c });
    }
    case 'base':
      return base(r);
    case 'run': {
      const two = r.accept('2');
      if (!two) r.accept('1');
      const kind = two ? 'run2' : r.view.hand.some((c) => c.kind === 'run1') ? 'run1' : 'run2';
      const id = card(r, kind);
      return id.ok ? done(r, { type: 'run', card: id.value }) : id;
    }
    case 'move':
      if (r.accept('base')) return base(r);
      if (!isColour(r.peek())) return no('colour', r.say.whichAlien('move', r.peek() ?? ''));
      return steps(r, r.next() as Alien);
    case 'green':
    case 'purple':
    case 'orange':
      return steps(r, verb);
    case 'give': {
      r.accept('relic');
      r.accept('to');
      const c = r.next();
      if (!isColour(c)) return no('colour', r.say.whichAlien('give', c ?? ''));
      return done(r, { type: 'give', to: c });
    }
    case 'done':
      return done(r, { type: 'done' }, ['done', 'move']);
    case 'discard': {
      if (/^\d+$/.test(r.peek() ?? '')) {
        const c = v.hand[Number(r.next()) - 1];
        return c
          ? done(r, { type: 'discard', card: c.id })
          : no('no-card', r.say.noCardNumber(r.t[r.i - 1] ?? ''));
      }
      const kind = cardKind(r);
      if (!kind) return no('card', r.say.discardWhich);
      const id = card(r, kind);
      return id.ok ? done(r, { type: 'discard', card: id.value }) : id;
    }
    default:
      return no('verb', r.say.notCommand(verb));
  }
}

function base(r: Reader): Parsed<SmAction> {
  const id = card(r, 'movebase');
  if (!id.ok) return id;
  const w = r.next();
  if (w !== 'cw' && w !== 'ccw') return no('direction', r.say.baseWay);
  return done(r, { type: 'base', card: id.value, dir: w });
}

export function parseCommand(input: string, view: SmView, locale: Locale): Result<SmAction, RuleError> {
  return parseTokens(new Reader(tokenise(input), view, langOf(locale).parse));
}
