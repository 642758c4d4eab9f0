/**
 * The Labyrinth as text for the terminal: what a seat knows (the blank outline with
 * its own start and ordered cells, its status, whose turn it is), and after the game
 * what was hidden: the plan and where everyone ended.
 */
import type { Locale, Point } from '@daedalus/core';
import { cellTypeWord } from '../phrases.ts';
import { printPlan } from '../plan/format.ts';
import type { CellType, Plan } from '../plan/types.ts';
import type { LabyrinthState, LabyrinthView, StatusSnapshot } from '../types.ts';

const T = {
  en: {
    title: (w: number, h: number) => `Labyrinth ${w}×${h}`,
    choose: 'Choose your start cell: "start <column> <row>".',
    round: (r: number) => `round ${r}`,
    toMove: (s: number) => `Player ${s + 1} to move`,
    nstop: (c: number, l: number) => `rounds without change: ${c} of ${l}`,
    legend: 'S your start cell, O cells you ordered, ? cells you asked about',
    you: 'You',
    healthy: 'healthy',
    wounded: 'wounded',
    infected: (n: number | null) => (n === null ? 'infected' : `infected (${n} moves to reach a hospital)`),
    immune: 'immune',
    bullets: (n: number) => `${n} bullet${n === 1 ? '' : 's'}`,
    grenades: (n: number) => `${n} grenade${n === 1 ? '' : 's'}`,
    holding: (h: string) => `holding a ${h === 'mine' ? 'landmine' : h}`,
    orders: (n: number) => `cell orders left: ${n}`,
    outside: 'outside the labyrinth',
    player: (s: number) => `Player ${s + 1}`,
    dead: 'dead',
    playing: 'playing',
    lost: 'out of the game',
    startedOn: (t: string) => `started on ${t}`,
    over: 'The game is over. The plan:',
    ended: (s: number, p: Point | null) =>
      `Player ${s + 1} ${p ? `ended at column ${p.x + 1}, row ${p.y + 1}` : 'was not in the labyrinth'}.`,
    path: (s: number) => `Player ${s + 1}'s path (column row):`,
  },
  ru: {
    title: (w: number, h: number) => `Лабиринт ${w}×${h}`,
    choose: 'Выберите стартовую клетку: «старт <столбец> <строка>».',
    round: (r: number) => `круг ${r}`,
    toMove: (s: number) => `ходит игрок ${s + 1}`,
    nstop: (c: number, l: number) => `кругов без изменений: ${c} из ${l}`,
    legend: 'S ваш старт, O заказанные клетки, ? клетки, о которых вы спросили',
    you: 'Вы',
    healthy: 'здоровы',
    wounded: 'ранены',
    infected: (n: number | null) => (n === null ? 'заражены' : `заражены (ходов до госпиталя: ${n})`),
    immune: 'иммунитет',
    bullets: (n: number) => `патронов: ${n}`,
    grenades: (n: number) => `гранат: ${n}`,
    holding: (h: string) => (h === 'mine' ? 'несёте мину' : h === 'treasure' ? 'несёте клад' : 'несёте труп'),
    orders: (n: number) => `заказов клетки: ${n}`,
    outside: 'вне лабиринта',
    player: (s: number) => `Игрок ${s + 1}`,
    dead: 'убит',
    playing: 'в игре',
    lost: 'выбыл',
    startedOn: (t: string) => `начал: ${t}`,
    over: 'Игра окончена. План лабиринта:',
    ended: (s: number, p: Point | null) =>
      `Игрок ${s + 1} ${p ? `закончил в столбце ${p.x + 1}, строке ${p.y + 1}` : 'не был в лабиринте'}.`,
    path: (s: number) => `Путь игрока ${s + 1} (столбец строка):`,
  },
  de: {
    title: (w: number, h: number) => `Labyrinth ${w}×${h}`,
    choose: 'Wähle dein Startfeld: „Start <Spalte> <Zeile>“.',
    round: (r: number) => `Runde ${r}`,
    toMove: (s: number) => `Spieler ${s + 1} ist am Zug`,
    nstop: (c: number, l: number) => `Runden ohne Änderung: ${c} von ${l}`,
    legend: 'S dein Startfeld, O bestellte Felder, ? Felder, nach denen du gefragt hast',
    you: 'Du',
    healthy: 'gesund',
    wounded: 'verwundet',
    infected: (n: number | null) =>
      n === null ? 'infiziert' : `infiziert (${n} Züge bis zu einem Krankenhaus)`,
    immune: 'immun',
    bullets: (n: number) => `${n} ${n === 1 ? 'Patrone' : 'Patronen'}`,
    grenades: (n: number) => `${n} ${n === 1 ? 'Granate' : 'Granaten'}`,
    holding: (h: string) =>
      `trägt ${h === 'mine' ? 'eine Landmine' : h === 'treasure' ? 'einen Schatz' : 'eine Leiche'}`,
    orders: (n: number) => `Feldbestellungen übrig: ${n}`,
    outside: 'außerhalb des Labyrinths',
    player: (s: number) => `Spieler ${s + 1}`,
    dead: 'tot',
    playing: 'im Spiel',
    lost: 'ausgeschieden',
    startedOn: (t: string) => `Start: ${t}`,
    over: 'Das Spiel ist vorbei. Der Plan:',
    ended: (s: number, p: Point | null) =>
      `Spieler ${s + 1} ${p ? `endete in Spalte ${p.x + 1}, Zeile ${p.y + 1}` : 'war nicht im Labyrinth'}.`,
    path: (s: number) => `Weg von Spieler ${s + 1} (Spalte Zeile):`,
  },
};

/** Cell types for "Start: …" in German (the announcements have their own declined forms). */
const CELL_DE: Record<CellType, string> = {
  land: 'Land',
  hospital: 'Krankenhaus',
  weaponry: 'Waffenkammer',
  pit: 'Grube',
  river: 'Fluss',
  delta: 'Delta',
  encephalitis: 'Enzephalitis-Feld',
};

const lang = (l: Locale) => (l === 'ru' ? T.ru : l === 'de' ? T.de : T.en);
const cellWord = (type: CellType, l: Locale) =>
  l === 'de' ? CELL_DE[type] : cellTypeWord(type, l === 'ru' ? 'ru' : 'en');

function statusLine(s: StatusSnapshot, t: typeof T.en): string {
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
  const t = lang(locale);
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
    if (seat.startType) bits.push(t.startedOn(cellWord(seat.startType, locale)));
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
    lang(locale),
  );
}

function revealed(
  plan: Plan,
  positions: readonly (Point | null)[],
  trails: readonly (readonly Point[])[],
  t: typeof T.en,
): string {
  const lines = [t.over, printPlan(plan)];
  positions.forEach((p, seat) => {
    lines.push(t.ended(seat, p));
    const trail = trails[seat] ?? [];
    if (trail.length)
      lines.push(`  ${t.path(seat)} ${trail.map((c) => `${c.x + 1} ${c.y + 1}`).join(' → ')}`);
  });
  return lines.join('\n');
}
