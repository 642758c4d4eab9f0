/**
 * Markdown blocks for the rules pages (plain data, no DOM: tested on its own):
 * headings, paragraphs, lists, block quotes, fenced code, tables and rules.
 */

export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'rule' };

const isListItem = (line: string) => /^\s*([-*+]|\d+[.)])\s+/.test(line);
const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (/^\s*$/.test(line)) {
      i++;
      continue;
    }
    const fence = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] as string).trim().startsWith(fence[1] as string))
        body.push(lines[i++] as string);
      i++;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: (heading[1] as string).length, text: heading[2] as string });
      i++;
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    if (line.trim().startsWith('|') && /^\s*\|?[\s:-]+\|[\s|:-]*$/.test(lines[i + 1] ?? '')) {
      const head = splitRow(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && (lines[i] as string).trim().startsWith('|'))
        rows.push(splitRow(lines[i++] as string));
      blocks.push({ kind: 'table', head, rows });
      continue;
    }
    if (line.startsWith('>')) {
      const body: string[] = [];
      while (i < lines.length && (lines[i] as string).startsWith('>'))
        body.push((lines[i++] as string).replace(/^>\s?/, ''));
      blocks.push({ kind: 'quote', text: body.join(' ') });
      continue;
    }
    if (isListItem(line)) {
      const ordered = /^\s*\d/.test(line);
      const items: string[] = [];
      while (i < lines.length && !/^\s*$/.test(lines[i] as string)) {
        const l = lines[i] as string;
        if (isListItem(l)) items.push(l.replace(/^\s*([-*+]|\d+[.)])\s+/, ''));
        else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${l.trim()}`;
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    const body: string[] = [];
    while (
      i < lines.length &&
      !/^\s*$/.test(lines[i] as string) &&
      !/^(#{1,6}\s|```|~~~|>)/.test(lines[i] as string) &&
      !isListItem(lines[i] as string)
    )
      body.push((lines[i++] as string).trim());
    blocks.push({ kind: 'paragraph', text: body.join(' ') });
  }
  return blocks;
}

/** A heading's anchor name, as GitHub derives it ("B.4 Rivers" → "b4-rivers"). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** The heading that starts a rules document's part for developers (code, formats, tests). */
export const DEVELOPERS_HEADING = 'For developers';

/**
 * A rules document split in two: what a player needs (everything before the level-2 heading
 * "For developers") and the developers' part after that heading (null when there is none).
 */
export function splitForDevelopers(source: string): { player: string; developers: string | null } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const open = /^\s*(```|~~~)/.exec(line);
    if (open) fence = fence === null ? (open[1] as string) : line.trim().startsWith(fence) ? null : fence;
    else if (fence === null && /^##\s+For developers\s*#*\s*$/.test(line))
      return { player: lines.slice(0, i).join('\n'), developers: lines.slice(i + 1).join('\n') };
  }
  return { player: source, developers: null };
}
