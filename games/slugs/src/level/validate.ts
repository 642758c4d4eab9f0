/**
 * The level validator: a pure function an editor can call on every keystroke. It reads
 * the text (syntax problems with line and column), then checks what each room needs:
 *
 * - defence: one base A, at least one slug a, at least one killing machine; nothing of
 *   the duel or the escort;
 * - duel: bases A and B, slugs a and b (at least one each), at least one machine;
 * - escort: one hero H, one exit door E, at most one entrance door D, at least one slug h;
 *   a way from the hero to the exit (walls and the closed door block it); a way from
 *   every slug to the hero (escort slugs do not evaporate walls or pass doors);
 * - several rooms only in an escort campaign.
 *
 * Warnings do not stop a level from being played: a player starting with no wall, a
 * slug starting next to the hero, an exit door that is not on the edge of the room.
 * Messages say what is wrong and where: `room 2: no path from the slug at d5 (3,4) to
 * the hero at b2 (1,1)`; the problem also carries the cell, and its line and column in
 * the text.
 */
import {
  fail,
  graphDistances,
  indexOf,
  ok,
  type Point,
  pointAt,
  type Result,
  type RuleError,
  rectangle,
  squareGraph,
  type Topology,
} from '@daedalus/core';

/** Breadth-first distances on the level's grid, entering only cells that `open` allows. */
function distances(t: Topology, from: Point, open: (to: Point) => boolean): Int32Array {
  return graphDistances(squareGraph(t), indexOf(t, from), (_a, b) => open(pointAt(t, b)));
}

import { at, cellLabel } from '../cells.ts';
import { readLevelText } from './format.ts';
import { cellsOf, charAt, type Level, type LevelFile, type LevelProblem } from './types.ts';

export interface LevelCheck {
  /** True when there is no error (warnings allowed). */
  readonly ok: boolean;
  /** The levels, when the text could be read. */
  readonly file: LevelFile | null;
  readonly problems: readonly LevelProblem[];
}

type Report = (
  severity: LevelProblem['severity'],
  code: string,
  message: string,
  cell?: Point,
  char?: string,
) => void;

/** Problems of levels already read (an editor holding the levels as data can call this). */
export function checkLevelFile(
  file: LevelFile,
  rowLines: readonly (readonly number[])[] = [],
): LevelProblem[] {
  const problems: LevelProblem[] = [];
  const several = file.rooms.length > 1;
  file.rooms.forEach((level, room) => {
    const report: Report = (severity, code, message, cell, char) => {
      const line = cell ? rowLines[room]?.[cell.y] : undefined;
      problems.push({
        severity,
        code,
        message: several ? `room ${room + 1}: ${message}` : message,
        ...(several ? { room } : {}),
        ...(cell ? { cell } : {}),
        ...(char !== undefined ? { char } : {}),
        ...(line !== undefined && cell ? { line, column: cell.x + 1 } : {}),
      });
    };
    if (several && level.mode !== 'escort')
      report('error', 'level/rooms', `a ${level.mode} level has one map; only an escort campaign has rooms`);
    checkRoom(level, report);
  });
  return problems;
}

function checkRoom(level: Level, report: Report): void {
  const count = (chars: string): Point[] => cellsOf(level, chars);
  const exactlyOne = (ch: string, what: string): Point | null => {
    const found = count(ch);
    if (found.length === 0) report('error', 'level/missing', `the map has no ${what} (${ch})`, undefined, ch);
    for (const p of found.slice(1))
      report('error', 'level/repeated', `a second ${what} at ${cellLabel(p)}: there is one only`, p);
    return found[0] ?? null;
  };
  const none = (chars: string, why: string): void => {
    for (const p of count(chars))
      report('error', 'level/out-of-mode', `"${charAt(level, p)}" at ${cellLabel(p)}: ${why}`, p);
  };
  const atLeastOne = (ch: string, what: string): void => {
    if (count(ch).length === 0)
      report('error', 'level/missing', `the map has no ${what} (${ch})`, undefined, ch);
  };
  if (level.mode === 'defence') {
    exactlyOne('A', 'base');
    atLeastOne('a', 'slug');
    atLeastOne('X', 'killing machine, so no slug can ever die');
    none('BbHhED', 'a defence level has one base A and slugs a only');
  } else if (level.mode === 'duel') {
    exactlyOne('A', 'base of player 1');
    exactlyOne('B', 'base of player 2');
    atLeastOne('a', "slug of player 1's");
    atLeastOne('b', "slug of player 2's");
    atLeastOne('X', 'killing machine, so no slug can ever die');
    none('HhED', 'a duel has bases, slugs and machines only');
  } else {
    checkEscort(level, report, exactlyOne, atLeastOne, none);
  }
  if (level.mode !== 'escort')
    level.stock.forEach((n, seat) => {
      if (n === 0)
        report(
          'warning',
          'level/no-stock',
          level.stock.length > 1
            ? `player ${seat + 1} starts with no wall in stock`
            : 'the player starts with no wall in stock',
        );
    });
}

function checkEscort(
  level: Level,
  report: Report,
  exactlyOne: (ch: string, what: string) => Point | null,
  atLeastOne: (ch: string, what: string) => void,
  none: (chars: string, why: string) => void,
): void {
  const hero = exactlyOne('H', 'hero');
  const exit = exactlyOne('E', 'exit door');
  for (const p of cellsOf(level, 'D').slice(1))
    report('error', 'level/repeated', `a second entrance door at ${cellLabel(p)}: there is one at most`, p);
  atLeastOne('h', 'slug');
  none('ABab', 'an escort room has no bases; its slugs are h');
  const t = rectangle(level.width, level.height);
  if (exit && exit.x > 0 && exit.y > 0 && exit.x < level.width - 1 && exit.y < level.height - 1)
    report(
      'warning',
      'level/exit-inside',
      `the exit door at ${cellLabel(exit)} is not on the edge of the room`,
      exit,
    );
  if (!hero) return;
  if (exit) {
    const dist = distances(t, exit, (b) => !'#D'.includes(charAt(level, b)));
    if ((dist[at(level.width, hero)] as number) < 0)
      report(
        'error',
        'level/no-path',
        `no path from the hero at ${cellLabel(hero)} to the exit door at ${cellLabel(exit)}`,
        hero,
      );
  }
  const fromHero = distances(t, hero, (b) => !'#DE'.includes(charAt(level, b)));
  for (const p of cellsOf(level, 'h')) {
    const d = fromHero[at(level.width, p)] as number;
    if (d < 0)
      report(
        'error',
        'level/no-path',
        `no path from the slug at ${cellLabel(p)} to the hero at ${cellLabel(hero)}`,
        p,
      );
    else if (d === 1)
      report('warning', 'level/slug-next-to-hero', `the slug at ${cellLabel(p)} starts next to the hero`, p);
  }
}

/** Reads and checks a level text: every problem, errors and warnings. */
export function checkLevelText(text: string): LevelCheck {
  const read = readLevelText(text);
  if (!read.file) return { ok: false, file: null, problems: read.problems };
  const problems = checkLevelFile(read.file, read.rowLines);
  return { ok: !problems.some((p) => p.severity === 'error'), file: read.file, problems };
}

/** The levels of a text, or a coded error with the first problem's sentence (all problems in `details`). */
export function parseLevelText(text: string): Result<LevelFile, RuleError> {
  const check = checkLevelText(text);
  if (check.ok && check.file) return ok(check.file);
  const errors = check.problems.filter((p) => p.severity === 'error');
  const first = errors[0];
  const more =
    errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
  return fail(
    first?.code ?? 'level/invalid',
    `Invalid level: ${first?.message ?? 'unreadable'}${more}.`,
    errors,
  );
}
