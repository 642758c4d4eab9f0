export * from './bot.ts';
export * from './ismcts.ts';
export * from './paired.ts';
export * from './rewards.ts';
export * from './sampler.ts';
export * from './tree.ts';
