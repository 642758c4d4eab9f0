export * from './bot.ts';
export * from './registry.ts';
export * from './runner.ts';
