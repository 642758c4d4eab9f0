/** __NAME__'s rule errors in German (keys and arguments: errors-en.ts). */
import type { Direction } from '@daedalus/core';
import type { ErrorWords } from './errors-en.ts';

const SIDE: Record<Direction, string> = { up: 'Über', right: 'Rechts von', down: 'Unter', left: 'Links von' };

export const deErrors: ErrorWords = {
  'game/over': () => 'Das Rennen ist vorbei.',
  'turn/not-your-turn': (turn) => `Spieler ${turn + 1} ist am Zug.`,
  'move/blocked': (dir) => `${SIDE[dir]} dir ist ein Felsen oder der Rand des Spielfelds.`,
  'setup/players': (min, max) => `__NAME__ spielen ${min} bis ${max} Spieler.`,
  'scenario/invalid#row': (row, cells, size) => `Zeile ${row} hat ${cells} Felder, nicht ${size}`,
  'scenario/invalid#cell': (cell) => `„${cell}“ ist kein Feld: Erlaubt sind . # G 1 2`,
  'scenario/invalid#goal': () => 'das Brett hat kein Ziel (G)',
  'scenario/invalid#runners': () => 'die Läufer sind 1, oder 1 und 2',
};
