/**
 * A Shifting Maze step told beat by beat, so others' turns can be followed at a readable
 * pace: the step's events are cut into beats (a Defender's step, a reveal, the Maze Event
 * announced, then carried out, a threat, an attack…), and the view is rebuilt after each beat
 * from the view before the step (`viewAfter`). Pure; the frame keeps the clock, the board draws.
 * An in-between view only has to look right for a moment: the step's own view replaces it
 * at its last beat.
 */
import type { GameEvent, Point } from '@daedalus/core';
import { rotateDoors, type SmEvent, type SmView } from '@daedalus/shifting-maze';

const SIZE = 10;

/** Events that begin a beat of their own (others join the beat before them). */
const BEAT_START = new Set<string>([
  'defender/moved',
  'defender/added',
  'defender/attacks',
  'maze/event',
  'maze/slid',
  'maze/rotated',
  'maze/removed',
  'maze/revealed',
  'challenger/threatened',
  'challenger/respawned',
]);

/**
 * The beat of each event, in order: 0 for the first (what the acting player did, shown at
 * once), counting up at each event that begins a beat.
 */
export function stepBeats(events: readonly GameEvent[]): number[] {
  let beat = 0;
  return events.map((e, i) => {
    if (i > 0 && BEAT_START.has(e.type)) beat++;
    return beat;
  });
}

const inMaze = (p: Point | null): p is Point => p !== null && p.x >= 0 && p.x < SIZE;

/** The view after some of a step's events, from the view before the step. */
export function viewAfter(before: SmView, events: readonly GameEvent[]): SmView {
  const v: SmView = structuredClone(before);
  const index = (p: Point) => p.y * SIZE + p.x;
  for (const e of events as readonly SmEvent[]) {
    switch (e.type) {
      case 'turn/started':
        // The Defenders and the Maze Event of this player's turn: no Challenger Move yet.
        v.current = e.seat ?? v.current;
        v.turns = e.turns ?? v.turns;
        v.mainLeft = null;
        break;
      case 'game/draw':
        v.turns = e.turns ?? v.turns;
        break;
      case 'challenger/threatened':
        if (e.seat !== undefined && e.threat) v.reaction = { seat: e.seat, threat: e.threat, used: 0 };
        break;
      case 'reaction/ended':
        v.reaction = null;
        break;
      case 'defender/moved': {
        const d = v.defenders.find((x) => x.id === e.defender);
        if (d && e.to) d.at = e.to;
        break;
      }
      case 'defender/added':
        if (e.at && e.defender !== undefined) {
          v.defenders.push({ id: e.defender, at: e.at, stunned: false, came: null });
          v.defenders.sort((a, b) => a.id - b.id);
        }
        break;
      case 'defender/destroyed':
      case 'defender/lost':
        v.defenders = v.defenders.filter((d) => d.id !== e.defender);
        break;
      case 'defender/stunned':
      case 'defender/skipped': {
        const d = v.defenders.find((x) => x.id === e.defender);
        if (d) d.stunned = e.type === 'defender/stunned';
        break;
      }
      case 'maze/revealed':
        if (e.at && e.doors !== undefined)
          v.cells[index(e.at)] = { doors: e.doors, items: e.item ? [e.item] : [], bodies: [] };
        break;
      case 'maze/rotated': {
        const cell = e.at ? v.cells[index(e.at)] : null;
        if (e.at && cell && cell !== 'destroyed')
          v.cells[index(e.at)] = { ...cell, doors: rotateDoors(cell.doors, e.turns ?? 1) };
        break;
      }
      case 'maze/removed':
      case 'maze/destroyed':
        if (e.at) v.cells[index(e.at)] = 'destroyed';
        break;
      case 'maze/slid':
        if (e.event?.kind === 'slide') slide(v, e.event.axis, e.event.line, e.event.delta);
        break;
      case 'challenger/entered':
      case 'challenger/moved':
      case 'challenger/respawned': {
        const c = v.challengers[e.seat ?? -1];
        const to = e.to ?? e.at;
        if (c && to) c.at = to;
        break;
      }
      case 'challenger/killed':
      case 'challenger/lost': {
        const c = v.challengers[e.seat ?? -1];
        if (c) c.at = null;
        break;
      }
    }
  }
  return v;
}

/** A line of the maze moves one position; what is pushed past the edge leaves, the other end is unrevealed. */
function slide(v: SmView, axis: 'x' | 'y', line: number, delta: 1 | -1): void {
  const at = (k: number): Point => (axis === 'x' ? { x: k, y: line } : { x: line, y: k });
  const old = Array.from({ length: SIZE }, (_, k) => v.cells[at(k).y * SIZE + at(k).x] ?? null);
  for (let k = 0; k < SIZE; k++) {
    const from = k - delta;
    v.cells[at(k).y * SIZE + at(k).x] = from >= 0 && from < SIZE ? (old[from] ?? null) : null;
  }
  const onLine = (p: Point) => (axis === 'x' ? p.y === line : p.x === line);
  const moved = (p: Point): Point | null => {
    const q = axis === 'x' ? { x: p.x + delta, y: p.y } : { x: p.x, y: p.y + delta };
    return q.x >= 0 && q.x < SIZE && q.y >= 0 && q.y < SIZE ? q : null;
  };
  v.defenders = v.defenders.flatMap((d) => {
    if (!onLine(d.at)) return [d];
    const to = moved(d.at);
    return to ? [{ ...d, at: to }] : [];
  });
  for (const c of v.challengers) if (inMaze(c.at) && onLine(c.at)) c.at = moved(c.at);
}
