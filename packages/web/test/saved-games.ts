/**
 * Games at one screen brought to a chosen moment without playing up to it in the browser: the
 * game is played here through the engine and handed to the page the way a reload finds it (the
 * tab's saved game), then opened with `#/local/<game>?resume=1`.
 */
import { Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import type { Page } from 'playwright-core';
import type { SavedHotSeat } from '../app/local/hotseat.ts';

/** Where the page keeps the game at one screen in progress (`local/saved.ts`). */
const SAVED_KEY = 'daedalus.local.current';

/** The cards whose names are the longest in German and Russian ("Diagonaldrehung", "Диагональный поворот"). */
const LONG_NAMES: Readonly<Record<string, number>> = {
  twist: 3,
  switch: 3,
  movebase: 2,
  superglue: 1,
  morph: 1,
};

/**
 * Space Maze, three players (a person at seat 1, two computer players), while the person
 * drafts a die: at least two dice of the round taken already, one of them on a Diagonal Twist
 * (the tray's longest caption). Played by a fixed choice (cards with long names first, power
 * dice before move dice), trying seeds until that moment comes.
 */
export function spaceMazeDrafting(): SavedHotSeat {
  const game = games.get('space-maze');
  if (!game) throw new Error('no Space Maze');
  const seats = [
    { kind: 'human', name: '' },
    { kind: 'bot', level: 'easy', name: '' },
    { kind: 'bot', level: 'easy', name: '' },
  ] as const;
  for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
    const made = Match.create(game, {
      players: 3,
      seed,
      seats: seats.map((s) => (s.kind === 'bot' ? { name: '', kind: 'bot', bot: s.level } : s)),
    });
    if (!made.ok) throw new Error(made.error.message);
    const match = made.value;
    for (let i = 0; i < 200 && !match.outcome().over; i++) {
      const seat = match.actors()[0]?.seat ?? 0;
      const legal = game.legalActions(match.state, seat) as { type: string; card?: string; die?: string }[];
      const view = game.view(match.state, seat) as {
        dice: { id: number; seat: number | null }[];
        panels: { cards: { die: number; card: { kind: string } }[] }[];
        hand: { id: string; kind: string }[];
      };
      const taken = view.dice.filter((d) => d.seat !== null);
      const twist = taken.some((d) =>
        view.panels[d.seat ?? 0]?.cards.some((c) => c.die === d.id && c.card.kind === 'twist'),
      );
      if (seat === 0 && taken.length >= 2 && twist && legal.some((a) => a.type === 'take'))
        return { record: match.toRecord(), seats };
      const score = (a: (typeof legal)[number]): number => {
        if (a.card) return 10 + (LONG_NAMES[view.hand.find((c) => c.id === a.card)?.kind ?? ''] ?? 0);
        if (a.type === 'take') return a.die && a.die.length === 2 ? 5 : 1;
        return a.type === 'done' ? 2 : 0;
      };
      const best = [...legal].sort((x, y) => score(y) - score(x))[0];
      if (!match.play(seat, best).ok) break;
    }
  }
  throw new Error('no seed brought Space Maze to a draft with a Diagonal Twist taken');
}

/** Opens `saved` in `page` as the game at one screen a reload continues. */
export async function openSaved(page: Page, url: string, saved: SavedHotSeat): Promise<void> {
  await page.goto(`${url}/#/`);
  await page.evaluate(
    `sessionStorage.setItem(${JSON.stringify(SAVED_KEY)}, ${JSON.stringify(JSON.stringify(saved))})`,
  );
  await page.goto(`${url}/#/local/${saved.record.game}?resume=1`);
  await page.waitForSelector('[data-testid=status]');
}
