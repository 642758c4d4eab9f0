/**
 * What the pages show of each game without its rules engine: the cards made from the registry
 * when the client is built (`virtual:game-cards`).
 */

import { CARDS } from 'virtual:game-cards';
import type { Locale } from '@daedalus/core';
import { showFixtures } from './fixtures.ts';

export interface GameCard {
  readonly id: string;
  readonly kind: 'game' | 'fixture';
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The computer players' levels, weakest first (`random` first). */
  readonly levels: readonly string[];
  /** The seats' colours where the rules give each player one (the bundle's `seatColours`). */
  readonly seatColours?: readonly string[];
  readonly name: Readonly<Record<Locale, string>>;
  readonly summary: Readonly<Record<Locale, string>>;
  /** SVG elements for a 120 × 120 view box. */
  readonly art: string;
}

/** The games to list: real games, then (for tests only) engine fixtures. */
export function listedCards(): GameCard[] {
  return CARDS.filter((c) => c.kind !== 'fixture' || showFixtures()).sort(
    (a, b) => Number(a.kind === 'fixture') - Number(b.kind === 'fixture'),
  );
}

export const cardOf = (id: string): GameCard | undefined => CARDS.find((c) => c.id === id);

/** A game's name in `locale`; `fallback` (else the id) for a game this client does not know. */
export const gameName = (id: string, locale: Locale, fallback = id): string =>
  cardOf(id)?.name[locale] ?? fallback;
