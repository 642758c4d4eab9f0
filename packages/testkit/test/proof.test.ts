// The proof of replay (core's proof.ts): the chain of step hashes, its checkpoints, and
// records written before it. A replay that diverges anywhere must fail.
import {
  CHECKPOINT_EVERY,
  canonicalJson,
  chainHash,
  hashJson,
  hashString,
  type LoggedAction,
  Match,
  type MatchRecord,
  parseRecord,
  playout,
  RECORD_FORMAT_V1,
  RECORD_FORMAT_V2,
  RECORD_FORMAT_V3,
  structuralHash,
  unwrap,
} from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { type HuntState, hunt } from '../src/fixtures/hunt.ts';

const played = (seed: string, players = 2) => unwrap(playout(hunt, { players, seed })).record;

/**
 * The step hashes by the documented formula, from the states and events of a fresh replay:
 * the structural chain of the actions (`daedalus/match@4`), with `version: 3` the structural
 * chain of the actions and events `daedalus/match@3` wrote, or with `version: 2` the chain of
 * the canonical text that `daedalus/match@2` wrote (and that every format keeps for step 0).
 */
function byTheFormula(record: MatchRecord, version: 2 | 3 | 4 = 4): string[] {
  const states: unknown[] = [];
  const events: unknown[] = [];
  const initial = unwrap(
    Match.create(hunt, { players: record.players, seed: record.seed, options: record.options }),
  );
  states.push(initial.state);
  events.push(initial.opening);
  unwrap(
    Match.replay(hunt, record, {
      verify: false,
      onStep: (_i, _m, step) => {
        states.push(step.state);
        events.push(step.events);
      },
    }),
  );
  const out: string[] = [];
  for (let i = 0; i < states.length; i++) {
    const over = i === states.length - 1 && hunt.outcome(states[i] as HuntState).over;
    const checkpoint = i % CHECKPOINT_EVERY === 0 || over;
    const logged = i === 0 ? null : (record.actions[i - 1] as LoggedAction);
    const tag = logged === null ? 0 : 2 * logged.seat + (logged.timeout ? 1 : 0);
    const full = checkpoint ? hashJson(hunt.position.encode(states[i] as HuntState)) : null;
    const prev = out[i - 1] ?? '';
    out.push(
      i === 0 || version === 2
        ? hashString(prev + canonicalJson(logged) + canonicalJson(events[i]) + (full ?? ''))
        : version === 4
          ? chainHash(prev, tag, logged?.action, full)
          : structuralHash(prev, logged, events[i], ...(full === null ? [] : [full])),
    );
  }
  return out;
}

/** A record as version 1 wrote it: the full state hash after every step. */
function asVersion1(record: MatchRecord): MatchRecord {
  const hashes: string[] = [];
  const initial = unwrap(
    Match.create(hunt, { players: record.players, seed: record.seed, options: record.options }),
  );
  hashes.push(hashJson(hunt.position.encode(initial.state as HuntState)));
  unwrap(
    Match.replay(hunt, record, {
      verify: false,
      onStep: (_i, _m, step) => hashes.push(hashJson(hunt.position.encode(step.state as HuntState))),
    }),
  );
  const { stateHash: _, ...rest } = record;
  return { ...rest, format: RECORD_FORMAT_V1, hashes };
}

/** A record as version 2 wrote it: the chain of the canonical text. */
function asVersion2(record: MatchRecord): MatchRecord {
  return { ...record, format: RECORD_FORMAT_V2, hashes: byTheFormula(record, 2) };
}

/** A record as version 3 wrote it: the structural chain of the actions and the events. */
function asVersion3(record: MatchRecord): MatchRecord {
  return { ...record, format: RECORD_FORMAT_V3, hashes: byTheFormula(record, 3) };
}

/** Hunt whose `apply` changes the state differently on replay, from step `from` on, as `drift` says. */
function drifting(from: number, drift: (s: HuntState) => HuntState): typeof hunt {
  let steps = 0;
  return {
    ...hunt,
    apply: (s, seat, action) => {
      const r = hunt.apply(s, seat, action);
      if (!r.ok || ++steps < from) return r;
      return { ok: true, value: { ...r.value, state: drift(r.value.state) } };
    },
  };
}

describe('the proof of replay', () => {
  it('step hashes are the documented chain, with full state hashes at setup, checkpoints and the end', () => {
    const long = unwrap(
      playout(hunt, { players: 4, seed: 'long', options: { size: 9, moveCap: 400 } }),
    ).record;
    expect(long.actions.length).toBeGreaterThan(CHECKPOINT_EVERY);
    for (const record of [played('formula'), long]) expect(record.hashes).toEqual(byTheFormula(record));
  });

  it('a step whose action differs fails at that step; its events are not chained', () => {
    const record = played('events');
    const tampered = {
      ...record,
      actions: record.actions.map((a, i) => (i === 6 ? { ...a, action: { type: 'search' } } : a)),
    };
    // Either the rules refuse the changed action or its hash differs: at step 7 in both cases.
    expect(Match.replay(hunt, tampered)).toMatchObject({ ok: false, error: { index: 7 } });
    const wrongEvents: typeof hunt = {
      ...hunt,
      apply: (s, seat, action) => {
        const r = hunt.apply(s, seat, action);
        return r.ok && s.turns === 3
          ? {
              ok: true,
              value: {
                ...r.value,
                events: [...r.value.events, { type: 'hunt/nothing', audience: 'none' } as const],
              },
            }
          : r;
      },
    };
    // Events are not chained (docs/engine.md): they tell of a state change the checkpoints prove.
    expect(Match.replay(wrongEvents, record).ok).toBe(true);
  });

  it('a difference hidden in the state fails at the next checkpoint, or at the end', () => {
    const record = unwrap(
      playout(hunt, { players: 4, seed: 'long', options: { size: 9, moveCap: 400 } }),
    ).record;
    const rngDrift = (s: HuntState): HuntState => ({
      ...s,
      rng: [s.rng[0], s.rng[1], s.rng[2], (s.rng[3] + 1) >>> 0],
    });
    // A drift from step 200 on that no event shows before the checkpoint at step 256 (or the end).
    const early = Match.replay(drifting(200, rngDrift), record);
    expect(early.ok).toBe(false);
    expect(!early.ok && early.error.index).toBeLessThanOrEqual(CHECKPOINT_EVERY);
    expect(!early.ok && early.error.index).toBeGreaterThanOrEqual(200);
    // The last step of a finished game is a checkpoint: a drift in the last state alone is caught.
    const last = Match.replay(drifting(record.actions.length, rngDrift), record);
    expect(last).toMatchObject({
      ok: false,
      error: { code: 'record/hash-mismatch', index: record.actions.length },
    });
  });

  it("an unfinished game's record carries its last state's hash, checked by the replay", () => {
    const m = unwrap(Match.create(hunt, { players: 2, seed: 'open' }));
    for (let i = 0; i < 5; i++) {
      const actor = m.actors()[0]!;
      unwrap(m.play(actor.seat, hunt.legalActions(m.state as HuntState, actor.seat)[0]));
    }
    const record = m.toRecord();
    expect(record.outcome.over).toBe(false);
    expect(record.stateHash).toBe(m.stateHash());
    const rngDrift = (s: HuntState): HuntState => ({
      ...s,
      rng: [s.rng[0], s.rng[1], s.rng[2], (s.rng[3] + 1) >>> 0],
    });
    expect(Match.replay(drifting(5, rngDrift), record)).toMatchObject({
      ok: false,
      error: { code: 'record/hash-mismatch', index: 5 },
    });
  });

  it('records of version 1 (a full state hash per step) still verify, and a wrong one fails at its step', () => {
    const record = played('legacy', 3);
    const v1 = unwrap(parseRecord(JSON.parse(JSON.stringify(asVersion1(record)))));
    expect(v1.format).toBe('daedalus/match@1');
    const replayed = unwrap(Match.replay(hunt, v1));
    expect(replayed.stateHash()).toBe(v1.hashes.at(-1));
    const hashes = [...v1.hashes];
    hashes[4] = '0000000000000000';
    expect(Match.replay(hunt, { ...v1, hashes })).toMatchObject({ ok: false, error: { index: 4 } });
  });

  it('a log stored partly before the chain verifies, and continues the chain from its last stored hash', () => {
    const record = played('mixed');
    const v1 = asVersion1(record);
    const cut = 9;
    const old = {
      ...v1,
      actions: v1.actions.slice(0, cut),
      hashes: v1.hashes.slice(0, cut + 1),
      outcome: { over: false as const },
    };
    // A server that stored the first steps with state hashes resumes the table and plays on.
    const resumed = unwrap(Match.replay(hunt, old));
    for (const { seat, action } of record.actions.slice(cut)) unwrap(resumed.play(seat, action));
    const mixed = resumed.toRecord();
    expect(mixed.hashes.slice(0, cut + 1)).toEqual(v1.hashes.slice(0, cut + 1));
    expect(mixed.hashes.slice(cut + 1)).not.toEqual(v1.hashes.slice(cut + 1));
    expect(unwrap(Match.replay(hunt, mixed)).hash).toBe(mixed.hashes.at(-1));
    const hashes = [...mixed.hashes];
    hashes[cut + 2] = hashes[cut + 3] as string;
    expect(Match.replay(hunt, { ...mixed, hashes })).toMatchObject({ ok: false, error: { index: cut + 2 } });
  });
  it.each([
    [2, 'the chain of the canonical text', asVersion2],
    [3, 'the chain of actions and events', asVersion3],
  ])('records of version %i (%s) still verify, and a wrong step fails at its index', (version, _, older) => {
    const long = unwrap(
      playout(hunt, { players: 4, seed: 'long', options: { size: 9, moveCap: 400 } }),
    ).record;
    for (const record of [played(`v${version}`, 3), long]) {
      const stored = unwrap(parseRecord(JSON.parse(JSON.stringify(older(record)))));
      expect(stored.format).toBe(`daedalus/match@${version}`);
      expect(stored.hashes[0]).toBe(record.hashes[0]);
      expect(stored.hashes.slice(1)).not.toEqual(record.hashes.slice(1));
      expect(unwrap(Match.replay(hunt, stored)).hash).toBe(stored.hashes.at(-1));
      const hashes = [...stored.hashes];
      hashes[5] = record.hashes[5] as string;
      expect(Match.replay(hunt, { ...stored, hashes })).toMatchObject({ ok: false, error: { index: 5 } });
    }
  });

  it.each([
    [2, asVersion2],
    [3, asVersion3],
  ])(
    'a log stored under the chain of version %i continues under the current one, and both parts verify',
    (_v, older) => {
      const record = played('upgrade');
      const { stateHash: _, ...stored } = older(record);
      const cut = 7;
      const resumed = unwrap(
        Match.replay(hunt, {
          ...stored,
          actions: stored.actions.slice(0, cut),
          hashes: stored.hashes.slice(0, cut + 1),
          outcome: { over: false },
        }),
      );
      for (const { seat, action } of record.actions.slice(cut)) unwrap(resumed.play(seat, action));
      const mixed = resumed.toRecord();
      expect(mixed.format).toBe('daedalus/match@4');
      expect(mixed.hashes.slice(0, cut + 1)).toEqual(stored.hashes.slice(0, cut + 1));
      expect(unwrap(Match.replay(hunt, mixed)).hash).toBe(mixed.hashes.at(-1));
      const hashes = [...mixed.hashes];
      hashes[cut + 1] = '0000000000000000';
      expect(Match.replay(hunt, { ...mixed, hashes })).toMatchObject({
        ok: false,
        error: { index: cut + 1 },
      });
    },
  );
});
