/**
 * Labyrinth: the rules engine (the computer game master), its plan tools, the words of
 * moves and announcements in three languages, its computer player, and scenarios.
 */

export {
  compatible,
  type Hypothesis,
  type MoveAnnouncement,
  resetBelief,
  stepBelief,
} from './bots/belief.ts';
export { LabyrinthBot, type Level as LabyrinthBotLevel, labyrinthBot } from './bots/bot.ts';
export { labyrinthBundle } from './bundle.ts';
export { labyrinth } from './game.ts';
export { languageOf } from './lang/index.ts';
export * from './options.ts';
export * from './plan/index.ts';
export * from './position.ts';
export { BREAK_SECONDS } from './rules/breaks.ts';
export { legalActions } from './rules/legal.ts';
export { buildScenario, scenarioSetupSchema } from './scenario.ts';
export { labyrinthSecrets } from './secrets.ts';
export { describeEvent } from './text/describe.ts';
export { formatAction } from './text/format.ts';
export type { LabyrinthLanguage } from './text/language.ts';
export { detectLang } from './text/lexicon.ts';
export { type ParseOptions, parseMove } from './text/parse.ts';
export { renderView, revealState, statusLine } from './text/render.ts';
export * from './types.ts';
