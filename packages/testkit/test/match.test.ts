// Core's match logs and records, exercised with the fixture game (kept here so core has no test-time dependency on the testkit).

import {
  type AnyGame,
  explainError,
  hashJson,
  Match,
  parseOptions,
  parseRecord,
  playout,
  RECORD_FORMAT,
  unwrap,
} from '@daedalus/core';
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
      details: { words: 'setup/players#match', args: ['hunt', 1, 4, 5] },
    });
    expect(!r.ok && explainError(hunt, r.error, 'de')).toBe(
      'Dieses Spiel ist für 1 bis 4 Spieler, nicht für 5.',
    );
    expect(!r.ok && explainError(hunt, r.error, 'ru')).toBe('В эту игру играют от 1 до 4 игроков, а не 5.');
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

describe('editions of the rules', () => {
  // Hunt in two editions: the second sets up from another seed, so the same record plays differently.
  const editioned: AnyGame = {
    ...hunt,
    meta: { ...hunt.meta, edition: 2 },
    setup: (input) => hunt.setup({ ...input, seed: input.edition === 1 ? input.seed : `${input.seed}/2` }),
  } as AnyGame;

  it('a new match is played by the current edition, and its record says so', () => {
    const played = unwrap(playout(editioned, { players: 2, seed: 'ed' }));
    expect(played.record.edition).toBe(2);
    expect(unwrap(Match.create(hunt, { players: 2, seed: 's' })).edition).toBe(1);
    const again = unwrap(
      Match.replay(editioned, unwrap(parseRecord(JSON.parse(JSON.stringify(played.record))))),
    );
    expect(again.edition).toBe(2);
    expect(again.hash).toBe(played.record.hashes.at(-1));
  });

  it('a stored match is replayed by its own edition; a record without one is of the first', () => {
    const old = unwrap(Match.create(editioned, { players: 2, seed: 'old', edition: 1 }));
    for (let i = 0; i < 6 && !old.outcome().over; i++) {
      const seat = old.actors()[0]!.seat;
      unwrap(old.play(seat, editioned.legalActions(old.state as never, seat)[0]));
    }
    const { edition, ...written } = old.toRecord();
    expect(edition).toBe(1);
    const legacy = unwrap(parseRecord(JSON.parse(JSON.stringify(written))));
    expect(legacy.edition).toBe(1);
    expect(unwrap(Match.replay(editioned, legacy)).hash).toBe(old.hash);
    // Replayed by the current edition, the same log is another game: the proof says so at setup.
    expect(Match.replay(editioned, { ...legacy, edition: 2 })).toMatchObject({
      ok: false,
      error: { code: 'record/hash-mismatch', index: 0 },
    });
  });

  it('an edition this version does not know is refused with a sentence', () => {
    const newer = Match.create(editioned, { players: 2, seed: 's', edition: 3 });
    expect(!newer.ok && newer.error).toMatchObject({
      code: 'setup/edition',
      message:
        'This game was played by edition 3 of the hunt rules; this Daedalus knows editions 1 to 2 (a newer version plays it).',
    });
    expect(!newer.ok && explainError(hunt, newer.error, 'de')).toMatch(/^Diese Partie wurde nach Ausgabe 3/);
    for (const edition of [0, 1.5, -1]) {
      const bad = Match.create(editioned, { players: 2, seed: 's', edition });
      expect(!bad.ok && bad.error.message).toBe(
        `There is no edition ${edition} of the hunt rules (editions are 1 to 2).`,
      );
    }
    const record = parseRecord({ ...unwrap(playout(hunt, { players: 1, seed: 'e' })).record, edition: 0 });
    expect(!record.ok && record.error.message).toMatch(/edition/);
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
