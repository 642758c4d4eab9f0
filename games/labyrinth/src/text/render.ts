/**
 * The Labyrinth as text for the terminal: what a seat knows (the blank outline with
 * its own start and ordered cells, its status, whose turn it is), and after the game
 * what was hidden: the plan and where everyone ended — in the labels of a language.
 */
import type { Locale, Point } from '@daedalus/core';
import { languageOf } from '../lang/index.ts';
import { printPlan } from '../plan/format.ts';
import type { Plan } from '../plan/types.ts';
import type { LabyrinthState, LabyrinthView, StatusSnapshot } from '../types.ts';
import type { BoardWords } from './language.ts';

/** What a player was last told of himself, in a language's board words ("healthy, 3 bullets, …"). */
export function statusLine(s: StatusSnapshot, t: BoardWords): string {
  const parts = [
    s.health === 'wounded' ? t.wounded : t.healthy,
    ...(s.infected ? [t.infected(s.movesToHeal)] : []),
    ...(s.immune ? [t.immune] : []),
    t.bullets(s.bullets),
    t.grenades(s.grenades),
    ...(s.holding ? [t.holding(s.holding)] : []),
    t.orders(s.reordersLeft + s.extraReorders),
    ...(s.outside ? [t.outside] : []),
  ];
  return parts.join(', ');
}

export function renderView(v: LabyrinthView, locale: Locale): string {
  const t = languageOf(locale).board;
  const { width, height, mask } = v.outline;
  const lines: string[] = [];
  const head = [t.title(width, height)];
  if (v.phase === 'play')
    head.push(
      t.round(v.round),
      ...(v.turn !== null ? [t.toMove(v.turn)] : []),
      t.nstop(v.nstop.count, v.nstop.limit),
    );
  lines.push(head.join(' — '));
  const mark = (x: number, y: number): string => {
    if (mask && !mask[y * width + x]) return ' ';
    const me = v.me;
    if (me?.startCell && me.startCell.x === x && me.startCell.y === y) return 'S';
    if (me?.orderedCells.some((c) => c.x === x && c.y === y)) return 'O';
    if (me?.startChoice && v.phase === 'start' && me.startChoice.x === x && me.startChoice.y === y)
      return 'S';
    if (me?.peeked.some((c) => c.cell.x === x && c.cell.y === y)) return '?';
    return '·';
  };
  lines.push(`    ${Array.from({ length: width }, (_, x) => String(x + 1).padStart(2)).join(' ')}`);
  for (let y = 0; y < height; y++) {
    lines.push(
      `${String(y + 1).padStart(3)} ${Array.from({ length: width }, (_, x) => ` ${mark(x, y)}`).join(' ')}`,
    );
  }
  lines.push(t.legend);
  if (v.me) lines.push(`${t.you}: ${statusLine(v.me.status, t)}.`);
  for (const seat of v.seats) {
    if (v.me && seat.seat === v.me.seat) continue;
    const bits = [seat.condition === 'dead' ? t.dead : seat.condition === 'lost' ? t.lost : t.playing];
    if (seat.startType) bits.push(t.startedOn(t.cellType(seat.startType)));
    lines.push(`${t.player(seat.seat)}: ${bits.join(', ')}`);
  }
  if (v.phase === 'start' && v.me && !v.me.startChoice) lines.push(t.choose);
  if (v.revealed) lines.push(revealed(v.revealed.plan, v.revealed.positions, v.revealed.trails, t));
  return lines.join('\n');
}

/** Everything that was hidden: the plan as it ended, and every player's path. */
export function revealState(s: LabyrinthState, locale: Locale): string {
  return revealed(
    s.plan,
    s.players.map((p) => p.at),
    s.players.map((p) => p.trail),
    languageOf(locale).board,
  );
}

function revealed(
  plan: Plan,
  positions: readonly (Point | null)[],
  trails: readonly (readonly Point[])[],
  t: BoardWords,
): string {
  const lines = [t.planHeading, printPlan(plan), `${t.planLegend}: ${t.planMarks}.`];
  positions.forEach((p, seat) => {
    lines.push(t.ended(seat, p));
    const trail = trails[seat] ?? [];
    if (trail.length)
      lines.push(`  ${t.path(seat)} ${trail.map((c) => `${c.x + 1} ${c.y + 1}`).join(' → ')}`);
  });
  return lines.join('\n');
}
