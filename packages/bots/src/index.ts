export { type BotDecision, type BotLevel, type BotPlayer, type BotSpec, randomBot } from '@daedalus/core';
export * from './registry.ts';
