export { decide, type Level, shiftingMazeBot } from './bot.ts';
export { cheapestRoute, turnsToOpen } from './route.ts';
