import { describe, expect, it } from 'vitest';
import { wordingViewer } from './wording.ts';

describe('a replay words an action', () => {
  it("from the acting seat's view when the reader sees everything or reads their own action", () => {
    expect(wordingViewer('all', 1)).toBe(1);
    expect(wordingViewer(1, 1)).toBe(1);
  });

  it("from a spectator's view when the reader is another seat: nothing of the actor's own is shown", () => {
    expect(wordingViewer(0, 1)).toBe('spectator');
    expect(wordingViewer(2, 0)).toBe('spectator');
  });
});
