/**
 * Shifting Maze: the game, its bundle, its rules' public helpers, its text (the board,
 * commands, events in words) and hand-built positions.
 */
export { decide, shiftingMazeBot } from './bots/bot.ts';
export { shiftingMazeBundle } from './bundle.ts';
export { shiftingMaze } from './game.ts';
export { describeEvent } from './lang/index.ts';
export { decodePosition } from './position.ts';
export { legalActions, validate } from './rules/actions.ts';
export { cubeAt, inSight, passable, shutOut, sightLine } from './rules/board.ts';
export { nearestInSight } from './rules/defenders.ts';
export { doomedPosition, EVENT_NAMES } from './rules/maze-events.ts';
export * from './rules/tiles.ts';
export {
  buildPosition,
  buildScenario,
  type ChallengerSpec,
  mazeOf,
  type PositionSpec,
  parseMaze,
  runOn,
  type ScenarioSpec,
  scenarioSchema,
} from './scenario.ts';
export { shiftingMazeSecrets } from './secrets.ts';
export { startRows } from './setup.ts';
export { formatAction, formatActionIn, parseCommand } from './text/commands.ts';
export type { SmLanguage } from './text/language.ts';
export { cellName, columnName, rowName } from './text/places.ts';
export { defenderLetter } from './text/render.ts';
export * from './types.ts';
export { viewOf } from './view.ts';
