/**
 * What a game reveals at its end (`text.reveal`) is text in lines: a drawing in characters (the
 * Labyrinth plan) that must keep its lines and columns, and sentences (the plan's legend, each
 * player's path) that may be as long as a paragraph. The replay shows a drawing's lines as they
 * are (scrolling sideways if they must) and wraps the sentences to the width of the page.
 */
export interface RevealLine {
  readonly text: string;
  /** Part of a drawing: never broken. */
  readonly drawing: boolean;
}

/** Columns: two spaces in a row after the line's indentation ("| L    L  |"). */
const COLUMNS = /\S {2}/;

/**
 * Each line of `text`, marked as part of a drawing when it is laid out in columns, has no space
 * to break at ("+----+----+"), or is as long as a line next to it (the rows of a grid are).
 */
export function revealLines(text: string): RevealLine[] {
  const lines = text.split('\n');
  return lines.map((line, i) => {
    const body = line.trim();
    const sameAsNeighbour =
      body !== '' && (lines[i - 1]?.length === line.length || lines[i + 1]?.length === line.length);
    const drawing = body === '' || !body.includes(' ') || COLUMNS.test(body) || sameAsNeighbour;
    return { text: line, drawing };
  });
}
