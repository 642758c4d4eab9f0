import { Random } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { cellName, columnName, parseCellName } from '../cells.ts';
import { formatLevelFile, readLevelText } from './format.ts';
import { type Level, type LevelFile, MAP_CHARS, MODES, type Mode } from './types.ts';

/** A random level as data: any map characters (the format does not judge the map), any header. */
function randomLevel(random: Random, mode: Mode): Level {
  const width = random.range(1, 30);
  const height = random.range(1, 12);
  const rows = Array.from({ length: height }, () =>
    Array.from({ length: width }, () => random.pick([...MAP_CHARS])).join(''),
  );
  const slugs: { x: number; y: number }[] = [];
  rows.forEach((r, y) => {
    [...r].forEach((c, x) => {
      if ('abh'.includes(c)) slugs.push({ x, y });
    });
  });
  const wakes = slugs.filter(() => random.chance(0.3)).map((p) => ({ ...p, turn: random.range(2, 999) }));
  const name = random.pick(['First Light', 'Zig-zag: the return', 'Ущелье', 'Irrgarten ä', 'x']);
  return {
    name,
    mode,
    width,
    height,
    rows,
    stock: mode === 'duel' ? [random.range(0, 99), random.range(0, 99)] : [random.range(0, 99)],
    wakes,
    tied: mode === 'escort' ? random.chance(0.5) : false,
    note: random.chance(0.5) ? 'Lead them; walls return two turns later.' : '',
  };
}

function randomFile(random: Random): LevelFile {
  const mode = random.pick(MODES);
  const rooms = mode === 'escort' ? random.range(1, 4) : 1;
  return {
    campaign: rooms > 1 || random.chance(0.3) ? random.pick(['Out of the Lab', 'Kampagne']) : null,
    rooms: Array.from({ length: rooms }, () => randomLevel(random, mode)),
  };
}

describe('the level text format', () => {
  it('round-trips: any level written and read back is the same level (property, 500 random files)', () => {
    const random = Random.fromSeed('level-roundtrip');
    for (let i = 0; i < 500; i++) {
      const file = randomFile(random);
      const text = formatLevelFile(file);
      const read = readLevelText(text);
      expect(read.problems).toEqual([]);
      expect(read.file).toEqual(file);
      // And the canonical text is a fixed point.
      expect(formatLevelFile(read.file!)).toBe(text);
    }
  });

  it('reads a hand-written level with comments, a map without "map:", and implied mode', () => {
    const read = readLevelText(
      ['; my level', 'name: Tiny', 'wake: c1 4', '', 'a.a.X..A', '........'].join('\n'),
    );
    expect(read.problems).toEqual([]);
    const level = read.file!.rooms[0]!;
    expect(level.mode).toBe('defence');
    expect(level.stock).toEqual([3]);
    expect(level.wakes).toEqual([{ x: 2, y: 0, turn: 4 }]);
    expect(read.rowLines[0]).toEqual([5, 6]);
  });

  it('a duel stock of one number is for both players; a campaign without a name is called Campaign', () => {
    const duel = readLevelText('stock: 4\nmap:\naXA\nbXB').file!;
    expect(duel.rooms[0]!.mode).toBe('duel');
    expect(duel.rooms[0]!.stock).toEqual([4, 4]);
    const campaign = readLevelText('map:\nH.hE\n---\nmap:\nH.hE').file!;
    expect(campaign.campaign).toBe('Campaign');
    expect(campaign.rooms.map((r) => r.tied)).toEqual([true, false]);
  });

  it('reports syntax problems with their line and column', () => {
    const read = readLevelText(
      [
        'name: Bad',
        'colour: red',
        'mode: siege',
        'stock: lots',
        'wake: z9 3, a1 x',
        'map:',
        'a..?',
        '..A',
        '',
        'more',
      ].join('\n'),
    );
    expect(read.file).toBeNull();
    const where = read.problems.map((p) => [p.code, p.line, p.column]);
    expect(where).toEqual([
      ['level/unknown-key', 2, 1],
      ['level/unknown-char', 7, 4],
      ['level/after-map', 10, 1],
      ['level/ragged', 8, undefined],
      ['level/mode', 3, 7],
      ['level/stock', 4, 8],
    ]);
    expect(read.problems[1]!.message).toBe(
      'line 7, column 4: "?" is not a map character (use . # X A B a b H h E D)',
    );
    expect(read.problems[3]!.message).toBe('line 8: this row has 3 cells, the first row has 4');
  });

  it('reports bad wake entries where they stand', () => {
    const read = readLevelText('wake: z9 3, a1 x, b1 2\nmap:\na..A');
    const msgs = read.problems.map((p) => `${p.column}: ${p.message}`);
    expect(msgs).toEqual([
      '7: line 1, column 7: z9 is outside the map',
      '13: line 1, column 13: "a1 x" is not "cell turn", e.g. "c4 3"',
      '19: line 1, column 19: there is no slug at b1',
    ]);
  });

  it('refuses an empty room, a repeated key, a campaign key after the first room and a hero tied in defence', () => {
    expect(readLevelText('name: A\nname: B\nmap:\naXA').problems.map((p) => p.code)).toEqual([
      'level/repeated-key',
    ]);
    expect(readLevelText('name: Nothing').problems.map((p) => p.code)).toEqual(['level/no-map']);
    expect(readLevelText('map:\nHhE\n---\ncampaign: B\nmap:\nHhE').problems.map((p) => p.code)).toEqual([
      'level/campaign-key',
    ]);
    expect(readLevelText('tied: yes\nmap:\naXA').problems.map((p) => p.code)).toEqual(['level/tied']);
  });
});

describe('cell names', () => {
  it('name columns like a spreadsheet and rows from 1 at the top', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(columnName)).toEqual(['a', 'b', 'z', 'aa', 'ab', 'az', 'ba']);
    expect(cellName({ x: 2, y: 3 })).toBe('c4');
    for (let x = 0; x < 64; x++) expect(parseCellName(cellName({ x, y: 7 }))).toEqual({ x, y: 7 });
    expect(parseCellName('C4')).toEqual({ x: 2, y: 3 });
    expect(parseCellName('c0')).toBeNull();
    expect(parseCellName('4c')).toBeNull();
  });
});
