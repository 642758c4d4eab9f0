/**
 * German words of actions, for the German announcements (`announce-de.ts`: "Spieler 1: Geh nach
 * oben.", "Schuss nach links", "Obere Wand sprengen"). The formatting itself lives with the other
 * languages in the words module (`words/format-de.ts`), where the German parser reads it back
 * (`parseMove(formatAction(a, 'de'), { lang: 'de' })` is `a`); moves are typed in German as well as
 * English and Russian (see docs/games/labyrinth.md, "Languages"). This file only re-exports it.
 */
export { DIR_DE, moveDe, SIDE_ADJ_DE } from './words/format-de.ts';
