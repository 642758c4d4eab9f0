/** Die Regelfehler des Schneckenlabyrinths auf Deutsch (Schlüssel und Argumente: `errors-en.ts`). */
import type { ErrorWords } from './errors-en.ts';

const walls = (n: number): string => `${n} ${n === 1 ? 'Wand' : 'Wände'}`;
const slugs = (n: number): string => `${n} ${n === 1 ? 'Schnecke' : 'Schnecken'}`;

/** The modes as the options name them (`de.ts`). */
const MODE: Readonly<Record<string, string>> = {
  defence: 'Verteidigung',
  duel: 'Duell',
  escort: 'Eskorte',
};
const mode = (m: string): string => `„${MODE[m] ?? m}“`;

/** A mode as a sentence's subject: "Ein Duell spielt man zu zweit". */
const MODE_SUBJECT: Readonly<Record<string, string>> = {
  defence: 'Die Verteidigung',
  duel: 'Ein Duell',
  escort: 'Die Eskorte',
};
const together = (players: number): string => (players === 1 ? 'allein' : 'zu zweit');

/** "Auf c4 darf keine Wand stehen: Dort ist eine Schnecke." */
const noWall = (cell: string, why: string): string => `Auf ${cell} darf keine Wand stehen: ${why}.`;

export const deErrors: ErrorWords = {
  'game/over': () => 'Das Spiel ist vorbei.',
  'turn/no-such-seat': (player) => `In diesem Spiel gibt es keinen Spieler ${player}.`,
  'turn/not-your-turn': (player) => `Spieler ${player} ist am Zug.`,
  'wall/one-a-turn': () => 'In der Verteidigung und im Duell setzt du eine Wand pro Runde.',
  'wall/no-stock': () => 'Du hast keine Wand im Vorrat.',
  'wall/no-stock#fewer': (stock, wanted) => `Du hast ${walls(stock)} im Vorrat, nicht ${wanted}.`,
  'wall/repeated': (cell) => `Das Feld ${cell} ist zweimal bestellt.`,
  'wall/outside': (cell, width, height) =>
    noWall(cell, `Das Feld liegt außerhalb der Karte (${width}×${height})`),
  'wall/on-wall': (cell) => noWall(cell, 'Dort steht schon eine Wand'),
  'wall/in-transit': (cell) => noWall(cell, 'Dorthin ist schon eine Wand unterwegs'),
  'wall/on-slug': (cell) => noWall(cell, 'Dort ist eine Schnecke'),
  'wall/on-hero': (cell) => noWall(cell, 'Dort steht der Held'),
  'wall/on-base': (cell) => noWall(cell, 'Dort ist eine Basis'),
  'wall/on-machine': (cell) => noWall(cell, 'Dort ist eine Tötungsmaschine'),
  'wall/on-door': (cell) => noWall(cell, 'Dort ist eine Tür'),
  'untie/no-hero': () => 'In diesem Spiel gibt es keinen Helden zum Losbinden.',
  'untie/not-tied': () => 'Der Held ist nicht angebunden.',
  'setup/players': () => 'Das Schneckenlabyrinth spielt man allein oder zu zweit.',
  'setup/players#mode': (m, players) =>
    `${MODE_SUBJECT[m] ?? `Die Spielart ${mode(m)}`} spielt man ${together(m === 'duel' ? 2 : 1)}, nicht ${together(players)}.`,
  'setup/unknown-level': (name, shipped) =>
    `Es gibt keinen mitgelieferten Level „${name}“ (es gibt ${shipped.join(', ')} und „random“).`,
  'setup/mode-mismatch': (m, wanted) =>
    `Der Level ist für die Spielart ${mode(m)}, nicht für ${mode(wanted)}.`,
  'setup/edition': (edition) => `Vom Schneckenlabyrinth gibt es keine Ausgabe ${edition} der Regeln.`,
  'scenario/invalid#room': (room) => `Es gibt keinen Raum ${room}.`,
  'scenario/invalid#wall': (cell) => `Die Wand auf ${cell} liegt außerhalb der Karte.`,
  'scenario/invalid#slugs': (level, named) => `Der Level hat ${slugs(level)}, das Szenario nennt ${named}.`,
  'scenario/invalid#hero': () => 'Nur die Eskorte hat einen Helden.',
  'scenario/invalid#mode': () => 'Das Szenario passt nicht zu seiner Spielart.',
};
