/**
 * Straight segments between the centres of square cells: the cells they cross
 * (`supercoverLine`) and whether nothing blocks them (`clearLine`), for lines of sight
 * that are not along a row or a column (the Slug Labyrinth's hero looking around).
 */
import { contains, type Direction, type Point, step, type Topology } from './grid.ts';
import type { Passable } from './paths.ts';

/**
 * The cells a straight segment between the centres of a and b passes through
 * (supercover: where the segment passes exactly through a corner, both cells beside
 * the corner are crossed), in order from a to b.
 */
export function supercoverLine(a: Point, b: Point): Point[] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const out: Point[] = [{ x: a.x, y: a.y }];
  let x = a.x;
  let y = a.y;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      // Exactly through a corner: record both side cells, then go diagonally.
      out.push({ x: x + sx, y });
      out.push({ x, y: y + sy });
      x += sx;
      y += sy;
      ix++;
      iy++;
    } else if (decision < 0) {
      x += sx;
      ix++;
    } else {
      y += sy;
      iy++;
    }
    out.push({ x, y });
  }
  return out;
}

/**
 * Line of sight between cell centres: the segment from a to b must not cross a
 * blocked side. Where it passes exactly through a cell corner, it is clear if at
 * least one of the two ways around the corner is clear.
 */
export function clearLine(t: Topology, a: Point, b: Point, passable: Passable): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  const hx: Direction = dx > 0 ? 'right' : 'left';
  const vy: Direction = dy > 0 ? 'down' : 'up';
  const can = (p: Point, d: Direction): Point | null => {
    const q = step(p, d);
    return contains(t, q) && passable(p, q, d) ? q : null;
  };
  let p: Point = a;
  let ix = 0;
  let iy = 0;
  while (ix < nx || iy < ny) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      const viaX = can(p, hx);
      const viaY = can(p, vy);
      const corner1 = viaX ? can(viaX, vy) : null;
      const corner2 = viaY ? can(viaY, hx) : null;
      const next = corner1 ?? corner2;
      if (!next) return false;
      p = next;
      ix++;
      iy++;
    } else if (decision < 0) {
      const q = can(p, hx);
      if (!q) return false;
      p = q;
      ix++;
    } else {
      const q = can(p, vy);
      if (!q) return false;
      p = q;
      iy++;
    }
  }
  return true;
}
