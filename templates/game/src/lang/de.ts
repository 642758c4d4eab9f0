/** __NAME__ auf Deutsch: die Wörter des Spiels, seine Ereignisse, seine Züge und das Terminal-Brett. */
import type { Direction, GameWords } from '@daedalus/core';
import type { __Pascal__Language } from '../text/language.ts';

const words: GameWords = {
  name: '__NAME__',
  summary: 'Lauf dem anderen Läufer über ein kleines Feld voller Felsen davon – bis ins Ziel.',
  howToPlay:
    'Dein Läufer beginnt am linken Rand des Spielfelds, das Ziel liegt am rechten Rand. In deinem Zug gehst du ein Feld nach oben, unten, links oder rechts – nie auf einen Felsen und nie über den Rand. Wer zuerst das Ziel erreicht, gewinnt; schafft es niemand rechtzeitig, endet das Rennen unentschieden.',
  options: {
    size: {
      label: 'Spielfeldgröße',
      description: 'Wie viele Felder jede Seite des quadratischen Spielfelds hat.',
    },
    rocks: {
      label: 'Felsen',
      description: 'Wie viele Felsen das Spielfeld versperren. Jedes freie Feld bleibt immer erreichbar.',
    },
    turnCap: {
      label: 'Zuglimit',
      description: 'Nach so vielen Zügen insgesamt ohne Sieger endet das Rennen unentschieden.',
    },
  },
  presets: { quick: 'Kurzes Rennen', long: 'Langes Rennen' },
};

const WAY: Record<Direction, string> = {
  up: 'nach oben',
  right: 'nach rechts',
  down: 'nach unten',
  left: 'nach links',
};
const player = (seat: number): string => `Spieler ${seat + 1}`;

export const de: __Pascal__Language = {
  words,
  describe: (e) => {
    switch (e.type) {
      case '__ID__/moved':
        return `${player(e.seat)} zieht ${WAY[e.dir]} auf Spalte ${e.to.x + 1}, Zeile ${e.to.y + 1}.`;
      case '__ID__/won':
        return `${player(e.seat)} erreicht das Ziel und gewinnt!`;
      case '__ID__/draw':
        return `Niemand hat das Ziel in ${e.turns} Zügen erreicht: Das Rennen endet unentschieden.`;
    }
  },
  action: (a) => `gehe ${WAY[a.dir]}`,
  reading: {
    gehe: null,
    geh: null,
    ziehe: null,
    zieh: null,
    nach: null,
    oben: 'up',
    hoch: 'up',
    rechts: 'right',
    unten: 'down',
    runter: 'down',
    links: 'left',
  },
  errors: {
    empty: 'Gib einen Zug ein, z. B. „gehe nach oben“.',
    unknown: (word) => `„${word}“ gehört zu keinem Zug: erwartet wird oben, rechts, unten oder links.`,
    noDirection: 'Wohin? Sag oben, rechts, unten oder links.',
    twoDirections: 'Ein Zug geht nur in eine Richtung.',
  },
  board: {
    legend: '# Felsen, G Ziel, 1 2 Läufer, * beide Läufer',
    toMove: (seat, turns, turnCap) =>
      `${player(seat)} ist am Zug (Zug ${turns + 1} von höchstens ${turnCap}).`,
    won: (seat) => `${player(seat)} hat das Rennen gewonnen.`,
    draw: 'Das Rennen endete unentschieden.',
  },
};
