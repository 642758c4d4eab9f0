/**
 * Labyrinth: the rules engine (the computer game master), its plan tools, the words of
 * moves and announcements, and scenarios.
 */
export * from './actions.ts';
export { describeEvent } from './announce.ts';
export {
  compatible,
  type Hypothesis,
  type MoveAnnouncement,
  resetBelief,
  stepBelief,
} from './bots/belief.ts';
export { LabyrinthBot, type Level as LabyrinthBotLevel, labyrinthBot } from './bots/bot.ts';
export { BREAK_SECONDS } from './breaks.ts';
export { labyrinthBundle } from './bundle.ts';
export type { Found, LabyrinthEvent, LabyrinthEventType } from './events.ts';
export { labyrinth } from './game.ts';
export { legalActions } from './legal.ts';
export * from './options.ts';
export { cellTypeWord, foundList, seatName } from './phrases.ts';
export * from './plan/index.ts';
export * from './position.ts';
export { buildScenario, scenarioSetupSchema } from './scenario.ts';
export { labyrinthSecrets } from './secrets.ts';
export type {
  GameResult,
  Held,
  Item,
  LabyrinthState,
  PlayerCondition,
  PlayerState,
  RecallEntry,
  StatusSnapshot,
} from './state.ts';
export type { LabyrinthView, OwnInfo, SeatInfo } from './view.ts';
export { detectLang, formatAction, type Lang, parseMove } from './words/index.ts';
export { renderView, revealState } from './words/render.ts';
