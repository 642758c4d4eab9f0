/**
 * Commands in words: an action as a label in a language (`formatAction`), and what a player
 * types read back as an action (`parseCommand`): `move right`, `investigate up`,
 * `rotate left ccw`, `stun defender 1`, `kill player 2`, `pick up key`, `use battery 1`,
 * `end`… The words of every language's labels are read in any locale: each language lists
 * how its words map to the parser's command words (`reading`).
 */
import { type Direction, fail, type Locale, ok, type Result, type RuleError } from '@daedalus/core';
import { LANGUAGES, languageOf } from '../lang/index.ts';
import type { SmAction, SmView } from '../types.ts';

export { shortCommand } from './short-command.ts';

export function formatAction(a: SmAction, locale: Locale = 'en'): string {
  return languageOf(locale).command(a);
}

/**
 * An action as `formatAction` words it, naming the object it takes, puts down or uses as the
 * acting player's view shows it ("pick up a Key" rather than "pick up 1").
 */
export function formatActionIn(a: SmAction, view: SmView, locale: Locale = 'en'): string {
  const lang = languageOf(locale);
  const me = view.you === null ? undefined : view.challengers[view.you];
  if (me && (a.type === 'discard' || a.type === 'useBattery')) {
    const item = me.items[a.index];
    if (item) return lang.objectCommand(a, item, undefined);
  }
  if (me?.at && a.type === 'pickUp') {
    const cell = view.cells[me.at.y * view.size + me.at.x];
    if (cell && typeof cell === 'object') {
      const body = a.body === undefined ? undefined : cell.bodies[a.body];
      const item = (body ?? cell).items[a.index];
      if (item && (a.body === undefined || body)) return lang.objectCommand(a, item, body?.seat);
    }
  }
  return lang.command(a);
}

const readings = Object.values(LANGUAGES).map((l) => l.reading);
const PHRASES = readings.flatMap((r) => r.phrases);
const WORDS: Readonly<Record<string, string>> = Object.assign({}, ...readings.map((r) => r.words));

/** The command words of every language → the command words the parser reads. */
export function normaliseCommand(input: string): string {
  let s = input.trim().toLowerCase();
  for (const [re, to] of PHRASES) s = s.replace(re, to);
  return s
    .split(/[\s,]+/)
    .map((w) => WORDS[w] ?? w)
    .filter(Boolean)
    .join(' ');
}

const DIR_WORDS: Record<string, Direction> = {
  up: 'up',
  u: 'up',
  north: 'up',
  n: 'up',
  right: 'right',
  r: 'right',
  east: 'right',
  e: 'right',
  down: 'down',
  d: 'down',
  south: 'down',
  s: 'down',
  left: 'left',
  l: 'left',
  west: 'left',
  w: 'left',
};

export function parseCommand(
  input: string,
  _view: SmView | undefined,
  locale: Locale,
): Result<SmAction, RuleError> {
  const say = languageOf(locale).errors;
  const bad = (code: string, message: string): Result<SmAction, RuleError> => fail(code, message);
  // The command words of every language (the labels of other locales) are read in any locale.
  const words = normaliseCommand(input)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return bad('parse/empty', say.empty);
  const [verb, ...rest] = words as [string, ...string[]];
  const dirAt = (i: number, what: string): Direction | RuleError => {
    const w = rest[i];
    if (w === undefined) return { code: 'parse/missing', message: say.needsDirection(verb, what) };
    return DIR_WORDS[w] ?? { code: 'parse/direction', message: say.notDirection(w) };
  };
  const numAt = (i: number, what: string): number | RuleError => {
    const w = rest[i];
    if (w === undefined) return { code: 'parse/missing', message: say.needs(verb, what) };
    const n = Number(w);
    return Number.isInteger(n) && n >= 1 && n <= 99
      ? n
      : { code: 'parse/number', message: say.notNumber(w, what) };
  };
  const isErr = (v: unknown): v is RuleError => typeof v === 'object' && v !== null && 'code' in v;
  const extra = (n: number): RuleError | null =>
    rest.length > n
      ? {
          code: 'parse/extra',
          message: say.extra(rest[n] as string, [verb, ...rest.slice(0, n)].join(' ')),
        }
      : null;
  const done = (a: SmAction, used: number): Result<SmAction, RuleError> => {
    const e = extra(used);
    return e ? fail(e.code, e.message) : ok(a);
  };
  switch (verb) {
    case 'move':
    case 'm':
    case 'go': {
      const dir = dirAt(0, say.what.direction);
      return isErr(dir) ? fail(dir.code, dir.message) : done({ type: 'move', dir }, 1);
    }
    case 'investigate':
    case 'inv':
    case 'i':
    case 'explore': {
      const dir = dirAt(0, say.what.direction);
      return isErr(dir) ? fail(dir.code, dir.message) : done({ type: 'investigate', dir }, 1);
    }
    case 'rotate':
    case 'rot':
    case 'turn': {
      const first = rest[0];
      if (first === 'cw' || first === 'ccw') return done({ type: 'rotate', target: 'here', turn: first }, 1);
      if (first === 'here' || first === 'current') {
        const turn = rest[1];
        if (turn !== 'cw' && turn !== 'ccw') return bad('parse/turn', say.missingTurn(`rotate ${first}`));
        return done({ type: 'rotate', target: 'here', turn }, 2);
      }
      const dir = dirAt(0, say.what.turnOrDirection);
      if (isErr(dir))
        return first === undefined ? bad('parse/missing', say.rotateNeeds) : fail(dir.code, dir.message);
      const turn = rest[1];
      if (turn !== 'cw' && turn !== 'ccw') return bad('parse/turn', say.badTurn(turn, `rotate ${first}`));
      return done({ type: 'rotate', target: dir, turn }, 2);
    }
    case 'stun':
    case 'destroy':
    case 'kill': {
      const what = rest[0];
      if (what === 'defender' || what === 'def') {
        if (verb === 'kill') return bad('parse/target', say.notKilled);
        // A Defender may be named by its number or by its letter on the board (A = 1, B = 2…).
        const letter = rest[1] && /^[a-z]$/.test(rest[1]) ? rest[1].charCodeAt(0) - 96 : undefined;
        const n = letter ?? numAt(1, say.what.defender);
        if (isErr(n)) return fail(n.code, n.message);
        return done({ type: verb === 'stun' ? 'stunDefender' : 'destroyDefender', defender: n }, 2);
      }
      if (what === 'player' || what === 'challenger' || what === 'p') {
        if (verb === 'destroy') return bad('parse/target', say.notDestroyed);
        const n = numAt(1, say.what.player);
        if (isErr(n)) return fail(n.code, n.message);
        return done({ type: verb === 'stun' ? 'stunChallenger' : 'killChallenger', seat: n - 1 }, 2);
      }
      if (verb === 'destroy') {
        const dir = dirAt(0, say.what.directionOrDefender);
        return isErr(dir) ? fail(dir.code, dir.message) : done({ type: 'destroyCube', dir }, 1);
      }
      return bad('parse/target', what === undefined ? say.needsTarget(verb) : say.notTarget(what));
    }
    case 'pick':
    case 'take':
    case 'get': {
      const args = rest[0] === 'up' ? rest.slice(1) : rest;
      const skip = rest.length - args.length;
      if (args[0] === 'key') return done({ type: 'takeKey' }, skip + 1);
      const n = numAt(skip, say.what.objectOrKey);
      if (isErr(n)) return fail(n.code, n.message);
      if (args[1] === undefined) return ok({ type: 'pickUp', index: n - 1 });
      if (args[1] !== 'from' || args[2] !== 'body') return bad('parse/source', say.unexpected(args[1]));
      const b = numAt(skip + 3, say.what.body);
      if (isErr(b)) return fail(b.code, b.message);
      return done({ type: 'pickUp', index: n - 1, body: b - 1 }, skip + 4);
    }
    case 'discard':
    case 'drop': {
      const n = numAt(0, say.what.object);
      return isErr(n) ? fail(n.code, n.message) : done({ type: 'discard', index: n - 1 }, 1);
    }
    case 'use':
    case 'battery': {
      const skip = verb === 'use' && rest[0] === 'battery' ? 1 : 0;
      const n = numAt(skip, say.what.battery);
      return isErr(n) ? fail(n.code, n.message) : done({ type: 'useBattery', index: n - 1 }, skip + 1);
    }
    case 'end':
    case 'pass':
    case 'done':
    case 'decline':
      return done({ type: 'end' }, 0);
    default:
      return bad('parse/verb', say.notCommand(verb));
  }
}
