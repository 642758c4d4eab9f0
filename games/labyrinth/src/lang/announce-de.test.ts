import { playout } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { gameOn, go, P, playAll, shot } from '../fixtures.ts';
import { labyrinth } from '../game.ts';
import { EXAMPLE } from '../test-plans.ts';
import { describeEvent } from '../text/describe.ts';
import type { Found, LabyrinthEvent, LabyrinthEventType } from '../types.ts';

type Ev<T extends LabyrinthEventType> = Extract<LabyrinthEvent, { type: T }>;

/** English words that must never leak into a German announcement (case-sensitive: "Land" and "Delta" are German too). */
const ENGLISH =
  /\b(the|a|an|you|your|and|of|is|are|has|was|with|Player|move|moves|go|shoot|shot|left|right|up|down|treasure|bullets?|grenades?|landmine|corpse|wall|cell|found|done|no|not|skip|skipped|round|rounds|Game|over|draw|Walked|Cannot|Shot|Blow|Leave|Throw)\b/;

const all = { audience: 'all' as const };
const none: Found = { treasures: 0, bullets: 0, grenades: 0, mines: 0, corpses: 0 };
const lots: Found = { treasures: 2, bullets: 1, grenades: 3, mines: 1, corpses: 1 };
const movement = (extra: Partial<Ev<'labyrinth/movement'>>): Ev<'labyrinth/movement'> => ({
  ...all,
  type: 'labyrinth/movement',
  seat: 0,
  movement: 'up',
  hitWall: false,
  riverBlocked: false,
  fellIntoPit: false,
  looped: false,
  carried: false,
  walkedAlong: false,
  returned: false,
  cellType: 'land',
  miteWoken: false,
  found: null,
  healed: false,
  immune: false,
  cremated: false,
  weaponry: null,
  exit: null,
  ...extra,
});
const status = {
  condition: 'playing',
  health: 'healthy',
  infected: false,
  movesToHeal: null,
  immune: false,
  bullets: 3,
  grenades: 3,
  holding: null,
  reordersLeft: 1,
  extraReorders: 0,
  outside: false,
} as const;

/** Every event type, with its variants: the mapped type makes a new event type a compile error here. */

const SAMPLES: { [T in LabyrinthEventType]: readonly Ev<T>[] } = {
  'labyrinth/start-chosen': [{ ...all, type: 'labyrinth/start-chosen', seat: 1 }],
  'labyrinth/start-cell': [{ ...all, type: 'labyrinth/start-cell', seat: 0, cell: P(2, 3) }],
  'labyrinth/starts-invalid': [{ ...all, type: 'labyrinth/starts-invalid' }],
  'labyrinth/peek': (['land', 'hospital', 'weaponry', 'pit', 'river', 'delta', 'encephalitis'] as const).map(
    (cellType) => ({ ...all, type: 'labyrinth/peek' as const, seat: 0, cell: P(0, 0), cellType }),
  ),
  'labyrinth/started': [
    { ...all, type: 'labyrinth/started', order: [1, 0], nstop: 10, healMoves: null, commonStart: false },
    { ...all, type: 'labyrinth/started', order: [0, 2, 1], nstop: 6, healMoves: 1, commonStart: true },
    { ...all, type: 'labyrinth/started', order: [0], nstop: 6, healMoves: 4, commonStart: false },
  ],
  'labyrinth/start-place': [
    { ...all, type: 'labyrinth/start-place', seat: 0, cellType: 'river', found: null, miteWoken: false },
    {
      ...all,
      type: 'labyrinth/start-place',
      seat: 1,
      cellType: 'encephalitis',
      found: lots,
      miteWoken: true,
    },
  ],
  'labyrinth/turn-notice': [
    { ...all, type: 'labyrinth/turn-notice', seat: 0, notice: 'dead', canReorder: false },
    { ...all, type: 'labyrinth/turn-notice', seat: 0, notice: 'wounded', canReorder: true },
    { ...all, type: 'labyrinth/turn-notice', seat: 0, notice: 'wounded', canReorder: false },
    { ...all, type: 'labyrinth/turn-notice', seat: 0, notice: 'mine-wound', canReorder: true },
  ],
  'labyrinth/reordered': [{ ...all, type: 'labyrinth/reordered', seat: 1, extra: false }],
  'labyrinth/reorder-cell': [
    {
      ...all,
      type: 'labyrinth/reorder-cell',
      seat: 1,
      cell: P(2, 2),
      cellType: 'land',
      healed: false,
      immune: false,
    },
    {
      ...all,
      type: 'labyrinth/reorder-cell',
      seat: 1,
      cell: P(2, 2),
      cellType: 'hospital',
      healed: true,
      immune: true,
    },
  ],
  'labyrinth/move': [
    { ...all, type: 'labyrinth/move', seat: 0, move: go('flow') },
    {
      ...all,
      type: 'labyrinth/move',
      seat: 2,
      move: go('loop', {
        before: [
          shot('left'),
          { do: 'shoot', dir: 'up', target: { seat: 1, cell: P(1, 1) } },
          { do: 'mine', to: 'here' },
          { do: 'leave', item: 'grenade', to: 'down' },
        ],
        after: [
          { do: 'blow', dir: 'right', if: { on: 'found-treasure', not: true } },
          { do: 'leave', item: 'corpse', to: 'here', if: { on: 'hospital' } },
          { do: 'leave', item: 'treasure', to: 'left', if: { on: 'hit-wall' } },
          { do: 'mine', to: 'up', if: { on: 'blast' } },
        ],
        pickup: false,
        refill: false,
        treasure: 'old',
        report: 'semi-dark',
      }),
    },
    { ...all, type: 'labyrinth/move', seat: 0, move: go('down', { treasure: 2, report: 'dark' }) },
  ],
  'labyrinth/shot': [
    {
      ...all,
      type: 'labyrinth/shot',
      seat: 0,
      dir: 'left',
      result: 'fired',
      screams: 0,
      atFeet: null,
      bullets: 2,
    },
    {
      ...all,
      type: 'labyrinth/shot',
      seat: 0,
      dir: 'up',
      result: 'fired',
      screams: 1,
      atFeet: lots,
      bullets: 1,
    },
    {
      ...all,
      type: 'labyrinth/shot',
      seat: 0,
      dir: 'down',
      result: 'fired',
      screams: 3,
      atFeet: none,
      bullets: 0,
    },
    ...(['no-bullet', 'from-hospital', 'from-weaponry', 'damp', 'cannot', 'outside'] as const).map(
      (result) => ({
        ...all,
        type: 'labyrinth/shot' as const,
        seat: 0,
        dir: 'right' as const,
        result,
        screams: 0,
        atFeet: null,
        bullets: 0,
      }),
    ),
  ],
  'labyrinth/grenade': [
    ...([null, 'remains', 'gone', 'none', 'blown', 'withstood'] as const).map((wall) => ({
      ...all,
      type: 'labyrinth/grenade' as const,
      seat: 0,
      dir: 'up' as const,
      result: 'thrown' as const,
      wall,
      grenades: 1,
    })),
    {
      ...all,
      type: 'labyrinth/grenade',
      seat: 0,
      dir: 'left',
      result: 'no-grenade',
      wall: null,
      grenades: 0,
    },
    { ...all, type: 'labyrinth/grenade', seat: 0, dir: 'left', result: 'outside', wall: null, grenades: 2 },
  ],
  'labyrinth/mine-set': (['set', 'no-mine', 'cannot', 'outside'] as const).flatMap((result) =>
    (['here', 'left'] as const).map((to) => ({
      ...all,
      type: 'labyrinth/mine-set' as const,
      seat: 0,
      to,
      result,
    })),
  ),
  'labyrinth/item-left': (['done', 'fell-back', 'none', 'cannot', 'outside'] as const).flatMap((result) =>
    (['treasure', 'corpse', 'mine', 'bullet', 'grenade'] as const).map((item) => ({
      ...all,
      type: 'labyrinth/item-left' as const,
      seat: 0,
      item,
      to: item === 'corpse' ? ('here' as const) : ('right' as const),
      result,
      cremated: item === 'corpse' && result === 'done',
    })),
  ),
  'labyrinth/movement': [
    ...(['land', 'hospital', 'weaponry', 'pit', 'river', 'delta', 'encephalitis'] as const).map((cellType) =>
      movement({ cellType }),
    ),
    movement({ returned: true, found: lots }),
    movement({ exit: 'true', cellType: null }),
    movement({ exit: 'fake', cellType: null }),
    movement({ exit: 'none', cellType: null }),
    movement({ hitWall: true, cellType: null }),
    movement({ hitWall: true, riverBlocked: true, cellType: 'delta' }),
    movement({ hitWall: true, carried: true, cellType: 'delta', miteWoken: true }),
    movement({ movement: 'flow', cellType: 'river' }),
    movement({ movement: 'flow', cellType: 'delta' }),
    movement({ looped: true, cellType: 'pit' }),
    movement({ fellIntoPit: true, cellType: 'pit' }),
    movement({ carried: true, cellType: 'river' }),
    movement({ carried: true, cellType: 'delta' }),
    movement({ walkedAlong: true, cellType: 'river' }),
    movement({ cellType: 'encephalitis', miteWoken: true }),
    movement({ cellType: 'hospital', healed: true, immune: true, cremated: true }),
    movement({ cellType: 'weaponry', weaponry: { bullets: 3, grenades: 1, treasure: true } }),
    movement({ cellType: 'land', found: { ...none, treasures: 1 } }),
  ],
  'labyrinth/blast': [
    { ...all, type: 'labyrinth/blast', seat: 0, cause: 'arrival', self: 'wounded', screams: 0 },
    { ...all, type: 'labyrinth/blast', seat: 0, cause: 'arrival', self: 'killed', screams: 1 },
    { ...all, type: 'labyrinth/blast', seat: 0, cause: 'corpse', self: null, screams: 2 },
  ],
  'labyrinth/infected': [
    { ...all, type: 'labyrinth/infected', seat: 0, movesLeft: null, died: false },
    { ...all, type: 'labyrinth/infected', seat: 0, movesLeft: 1, died: false },
    { ...all, type: 'labyrinth/infected', seat: 0, movesLeft: 5, died: false },
    { ...all, type: 'labyrinth/infected', seat: 0, movesLeft: null, died: true },
  ],
  'labyrinth/died': [
    { ...all, type: 'labyrinth/died', seat: 0, cause: 'infection-time' },
    { ...all, type: 'labyrinth/died', seat: 0, cause: 'timeout' },
  ],
  'labyrinth/lost': [
    { ...all, type: 'labyrinth/lost', seat: 0, reason: 'did-not-return' },
    { ...all, type: 'labyrinth/lost', seat: 0, reason: 'timeout' },
  ],
  'labyrinth/condition': [
    { ...all, type: 'labyrinth/condition', seat: 0, index: 0, met: true },
    { ...all, type: 'labyrinth/condition', seat: 0, index: 2, met: false },
  ],
  'labyrinth/dark-done': [{ ...all, type: 'labyrinth/dark-done', seat: 0 }],
  'labyrinth/semi-dark': [
    { ...all, type: 'labyrinth/semi-dark', seat: 0, hitWall: true },
    { ...all, type: 'labyrinth/semi-dark', seat: 0, hitWall: false },
  ],
  'labyrinth/skip': [{ ...all, type: 'labyrinth/skip', seat: 0 }],
  'labyrinth/break': [{ ...all, type: 'labyrinth/break', seat: 1 }],
  'labyrinth/status': [
    { ...all, type: 'labyrinth/status', seat: 0, status },
    {
      ...all,
      type: 'labyrinth/status',
      seat: 0,
      status: {
        ...status,
        infected: true,
        movesToHeal: 2,
        immune: true,
        holding: 'treasure',
        outside: true,
      },
    },
    {
      ...all,
      type: 'labyrinth/status',
      seat: 0,
      status: { ...status, health: 'wounded', holding: 'corpse' },
    },
    { ...all, type: 'labyrinth/status', seat: 0, status: { ...status, condition: 'dead' } },
    { ...all, type: 'labyrinth/status', seat: 0, status: { ...status, condition: 'lost' } },
  ],
  'labyrinth/recall': [
    { ...all, type: 'labyrinth/recall', seat: 0, about: 1, entry: null },
    {
      ...all,
      type: 'labyrinth/recall',
      seat: 0,
      about: 1,
      entry: { round: 3, action: { type: 'skip' }, events: [] },
    },
    {
      ...all,
      type: 'labyrinth/recall',
      seat: 0,
      about: 1,
      entry: {
        round: 4,
        action: go('up', { before: [shot('left')] }),
        events: [
          { ...all, type: 'labyrinth/move', seat: 1, move: go('up', { before: [shot('left')] }) },
          {
            ...all,
            type: 'labyrinth/shot',
            seat: 1,
            dir: 'left',
            result: 'fired',
            screams: 1,
            atFeet: null,
            bullets: 2,
          },
          movement({ seat: 1, cellType: 'land' }),
        ],
      },
    },
  ],
  'labyrinth/nstop': [
    { ...all, type: 'labyrinth/nstop', count: 1, limit: 5 },
    { ...all, type: 'labyrinth/nstop', count: 3, limit: 5 },
    { ...all, type: 'labyrinth/nstop', count: 5, limit: 5 },
  ],
  'labyrinth/survivor': [
    { ...all, type: 'labyrinth/survivor', seat: 0, movesLeft: 1 },
    { ...all, type: 'labyrinth/survivor', seat: 0, movesLeft: 5 },
  ],
  'labyrinth/game-over': [
    { ...all, type: 'labyrinth/game-over', reason: 'treasure-carried-out', winners: [0], draw: false },
    { ...all, type: 'labyrinth/game-over', reason: 'last-survivor', winners: [2], draw: false },
    ...[
      'draw/no-change',
      'draw/all-skip',
      'draw/true-treasure-lost',
      'draw/no-survivors',
      'draw/survivor-out-of-time',
    ].map((reason) => ({ ...all, type: 'labyrinth/game-over' as const, reason, winners: [], draw: true })),
  ],
};

/** Random games over varied options: what the engine really says, every type it produces. */
function randomGameEvents(): Map<string, LabyrinthEvent[]> {
  const byType = new Map<string, LabyrinthEvent[]>();
  const optionSets: unknown[] = [
    { width: 4, height: 4, nstop: 6 },
    { width: 5, height: 4, nstop: 8, rivers: 'shallow', recall: 'full', lastSurvivorMoves: 5, healMoves: 2 },
    { width: 4, height: 5, nstop: 6, rivers: 'turbulent', commonStart: true, allowSkip: false },
    { width: 5, height: 5, nstop: 10, targetedShots: true, blowReport: 'full', weaponryMines: true },
    { width: 6, height: 6, shape: 'cross', crossings: true, blowReport: 'wall-remains', nstop: 12 },
  ];
  for (const [oi, options] of optionSets.entries())
    for (const players of [1, 2, 4])
      for (let g = 0; g < 4; g++) {
        const r = playout(labyrinth, {
          players,
          seed: `de:${oi}:${players}:${g}`,
          options,
          maxActions: 300,
          onStep: (_m, step) => {
            for (const e of step.events as readonly LabyrinthEvent[]) {
              const list = byType.get(e.type) ?? [];
              if (list.length < 40) list.push(e);
              byType.set(e.type, list);
            }
          },
        });
        if (!r.ok) throw new Error(r.error.message);
      }
  return byType;
}

function expectGerman(e: LabyrinthEvent): void {
  const de = describeEvent(e, 'de');
  const en = describeEvent(e, 'en');
  expect(de, JSON.stringify(e)).not.toBe(en);
  expect(de, `${de}\n${JSON.stringify(e)}`).not.toMatch(ENGLISH);
  expect(de).not.toMatch(/undefined|NaN|\[object|null/);
  expect(de.length).toBeGreaterThan(5);
}

describe('German announcements (the product promises German for the game master)', () => {
  it('every event type and variant has its own German text, with no English left in it', () => {
    for (const list of Object.values(SAMPLES)) for (const e of list) expectGerman(e as LabyrinthEvent);
  });

  it('Russian too: every event type and variant has its own text, with no Latin words', () => {
    for (const list of Object.values(SAMPLES))
      for (const e of list) {
        const ru = describeEvent(e as LabyrinthEvent, 'ru');
        expect(ru, JSON.stringify(e)).not.toBe(describeEvent(e as LabyrinthEvent, 'en'));
        expect(ru, ru).not.toMatch(/[A-Za-z]{2,}/);
      }
  });

  it('every event of random games reads in German, and the games cover most event types', () => {
    const byType = randomGameEvents();
    for (const list of byType.values()) for (const e of list) expectGerman(e);
    for (const type of byType.keys()) expect(Object.keys(SAMPLES)).toContain(type);
    expect(byType.size).toBeGreaterThan(12);
  });

  it('every action has a German label (menus), with no English in it', () => {
    const label = (a: unknown) => labyrinth.text!.formatAction(a as never, 'de');
    const english = (a: unknown) => labyrinth.text!.formatAction(a as never, 'en');
    const seen = new Set<string>();
    const check = (a: { type: string }) => {
      seen.add(a.type);
      expect(label(a), JSON.stringify(a)).not.toBe(english(a));
      expect(label(a), label(a)).not.toMatch(ENGLISH);
      expect(label(a)).toMatch(/^[A-ZÄÖÜ]/);
    };
    for (const [i, options] of [
      {},
      { handicaps: [{ seat: 0, peeks: 2, extraReorders: 1 }], recall: 'full' },
    ].entries())
      for (let g = 0; g < 3; g++)
        playout(labyrinth, {
          players: 3,
          seed: `de-labels:${i}:${g}`,
          options,
          maxActions: 150,
          onStart: (m) => {
            for (const a of labyrinth.legalActions(m.state as never, 0)) check(a);
            return undefined;
          },
          onStep: (m) => {
            for (const actor of labyrinth.actors(m.state as never))
              for (const a of labyrinth.legalActions(m.state as never, actor.seat)) check(a);
          },
        });
    for (const list of [SAMPLES['labyrinth/move'], SAMPLES['labyrinth/recall']])
      for (const e of list) if (e.type === 'labyrinth/move') check(e.move);
    check({ type: 'recall', seat: 1 } as never);
    check({ type: 'reorder', cell: P(1, 2) } as never);
    check({ type: 'peek', cell: P(1, 2) } as never);
    check({ type: 'break' } as never);
    expect([...seen].sort()).toEqual([
      'break',
      'move',
      'peek',
      'recall',
      'reorder',
      'skip',
      'start',
      'status',
    ]);
    expect(label({ type: 'break' })).toBe('Fünf Minuten Denkpause nehmen');
    expect(label({ type: 'start', cell: P(1, 2) })).toBe('Startfeld: Spalte 2, Zeile 3');
    expect(label(go('up', { before: [shot('left')] }))).toBe('Schieß nach links, dann geh nach oben');
  });

  it('A. the worked example as a German player hears it', () => {
    const { state } = gameOn(EXAMPLE, [P(3, 3), P(1, 3)]);
    const r = playAll(state, [
      [0, go('up')],
      [1, go('up', { before: [{ do: 'blow', dir: 'up' }] })],
      [0, go('up', { before: [shot('left')] })],
      [1, { type: 'status' }],
      [1, { type: 'reorder', cell: P(2, 2) }],
      [1, go('up')],
      [0, go('right')],
      [1, go('up', { after: [{ do: 'blow', dir: 'up' }] })],
      [0, go('right', { before: [{ do: 'blow', dir: 'right' }] })],
    ]);
    const said = r.events.filter(
      (e) => e.audience === 'all' || (typeof e.audience === 'object' && e.audience.seats.includes(1)),
    );
    const lines = said.map((e) => describeEvent(e, 'de'));
    const expected = [
      'Spieler 1: Geh nach oben.',
      'Auf Land gegangen.',
      'Spieler 2: Spreng die obere Wand, dann geh nach oben.',
      'In einen Fluss gegangen, von der Strömung mitgerissen bis in ein Delta.',
      'Spieler 1: Schieß nach links, dann geh nach oben.',
      'Schuss nach links – ein Schrei ist zu hören! Noch 2 Patronen.',
      'In eine Grube gefallen, in die nächste Grube des Kreises befördert.',
      'Spieler 2 ist verwundet und kann ein neues Feld bestellen.',
      'Du bist verwundet; Patronen: 0, Granaten: 2; neue Felder bestellbar: 1.',
      'Spieler 2 hat ein neues Feld bestellt.',
      'Du machst in Spalte 3, Zeile 3 weiter, auf Land.',
      'In ein Krankenhaus gegangen, geheilt.',
      'Geht nicht – gegen eine Wand gestoßen.',
      'Spieler 2: Geh nach oben, dann spreng die obere Wand.',
      'Auf Land gegangen, einen Schatz gefunden.',
      'Obere Wand sprengen – erledigt. Noch 1 Granate.',
      'Spieler 1: Spreng die rechte Wand, dann geh nach rechts.',
      'Rechte Wand sprengen – erledigt. Noch 2 Granaten.',
    ];
    let from = 0;
    for (const line of expected) {
      const i = lines.indexOf(line, from);
      expect(i, `"${line}" after line ${from} in\n${lines.join('\n')}`).toBeGreaterThanOrEqual(from);
      from = i + 1;
    }
  });

  it('plural and case forms: one/many, nominative at your feet, accusative when found', () => {
    const [one, , many] = SAMPLES['labyrinth/shot'];
    expect(describeEvent(one as LabyrinthEvent, 'de')).toBe(
      'Schuss nach links – kein Schrei zu hören. Noch 2 Patronen.',
    );
    expect(describeEvent(many as LabyrinthEvent, 'de')).toBe(
      'Schuss nach unten – 3 Schreie sind zu hören! Keine Patronen mehr.',
    );
    expect(describeEvent(SAMPLES['labyrinth/shot'][1] as LabyrinthEvent, 'de')).toBe(
      'Schuss nach oben – ein Schrei ist zu hören! Vor deine Füße gefallen: 2 Schätze, eine Patrone, 3 Granaten, eine Landmine und eine Leiche. Noch 1 Patrone.',
    );
    const fellBack = SAMPLES['labyrinth/item-left'].find(
      (e) => e.result === 'fell-back' && e.item === 'treasure',
    );
    expect(describeEvent(fellBack as LabyrinthEvent, 'de')).toBe(
      'Einen Schatz nach rechts werfen – ein Schatz liegt wieder vor deinen Füßen.',
    );
    expect(
      describeEvent(
        movement({ cellType: 'weaponry', weaponry: { bullets: 3, grenades: 1, treasure: true } }),
        'de',
      ),
    ).toBe('In eine Waffenkammer gegangen, du hast jetzt 3 Patronen, eine Granate und einen Schatz.');
    expect(describeEvent(movement({ exit: 'true', cellType: null }), 'de')).toBe(
      'Mit dem echten Schatz aus dem Labyrinth hinausgegangen – Sieg!',
    );
    expect(describeEvent(movement({ returned: true, found: { ...none, treasures: 1 } }), 'de')).toBe(
      'Ins Labyrinth zurückgekehrt, auf Land gegangen, einen Schatz gefunden.',
    );
    expect(describeEvent(SAMPLES['labyrinth/move'][1] as LabyrinthEvent, 'de')).toBe(
      'Spieler 3: Schieß nach links, schieß nach oben auf Spieler 2 in Spalte 2, Zeile 2, leg hier eine Mine, wirf eine Granate ins untere Feld, dann geh über den Grubenkreis, dann wenn ich keinen Schatz finde, spreng die rechte Wand, wenn ich ein Krankenhaus erreiche, leg die Leiche ab, wenn ich gegen eine Wand stoße, wirf den Schatz nach links, wenn ich eine Explosion höre, leg eine Mine ins obere Feld (heb nichts auf; füll nicht auf; behalte den alten Schatz; sag nicht, wo ich gelandet bin; sag mir, ob ich gegen eine Wand gestoßen bin).',
    );
  });
});
