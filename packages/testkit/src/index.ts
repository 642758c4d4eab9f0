export { checkBundle } from './bundle.ts';
export { type ContractOptions, type ContractReport, checkContract } from './kit.ts';
export { docExample, playScenario } from './scenarios.ts';
export { playSeatFrom, type SeatPlay } from './seat-play.ts';
