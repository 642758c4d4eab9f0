export { legalActions, validate } from './actions.ts';
export { cubeAt, inSight, passable, sightLine } from './board.ts';
export { decide, shiftingMazeBot } from './bots/bot.ts';
export { shiftingMazeBundle } from './bundle.ts';
export { nearestInSight } from './defenders.ts';
export { describeEvent } from './describe.ts';
export { shiftingMaze, startRows, viewOf } from './game.ts';
export { doomedPosition, EVENT_NAMES } from './maze-events.ts';
export { decodePosition } from './position.ts';
export { shiftingMazeSecrets } from './secrets.ts';
export {
  buildPosition,
  type ChallengerSpec,
  mazeOf,
  type PositionSpec,
  parseMaze,
  runOn,
} from './testing.ts';
export { formatAction, parseCommand, render } from './text.ts';
export * from './tiles.ts';
export * from './types.ts';
