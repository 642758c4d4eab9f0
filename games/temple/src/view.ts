/**
 * What a seat (or a spectator) sees: everything on the table — the board, every rhombus with
 * its walls, snakes and statues, figures, stones, phase and action points — but not the order
 * of the face-down path rhombi nor the generator. The view carries the `table` itself, so the
 * pure helpers (`reachable`, `slideTargets`, `rotationTargets` in `targets.ts`) work on it.
 */
import {
  cornerHour,
  rhombusCorners,
  type Seat,
  triangleHall,
  type Viewer,
  vertexPoint,
} from '@daedalus/core';
import { collected, indexTable } from './table.ts';
import { tileOf } from './tiles.ts';
import { COLOURS, type FieldKind, type TempleState, type TempleView } from './types.ts';

export function viewOf(s: TempleState, viewer: Viewer): TempleView {
  const table = structuredClone(s.table);
  const ix = indexTable(table);
  const hall = triangleHall(table.board.side);
  return {
    you: viewer === 'spectator' ? null : viewer,
    board: { name: table.board.name, side: table.board.side },
    table,
    fields: hall.fields.map((f) => {
      const r = ix.cover[f.id] as number;
      return {
        id: f.id,
        name: f.name,
        row: f.row,
        col: f.col,
        up: f.up,
        x: f.x,
        y: f.y,
        kind: table.board.kinds[f.id] as FieldKind,
        rhombus: r >= 0 ? table.rhombi[r]!.letter : null,
      };
    }),
    rhombi: table.rhombi.map((r, i) => {
      const tile = tileOf(r.letter);
      return {
        letter: r.letter,
        kind: tile.kind,
        pose: { ...r.pose },
        fields: [...ix.rhombusFields[i]!] as [number, number],
        corners: rhombusCorners(r.pose).map((v, c) => ({ ...vertexPoint(v), hour: cornerHour(r.pose, c) })),
        walls: [...tile.walls],
        snakes: tile.snakes,
        statues:
          tile.kind === 'target'
            ? (table.statues[i] ?? []).flatMap((on, seat) => (on ? [seat as Seat] : []))
            : [],
      };
    }),
    players: table.figures.map((figure, seat) => ({
      seat,
      colour: COLOURS[seat]!,
      figure,
      stone: table.stones[seat] ?? null,
      collected: collected(table, seat),
    })),
    phase: s.phase,
    current: s.current,
    ap: s.ap,
    mayMove: s.mayMove,
    statuesToCollect: s.options.statues,
    turns: s.turns,
    turnCap: s.options.turnCap,
    drawn: s.drawn,
    faceDown: s.stack.length,
    winner: s.winner,
  };
}
