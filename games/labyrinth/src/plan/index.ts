/**
 * Labyrinth plans: the secret map (types), movement on it, the text and JSON formats,
 * the validator (B.8) and the seeded generator.
 */
export * from './format.ts';
export * from './generate.ts';
export * from './json.ts';
export * from './movement.ts';
export * from './query.ts';
export * from './types.ts';
export * from './validate.ts';
