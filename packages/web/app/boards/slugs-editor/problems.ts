/**
 * The validator's problems in the interface language. The validator (`checkLevelText`)
 * words its messages in English; each problem also carries its code, its line and column
 * and the cell it is about, from which the editor says the same in German or Russian:
 * what is wrong (by code, naming the thing on the cell or the thing missing) and where.
 */
import { cellName, type Level, type LevelProblem } from '@daedalus/slugs';
import type { MessageKey } from '../../i18n/en.ts';
import type { Translate } from '../../i18n/translate.ts';

/** The word for a map character. */
export const THING: Readonly<Record<string, MessageKey>> = {
  '.': 'editor.thing.floor',
  '#': 'editor.thing.wall',
  X: 'editor.thing.machine',
  A: 'editor.thing.baseA',
  B: 'editor.thing.baseB',
  a: 'editor.thing.slugA',
  b: 'editor.thing.slugB',
  H: 'editor.thing.hero',
  h: 'editor.thing.slugH',
  E: 'editor.thing.exit',
  D: 'editor.thing.door',
};

const KNOWN = new Set([
  'level/syntax',
  'level/unknown-key',
  'level/repeated-key',
  'level/unknown-char',
  'level/ragged',
  'level/after-map',
  'level/no-map',
  'level/too-large',
  'level/mode',
  'level/stock',
  'level/tied',
  'level/name',
  'level/note',
  'level/campaign-key',
  'level/wake',
  'level/missing',
  'level/repeated',
  'level/out-of-mode',
  'level/rooms',
  'level/no-stock',
  'level/slug-next-to-hero',
  'level/exit-inside',
]);

/** What is wrong, in words. */
export function problemWhat(p: LevelProblem, levels: readonly Level[] | null, t: Translate): string {
  const level = levels?.[p.room ?? 0];
  const char = p.cell && level ? (level.rows[p.cell.y]?.[p.cell.x] ?? '') : '';
  const thing = (ch: string) => t(THING[ch] ?? 'editor.thing.floor');
  const cell = p.cell ? cellName(p.cell) : '';
  switch (p.code) {
    case 'level/missing':
      return t('editor.p.level/missing', { thing: thing(p.char ?? '') });
    case 'level/repeated':
    case 'level/out-of-mode':
      return t(`editor.p.${p.code}` as MessageKey, {
        thing: thing(char),
        cell,
        mode: level ? t(`editor.mode.${level.mode}` as MessageKey) : '',
      });
    case 'level/no-path':
      return t(char === 'H' ? 'editor.p.level/no-path-exit' : 'editor.p.level/no-path', { cell });
    case 'level/slug-next-to-hero':
    case 'level/exit-inside':
      return t(`editor.p.${p.code}` as MessageKey, { cell });
    default:
      return KNOWN.has(p.code) ? t(`editor.p.${p.code}` as MessageKey) : t('editor.p.other');
  }
}

/** Where it is: the room, the line and column of the text, the cell. */
export function problemWhere(p: LevelProblem, t: Translate): string {
  const parts: string[] = [];
  if (p.room !== undefined) parts.push(t('editor.room', { n: p.room + 1 }));
  if (p.line !== undefined)
    parts.push(
      p.column !== undefined
        ? t('editor.lineColumn', { line: p.line, column: p.column })
        : t('editor.line', { line: p.line }),
    );
  if (p.cell) parts.push(t('editor.cell', { cell: cellName(p.cell) }));
  return parts.join(', ');
}
