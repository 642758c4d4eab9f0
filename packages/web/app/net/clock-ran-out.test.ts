import { describe, expect, it } from 'vitest';
import { CLOCK_SLACK_MS, clockPlayed, type HeldDecision } from './clock-ran-out.ts';

const deciding: HeldDecision = { stateId: 7, you: { kind: 'act' }, deadline: 100_000 };

describe('telling when a seat’s clock made its move', () => {
  it('the deadline came, no action was sent, and the decision was settled: the clock moved', () => {
    expect(clockPlayed(deciding, { you: null, deadline: null }, null, 100_200)).toBe(true);
    // Deciding again at once (a game of several actions a turn): another deadline.
    expect(clockPlayed(deciding, { you: { kind: 'act' }, deadline: 160_000 }, 3, 100_200)).toBe(true);
    // The browser's clock a little behind the server's.
    expect(clockPlayed(deciding, { you: null, deadline: null }, null, 100_000 - CLOCK_SLACK_MS + 1)).toBe(
      true,
    );
  });

  it('not when the seat acted on that decision, had none or no clock, or time was left', () => {
    expect(clockPlayed(deciding, { you: null, deadline: null }, 7, 100_200)).toBe(false);
    expect(clockPlayed({ ...deciding, you: null }, { you: null, deadline: null }, null, 100_200)).toBe(false);
    expect(clockPlayed({ ...deciding, deadline: null }, { you: null, deadline: null }, null, 100_200)).toBe(
      false,
    );
    expect(clockPlayed(deciding, { you: null, deadline: null }, null, 60_000)).toBe(false);
    // Another seat's step while this one still decides (a simultaneous choice): same deadline.
    expect(clockPlayed(deciding, { you: { kind: 'act' }, deadline: 100_000 }, null, 100_200)).toBe(false);
    expect(clockPlayed(null, { you: null, deadline: null }, null, 100_200)).toBe(false);
  });
});
