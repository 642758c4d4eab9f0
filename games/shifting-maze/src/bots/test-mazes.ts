/** Hand-drawn mazes (scenario.ts's `mazeOf`) shared by the bots' tests. */
import { mazeOf } from '../scenario.ts';

/**
 * A corridor east along row 2 to the far side; the cube east of (3,2) opens south onto a column
 * (x = 4, rows 3–5): a Defender standing three cubes down it sees a Challenger who steps east.
 */
export const corridorPastColumn = (): ReturnType<typeof mazeOf> =>
  mazeOf({
    '0,2': '─',
    '1,2': '─',
    '2,2': '─',
    '3,2': '┼',
    '4,2': '┬',
    '5,2': '─',
    '6,2': '─',
    '7,2': '─',
    '8,2': '─',
    '9,2': '─',
    '4,3': '│',
    '4,4': '│',
    '4,5': '│',
  });
