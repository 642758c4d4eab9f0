import { describe, expect, it } from 'vitest';
import { checkLevelText, parseLevelText } from './validate.ts';

const problems = (text: string) =>
  checkLevelText(text).problems.map((p) => `${p.severity} ${p.code}: ${p.message}`);

describe('the level validator', () => {
  it('accepts a good level of each mode', () => {
    expect(checkLevelText('mode: defence\nmap:\na..X..A').ok).toBe(true);
    expect(checkLevelText('mode: duel\nmap:\na.X.B\nA.X.b').ok).toBe(true);
    expect(checkLevelText('mode: escort\nmap:\n#####\nDH.hE\n#####').ok).toBe(true);
  });

  it('says what a defence level lacks', () => {
    expect(problems('mode: defence\nmap:\n.....')).toEqual([
      'error level/missing: the map has no base (A)',
      'error level/missing: the map has no slug (a)',
      'error level/missing: the map has no killing machine, so no slug can ever die (X)',
    ]);
    // What is missing, for an editor to name it in its own words.
    expect(checkLevelText('mode: defence\nmap:\n.....').problems.map((p) => p.char)).toEqual(['A', 'a', 'X']);
    expect(problems('mode: defence\nmap:\naXAA.b')).toEqual([
      'error level/repeated: a second base at d1 (3,0): there is one only',
      'error level/out-of-mode: "b" at f1 (5,0): a defence level has one base A and slugs a only',
    ]);
  });

  it('points at the cell of a problem with its line and column in the text', () => {
    const check = checkLevelText('name: x\nmode: defence\nmap:\naX.A\n..A.');
    const p = check.problems[0]!;
    expect(p).toMatchObject({ code: 'level/repeated', cell: { x: 2, y: 1 }, line: 5, column: 3 });
  });

  it('says what a duel lacks', () => {
    expect(problems('mode: duel\nmap:\naXA.B')).toEqual([
      "error level/missing: the map has no slug of player 2's (b)",
    ]);
  });

  it('finds escort rooms where the hero cannot get out or a slug can never reach him', () => {
    expect(problems('mode: escort\nmap:\nH#hE')).toEqual([
      'error level/no-path: no path from the hero at a1 (0,0) to the exit door at d1 (3,0)',
      'error level/no-path: no path from the slug at c1 (2,0) to the hero at a1 (0,0)',
    ]);
    expect(problems('mode: escort\nmap:\n#####\nD.h.E\n#H###')).toEqual([]);
  });

  it('warns without refusing: a slug next to the hero, an exit inside, no stock', () => {
    const check = checkLevelText('mode: escort\nmap:\n.....\n.HhE.\n.....');
    expect(check.ok).toBe(true);
    expect(check.problems.map((p) => p.code)).toEqual(['level/exit-inside', 'level/slug-next-to-hero']);
    expect(problems('stock: 0\nmap:\naXA')).toEqual([
      'warning level/no-stock: the player starts with no wall in stock',
    ]);
  });

  it('numbers the rooms of a campaign in its messages, and keeps rooms for the escort', () => {
    const text = 'campaign: C\nmap:\nH.hE\n---\nname: Two\nmap:\nH#hE';
    expect(problems(text)).toEqual([
      'error level/no-path: room 2: no path from the hero at a1 (0,0) to the exit door at d1 (3,0)',
      'error level/no-path: room 2: no path from the slug at c1 (2,0) to the hero at a1 (0,0)',
    ]);
    expect(problems('mode: defence\nmap:\naXA\n---\nmode: defence\nmap:\naXA')).toEqual([
      'error level/rooms: room 1: a defence level has one map; only an escort campaign has rooms',
      'error level/rooms: room 2: a defence level has one map; only an escort campaign has rooms',
    ]);
  });

  it('parseLevelText refuses with the first problem and counts the others', () => {
    const r = parseLevelText('mode: defence\nmap:\n.....');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('level/missing');
      expect(r.error.message).toBe('Invalid level: the map has no base (A) (and 2 more problems).');
    }
    const syntax = parseLevelText('map:\na?A');
    expect(!syntax.ok && syntax.error.message).toBe(
      'Invalid level: line 2, column 2: "?" is not a map character (use . # X A B a b H h E D).',
    );
  });
});

describe('the examples in the rules page', () => {
  it('are valid levels', async () => {
    const { readFileSync } = await import('node:fs');
    const page = readFileSync(new URL('../../../../docs/games/slugs.md', import.meta.url), 'utf8');
    const blocks = [...page.matchAll(/```\n((?:name|campaign): [\s\S]*?)```/g)].map((m) => m[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const text of blocks) expect(checkLevelText(text).problems).toEqual([]);
  });
});
