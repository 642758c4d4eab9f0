/**
 * Whether a seat's clock made its move. The server plays a seat whose time runs out (its first
 * legal action, or the game's own timeout rule) and tells everyone the move as if the seat had
 * made it: "Player 1 (Ada) waits." The player, who made none, was not told why. The browser
 * knows enough to say so: the seat had a decision with a deadline, sent no action on it, the
 * deadline had come, and the next step settled that decision (it has none, or another one).
 */

/** A seat's decision as a situation shows it, and the state id it was shown at. */
export interface HeldDecision {
  readonly stateId: number;
  /** The seat's current decision (null: none). */
  readonly you: unknown;
  readonly deadline: number | null;
}

/** The browser's clock may run a little ahead of or behind the server's. */
export const CLOCK_SLACK_MS = 1500;

export function clockPlayed(
  before: HeldDecision | null,
  after: { readonly you: unknown; readonly deadline: number | null } | null,
  /** The state id the seat's last action was sent on (null: none sent). */
  sentOn: number | null,
  now: number,
): boolean {
  if (!before || before.you === null || before.deadline === null || !after) return false;
  if (sentOn !== null && sentOn >= before.stateId) return false;
  if (now < before.deadline - CLOCK_SLACK_MS) return false;
  return after.you === null || after.deadline !== before.deadline;
}
