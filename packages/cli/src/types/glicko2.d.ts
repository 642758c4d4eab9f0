/**
 * Types for `glicko2` 1.2 (mmai/glicko2js, MIT), which ships none: the part Daedalus uses
 * (a rating period's matches in, ratings, deviations and volatilities out).
 */
declare module 'glicko2' {
  export interface Glicko2Settings {
    /** The system constant (0.3–1.2; default 0.5). */
    tau?: number;
    /** A new player's rating (default 1500). */
    rating?: number;
    /** A new player's rating deviation (default 350). */
    rd?: number;
    /** A new player's volatility (default 0.06). */
    vol?: number;
  }
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  /** A match of a rating period: player one, player two, and one's score (1 won, 0.5 drew, 0 lost). */
  export type Glicko2Match = [Glicko2Player, Glicko2Player, number];
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    /** Rates one period's matches: every player made by this instance is updated. */
    updateRatings(matches: readonly Glicko2Match[]): void;
    /** The chance that `a` beats `b`. */
    predict(a: Glicko2Player, b: Glicko2Player): number;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
