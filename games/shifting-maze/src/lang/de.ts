import type { GameWords } from '@daedalus/core';

export const de: GameWords = {
  name: 'Shifting Maze',
  summary:
    'Durchquere ein 10×10-Labyrinth aus drehbaren, verschiebbaren Würfeln, hol den Schlüssel und entkomme – vorbei an Wächter-Robotern und rivalisierenden Herausforderern.',
  howToPlay:
    'Durchquere ein 10×10-Labyrinth aus Würfeln, das sich erst beim Betreten zeigt. In deinem Zug hast du bis zu drei Hauptaktionen – durch offene Türen gehen, den nächsten Würfel untersuchen (aufdecken), einen Gegenstand aufheben – und Energiepunkte, um Würfel zu drehen oder Wächter zu betäuben. Nach jedem Zug jagen dich Wächter-Roboter. Hol auf der anderen Seite einen Schlüssel und entkomme über die Seite, auf der du begonnen hast – dann hast du gewonnen.',
  options: {
    batteryChance: {
      label: 'Chance auf Batteriepacks',
      description:
        'Wahrscheinlichkeit, dass ein neu aufgedeckter Würfel ein Batteriepack enthält (1–5 PP, gleich verteilt).',
    },
    maxDefenders: {
      label: 'Höchstzahl der Wächter',
      description:
        'Die Sonderaktion fügt nur dann einen Wächter hinzu, wenn weniger als so viele im Labyrinth sind.',
    },
    turnCap: {
      label: 'Zuglimit',
      description: 'Spielerzüge, nach denen die Partie unentschieden endet (damit jede Partie ein Ende hat).',
    },
  },
  presets: {
    quick: 'Schnell',
    calm: 'Ruhig',
    deadly: 'Tödlich',
    taster: 'Schnupperpartie (8 Züge)',
  },
};
