/** Die Regelfehler des Tempel-Labyrinths auf Deutsch: ein Satz je Schlüssel von `errors-en.ts`. */
import type { TriDirection } from '@daedalus/core';
import { deText } from './de.ts';
import type { ErrorWords } from './errors-en.ts';

const apNone = (what: string) => `${what} kostet 1 AP; du hast keine mehr.`;
const turnNote = (free: number) =>
  free === 0 ? ' Die Drehung ist sofort blockiert.' : ` Die Drehung ist nur um ${free * 60}° frei.`;
const byRhombus = (letter: string, at: string) => `Die Raute ${letter} ist auf ${at} im Weg.`;
const byFigure = (player: number, at: string) => `Die Figur von Spieler ${player} ist auf ${at} im Weg.`;
const byStone = (player: number, at: string) =>
  `Der Blockadestein von Spieler ${player} ist auf ${at} im Weg.`;
const LEAVES = 'Eine Raute verlässt nie die Halle, auch nicht teilweise.';
const NO_FIGURE = 'Deine Figur steht nicht auf dem Brett.';
const noField = (field: number | string) => `Es gibt kein Feld ${field}.`;
const board = (name: string) => `Spielplan „${name}“`;
const fields = (n: number) => `${n} ${n === 1 ? 'Feld' : 'Felder'}`;

/** Richtungen wie in den Ereignissen (`de.ts`). */
const dir = (d: string) => deText.directions[d as TriDirection] ?? d;
/** Die Phasen, in denen eine Aktion abgelehnt werden kann. */
const PHASES: Record<string, string> = {
  ...deText.phase,
  start: 'Wahl der Startfelder',
  lay: 'Legen der Wegrauten',
};
/** Eine Aktionsart als der Befehl, mit dem man sie eintippt (`schieben`). */
const command = (type: string) => `„${(deText.commands as unknown as Record<string, string>)[type] ?? type}“`;

export const deErrors: ErrorWords = {
  'game/over': () => 'Das Spiel ist vorbei.',
  'turn/not-your-turn#players': (current, player) =>
    `Spieler ${current} ist am Zug, nicht Spieler ${player}.`,
  'phase/wrong-action': (phase, allowed, tried) =>
    `Jetzt (${PHASES[phase] ?? phase}) geht nur ${allowed.map(command).join(', ')} – nicht ${command(tried)}.`,
  'ap/none-left#motion': () => apNone('Eine Raute zu bewegen'),
  'ap/none-left#statue': () => apNone('Eine Statue zu nehmen'),
  'ap/none-left#passage': () => apNone('Ein Geheimgang'),
  'ap/none-left#symbol': () => apNone('Ein Rautensymbol'),

  'start/not-entrance': () => 'Eine Figur beginnt auf einem Startfeld (einem Eingang, +).',
  'start/taken': () => 'Auf diesem Startfeld steht schon eine andere Figur.',
  'lay/nothing-drawn': () => 'Es wurde keine Raute gezogen.',
  'lay/outside': () => 'Eine Raute muss zwei Felder der Halle bedecken.',
  'lay/overlap': (letter, at) =>
    `Die Raute ${letter} bedeckt ${at} schon: Rauten dürfen sich nicht überlappen, auch nicht teilweise.`,
  'lay/on-figure': (at) => `Auf ${at} steht eine Figur: Darauf darf keine Raute gelegt werden.`,
  'lay/walls-in-start': (at) => `Damit wäre das Startfeld ${at} ringsum von Mauern eingeschlossen.`,

  'motion/no-rhombus': (letter) => `Die Raute ${letter} liegt nicht auf dem Brett.`,
  'motion/stone-on-rhombus': (letter, player) =>
    `Auf der Raute ${letter} liegt der Blockadestein von Spieler ${player}: Sie lässt sich nicht bewegen.`,
  'motion/not-along-edge': (letter, dirs, d) =>
    `Die Raute ${letter} lässt sich nur entlang ihrer Kanten verschieben (${dirs.map(dir).join(', ')}), nicht nach ${dir(d)}.`,
  'motion/no-corner': (letter, hour, hours) =>
    `Die Raute ${letter} hat keine Ecke bei ${hour} Uhr (ihre Ecken: ${hours.join(', ')} Uhr).`,
  'motion/leaves-hall': () => LEAVES,
  'motion/leaves-hall#turn': (free) => LEAVES + turnNote(free),
  'motion/blocked-by-rhombus': byRhombus,
  'motion/blocked-by-rhombus#turn': (letter, at, free) => byRhombus(letter, at) + turnNote(free),
  'motion/blocked-by-figure': byFigure,
  'motion/blocked-by-figure#turn': (player, at, free) => byFigure(player, at) + turnNote(free),
  'motion/blocked-by-stone': byStone,
  'motion/blocked-by-stone#turn': (player, at, free) => byStone(player, at) + turnNote(free),

  'move/no-figure': () => NO_FIGURE,
  'move/again': () =>
    'Deine Figur ist schon gezogen: Nimm eine Statue oder nutze einen Geheimgang oder ein Rautensymbol, bevor sie wieder zieht.',
  'move/no-field': noField,
  'move/stays': () => 'Die Figur steht schon dort.',
  'move/abyss': (at) => `${at} ist Abgrund: Eine Figur darf ihn weder betreten noch überqueren.`,
  'move/occupied': (at) =>
    `Auf ${at} steht eine Figur oder ein Blockadestein: Du darfst darüber hinwegziehen, aber dort nicht stehen bleiben.`,
  'move/bad-path': () => 'Ein Weg führt vom Feld der Figur zu dem Feld, das er zuletzt nennt.',
  'move/not-neighbours': (a, b) => `${a} und ${b} haben keine gemeinsame Kante.`,
  'move/wall': (a, b) => `Zwischen ${a} und ${b} steht eine Mauer.`,
  'move/no-way': (at) => `Es gibt keinen Weg nach ${at}: Abgrund oder Mauern liegen dazwischen.`,
  'move/too-dear': (cost, ap) => `Dieser Weg überschreitet Schlangen für ${cost} AP; du hast noch ${ap} AP.`,

  'statue/no-figure': () => NO_FIGURE,
  'statue/not-on-target': () => 'Deine Figur steht auf keiner Zielraute.',
  'statue/none-of-yours': (letter) => `Auf der Zielraute ${letter} steht keine Statue deiner Farbe mehr.`,
  'passage/no-figure': () => NO_FIGURE,
  'passage/not-on-passage': () => 'Deine Figur steht auf keinem freien Geheimgang-Feld.',
  'passage/not-free': (at) => `Der Geheimgang ${at} ist bedeckt oder besetzt.`,
  'passage/not-a-passage': (at) => `${at} ist kein anderes Geheimgang-Feld.`,
  'symbol/no-figure': () => NO_FIGURE,
  'symbol/not-on-symbol': () => 'Deine Figur steht auf keinem freien Rautensymbol.',
  'symbol/not-target': () => 'Ein Rautensymbol bewegt eine Zielraute (X, Y oder Z).',

  'stone/no-field': noField,
  'stone/on-target': () => 'Ein Blockadestein kommt nie auf eine Zielraute.',
  'stone/occupied': (at) => `Auf ${at} steht schon eine Figur oder ein Stein.`,

  'setup/players#range': (min, max) => `Das Tempel-Labyrinth wird von ${min} bis ${max} Spielern gespielt.`,
  'setup/entrances': (name) => `Der ${board(name)} hat weniger Eingänge, als Spieler mitspielen.`,
  'board/invalid#rows': (name, side, rows, given) =>
    `${board(name)}: Eine Halle der Seitenlänge ${side} hat ${rows} Reihen, nicht ${given}.`,
  'board/invalid#row-length': (name, row, given, want) =>
    `${board(name)}: Reihe ${row} hat ${fields(given)}, nicht ${want}.`,
  'board/invalid#target-marks': (name, letter, found) =>
    `${board(name)}: Die Zielraute ${letter} muss genau zwei Felder markieren (gefunden: ${found}).`,
  'board/invalid#target-apart': (name, letter) =>
    `${board(name)}: Die beiden Felder der Zielraute ${letter} sind keine Nachbarn.`,
  'board/invalid#entrances': (name, found) =>
    `${board(name)}: Er braucht mindestens 2 Eingänge (+), hat aber ${found}.`,
  'board/invalid#one-passage': (name) => `${board(name)}: Ein einzelner Geheimgang führt nirgendwohin.`,
  'scenario/no-field': (name, side) => `In einer Halle der Seitenlänge ${side} gibt es kein Feld ${name}.`,
  'scenario/not-neighbours': (letter, a, b) => `Raute ${letter}: ${a} und ${b} haben keine gemeinsame Kante.`,
};
