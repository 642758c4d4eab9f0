/** __NAME__: the bundle the registry lists, the game, and the types other packages need. */
export { __camel__Bot } from './bots/bot.ts';
export { __camel__Bundle } from './bundle.ts';
export { __camel__Game } from './game.ts';
export { describeEvent } from './lang/index.ts';
export { buildScenario } from './scenario.ts';
export { __camel__Secrets } from './secrets.ts';
export { formatAction, parseCommand } from './text/commands.ts';
export type { __Pascal__Language } from './text/language.ts';
export * from './types.ts';
