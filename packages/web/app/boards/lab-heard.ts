/**
 * What a Labyrinth seat heard, put in order the way a player writes it down: whose move or
 * request each announcement answers, the player's latest answer from the game master, and
 * the notebook of every player's moves (B.6.3: "write down not only own but also others'
 * moves"). Everything here is built from the events the seat received, and only those: it
 * cannot tell more than the seat heard.
 */
import type { GameEvent, Seat } from '@daedalus/core';
import type { LabyrinthEvent } from '@daedalus/labyrinth';

/** The seat whose move, request or turn an announcement is about (null: the whole table's). */
export function aboutSeat(event: GameEvent): Seat | null {
  const e = event as LabyrinthEvent;
  switch (e.type) {
    case 'labyrinth/starts-invalid':
    case 'labyrinth/started':
    case 'labyrinth/nstop':
    case 'labyrinth/game-over':
      return null;
    default:
      return 'seat' in e && typeof e.seat === 'number' ? e.seat : null;
  }
}

/** A player's words: a move or a skip (what opens an entry of the notebook). */
const isSaid = (e: LabyrinthEvent): boolean => e.type === 'labyrinth/move' || e.type === 'labyrinth/skip';

/** Private answers to a request of the seat's own (status, recall, a peek, its start and ordered cells). */
const REQUESTS = new Set<string>([
  'labyrinth/status',
  'labyrinth/recall',
  'labyrinth/peek',
  'labyrinth/start-cell',
  'labyrinth/reorder-cell',
]);

/**
 * The game master's latest answer to `seat`: its last move (as said) with every answer to
 * it, or its last request's answer, whichever came later; empty before either.
 */
export function latestAnswer(heard: readonly GameEvent[], seat: Seat): LabyrinthEvent[] {
  const events = heard as readonly LabyrinthEvent[];
  let from = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as LabyrinthEvent;
    if (aboutSeat(e) !== seat) continue;
    if (isSaid(e) || REQUESTS.has(e.type)) {
      from = i;
      break;
    }
  }
  if (from < 0) return [];
  const first = events[from] as LabyrinthEvent;
  if (!isSaid(first)) return [first];
  const out = [first];
  for (const e of events.slice(from + 1)) {
    if (aboutSeat(e) !== seat || e.type === 'labyrinth/turn-notice' || e.type === 'labyrinth/break') continue;
    if (REQUESTS.has(e.type)) break;
    out.push(e);
  }
  return out;
}

/** One entry of the notebook: what a player said on one of his turns and what he was answered. */
export interface NotebookEntry {
  /** Told before the move: a wound, a new cell ordered ("Player 2 is wounded…"). */
  readonly before: readonly LabyrinthEvent[];
  /** The move or the skip, as said. */
  readonly said: LabyrinthEvent;
  /** The game master's public answers (and the seat's own private ones), in order. */
  readonly answers: readonly LabyrinthEvent[];
}

/** Column per seat, row per turn of that seat (the k-th row holds each player's k-th move). */
export interface Notebook {
  readonly columns: readonly (readonly NotebookEntry[])[];
  readonly rows: number;
}

/** Kinds that are no part of a move's story in the notebook (requests, the clock, round counts). */
const NOT_NOTED = new Set<string>([
  'labyrinth/status',
  'labyrinth/recall',
  'labyrinth/break',
  'labyrinth/start-chosen',
  'labyrinth/start-place',
  'labyrinth/peek',
  'labyrinth/start-cell',
]);

/** The notebook of everything the seat heard about the players' moves. */
export function notebookOf(heard: readonly GameEvent[], seats: number): Notebook {
  const columns: { before: LabyrinthEvent[]; said: LabyrinthEvent; answers: LabyrinthEvent[] }[][] =
    Array.from({ length: seats }, () => []);
  const pending: LabyrinthEvent[][] = Array.from({ length: seats }, () => []);
  let open: Seat | null = null;
  for (const event of heard as readonly LabyrinthEvent[]) {
    const seat = aboutSeat(event);
    if (seat === null || seat >= seats || NOT_NOTED.has(event.type)) continue;
    if (isSaid(event)) {
      columns[seat]?.push({ before: pending[seat] ?? [], said: event, answers: [] });
      pending[seat] = [];
      open = seat;
    } else if (event.type === 'labyrinth/turn-notice' || event.type === 'labyrinth/reordered') {
      pending[seat]?.push(event);
      open = null;
    } else if (open === seat) columns[seat]?.at(-1)?.answers.push(event);
    else pending[seat]?.push(event);
  }
  return { columns, rows: Math.max(0, ...columns.map((c) => c.length)) };
}
