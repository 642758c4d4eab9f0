import { describe, expect, it } from 'vitest';
import { outcomeKind, RUNNING } from './game.ts';

describe('outcomeKind', () => {
  it('tells a running game, a win, a draw and a game everyone lost apart', () => {
    expect(outcomeKind(RUNNING)).toBe('running');
    expect(outcomeKind({ over: true, winners: [1], draw: false, reason: 'escaped' })).toBe('won');
    expect(outcomeKind({ over: true, winners: [], draw: true, reason: 'turn-cap' })).toBe('draw');
    expect(outcomeKind({ over: true, winners: [], draw: false, reason: 'base-reached' })).toBe('lost');
  });
});
