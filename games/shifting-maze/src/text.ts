/**
 * Text play: the maze drawn in ASCII, actions as short commands, and a parser for
 * what a player types (`move right`, `investigate up`, `rotate left ccw`,
 * `stun defender 1`, `kill player 2`, `pick up key`, `use battery 1`, `end`…).
 *
 * Each position is drawn as 3×3 characters: `+-+` corners and walls, a gap where a
 * doorway is open; the centre shows who is there (1–4 Challengers, A, B… Defenders
 * 1, 2…, x a body, k a Key, b a Battery Pack, * several). Unrevealed positions are
 * ` . `, Destroyed Cubes `###`. The column left of the maze holds the start areas,
 * the column right of it the far side.
 */
import { type Direction, fail, type Locale, ok, type Result, type RuleError } from '@daedalus/core';
import { itemName, mazeEventName, where } from './describe.ts';
import { localCommand, localeOf, normaliseCommand } from './text-words.ts';
import { hasDoor } from './tiles.ts';
import { type Cell, type Item, SIZE, type SmAction, type SmView } from './types.ts';

const defenderLetter = (id: number): string => String.fromCharCode(64 + Math.min(26, id));

/** What is in the cube at (x, y): a mark and a name for each. */
function contents(view: SmView, x: number, y: number): { mark: string; name: string }[] {
  const out: { mark: string; name: string }[] = [];
  for (const c of view.challengers)
    if (c.at && c.at.x === x && c.at.y === y)
      out.push({ mark: String(c.seat + 1), name: `Player ${c.seat + 1}` });
  for (const d of view.defenders)
    if (d.at.x === x && d.at.y === y)
      out.push({ mark: defenderLetter(d.id), name: `Defender ${d.id} (${defenderLetter(d.id)})` });
  const cell = x >= 0 && x < SIZE ? view.cells[y * SIZE + x] : null;
  if (cell && cell !== 'destroyed') {
    for (const b of cell.bodies) out.push({ mark: 'x', name: `the body of Player ${b.seat + 1}` });
    for (const i of cell.items) out.push({ mark: i.kind === 'key' ? 'k' : 'b', name: itemName(i) });
  }
  return out;
}

function centre(view: SmView, x: number, y: number): string {
  const marks = contents(view, x, y);
  if (marks.length === 0) return ' ';
  return marks.length === 1 ? marks[0]!.mark : '*';
}

const LEGEND = [
  'Legend: 1-4 Challengers, A B.. Defenders, x body, k Key, b Battery Pack, * several (listed below);',
  '        . unrevealed, ### Destroyed Cube, S start area (1> waiting there), <1 on the far side.',
];

function block(cell: Cell, mid: string): [string, string, string] {
  if (cell === null) return ['   ', ` ${mid === ' ' ? '.' : mid} `, '   '];
  if (cell === 'destroyed') return ['###', '###', '###'];
  const o = (d: Direction): boolean => hasDoor(cell.doors, d);
  return [
    `+${o('up') ? ' ' : '-'}+`,
    `${o('left') ? ' ' : '|'}${mid}${o('right') ? ' ' : '|'}`,
    `+${o('down') ? ' ' : '-'}+`,
  ];
}

const items = (list: readonly Item[]): string => (list.length ? list.map(itemName).join(', ') : 'nothing');

function reactionLine(r: NonNullable<SmView['reaction']>): string {
  const t = r.threat;
  const danger =
    t.kind === 'defender'
      ? `Player ${r.seat + 1} is attacked by Defender ${t.defender} (${defenderLetter(t.defender)})`
      : t.cause === 'z'
        ? `Player ${r.seat + 1}'s cube at ${where(t.at)} is about to leave the level (Z)`
        : `Player ${r.seat + 1}'s cube at ${where(t.at)} is about to be pushed off the maze`;
  return `${danger}: react until safe (main actions come off the next turn), or "end" to give up.`;
}

export function render(view: SmView, _locale: Locale): string {
  const lines: string[] = [];
  let header = '     ';
  for (let x = 0; x < SIZE; x++) header += ` ${x} `;
  lines.push(`${header}  far`);
  for (let y = 0; y < SIZE; y++) {
    const rows: [string, string, string] = ['   ', `${String(y).padStart(2)} `, '   '];
    const starters = view.challengers
      .filter((c) => c.at?.x === -1 && c.at.y === y)
      .map((c) => String(c.seat + 1));
    const home = view.challengers.find((c) => c.startRow === y);
    rows[0] += '  ';
    rows[1] += starters.length ? `${starters.join('')}>`.padStart(2) : home ? 'S ' : '  ';
    rows[2] += '  ';
    for (let x = 0; x < SIZE; x++) {
      const b = block(view.cells[y * SIZE + x] ?? null, centre(view, x, y));
      rows[0] += b[0];
      rows[1] += b[1];
      rows[2] += b[2];
    }
    const far = view.challengers
      .filter((c) => c.at?.x === SIZE && c.at.y === y)
      .map((c) => String(c.seat + 1));
    rows[1] += far.length ? ` <${far.join('')}` : '';
    lines.push(...rows.map((r) => r.trimEnd()));
  }
  lines.push(...LEGEND, '');
  const status =
    view.phase === 'over'
      ? view.winner === null
        ? 'Game over: a draw (turn limit).'
        : `Game over: Player ${view.winner + 1} escaped and wins.`
      : view.reaction
        ? reactionLine(view.reaction)
        : `Player ${view.current + 1} to move: ${view.mainLeft ?? 0} main action(s) left.`;
  lines.push(`Turn ${view.turns + 1}/${view.turnCap}. ${status}`);
  if (view.pendingEvent) lines.push(`Pending maze event: ${mazeEventName(view.pendingEvent)}.`);
  for (const c of view.challengers) {
    const pos =
      c.at === null
        ? 'dead (returns next turn)'
        : c.at.x === -1
          ? 'start area'
          : c.at.x === SIZE
            ? `far side, row ${c.at.y}`
            : where(c.at);
    const flags = [c.stunned ? 'stunned' : '', c.owed ? `owes ${c.owed} main action(s)` : '']
      .filter(Boolean)
      .join(', ');
    lines.push(
      `Player ${c.seat + 1}${view.you === c.seat ? ' (you)' : ''}: ${pos}, ${c.pp} PP, carries ${items(c.items)}${flags ? `; ${flags}` : ''}.`,
    );
  }
  for (const d of view.defenders)
    lines.push(
      `Defender ${d.id} (${defenderLetter(d.id)}) at ${where(d.at)}${d.stunned ? ', stunned' : ''}.`,
    );
  view.cells.forEach((cell, i) => {
    if (!cell || cell === 'destroyed') return;
    const p = { x: i % SIZE, y: Math.floor(i / SIZE) };
    const at = where(p);
    const here = contents(view, p.x, p.y);
    if (here.length > 1) lines.push(`* at ${at}: ${here.map((h) => h.name).join(', ')}.`);
    if (cell.items.length) lines.push(`At ${at}: ${items(cell.items)}.`);
    for (const [b, body] of cell.bodies.entries())
      lines.push(`At ${at}: body ${b + 1} of Player ${body.seat + 1}, with ${items(body.items)}.`);
  });
  lines.push(`Tile bag: ${view.bagCount} tiles. Lost: ${view.lostCount}. Destroyed: ${view.destroyedCount}.`);
  return lines.join('\n');
}

export function formatAction(a: SmAction, locale: Locale = 'en'): string {
  const l = localeOf(locale);
  if (l !== 'en') return localCommand(a, l);
  switch (a.type) {
    case 'move':
      return `move ${a.dir}`;
    case 'investigate':
      return `investigate ${a.dir}`;
    case 'pickUp':
      return a.body === undefined
        ? `pick up ${a.index + 1}`
        : `pick up ${a.index + 1} from body ${a.body + 1}`;
    case 'takeKey':
      return 'pick up key';
    case 'rotate':
      return a.target === 'here' ? `rotate ${a.turn}` : `rotate ${a.target} ${a.turn}`;
    case 'stunDefender':
      return `stun defender ${a.defender}`;
    case 'destroyDefender':
      return `destroy defender ${a.defender}`;
    case 'stunChallenger':
      return `stun player ${a.seat + 1}`;
    case 'killChallenger':
      return `kill player ${a.seat + 1}`;
    case 'destroyCube':
      return `destroy ${a.dir}`;
    case 'discard':
      return `discard ${a.index + 1}`;
    case 'useBattery':
      return `use battery ${a.index + 1}`;
    case 'end':
      return 'end';
  }
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

const bad = (code: string, message: string): Result<SmAction, RuleError> => fail(code, message);

export function parseCommand(
  input: string,
  _view: SmView | undefined,
  _locale: Locale,
): Result<SmAction, RuleError> {
  // German and Russian commands (the labels of other locales) are read in any locale.
  const words = normaliseCommand(input)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0)
    return bad('parse/empty', 'Type a command, e.g. "move right", "rotate cw" or "end".');
  const [verb, ...rest] = words as [string, ...string[]];
  const dirAt = (i: number, what: string): Direction | RuleError => {
    const w = rest[i];
    if (w === undefined)
      return { code: 'parse/missing', message: `"${verb}" needs ${what} (up, right, down or left).` };
    return (
      DIR_WORDS[w] ?? {
        code: 'parse/direction',
        message: `"${w}" is not a direction: expected up, right, down or left.`,
      }
    );
  };
  const numAt = (i: number, what: string): number | RuleError => {
    const w = rest[i];
    if (w === undefined) return { code: 'parse/missing', message: `"${verb}" needs ${what}.` };
    const n = Number(w);
    return Number.isInteger(n) && n >= 1 && n <= 99
      ? n
      : { code: 'parse/number', message: `"${w}" is not a number: expected ${what}.` };
  };
  const isErr = (v: unknown): v is RuleError => typeof v === 'object' && v !== null && 'code' in v;
  const extra = (n: number): RuleError | null =>
    rest.length > n
      ? {
          code: 'parse/extra',
          message: `Did not expect "${rest[n]}" after "${[verb, ...rest.slice(0, n)].join(' ')}".`,
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
      const dir = dirAt(0, 'a direction');
      return isErr(dir) ? fail(dir.code, dir.message) : done({ type: 'move', dir }, 1);
    }
    case 'investigate':
    case 'inv':
    case 'i':
    case 'explore': {
      const dir = dirAt(0, 'a direction');
      return isErr(dir) ? fail(dir.code, dir.message) : done({ type: 'investigate', dir }, 1);
    }
    case 'rotate':
    case 'rot':
    case 'turn': {
      const first = rest[0];
      if (first === 'cw' || first === 'ccw') return done({ type: 'rotate', target: 'here', turn: first }, 1);
      if (first === 'here' || first === 'current') {
        const turn = rest[1];
        if (turn !== 'cw' && turn !== 'ccw')
          return bad('parse/turn', `Missing cw or ccw after "rotate ${first}".`);
        return done({ type: 'rotate', target: 'here', turn }, 2);
      }
      const dir = dirAt(0, 'cw, ccw or a direction');
      if (isErr(dir))
        return first === undefined
          ? bad('parse/missing', '"rotate" needs cw or ccw (and optionally a direction first).')
          : fail(dir.code, dir.message);
      const turn = rest[1];
      if (turn !== 'cw' && turn !== 'ccw')
        return bad(
          'parse/turn',
          `${turn === undefined ? 'Missing cw or ccw' : `"${turn}" is not cw or ccw`} after "rotate ${first}".`,
        );
      return done({ type: 'rotate', target: dir, turn }, 2);
    }
    case 'stun':
    case 'destroy':
    case 'kill': {
      const what = rest[0];
      if (what === 'defender' || what === 'def') {
        if (verb === 'kill')
          return bad('parse/target', 'Defenders are destroyed, not killed: "destroy defender N".');
        // A Defender may be named by its number or by its letter on the board (A = 1, B = 2…).
        const letter = rest[1] && /^[a-z]$/.test(rest[1]) ? rest[1].charCodeAt(0) - 96 : undefined;
        const n = letter ?? numAt(1, 'a Defender number or letter');
        if (isErr(n)) return fail(n.code, n.message);
        return done({ type: verb === 'stun' ? 'stunDefender' : 'destroyDefender', defender: n }, 2);
      }
      if (what === 'player' || what === 'challenger' || what === 'p') {
        if (verb === 'destroy')
          return bad('parse/target', 'Challengers are killed, not destroyed: "kill player N".');
        const n = numAt(1, 'a player number');
        if (isErr(n)) return fail(n.code, n.message);
        return done({ type: verb === 'stun' ? 'stunChallenger' : 'killChallenger', seat: n - 1 }, 2);
      }
      if (verb === 'destroy') {
        const dir = dirAt(0, 'a direction or "defender N"');
        return isErr(dir) ? fail(dir.code, dir.message) : done({ type: 'destroyCube', dir }, 1);
      }
      return bad(
        'parse/target',
        what === undefined
          ? `"${verb}" needs a target: defender N or player N.`
          : `"${what}" is not a target: expected defender or player.`,
      );
    }
    case 'pick':
    case 'take':
    case 'get': {
      const args = rest[0] === 'up' ? rest.slice(1) : rest;
      const skip = rest.length - args.length;
      if (args[0] === 'key') return done({ type: 'takeKey' }, skip + 1);
      const n = numAt(skip, 'an object number or "key"');
      if (isErr(n)) return fail(n.code, n.message);
      if (args[1] === undefined) return ok({ type: 'pickUp', index: n - 1 });
      if (args[1] !== 'from' || args[2] !== 'body')
        return bad('parse/source', `"${args[1]}" is unexpected: write "pick up N from body M".`);
      const b = numAt(skip + 3, 'a body number');
      if (isErr(b)) return fail(b.code, b.message);
      return done({ type: 'pickUp', index: n - 1, body: b - 1 }, skip + 4);
    }
    case 'discard':
    case 'drop': {
      const n = numAt(0, 'an object number');
      return isErr(n) ? fail(n.code, n.message) : done({ type: 'discard', index: n - 1 }, 1);
    }
    case 'use':
    case 'battery': {
      const skip = verb === 'use' && rest[0] === 'battery' ? 1 : 0;
      const n = numAt(skip, 'the number of the Battery Pack');
      return isErr(n) ? fail(n.code, n.message) : done({ type: 'useBattery', index: n - 1 }, skip + 1);
    }
    case 'end':
    case 'pass':
    case 'done':
    case 'decline':
      return done({ type: 'end' }, 0);
    default:
      return bad(
        'parse/verb',
        `"${verb}" is not a command: expected move, investigate, rotate, stun, destroy, kill, pick up, discard, use battery or end.`,
      );
  }
}
