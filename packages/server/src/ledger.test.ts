import { type AnyGame, eventStepHash, hashJson, Match } from '@daedalus/core';
import { hunt } from '@daedalus/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { Ledger } from './ledger.ts';

const init = { options: { size: 3, moveCap: 6 }, players: 2, seed: 'ledger' };

function played(ledger: Ledger) {
  const out: { seat: number; kind: 'action' | 'timeout'; action: never; hash: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const seat = ledger.actors()[0]!.seat;
    const step = ledger.timeout(seat);
    if (!step.ok) throw new Error(step.error.message);
    out.push({ seat, kind: step.value.kind, action: step.value.action as never, hash: step.value.hash });
  }
  return out;
}

/** Hunt with a timeout rule of its own: the seat plays its last legal action, logged as a timeout. */
const withTimeoutRule: AnyGame = {
  ...hunt,
  timeout: (state: never, seat: number) => hunt.apply(state, seat, hunt.legalActions(state, seat).at(-1)!),
};

describe('ledger', () => {
  it('default timeout: the first legal action, logged as an action, replayable by Match.replay', () => {
    const ledger = Ledger.create(hunt as AnyGame, init);
    if (!ledger.ok) throw new Error(ledger.error.message);
    const steps = played(ledger.value);
    expect(steps.every((s) => s.kind === 'action')).toBe(true);
    expect(steps[0]!.action).toEqual({ type: 'start', at: { x: 0, y: 0 } });
    const record = ledger.value.record();
    expect(Match.replay(hunt as AnyGame, record).ok).toBe(true);
    const rebuilt = Ledger.rebuild(hunt as AnyGame, init, steps, record.outcome);
    expect(rebuilt.ok && rebuilt.value.record()).toEqual(record);
  });

  it("a game's timeout rule is a logged timeout step that rebuild replays; a wrong hash is caught", () => {
    const game = withTimeoutRule;
    const ledger = Ledger.create(game, init);
    if (!ledger.ok) throw new Error(ledger.error.message);
    const steps = played(ledger.value);
    expect(steps.every((s) => s.kind === 'timeout')).toBe(true);
    // A normal action after timeouts is still checked like Match.play does.
    const seat = ledger.value.actors()[0]!.seat;
    expect(ledger.value.play(seat === 0 ? 1 : 0, { type: 'search' })).toMatchObject({
      ok: false,
      error: { code: 'turn/not-your-turn' },
    });
    expect(ledger.value.play(seat, { type: 'fly' })).toMatchObject({
      ok: false,
      error: { code: 'action/malformed' },
    });
    const record = ledger.value.record();
    expect(record.actions.every((a) => a.timeout === true && a.action === null)).toBe(true);
    expect(Match.replay(game, record).ok).toBe(true);
    const rebuilt = Ledger.rebuild(game, init, steps, record.outcome);
    expect(rebuilt.ok && rebuilt.value.record()).toEqual(record);
    const tampered = steps.map((s, i) => (i === 2 ? { ...s, hash: '0000000000000000' } : s));
    expect(Ledger.rebuild(game, init, tampered, record.outcome)).toMatchObject({
      ok: false,
      error: { code: 'record/hash-mismatch', index: 3 },
    });
  });

  it('rebuilds a table whose log was stored with full state hashes (before the step-hash chain), and plays on', () => {
    const ledger = Ledger.create(hunt as AnyGame, init);
    if (!ledger.ok) throw new Error(ledger.error.message);
    const steps = played(ledger.value);
    // What the previous version stored: the hash of the whole state after each step.
    const states: unknown[] = [];
    Match.replay(hunt as AnyGame, ledger.value.record(), { onStep: (_i, m) => states.push(m.state) });
    const stored = steps.map((s, i) => ({ ...s, hash: hashJson(hunt.position.encode(states[i] as never)) }));
    const rebuilt = Ledger.rebuild(hunt as AnyGame, init, stored, ledger.value.outcome());
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    // New steps chain on from the stored ones, and the mixed log rebuilds too.
    const more = played(rebuilt.value);
    expect(Ledger.rebuild(hunt as AnyGame, init, [...stored, ...more], rebuilt.value.outcome()).ok).toBe(
      true,
    );
    const wrong = stored.map((s, i) => (i === 1 ? { ...s, hash: stored[2]!.hash } : s));
    expect(Ledger.rebuild(hunt as AnyGame, init, wrong, ledger.value.outcome())).toMatchObject({
      ok: false,
      error: { code: 'record/hash-mismatch', index: 2 },
    });
  });

  it('rebuilds a table whose log was stored under the chain of actions and events (timeouts too), and plays on', () => {
    const game = withTimeoutRule;
    const ledger = Ledger.create(game, init);
    if (!ledger.ok) throw new Error(ledger.error.message);
    const steps = played(ledger.value);
    expect(ledger.value.outcome().over).toBe(false);
    // What `daedalus/match@3` stored: each step's action and events chained (no checkpoint among them).
    const record = ledger.value.record();
    const stored: typeof steps = [];
    Match.replay(game, record, {
      onStep: (i, _m, step) => {
        const prev = i === 1 ? (record.hashes[0] as string) : (stored[i - 2]!.hash as string);
        stored.push({
          ...steps[i - 1]!,
          hash: eventStepHash(prev, record.actions[i - 1]!, step.events, null),
        });
      },
    });
    expect(stored.map((s) => s.hash)).not.toEqual(steps.map((s) => s.hash));
    const rebuilt = Ledger.rebuild(game, init, stored, ledger.value.outcome());
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    const more = played(rebuilt.value);
    expect(Ledger.rebuild(game, init, [...stored, ...more], rebuilt.value.outcome()).ok).toBe(true);
    const wrong = stored.map((s, i) => (i === 1 ? { ...s, hash: steps[1]!.hash } : s));
    expect(Ledger.rebuild(game, init, wrong, ledger.value.outcome())).toMatchObject({
      ok: false,
      error: { code: 'record/hash-mismatch', index: 2 },
    });
  });
});
