export { entrancesOf, resolveBoard, TEMPLE_BOARD } from './board.ts';
export { decide, templeBot } from './bots/bot.ts';
export { distanceToGoal, goalFields, progress } from './bots/plan.ts';
export { templeBundle } from './bundle.ts';
export { temple } from './game.ts';
export { describeEvent } from './lang/index.ts';
export { decodePosition } from './position.ts';
export { type ScenarioSpec, scenario } from './scenario.ts';
export { templeSecrets } from './secrets.ts';
export {
  type Reach,
  type RotationTarget,
  reachable,
  rotationTargets,
  type SlideTarget,
  slideTargets,
} from './targets.ts';
export { formatAction, parseCommand } from './text/grammar.ts';
export { drawTable, render } from './text/render.ts';
export { isTarget, TILES, type Tile, tileOf } from './tiles.ts';
export * from './types.ts';
export { viewOf } from './view.ts';
