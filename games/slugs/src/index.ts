/**
 * The Slug Labyrinth: the game and its bundle, the level format, validator and generator,
 * the shipped levels, text play, and the computer players.
 */
export { decide, LEVELS as BOT_LEVELS, slugsBot } from './bots/bot.ts';
export { stateFromView } from './bots/model.ts';
export { slugsBundle } from './bundle.ts';
export { cellLabel, cellName, columnName, MAX_SIDE, parseCellName } from './cells.ts';
export { slugs } from './game.ts';
export { levelNote, wordsFor } from './lang/index.ts';
export type { BoardWords, SlugsWords } from './lang/words.ts';
export {
  DEFAULT_STOCK,
  formatLevel,
  formatLevelFile,
  MAX_STOCK,
  MAX_WAKE,
  readLevelText,
} from './level/format.ts';
export {
  generateCampaign,
  generateDefence,
  generateDuel,
  generateFile,
  generateFromSeed,
  generateRoom,
} from './level/generate.ts';
export { SHIPPED, SHIPPED_NAMES, SHIPPED_TEXT, shippedLevel } from './level/shipped.ts';
export * from './level/types.ts';
export { checkLevelFile, checkLevelText, type LevelCheck, parseLevelText } from './level/validate.ts';
export { decodePosition } from './position.ts';
export { decidePath, type PathChoice } from './rules/paths.ts';
export { buildScenario, type ScenarioSpec, scenarioSchema } from './scenario.ts';
export { slugsSecrets } from './secrets.ts';
export { describeEvent } from './text/describe.ts';
export { formatAction } from './text/format.ts';
export { parseTyped } from './text/parse.ts';
export { cellChars, render, renderMap } from './text/render.ts';
export { heroLine, slugLine, stockLine, transitLine } from './text/status.ts';
export * from './types.ts';
export { slugAt, viewOf } from './view.ts';
