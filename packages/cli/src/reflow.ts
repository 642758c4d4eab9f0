/**
 * Prose that fits the terminal: the games' texts are written for a wide terminal (legends of
 * about a hundred columns, long event lines); in a narrower one the terminal would break them
 * in the middle of a word. `reflow` breaks the lines that are too wide between words instead,
 * their continuations indented under them:
 *
 * - a prose line wider than the terminal is filled again with the lines that continue it
 *   (indented deeper, as the legends' second lines are), preferring to break after a comma, a
 *   semicolon or a middle dot, so that a legend's symbol stays beside its meaning;
 * - boards and tables (a run of three spaces or more after the indentation), lists
 *   ("  3. take the green 1") and lines that fit are left as they are;
 * - a word wider than the terminal stays whole on its own line, and a number or a dash stays
 *   with the word before it ("Player 1", "Rotate 270 (4)", "Player 2 — 1").
 */

/** Lines laid out in columns: a board, a table. */
const LAID_OUT = /\S {3,}\S/;
/** Where a line may break: a single space (two or more belong to what they stand in, as in "[  ]"). */
const BETWEEN_WORDS = /(?<! ) (?! )/;
/** A number ("1.", "(4)"): it stays with the word before it, unless that is a number too. */
const NUMBER = /^\(?\d/;
/** A dash: it stays with the words on both sides ("Player 2 — 1"). */
const DASH = /^[—–]$/;
/** An entry of a numbered list. */
const LISTED = /^\s*\d+\.\s/;

const indentOf = (line: string): string => /^\s*/.exec(line)?.[0] ?? '';
const width = (text: string): number => [...text].length;
const prose = (line: string): boolean => line.trim() !== '' && !LAID_OUT.test(line) && !LISTED.test(line);

/** `text` with its too-wide prose lines broken between words to fit `columns`. */
export function reflow(text: string, columns: number): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (width(line) <= columns || !prose(line)) {
      out.push(line);
      continue;
    }
    const indent = indentOf(line);
    // The lines that continue this one: deeper, prose.
    const more: string[] = [];
    while (i + 1 < lines.length) {
      const next = lines[i + 1] as string;
      if (!prose(next) || indentOf(next).length <= indent.length) break;
      more.push(next);
      i++;
    }
    const hanging = more.length > 0 ? indentOf(more[0] as string) : `${indent}  `;
    const words = glued([line, ...more].flatMap((l) => l.trim().split(BETWEEN_WORDS)));
    out.push(...fill(words, indent, hanging, columns));
  }
  return out.join('\n');
}

/** Words joined where a line must not break between them. */
function glued(words: readonly string[]): string[] {
  const out: string[] = [];
  words.forEach((word, i) => {
    const before = words[i - 1];
    const clings =
      before !== undefined &&
      ((NUMBER.test(word) && !NUMBER.test(before)) || DASH.test(word) || DASH.test(before));
    if (clings) out[out.length - 1] += ` ${word}`;
    else out.push(word);
  });
  return out;
}

/** Words in lines of at most `columns`, the first line after `indent`, the others after `hanging`. */
function fill(words: readonly string[], indent: string, hanging: string, columns: number): string[] {
  const lines: string[] = [];
  let current: string[] = [];
  const lead = () => (lines.length === 0 ? indent : hanging);
  const used = () => width(lead()) + width(current.join(' '));
  for (const word of words) {
    while (current.length > 0 && used() + 1 + width(word) > columns) {
      // Break after the last comma, semicolon or middle dot if that keeps the line two thirds full.
      let cut = current.length;
      for (let k = current.length - 2; k >= 0; k--) {
        if (!/[,;·]$/.test(current[k] as string)) continue;
        if (width(lead()) + width(current.slice(0, k + 1).join(' ')) >= (columns * 2) / 3) cut = k + 1;
        break;
      }
      lines.push(lead() + current.slice(0, cut).join(' '));
      current = current.slice(cut);
    }
    current.push(word);
  }
  if (current.length > 0) lines.push(lead() + current.join(' '));
  return lines;
}
