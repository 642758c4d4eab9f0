/**
 * Space Maze's refusals in German: the keys and arguments of `errors-en.ts`, in the words of
 * `de.ts` (Plättchen, Fußspur, Kraftwürfel, Bewegungswürfel, Datapad, Relikt, the card names).
 */
import type { Direction } from '@daedalus/core';
import { type Alien, CARD_KINDS, type CardAction, type Step } from '../types.ts';
import { CARD_NAMES } from './card-names.ts';
import {
  DIR,
  COLOUR_E as E,
  COLOUR_EN as EN,
  COLOUR_ES as ES,
  COLOUR_N as N,
  COLOUR as PLAIN,
} from './de.ts';
import {
  cardKind,
  type Door,
  type ErrorWords,
  onPath,
  orList,
  readDie,
  type StepWords,
} from './errors-en.ts';
import { cell } from './words.ts';

/** The steps as the German commands say them. */
const STEP: Readonly<Record<Step, string>> = {
  up: 'hoch',
  right: 'rechts',
  down: 'runter',
  left: 'links',
  exit: 'raus',
  enter: 'heim',
  pad: 'Datapad',
  relic: 'Relikt',
};
const BESIDE: Readonly<Record<Direction, string>> = {
  up: 'oberhalb',
  right: 'rechts',
  down: 'unterhalb',
  left: 'links',
};
const DOOR: Readonly<Record<Door, string>> = { R: 'rot', Y: 'gelb', B: 'blau', S: 'silber' };
const NEEDS: Readonly<Record<Alien, string>> = {
  green: 'Gelb und Blau',
  purple: 'Blau und Rot',
  orange: 'Rot und Gelb',
};
/** A card action type as the German command names it. */
const ACT: Readonly<Record<CardAction['type'], string>> = {
  rotate: 'Drehung',
  exchange: 'Austausch',
  switch: 'Diagonaltausch',
  run: 'Rennen',
  morph: 'Verwandlung',
  glue: 'Superkleber',
  base: 'Basis versetzen',
};

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
const card = (id: string): string => {
  const k = cardKind(id);
  return k ? CARD_NAMES.de[k] : id;
};
const and = (items: readonly string[]): string => orList(items, 'und');
/** A die as the board writes it: "orange 4", "Bewegung grün 3, lila 1". */
const dieShort = (code: string): string => {
  const d = readDie(code);
  const parts = d.parts.map(([a, n]) => `${PLAIN[a]} ${n}`);
  return d.power ? (parts[0] ?? code) : `Bewegung ${parts.join(', ')}`;
};
/** A die in the accusative, as `de.ts` says it: "die orange 4", "den Bewegungswürfel grün 3, lila 1". */
const dieAcc = (code: string): string => {
  const d = readDie(code);
  const [colour, pips] = d.parts[0] ?? ['green', 0];
  return d.power
    ? `die ${E[colour]} ${pips}`
    : `den Bewegungswürfel ${d.parts.map(([a, n]) => `${PLAIN[a]} ${n}`).join(', ')}`;
};
const where = (x: number, y: number, onBoard: boolean): string =>
  onBoard
    ? `Das Plättchen auf ${cell({ x, y })} ist außer Reichweite`
    : `${cell({ x, y })} liegt nicht auf dem Brett`;

const deSteps: StepWords = {
  'move/not-now': () =>
    'Aliens bewegen sich nur mit einem Bewegungswürfel oder einer Rennen-Karte, die du gerade gespielt hast.',
  'run/other-alien': (running, alien) =>
    `Deine Rennen-Karte bewegt dein ${ES[running]} Alien, nicht dein ${ES[alien]} Alien.`,
  'move/datapad-stop': (alien) =>
    `Dein ${ES[alien]} Alien ist auf ein Datapad getreten: Seine Bewegung ist für diesen Zug zu Ende.`,
  'move/no-footprints': (alien) => `Dein ${ES[alien]} Alien hat in diesem Zug keine Fußspuren mehr.`,
  'move/not-in-ufo': (alien) => `Dein ${ES[alien]} Alien ist nicht in seinem UFO.`,
  'move/tile-full': (at) => `Auf ${at} stehen schon vier Aliens.`,
  'move/in-ufo': (alien) => `Dein ${ES[alien]} Alien ist schon in seinem UFO.`,
  'move/in-ufo#exit': (alien) =>
    `Dein ${ES[alien]} Alien ist in seinem UFO: Es muss zuerst aussteigen („raus“).`,
  'move/not-at-ufo': (alien, dock) =>
    `Dein ${ES[alien]} Alien kann nur von ${dock} aus ins UFO steigen: Dort dockt dein UFO an.`,
  'move/off-board': (dir, at) => `${cap(BESIDE[dir])} von ${at} liegt kein Plättchen.`,
  'move/wrong-colour': (dir, at, a, b, alien) =>
    `Der Durchgang von ${at} ${DIR[dir]} ist ${DOOR[a]}/${DOOR[b]}: Ein ${ES[alien]} Alien braucht ${NEEDS[alien]}.`,
  'pad/none': (at) => `Das Plättchen auf ${at} hat kein Datapad.`,
  'pad/none#ufo': (alien) => `Dein ${ES[alien]} Alien ist in seinem UFO, nicht auf einem Plättchen.`,
  'pad/already-on': (alien) => `Dein ${ES[alien]} Alien steht schon auf diesem Datapad.`,
  'pad/occupied': (at) => `Das Datapad auf ${at} ist schon besetzt.`,
  'relic/not-here': (alien) => `Das Relikt liegt nicht auf dem Plättchen deines ${EN[alien]} Aliens.`,
  'relic/not-here#ufo': (alien) => `Dein ${ES[alien]} Alien ist in seinem UFO: Dort ist das Relikt nicht.`,
  'relic/already-worn': (alien) => `Dein ${ES[alien]} Alien trägt das Relikt schon.`,
  'relic/teammate': (wearer, taker) =>
    `Dein eigenes ${ES[wearer]} Alien trägt das Relikt: Gib es weiter („gib das Relikt an ${N[taker]}“), statt es zu nehmen.`,
  'relic/glued': (player, alien) =>
    `Das Relikt klebt bis zum Rundenende am Kopf des ${EN[alien]} Aliens von Spieler ${player}.`,
};

export const deErrors: ErrorWords = {
  'game/over': () => 'Die Partie ist vorbei.',
  'turn/not-yours': (player) => `Spieler ${player} ist am Zug.`,
  'turn/not-yours#discard': (player) =>
    `Spieler ${player} wirft gerade Karten ab, bis nur noch sieben übrig sind.`,
  'setup/players': (min, max) => `Space Maze spielen ${min} bis ${max} Spieler.`,
  'idle/not-now': () => 'Auf das leere Aktionsfeld kommt nur ein Kraftwürfel, den du gerade genommen hast.',
  'done/not-now': () => 'Es gibt keine Bewegung zu beenden: Du bewegst gerade keine Aliens.',

  'draft/not-now': () =>
    'Du musst erst deinen Würfel nutzen: Beende diesen Zug, bevor du einen weiteren Würfel nimmst.',
  'draft/no-such-die': (code, dice) =>
    `Kein Würfel dieser Runde zeigt ${dieShort(code)} (Würfel: ${dice.map(dieShort).join('; ')}).`,
  'draft/die-taken': (code, player) => `${cap(dieAcc(code))} hat Spieler ${player} schon genommen.`,
  'draft/die-taken#yours': (code) => `Du hast ${dieAcc(code)} in dieser Runde schon genommen.`,
  'draft/second-move-die': () =>
    'Du hast in dieser Runde schon einen Bewegungswürfel: Nimm einen Kraftwürfel.',
  'draft/move-die-left': () =>
    'Du hast in dieser Runde schon deine zwei Kraftwürfel: Dein letzter Würfel muss ein Bewegungswürfel sein.',

  'card/not-now': () =>
    'Eine Karte wird mit dem Kraftwürfel ausgelöst, den du gerade genommen hast: Nimm zuerst einen Kraftwürfel.',
  'card/not-in-hand': (id) => `Du hast keine Karte ${card(id)} auf der Hand.`,
  'card/wrong-action': (kind, type, use) =>
    `${CARD_NAMES.de[kind]} wird nicht als „${ACT[type]}“ gespielt, sondern als „${ACT[use]}“.`,
  'card/too-weak': (kind, cost, colour, pips) =>
    `${CARD_NAMES.de[kind]} braucht einen Würfel mit mindestens ${cost} ${cost === 1 ? 'Auge' : 'Augen'}; die ${E[colour]} ${pips} reicht nicht.`,
  'card/quarters': (kind, allowed, quarters) =>
    `${CARD_NAMES.de[kind]} dreht ein Plättchen um ${orList(allowed, 'oder')} Viertel im Uhrzeigersinn, nicht um ${quarters}.`,
  'card/out-of-range#rotate': (x, y, onBoard, kind, alien) =>
    `${where(x, y, onBoard)}: ${CARD_NAMES.de[kind]} dreht das Plättchen deines ${EN[alien]} Aliens oder ein Plättchen direkt daneben.`,
  'card/out-of-range#twist': (x, y, onBoard, alien) =>
    `${where(x, y, onBoard)}: Diagonaldrehung dreht ein Plättchen schräg neben deinem ${EN[alien]} Alien.`,
  'card/out-of-range#exchange': (x, y, onBoard, alien) =>
    `${where(x, y, onBoard)}: Austausch tauscht das Plättchen deines ${EN[alien]} Aliens mit einem Plättchen direkt daneben.`,
  'card/out-of-range#diagonal': (x, y, onBoard, alien) =>
    `${where(x, y, onBoard)}: Das erste Plättchen muss schräg neben deinem ${EN[alien]} Alien liegen.`,
  'card/out-of-range#adjacent': (x, y, onBoard, alien) =>
    `${where(x, y, onBoard)}: Das zweite Plättchen muss direkt neben deinem ${EN[alien]} Alien liegen.`,
  'card/alien-aboard': (alien) =>
    `Dein ${ES[alien]} Alien ist in seinem UFO: Austausch tauscht das Plättchen, auf dem es steht, und ein UFO bewegt sich nie.`,
  'card/no-relic': (alien) =>
    `Superkleber klebt das Relikt an dein ${ES[alien]} Alien, aber es trägt das Relikt nicht.`,
  'card/already-glued': () => 'Das Relikt ist in dieser Runde schon festgeklebt.',
  'morph/same-alien': (alien) => `Dein ${ES[alien]} Alien kann nicht mit sich selbst die Plätze tauschen.`,
  'morph/glued': (alien) =>
    `Dein ${ES[alien]} Alien ist am Relikt festgeklebt: Mit ihm ist Verwandlung in dieser Runde nicht möglich.`,
  'base/aliens-aboard': (aboard) =>
    `Basis versetzen braucht ein leeres UFO: ${aboard.length === 1 ? `Dein ${ES[aboard[0]!]} Alien ist` : `Deine Aliens ${and(aboard.map((a) => N[a]))} sind`} noch an Bord.`,
  'base/no-free-tile': () => 'In dieser Richtung gibt es kein freies Randplättchen für dein UFO.',

  ...deSteps,
  ...onPath(deSteps, (n, step, why) => `Fußspur ${n} (${STEP[step]}): ${why}`),
  'give/no-relic': () => 'Keines deiner Aliens trägt das Relikt.',
  'give/same-alien': (alien) => `Dein ${ES[alien]} Alien trägt das Relikt schon.`,
  'give/glued': (alien) => `Das Relikt klebt bis zum Rundenende am Kopf deines ${EN[alien]} Aliens.`,
  'give/not-together': (to, wearer) =>
    `Dein ${ES[to]} Alien muss auf demselben Plättchen stehen wie dein ${ES[wearer]} Alien.`,

  'discard/not-now': () =>
    'Karten werden nur in der Abwurfphase abgeworfen, und nur von einer Hand mit mehr als sieben Karten.',
  'discard/not-needed': (cards) =>
    `Du hast ${cards} ${cards === 1 ? 'Karte' : 'Karten'}, nicht mehr als sieben: Behalte sie.`,

  'scenario/invalid#row': (row, size, count, text) =>
    `Szenario: Reihe ${row} braucht ${size} Plättchen, nicht ${count}: „${text}“.`,
  'scenario/invalid#tile': (token) =>
    `Szenario: „${token}“ ist kein Plättchen (vier der Buchstaben R, Y, B im Uhrzeigersinn von oben, oder SSSS für das Reliktplättchen).`,
  'scenario/invalid#tile-twice': (token) =>
    `Szenario: Das Plättchen „${token}“ liegt zweimal auf dem Brett (das Spiel hat jedes nur einmal).`,
  'scenario/invalid#no-datapad': (token) => `Szenario: Das Plättchen „${token}“ hat kein Datapad.`,
  'scenario/invalid#relic-missing': () =>
    'Szenario: Das Reliktplättchen (SSSS) fehlt, und die Mitte ist schon belegt.',
  'scenario/invalid#no-more-cards': (kind) =>
    `Szenario: Es gibt keine weiteren Karten ${CARD_NAMES.de[kind]}.`,
  'scenario/invalid#not-card': (name) =>
    `Szenario: „${name}“ ist keine Karte (Kartenarten: ${CARD_KINDS.join(', ')}).`,
  'scenario/invalid#card-twice': (id) => `Szenario: Die Karte ${id} kommt zweimal vor.`,
  'scenario/invalid#not-die': (token) =>
    `Szenario: „${token}“ ist kein Würfel: Ein Kraftwürfel heißt g6, p2 …, ein Bewegungswürfel nach seinen Fußspuren, g3p1.`,
  'scenario/invalid#power-dice': (players, colour, count) =>
    `Szenario: ${players} Spieler werfen ${players} ${E[colour]} Kraftwürfel, nicht ${count}.`,
  'scenario/invalid#move-dice': (players, count) =>
    `Szenario: ${players} Spieler werfen ${players} Bewegungswürfel, nicht ${count}.`,
  'scenario/invalid#players': () => 'Szenario: 2 bis 4 Spieler.',
  'scenario/invalid#not-on-board': (place, size) =>
    `Szenario: ${place} liegt nicht auf einem ${size}×${size}-Brett.`,
  'scenario/invalid#ufos': (players) => `Szenario: Gib ein UFO pro Spieler an (${players}).`,
  'scenario/invalid#off-board': (place) => `Szenario: ${place} liegt nicht auf dem Brett.`,
};
