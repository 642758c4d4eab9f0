/**
 * Shifting Maze's rule errors in German (the keys and arguments of `errors-en.ts`), in the
 * terms of `de.ts`: Herausforderer, Wächter (by their letter on the board), Würfel, Tür,
 * Leiche, Gegenstand, Schlüssel, Batteriepack, Hauptaktion, PP; directions by the compass
 * (the maze's low-X side is its west side). The player is addressed with "du", as in `de.ts`.
 */
import type { Direction } from '@daedalus/core';
import { defenderLetter, type ErrorWords } from './errors-en.ts';

/** A Defender's letter on the board (A = 1), as `text/render.ts` names it. */
/** Where a doorway leads: "keine Tür nach Norden". */
const TO: Record<Direction, string> = {
  up: 'nach Norden',
  right: 'nach Osten',
  down: 'nach Süden',
  left: 'nach Westen',
};
/** Where a neighbouring position lies: "nördlich von dir". */
const OF: Record<Direction, string> = {
  up: 'nördlich',
  right: 'östlich',
  down: 'südlich',
  left: 'westlich',
};
const CUBE_GONE = 'ist nicht aufgedeckt (erkunde ihn zuerst) oder zerstört.';
const NOT_IN_CUBE = 'Du bist in keinem Würfel.';
const FULL = 'Auf deinem Herausforderer-Tableau ist kein Platz mehr frei.';
const SIGHT = 'ist weder in deinem Würfel noch in Sichtlinie.';

export const deErrors: ErrorWords = {
  'game/over': () => 'Die Partie ist zu Ende.',
  'turn/not-your-turn': (player) => `Spieler ${player} hat gerade nichts zu entscheiden.`,
  'turn/no-main-actions': () => 'In diesem Zug hast du keine Hauptaktion mehr.',
  'turn/no-main-actions#reaction': () =>
    'Alle drei Hauptaktionen deines nächsten Zuges sind schon verbraucht.',

  'move/outside#start': () => 'Vom Startbereich führt der einzige Weg ins Labyrinth (nach Osten).',
  'move/outside#far': () => 'Hinter der gegenüberliegenden Seite gibt es nichts mehr.',
  'move/no-cube#entry': () => `Der Eingangswürfel ${CUBE_GONE}`,
  'move/no-cube#edge': () => `Dieser Randwürfel ${CUBE_GONE}`,
  'move/no-cube': () => NOT_IN_CUBE,
  'move/closed#entry': () => 'Der Eingangswürfel hat auf seiner Westseite keine Tür.',
  'move/closed#edge': () => 'Dieser Würfel hat auf seiner Ostseite keine Tür.',
  'move/closed#here': (dir) => `Dein Würfel hat keine Tür ${TO[dir]}.`,
  'move/closed#there': () => 'Der Würfel dort hat auf deiner Seite keine Tür.',
  'move/edge#far': () => 'Dort endet die gegenüberliegende Seite.',
  'move/edge': () => 'Diese Tür führt an den Rand des Labyrinths.',
  'move/no-key': () =>
    'Nur mit dem Schlüssel darfst du das Labyrinth über die Westseite verlassen (oder in deinen eigenen Startbereich zurückkehren).',
  'move/unrevealed': () => 'Dieses Feld ist noch nicht aufgedeckt: Erkunde es zuerst.',
  'move/destroyed': () => 'Dort liegt ein zerstörter Würfel.',

  'investigate/not-unrevealed': (dir) => `Es gibt kein verdecktes Feld ${OF[dir]} von dir.`,
  'investigate/bag-empty': () => 'Der Beutel mit den Würfeln ist leer.',

  'pick-up/outside': () => 'Hier gibt es nichts aufzuheben.',
  'pick-up/no-body': (body) => `In deinem Würfel gibt es keine Leiche ${body}.`,
  'pick-up/no-object#empty': () => 'In deinem Würfel gibt es nichts aufzuheben.',
  'pick-up/no-object#empty-body': () => 'Bei dieser Leiche gibt es nichts aufzuheben.',
  'pick-up/no-object': (object, count) =>
    `In deinem Würfel gibt es keinen Gegenstand ${object} (1 bis ${count}).`,
  'pick-up/no-object#body': (object, count) =>
    `Bei dieser Leiche gibt es keinen Gegenstand ${object} (1 bis ${count}).`,
  'pick-up/full': () => FULL,
  'pick-up/no-key': () => 'Die Schlüssel liegen auf der gegenüberliegenden Seite des Labyrinths.',
  'pick-up/has-key': () => 'Du trägst schon einen Schlüssel.',
  'discard/outside': () => 'Gegenstände kannst du nur in einem Würfel ablegen.',
  'discard/no-object#empty': () => 'Du trägst nichts bei dir.',
  'discard/no-object': (object, count) => `Du trägst keinen Gegenstand ${object} (1 bis ${count}).`,
  'battery/none': (object) => `Gegenstand ${object} ist kein Batteriepack.`,
  'battery/none#nothing': (object) => `Du trägst keinen Gegenstand ${object}.`,
  'battery/full': (max) => `Du hast schon die vollen ${max} PP.`,

  'power/not-enough': (cost, pp) => `Dafür brauchst du ${cost} PP; du hast ${pp}.`,
  'power/outside': () => NOT_IN_CUBE,
  'power/no-cube#rotate': (dir) => `Es gibt keinen Würfel ${OF[dir]} von dir, den du drehen könntest.`,
  'power/no-cube': (dir) => `Es gibt keinen Würfel ${OF[dir]} von dir.`,
  'power/not-visible#rotate': (dir) =>
    `Du siehst den Würfel ${OF[dir]} von dir nicht: Dein Würfel hat dort keine Tür.`,
  'power/not-visible': (dir) => `Dein Würfel hat keine Tür ${TO[dir]}.`,
  'power/no-defender': (defender) => `Es gibt keinen Wächter ${defenderLetter(defender)}.`,
  'power/not-in-sight': (defender) => `Wächter ${defenderLetter(defender)} ${SIGHT}`,
  'power/not-in-sight#player': (player) => `Der Herausforderer von Spieler ${player} ${SIGHT}`,
  'power/already-stunned': () => 'Dieser Wächter ist schon betäubt.',
  'power/already-stunned#challenger': () => 'Dieser Herausforderer ist schon betäubt.',
  'power/no-challenger#self': () => 'Du kannst nicht deinen eigenen Herausforderer ins Visier nehmen.',
  'power/no-challenger': (player) => `Es gibt keinen Spieler ${player}.`,
  'power/no-challenger#dead': (player) => `Der Herausforderer von Spieler ${player} ist tot.`,

  'react/not-allowed': () => 'Das darfst du als Reaktion nicht tun.',
  'react/not-allowed#outside': () => NOT_IN_CUBE,
  'react/not-allowed#threat': () =>
    'Als Reaktion darfst du nur den Wächter betäuben oder zerstören, der dich bedroht.',
  'react/no-new-doorway': () => 'Als Reaktion muss eine Drehung einen neuen Ausweg aus deinem Würfel öffnen.',

  'setup/players': (min, max) => `An einer Partie nehmen ${min} bis ${max} Spieler teil.`,

  'scenario/invalid#tile': (field, tile, kinds) =>
    `${field}: „${tile}“ ist keine Würfelart: erwartet ${kinds.join(', ')} oder ein Rahmenzeichen.`,
  'scenario/invalid#next-tile': (field, tile) => `${field}: „${tile}“ ist keine Würfelart.`,
  'scenario/invalid#twice': (field, x, y) => `${field}: (${x}, ${y}) ist doppelt angegeben.`,
  'scenario/invalid#players': (field, players) =>
    `${field}: Es ${players === 1 ? 'spielt nur 1 Spieler' : `spielen nur ${players} Spieler`} mit.`,
  'scenario/invalid#too-many': (field, kind, max) =>
    `${field}: mehr Würfel der Art ${kind}, als der Beutel enthält (${max}).`,
  'scenario/invalid#destroyed': (field, x, y) =>
    `${field}: (${x}, ${y}) ist auch ein Würfel oder doppelt angegeben.`,
  'scenario/invalid#not-cube': (field, x, y) => `${field}: (${x}, ${y}) ist kein aufgedeckter Würfel.`,
  'scenario/invalid#row': (field) =>
    `${field}: Nur ein Herausforderer auf der gegenüberliegenden Seite hat eine Reihe.`,
  'scenario/invalid#dead': (field) =>
    `${field}: Der Spieler am Zug hat keinen lebenden Herausforderer (gib das kommende Labyrinthereignis an: Dann beginnt sein Zug nach den Regeln).`,
};
