import type { Game } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { type HuntState, hunt, huntSecrets } from './fixtures/hunt.ts';
import { checkContract } from './kit.ts';
import { describeContract } from './vitest.ts';

type Hunt = typeof hunt;
const quick = { playouts: 6, maxActions: 300, players: [2] } as const;

describeContract(hunt, {
  players: [1, 2, 4],
  options: [{}, { size: 3, moveCap: 40 }],
  playouts: 30,
  hidden: (s, viewer) => huntSecrets(s as HuntState, viewer),
  invariants: (s) => {
    const st = s as HuntState;
    if (st.turns > st.options.moveCap) return `turns ${st.turns} past the cap`;
  },
});

describe('the contract kit catches broken games', () => {
  it('a view that leaks the treasure', () => {
    const leaky: Hunt = { ...hunt, view: (s, v) => ({ ...hunt.view(s, v), treasure: s.treasure }) };
    const report = checkContract(leaky, { ...quick, hidden: (s, v) => huntSecrets(s as HuntState, v) });
    expect(report.findings.join('\n')).toMatch(/view of 0 leaks hidden data "treasure":\{/);
  });

  it('an event that tells everyone what only the mover may hear', () => {
    const loud: Hunt = {
      ...hunt,
      apply: (s, seat, a) => {
        const r = hunt.apply(s, seat, a);
        if (!r.ok) return r;
        const events = r.value.events.map((e) =>
          e.type === 'hunt/warmth' ? { ...e, audience: 'all' as const } : e,
        );
        return { ok: true, value: { state: r.value.state, events } };
      },
    };
    const report = checkContract(loud, {
      ...quick,
      hidden: (_s, v) => (v === 'spectator' ? [{ type: 'hunt/warmth' }] : []),
      checkEvery: 1,
    });
    expect(report.findings.join('\n')).toMatch(/view of spectator leaks/);
  });

  it('an apply that is not deterministic', () => {
    let calls = 0;
    const flaky: Hunt = {
      ...hunt,
      apply: (s, seat, a) => {
        const r = hunt.apply(s, seat, a);
        if (!r.ok) return r;
        calls++;
        return {
          ok: true,
          value: {
            state: { ...r.value.state, turns: r.value.state.turns + (calls % 2) * 0, noise: calls },
            events: [],
          },
        };
      },
    };
    const report = checkContract(flaky as Hunt, quick);
    expect(report.findings.join('\n')).toMatch(/replay .*failed.*differs/);
  });

  it('an apply that mutates its input', () => {
    const mutating: Hunt = {
      ...hunt,
      apply: (s, seat, a) => {
        (s as { turns: number }).turns += 0;
        s.turns = s.turns + 0;
        return hunt.apply(s, seat, a);
      },
    };
    const report = checkContract(mutating, quick);
    expect(report.findings.join('\n')).toMatch(/must not mutate|threw/);
  });

  it('a game that accepts actions out of turn', () => {
    const lax: Game<unknown, HuntState> = {
      ...(hunt as unknown as Game<unknown, HuntState>),
      apply: (s, seat, a) =>
        hunt.apply(s, s.phase === 'play' && s.reaction === null ? s.turn : seat, a as never),
    };
    const report = checkContract(lax, quick);
    expect(report.findings.join('\n')).toMatch(/out of turn was accepted/);
  });

  it('a mustDecide that disagrees with actors', () => {
    const eager: Hunt = { ...hunt, mustDecide: () => true };
    const report = checkContract(eager, quick);
    expect(report.findings.join('\n')).toMatch(/mustDecide\(\d\) is true but actors say false/);
    expect(
      checkContract({ ...hunt, mustDecide: (s, seat) => hunt.actors(s).some((a) => a.seat === seat) }, quick)
        .findings,
    ).toEqual([]);
  });

  it('a game whose actors and outcome disagree', () => {
    const stuck: Hunt = { ...hunt, outcome: () => ({ over: false }) };
    const report = checkContract(stuck, { ...quick, players: [1], options: [{ moveCap: 3 }] });
    expect(report.findings.join('\n')).toMatch(/outcome.over is false but 0 seats/);
  });

  it('an outcome that ranks seats wrongly, scores too few or calls winners a draw', () => {
    const ended = (extra: object): Hunt => ({
      ...hunt,
      outcome: (s) => {
        const o = hunt.outcome(s);
        return o.over ? { ...o, ...extra } : o;
      },
    });
    const findings = (extra: object) => checkContract(ended(extra), { playouts: 3 }).findings.join('\n');
    expect(findings({ ranking: [[0]] })).toMatch(/ranking does not place every seat/);
    expect(findings({ scores: [1] })).toMatch(/1 scores for \d seats/);
    expect(findings({ draw: true, winners: [0] })).toMatch(/a draw must have no winners/);
    // Everyone lost: no winners and no draw is a valid ending.
    expect(findings({ draw: false, winners: [] })).toBe('');
  });

  it('passes the fixture game cleanly and counts finished games', () => {
    const report = checkContract(hunt, { players: [2], playouts: 10, options: [{ size: 2, moveCap: 500 }] });
    expect(report.findings).toEqual([]);
    expect(report.games).toBe(10);
    expect(report.finished + report.capped).toBe(10);
    expect(report.finished).toBeGreaterThan(0);
  });
});
