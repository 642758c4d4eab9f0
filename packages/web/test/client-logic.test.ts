/**
 * The client's pure parts, without a browser: the rules pages' Markdown blocks,
 * option fields generated from each game's options schema, and replays rebuilt
 * from a match record (hash-checked).
 */

import { readFileSync } from 'node:fs';
import { botLevels } from '@daedalus/bots';
import { Match, optionFields, Random } from '@daedalus/core';
import { bundleOf, games, LEVEL_WORDS } from '@daedalus/games';
import { type HuntState, hunt } from '@daedalus/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { sections, slug, splitForDevelopers } from '../app/components/markdown-doc.ts';
import { sinceText } from '../app/components/since.ts';
import { translator } from '../app/i18n/translate.ts';
import { HotSeat, sameButViewer } from '../app/local/hotseat.ts';
import { outcomeText, type SeatLine } from '../app/play/seats.ts';
import { privateTo } from '../app/replay/audience.ts';
import { replaySteps } from '../app/replay/steps.ts';

describe('rules pages: Markdown documents', () => {
  it('lists the sections (## headings, as text), not headings inside code or of other levels', () => {
    const doc = [
      '# Title',
      '## Rules of `play`',
      '```',
      '## not a heading',
      '```',
      '### Deeper',
      '## **Options**',
    ];
    expect(sections(doc.join('\n'))).toEqual(['Rules of play', 'Options']);
  });

  it('names headings the way in-document links refer to them', () => {
    expect(slug('Rules as implemented')).toBe('rules-as-implemented');
    expect(slug('B.4 Rivers (`flow`)')).toBe('b4-rivers-flow');
    expect(slug('Правила игры')).toBe('правила-игры');
  });

  it('splits a document at "## For developers" (not inside code, not at other levels)', () => {
    const doc = [
      '# T',
      '## Rules',
      '```',
      '## For developers',
      '```',
      '### For developers',
      '## For developers',
      '## Position format',
      'x',
    ];
    expect(splitForDevelopers(doc.join('\n'))).toEqual({
      player: doc.slice(0, 6).join('\n'),
      developers: doc.slice(7).join('\n'),
    });
    expect(splitForDevelopers('# T\n## Rules')).toEqual({ player: '# T\n## Rules', developers: null });
  });

  it("every game document puts the rules first and the developers' material after them", () => {
    for (const id of games.keys()) {
      const text = readFileSync(new URL(`../../../docs/games/${id}.md`, import.meta.url), 'utf8');
      const { player, developers } = splitForDevelopers(text);
      expect(sections(player).length, id).toBeGreaterThan(0);
      expect(sections(player), id).not.toContain('Position format');
      // The developers' part documents the position format (as a section or a subsection).
      const formats = [...sections(developers ?? ''), ...sections(developers ?? '', 3)];
      expect(
        formats.some((h) => h.startsWith('Position format')),
        id,
      ).toBe(true);
    }
  });
});

describe('table options from the schema', () => {
  it('hunt: integer fields with defaults, bounds and descriptions', () => {
    expect(optionFields(hunt)).toEqual([
      {
        key: 'size',
        kind: 'integer',
        default: 5,
        minimum: 2,
        maximum: 9,
        description: 'Side of the square maze.',
      },
      {
        key: 'moveCap',
        kind: 'integer',
        default: 200,
        minimum: 1,
        maximum: 10_000,
        description: 'Turns after which the game is a draw.',
      },
    ]);
  });

  it('a nullable number is a number field that may stay empty (labyrinth nstop)', () => {
    const labyrinth = games.get('labyrinth');
    if (!labyrinth) return;
    const nstop = optionFields(labyrinth).find((f) => f.key === 'nstop');
    expect(nstop).toMatchObject({ kind: 'integer', nullable: true, minimum: 1, default: null });
  });

  it('a list of choices is a set of checkboxes (labyrinth startForbidden)', () => {
    const labyrinth = games.get('labyrinth');
    if (!labyrinth) return;
    const field = optionFields(labyrinth).find((f) => f.key === 'startForbidden');
    expect(field).toMatchObject({ kind: 'multi', default: ['river'] });
    expect(field?.choices).toContain('river');
  });

  it('every registered game yields a form (every field documented)', () => {
    for (const game of games.values()) {
      const fields = optionFields(game);
      expect(fields.length, game.meta.id).toBeGreaterThan(0);
      for (const f of fields) expect(f.description, `${game.meta.id}.${f.key}`).toBeTruthy();
    }
  });
});

describe('the end of a game in words', () => {
  const seats: SeatLine[] = [
    { seat: 0, name: 'Ada', kind: 'human' },
    { seat: 1, name: null, kind: 'bot', level: 'strong' },
  ];
  it('names the winner in a sentence of its own, then the scores', () => {
    const won = { over: true, winners: [0], draw: false, reason: 'relic', scores: [2, 1] } as const;
    expect(outcomeText(won, seats, translator('en'))).toBe(
      'The game is over. Winner: Ada. Scores: Ada — 2, Computer 2 — 1.',
    );
    expect(outcomeText(won, seats, translator('de'))).toBe(
      'Die Partie ist zu Ende. Gewonnen hat: Ada. Punkte: Ada – 2, Computer 2 – 1.',
    );
    expect(
      outcomeText({ over: true, winners: [0, 1], draw: false, reason: 'both' }, seats, translator('ru')),
    ).toBe('Партия окончена. Победители: Ada, Компьютер 2.');
    // A name ending in a number is parted from its score: "Компьютер 2 — 1", never "Компьютер 2 1".
    expect(outcomeText({ ...won, scores: [0, 1] }, seats, translator('ru'))).toBe(
      'Партия окончена. Победитель: Ada. Очки: Ada — 0, Компьютер 2 — 1.',
    );
  });
});

describe('the computer players in German and Russian', () => {
  // Game words are checked with each bundle (`checkBundle` in the registry's test).
  for (const locale of ['de', 'ru'] as const)
    it(`${locale}: every level of every game`, () => {
      const missing = [...games.values()]
        .flatMap((game) => botLevels(game).map((l) => l.level))
        .filter((level) => !LEVEL_WORDS[locale][level]);
      expect(missing).toEqual([]);
    });
});

describe('replay', () => {
  function playedRecord() {
    const created = Match.create<HuntState>(hunt, {
      options: { size: 3, moveCap: 6 },
      players: 2,
      seed: 'replay-test',
    });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    while (!match.outcome().over) {
      const actor = match.actors()[0]!;
      const legal = hunt.legalActions(match.state, actor.seat);
      const played = match.play(actor.seat, legal[legal.length - 1]);
      if (!played.ok) throw new Error(played.error.message);
    }
    return match;
  }

  it('rebuilds every state of a record, events included', () => {
    const match = playedRecord();
    const steps = replaySteps(hunt, match.toRecord());
    expect(steps.ok).toBe(true);
    if (!steps.ok) return;
    expect(steps.value).toHaveLength(match.actions.length + 1);
    expect(steps.value[steps.value.length - 1]!.state).toEqual(match.state);
    const last = steps.value[steps.value.length - 1]!.events.map((e) => e.type);
    expect(last.some((t) => t === 'hunt/draw' || t === 'hunt/found')).toBe(true);
  });

  it("starts with what setup told (Shifting Maze's first Maze Event), in replays and at one screen", () => {
    const sm = games.get('shifting-maze')!;
    const created = Match.create(sm, { players: 2, seed: 'opening' });
    if (!created.ok) throw new Error(created.error.message);
    const steps = replaySteps(sm, created.value.toRecord());
    if (!steps.ok) throw new Error(steps.error.message);
    expect(steps.value[0]!.events.map((e) => e.type)).toContain('maze/event');
    expect(steps.value[0]!.events).toEqual(created.value.opening);
    const local = HotSeat.start(bundleOf('shifting-maze')!, {
      options: {},
      seed: 'opening',
      seats: [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', level: 'normal', name: 'Bot' },
      ],
    });
    if (!local.ok) throw new Error(local.error.message);
    expect(local.value.log.map((x) => x.event)).toEqual(created.value.opening);
    expect(local.value.log.every((x) => x.step === 0)).toBe(true);
  });

  it('at one screen, asks the others to look away only where a seat sees more than a spectator', () => {
    expect(sameButViewer({ you: 1, walls: [1, 2] }, { you: null, walls: [1, 2] }, 1)).toBe(true);
    expect(sameButViewer({ you: 1, walls: [1, 2] }, { you: null, walls: [1, 2] }, 0)).toBe(false);
    expect(sameButViewer({ you: 1, hand: ['run'] }, { you: null, hand: [] }, 1)).toBe(false);
    expect(sameButViewer({ you: 1, at: null }, { you: null }, 1)).toBe(false);
    // Through random games with every seat at the screen: the games with hidden hands or
    // positions have secrets, those whose views only name their viewer never do.
    const secrets = new Map<string, boolean>();
    for (const id of ['slugs', 'shifting-maze', 'temple', 'space-maze', 'labyrinth']) {
      const game = games.get(id)!;
      const random = Random.fromSeed(`secrets-${id}`);
      const local = HotSeat.start(bundleOf(id)!, {
        options: {},
        seed: `secrets-${id}`,
        seats: [
          { kind: 'human', name: 'Ada' },
          { kind: 'human', name: 'Bo' },
        ],
      });
      if (!local.ok) throw new Error(local.error.message);
      const table = local.value;
      let any = false;
      for (let n = 0; n < 40 && !table.match.outcome().over; n++) {
        any ||= table.hasSecrets(0) || table.hasSecrets(1);
        const actor = table.humanToAct();
        if (!actor) break;
        const legal = game.legalActions(table.state, actor.seat);
        if (!table.play(actor.seat, random.pick(legal)).ok) throw new Error(`${id}: refused`);
      }
      secrets.set(id, any);
    }
    expect(Object.fromEntries(secrets)).toEqual({
      slugs: false,
      'shifting-maze': false,
      temple: false,
      'space-maze': true,
      labyrinth: true,
    });
  });

  it('refuses a record whose states do not match its hashes', () => {
    const record = playedRecord().toRecord();
    const hashes = [...record.hashes];
    hashes[2] = '0000000000000000';
    const steps = replaySteps(hunt, { ...record, hashes });
    expect(steps.ok).toBe(false);
    if (!steps.ok) expect(steps.error.code).toBe('record/hash-mismatch');
  });
});

describe('how long ago, in words', () => {
  const now = Date.UTC(2030, 0, 1, 12);
  it('says minutes, hours and days in the interface language', () => {
    expect(sinceText(now - 20_000, now, 'en')).toBe('this minute');
    expect(sinceText(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(sinceText(now - 5 * 60_000, now, 'de')).toBe('vor 5 Minuten');
    expect(sinceText(now - 5 * 60_000, now, 'ru')).toBe('5 минут назад');
    expect(sinceText(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago');
    expect(sinceText(now - 2 * 86_400_000, now, 'de')).toBe('vorgestern');
  });
});

describe('replays: whose a line is', () => {
  const names = ['Ariadne', 'Theseus', 'Minos'];
  const name = (seat: number) => names[seat]!;
  it('a line told to some seats says to whom, in each language; a public line says nothing', () => {
    expect(privateTo({ seats: [0] }, name, translator('en'))).toBe('to Ariadne only:');
    expect(privateTo({ seats: [0, 2] }, name, translator('en'))).toBe('to Ariadne, Minos only:');
    expect(privateTo({ seats: [1] }, name, translator('de'))).toBe('nur für Theseus:');
    expect(privateTo({ seats: [1] }, name, translator('ru'))).toBe('видно только: Theseus');
    expect(privateTo('all', name, translator('en'))).toBeNull();
  });
});
