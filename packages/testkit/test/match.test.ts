// Core's match logs and records, exercised with the fixture game (kept here so core has no test-time dependency on the testkit).

import { hashJson, Match, parseOptions, parseRecord, playout, RECORD_FORMAT, unwrap } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { hunt } from '../src/fixtures/hunt.ts';

describe('options', () => {
  it('fill defaults, apply presets, and explain bad fields', () => {
    expect(unwrap(parseOptions(hunt, {}))).toEqual({ size: 5, moveCap: 200 });
    expect(unwrap(parseOptions(hunt, { moveCap: 10 }, 'tiny'))).toEqual({ size: 3, moveCap: 10 });
    const bad = parseOptions(hunt, { size: 'big' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatchObject({ code: 'options/invalid' });
    expect(!bad.ok && bad.error.message).toMatch(/^Invalid options for hunt: size: /);
    expect(!parseOptions(hunt, [1]).ok && 'array rejected').toBe('array rejected');
    const preset = parseOptions(hunt, {}, 'giant');
    expect(!preset.ok && preset.error.message).toBe('Game hunt has no preset "giant" (presets: tiny).');
  });
});

describe('a match', () => {
  const start = () => unwrap(Match.create(hunt, { players: 2, seed: 's' }));

  it('chains each step hash when first asked (a step, the match, or the record), always the same hash', () => {
    const lazy = start();
    const states: unknown[] = [lazy.state];
    const steps = [];
    for (let i = 0; i < 12 && !lazy.outcome().over; i++) {
      const actor = lazy.actors()[0]!;
      const step = unwrap(lazy.play(actor.seat, hunt.legalActions(lazy.state as never, actor.seat)[0]));
      states.push(step.state);
      steps.push(step);
    }
    // Some read early, in a scrambled order; the rest only through the record.
    const early = [steps[3]!.hash, steps[0]!.hash, lazy.hash];
    const record = lazy.toRecord();
    const eager = start();
    const eagerHashes = [eager.hash];
    for (const { seat, action } of lazy.actions) eagerHashes.push(unwrap(eager.play(seat, action)).hash);
    expect(record.hashes).toEqual(eagerHashes);
    expect(record.stateHash).toBe(hashJson(hunt.position.encode(states.at(-1) as never)));
    expect(early).toEqual([record.hashes[4], record.hashes[1], record.hashes[record.hashes.length - 1]]);
    expect(steps.map((s) => s.hash)).toEqual(record.hashes.slice(1));
  });

  it('rejects a wrong player count with a sentence', () => {
    const r = Match.create(hunt, { players: 5, seed: 's' });
    expect(!r.ok && r.error).toEqual({
      code: 'setup/players',
      message: 'hunt is played by 1 to 4 players, not 5.',
    });
  });

  it('rejects malformed, out-of-turn and unknown-seat actions without changing anything', () => {
    const m = start();
    const hash = m.hash;
    expect(m.play(0, { type: 'teleport' })).toMatchObject({ ok: false, error: { code: 'action/malformed' } });
    expect(m.play(7, { type: 'search' })).toMatchObject({ ok: false, error: { code: 'match/no-such-seat' } });
    unwrap(m.play(0, { type: 'start', at: { x: 0, y: 0 } }));
    expect(m.play(0, { type: 'start', at: { x: 1, y: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'turn/not-your-turn' },
    });
    expect(m.actions).toHaveLength(1);
    expect(m.hash).not.toBe(hash);
  });

  it('exports a record that imports and replays to the same hashes', () => {
    const played = unwrap(playout(hunt, { players: 3, seed: 'record' }));
    const record = unwrap(parseRecord(JSON.parse(JSON.stringify(played.record))));
    expect(record.format).toBe(RECORD_FORMAT);
    expect(record.hashes).toHaveLength(record.actions.length + 1);
    const replayed = unwrap(Match.replay(hunt, record));
    expect(replayed.hash).toBe(record.hashes.at(-1));
    expect(replayed.toRecord()).toEqual(played.record);
  });

  it('reports where a record stops matching', () => {
    const { record } = unwrap(playout(hunt, { players: 2, seed: 'tamper' }));
    const wrongAction = {
      ...record,
      actions: record.actions.map((a, i) => (i === 5 ? { ...a, action: { type: 'move', dir: 'up' } } : a)),
    };
    const r = Match.replay(hunt, wrongAction);
    expect(r.ok).toBe(false);
    const wrongSeed = Match.replay(hunt, { ...record, seed: 'other' });
    expect(!wrongSeed.ok && wrongSeed.error).toMatchObject({ code: 'record/hash-mismatch', index: 0 });
    expect(Match.replay(hunt, { ...record, game: 'chess' })).toMatchObject({
      ok: false,
      error: { code: 'record/wrong-game' },
    });
    const unverified = Match.replay(hunt, { ...record, seed: 'other' }, { verify: false });
    expect(unverified.ok || unverified.error.code !== 'record/hash-mismatch').toBe(true);
  });

  it('rejects records of the wrong shape with the field named', () => {
    const r = parseRecord({
      format: RECORD_FORMAT,
      game: 'hunt',
      options: {},
      players: 0,
      seed: 's',
      actions: [],
      hashes: [],
      outcome: { over: false },
    });
    expect(!r.ok && r.error.message).toMatch(/players/);
    const counts = parseRecord({
      format: RECORD_FORMAT,
      game: 'hunt',
      options: {},
      players: 1,
      seed: 's',
      actions: [],
      hashes: ['0000000000000000', '0000000000000000'],
      outcome: { over: false },
    });
    expect(!counts.ok && counts.error.message).toMatch(/0 actions need 1 hashes, found 2/);
  });

  it('refuses actions after the end', () => {
    const { record } = unwrap(playout(hunt, { players: 1, seed: 'end' }));
    const m = unwrap(Match.replay(hunt, record));
    expect(m.outcome().over).toBe(true);
    expect(m.play(0, { type: 'search' })).toMatchObject({ ok: false, error: { code: 'match/over' } });
  });
});

describe('clock timeouts', () => {
  it('without a game rule, the seat plays its first legal action, logged as an action', () => {
    const m = unwrap(Match.create(hunt, { players: 1, seed: 't' }));
    const step = unwrap(m.timeout(0));
    expect(step.logged).toEqual({ seat: 0, action: { type: 'start', at: { x: 0, y: 0 } } });
    expect(unwrap(Match.replay(hunt, m.toRecord())).hash).toBe(m.hash);
  });

  it("with the game's rule, the step is logged as a timeout and replays through the rule", () => {
    // A variant whose timeout simply skips the seat's turn (a search that finds nothing).
    const strict: typeof hunt = {
      ...hunt,
      timeout: (s, seat) =>
        hunt.apply(s, seat, s.phase === 'start' ? { type: 'start', at: { x: 1, y: 1 } } : { type: 'search' }),
    };
    const m = unwrap(Match.create(strict, { players: 2, seed: 't' }));
    unwrap(m.timeout(0));
    unwrap(m.play(1, { type: 'start', at: { x: 0, y: 0 } }));
    const record = unwrap(parseRecord(JSON.parse(JSON.stringify(m.toRecord()))));
    expect(record.actions[0]).toEqual({ seat: 0, action: null, timeout: true });
    expect(unwrap(Match.replay(strict, record)).hash).toBe(m.hash);
    // The same record cannot be replayed by a game without the rule.
    expect(Match.replay(hunt, record)).toMatchObject({ ok: false, error: { code: 'record/invalid' } });
    expect(m.timeout(0)).toMatchObject({ ok: true });
    expect(m.timeout(0)).toMatchObject({ ok: false, error: { code: 'turn/not-your-turn' } });
  });
});
