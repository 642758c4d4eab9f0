export { formatAction } from './format.ts';
export { detectLang, type Lang } from './lexicon.ts';
export { type ParseOptions, parseMove } from './parse.ts';
