/** Alles, was das Tempel-Labyrinth auf Deutsch sagt: die Wörter des Bundles, Textspiel und Ereignisse. */
import type { GameWords, TriDirection } from '@daedalus/core';
import type { TempleEvent } from '../types.ts';
import type { TextWords } from './words.ts';

export const de: GameWords = {
  name: 'Tempel-Labyrinth',
  summary:
    'Eine dreieckige Tempelhalle aus beweglichen Rauten: Sammle deine drei Inka-Statuen und erreiche als Erster einen Ausgang.',
  howToPlay:
    'Die Halle ist in Dreiecke geteilt: fester Boden und roter Abgrund. Rauten, die je zwei Dreiecke bedecken, bilden die Wege; manche tragen Mauern oder Schlangen. Du hast in deinem Zug 3 Aktionspunkte: Verschiebe eine Raute entlang ihrer Kanten oder drehe sie um eine Ecke (je 1 Punkt, nichts darf im Weg sein), dann ziehe deine Figur über Boden und Rauten (frei, aber jede überschrittene Schlange kostet 1 Punkt), nimm eine Statue deiner Farbe von einer Zielraute (1 Punkt) oder nutze einen Geheimgang oder ein Rautensymbol (1 Punkt). Zum Schluss darfst du deinen Blockadestein einem Gegner in den Weg setzen. Sammle deine drei Statuen und erreiche als Erster einen Ausgang.',
  options: {
    layout: {
      label: 'Eigener Spielplan',
      description:
        'Ein eigener Spielplan im Format der Regelseite; bleibt das Feld leer, wird der Tempel-Plan gespielt.',
    },
    statues: {
      label: 'Zu sammelnde Statuen',
      description:
        'Wie viele Statuen seiner Farbe jeder sammelt, bevor er sich auf den Weg zu einem Ausgang macht.',
    },
    turnCap: {
      label: 'Zuggrenze',
      description: 'Züge, nach denen das Spiel unentschieden endet, damit jedes Spiel endet.',
    },
  },
  presets: {
    short: 'Kurz (zwei Statuen)',
    taster: 'Schnupperspiel (eine Statue, 40 Züge)',
  },
};

const p = (seat: number | undefined): string => `Spieler ${(seat ?? 0) + 1}`;
const dirs: Record<TriDirection, string> = { e: 'O', se: 'SO', sw: 'SW', w: 'W', nw: 'NW', ne: 'NO' };

function describe(e: TempleEvent): string {
  switch (e.type) {
    case 'setup/start-chosen':
      return `${p(e.seat)} beginnt auf ${e.atName}.`;
    case 'setup/drawn':
      return `${p(e.seat)} zieht die Wegraute ${e.rhombus}.`;
    case 'setup/laid':
      return `${p(e.seat)} legt die Raute ${e.rhombus} auf ${e.atName} und ${e.toName}.`;
    case 'setup/set-aside':
      return `Die Raute ${e.rhombus} passt nirgends hin und wird beiseitegelegt.`;
    case 'turn/started':
      return `${p(e.seat)} ist am Zug.`;
    case 'stone/removed':
      return `${p(e.seat)} nimmt den Blockadestein von ${e.atName}.`;
    case 'rhombus/slid':
      return `${p(e.seat)} verschiebt die Raute ${e.rhombus} um ${e.steps} nach ${dirs[e.dir as TriDirection] ?? e.dir} (noch ${e.ap} AP).`;
    case 'rhombus/rotated':
      return `${p(e.seat)} dreht die Raute ${e.rhombus} um ihre ${e.corner}-Uhr-Ecke um ${(e.steps ?? 1) * 60}° ${e.turn === 'cw' ? 'im Uhrzeigersinn' : 'gegen den Uhrzeigersinn'} (noch ${e.ap} AP).`;
    case 'figure/carried':
      return `Die Figur von ${p(e.seat)} fährt auf der Raute ${e.rhombus} nach ${e.toName}.`;
    case 'figure/moved':
      return `${p(e.seat)} zieht von ${e.fromName} nach ${e.toName}${e.cost ? ` und überschreitet Schlangen für ${e.cost} AP` : ''} (noch ${e.ap} AP).`;
    case 'statue/taken':
      return `${p(e.seat)} nimmt die eigene Statue von der Zielraute ${e.rhombus} (${e.collected} gesammelt, noch ${e.ap} AP).`;
    case 'passage/used':
      return `${p(e.seat)} geht durch den Geheimgang von ${e.fromName} nach ${e.toName} (noch ${e.ap} AP).`;
    case 'symbol/used':
      return `${p(e.seat)} nutzt das Rautensymbol auf ${e.atName} und bewegt die Zielraute ${e.rhombus}.`;
    case 'phase/ended':
      return `${p(e.seat)} beendet ${e.phase === 'rhombi' ? 'das Bewegen der Rauten' : e.phase === 'figure' ? 'das Ziehen der Figur' : 'den Zug'}.`;
    case 'stone/placed':
      return `${p(e.seat)} setzt den Blockadestein auf ${e.atName}.`;
    case 'game/won':
      return `${p(e.seat)} erreicht mit allen Statuen bei ${e.atName} einen Ausgang und gewinnt!`;
    case 'game/draw':
      return `Die Zuggrenze (${e.turns}) ist erreicht: unentschieden.`;
  }
}

export const deText: TextWords = {
  legend:
    'Legende: 1-4 Figur, @ Blockadestein, A-M Wegraute, X Y Z Zielraute, . Boden, ~ Abgrund, + Eingang/Ausgang, o Geheimgang, * Rautensymbol; # und = Mauern.',
  colour: { red: 'rot', blue: 'blau', green: 'grün', yellow: 'gelb' },
  phase: {
    start: 'wählt das Startfeld',
    lay: 'legt Wegrauten',
    rhombi: 'Phase 2: Rauten bewegen',
    figure: 'Phase 3: Figur ziehen',
    stone: 'Phase 4: Blockadestein',
    over: 'Spielende',
  },
  statuesOn: (players) =>
    players.length ? `Statuen der Spieler ${players.join(', ')}` : 'keine Statuen mehr',
  wallCount: (n) => `${n} ${n === 1 ? 'Mauer' : 'Mauern'}`,
  snakeCount: (n) => `${n} ${n === 1 ? 'Schlange' : 'Schlangen'}`,
  corners: (hours) => `Ecken bei ${hours.join(', ')} Uhr`,
  playerLine: (n, colour, figure, stone, got, needed, you) =>
    `Spieler ${n} (${colour}${you ? ', du' : ''}): Figur auf ${figure}, Stein auf ${stone}, Statuen ${got}/${needed}.`,
  status: (v) =>
    v.phase === 'over'
      ? v.winner === null
        ? 'Spielende: unentschieden.'
        : `Spielende: Spieler ${v.winner + 1} gewinnt.`
      : v.phase === 'start' || v.phase === 'lay'
        ? `Aufbau: Spieler ${v.current + 1} ${deText.phase[v.phase]}${v.drawn ? ` (Raute ${v.drawn}, ${v.faceDown} verdeckt)` : ''}.`
        : `Zug ${v.turns + 1}/${v.turnCap}: Spieler ${v.current + 1}, ${deText.phase[v.phase]}, noch ${v.ap} AP.`,
  commands: {
    start: 'start',
    lay: 'legen',
    slide: 'schieben',
    rotate: 'drehen',
    move: 'ziehen',
    take: 'nehmen',
    passage: 'geheimgang',
    symbol: 'symbol',
    place: 'stein',
    end: 'ende',
    turned: 'gedreht',
    cw: 'uz',
    ccw: 'guz',
    via: 'über',
  },
  directions: dirs,
  parseErrors: {
    notCommand: (word, list) =>
      word === '' ? `Gib einen Befehl ein (${list}).` : `„${word}“ ist kein Befehl (${list}).`,
    fieldMissing: 'Es fehlt ein Feldname wie e10.',
    notField: (word) => `„${word}“ ist kein Feld (ein Reihenbuchstabe und eine Spalte, etwa e10).`,
    notRhombus: (word) => `„${word}“ ist keine Raute (A–M, X, Y, Z).`,
    notSteps: (word, max) => `„${word}“ ist keine Schrittzahl (1–${max}).`,
    notMotion: (word, slide, rotate) => `„${word}“ ist weder „${slide}“ noch „${rotate}“.`,
    notDirection: (word) =>
      `„${word}“ ist keine Richtung (e, se, sw, w, nw, ne oder ${Object.values(dirs).join(', ')}).`,
    notCorner: (word) => `„${word}“ ist keine Ecke (eine Uhrzeit von 1 bis 12).`,
    notTurn: (word, cw, ccw) => `„${word}“ ist keine Drehrichtung (${cw} oder ${ccw}).`,
    noEdge: (a, b) => `${a} und ${b} haben keine gemeinsame Kante.`,
    notWord: (word, expected) => `„${word}“ ist nicht „${expected}“.`,
    noFigure: 'Du hast keine Figur auf dem Brett.',
  },
  describe,
};
