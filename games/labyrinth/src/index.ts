/**
 * Labyrinth: the rules engine (the computer game master), its plan tools, the words of
 * moves and announcements, and scenarios.
 */

export { describeEvent } from './announce.ts';
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
export * from './options.ts';
export { cellTypeWord, foundList, seatName } from './phrases.ts';
export * from './plan/index.ts';
export * from './position.ts';
export { BREAK_SECONDS } from './rules/breaks.ts';
export { legalActions } from './rules/legal.ts';
export { buildScenario, scenarioSetupSchema } from './scenario.ts';
export { labyrinthSecrets } from './secrets.ts';
export * from './types.ts';
export { detectLang, formatAction, type Lang, parseMove } from './words/index.ts';
export { renderView, revealState } from './words/render.ts';
