/**
 * The shipped levels: six for defence, four duels and the escort campaign, each in the
 * text format (`shipped/*.ts`), difficulty rising through each set. Every one is proved
 * winnable by a test that replays a winning line (`shipped.test.ts`).
 */
import { DEFENCE_LEVELS } from './shipped/defence.ts';
import { DUEL_LEVELS } from './shipped/duel.ts';
import { ESCORT_CAMPAIGN } from './shipped/escort.ts';
import type { LevelFile, Mode } from './types.ts';
import { parseLevelText } from './validate.ts';

function read(name: string, text: string): LevelFile {
  const parsed = parseLevelText(text);
  if (!parsed.ok) throw new Error(`shipped level ${name}: ${parsed.error.message}`);
  return parsed.value;
}

/** Shipped levels by name, in the order players meet them. */
export const SHIPPED: ReadonlyMap<string, LevelFile> = new Map([
  ...DEFENCE_LEVELS.map((text, i) => [`defence-${i + 1}`, read(`defence-${i + 1}`, text)] as const),
  ...DUEL_LEVELS.map((text, i) => [`duel-${i + 1}`, read(`duel-${i + 1}`, text)] as const),
  ['escort', read('escort', ESCORT_CAMPAIGN)] as const,
]);

export const SHIPPED_NAMES: readonly string[] = [...SHIPPED.keys()];

/** The shipped level's text, as written (for editors: open a shipped level and change it). */
export const SHIPPED_TEXT: ReadonlyMap<string, string> = new Map([
  ...DEFENCE_LEVELS.map((text, i) => [`defence-${i + 1}`, text] as const),
  ...DUEL_LEVELS.map((text, i) => [`duel-${i + 1}`, text] as const),
  ['escort', ESCORT_CAMPAIGN] as const,
]);

export const shippedLevel = (name: string): LevelFile | undefined => SHIPPED.get(name);

const FIRST: Record<Mode, string> = { defence: 'defence-1', duel: 'duel-1', escort: 'escort' };

/** The first shipped level of a mode. */
export const defaultLevel = (mode: Mode): LevelFile => SHIPPED.get(FIRST[mode])!;
