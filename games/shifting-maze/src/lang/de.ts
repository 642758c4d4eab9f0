/**
 * Shifting Maze in German: the game's words, its events, its commands and the command
 * words it reads. Terms: Herausforderer (Challenger), Wächter (Defender), Würfel (cube),
 * zerstörter Würfel (Destroyed Cube), Schlüssel, Batteriepack, PP (as on the board),
 * Labyrinthereignis (Maze Event), Sonderaktion, Hauptaktion, Startbereich,
 * gegenüberliegende Seite (far side), Ebene (level). Places are named as on the board ("d5"),
 * directions by the compass (nach Norden). The parser's answers are in English (not translated
 * yet).
 */
import type { Direction, GameWords, Point } from '@daedalus/core';
import { tileKind } from '../rules/tiles.ts';
import {
  type BoardWords,
  type CommandErrors,
  type ObjectAction,
  type SmLanguage,
  wordedAs,
} from '../text/language.ts';
import { cellName, columnName, rowName, slideDirection } from '../text/places.ts';
import { defenderLetter } from '../text/render.ts';
import type { Agent, Item, MazeEvent, SmAction, SmEvent, Threat } from '../types.ts';

const words: GameWords = {
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

const where = (p: Point | undefined): string => (p ? cellName(p) : '?');
/** Wächter by their letter on the board: "Wächter A". */
const guard = (id: number | undefined): string => `Wächter ${defenderLetter(id ?? 1)}`;
const player = (seat: number | undefined): string => `Spieler ${(seat ?? 0) + 1}`;
/** "der Herausforderer von Spieler 1" (nominative; capitalise at a sentence start). */
const hero = (seat: number | undefined): string => `der Herausforderer von ${player(seat)}`;
const heroAcc = (seat: number | undefined): string => `den Herausforderer von ${player(seat)}`;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const DIR: Record<Direction, string> = {
  up: 'nach Norden',
  right: 'nach Osten',
  down: 'nach Süden',
  left: 'nach Westen',
};

function agent(a: Agent | undefined): string {
  if (!a) return 'Jemand';
  if ('seat' in a) return player(a.seat);
  if ('defender' in a) return guard(a.defender);
  return 'Das Labyrinth';
}

const TILE_ACC = {
  four: 'einen Würfel mit vier Türen',
  three: 'einen Würfel mit drei Türen',
  corner: 'einen Eckwürfel',
  straight: 'einen geraden Würfel',
  'dead-end': 'einen Sackgassenwürfel',
} as const;

/** [nominative, accusative]. */
function item(i: Item | undefined): [string, string] {
  if (!i) return ['ein Gegenstand', 'einen Gegenstand'];
  return i.kind === 'key'
    ? ['der Schlüssel', 'den Schlüssel']
    : [`ein Batteriepack (${i.pp} PP)`, `einen Batteriepack (${i.pp} PP)`];
}

const times = (n: number): string => (n === 1 ? 'einmal' : n === 2 ? 'zweimal' : 'dreimal');

function mazeEventDe(e: MazeEvent | undefined): string {
  if (!e) return 'ein Labyrinthereignis';
  switch (e.kind) {
    case 'special':
      return `Sonderaktion bei ${where(e.at)}`;
    case 'rotate':
      return `den Würfel bei ${where(e.at)} ${times(e.turns)} im Uhrzeigersinn drehen`;
    case 'slide':
      return `${e.axis === 'x' ? `Reihe ${rowName(e.line)}` : `Spalte ${columnName(e.line)}`} um ein Feld ${DIR[slideDirection(e)]} verschieben`;
    case 'z':
      return `den Würfel bei ${where(e.at)} aus der Ebene ${e.delta > 0 ? 'heben' : 'senken'} (Z)`;
  }
}

const NO_EFFECT: Record<string, string> = {
  'enough-defenders': 'es sind schon genug Wächter im Labyrinth',
  'destroyed-cube': 'dort liegt ein zerstörter Würfel',
  'bag-empty': 'der Beutel mit den Würfeln ist leer',
  unrevealed: 'dort ist noch kein Würfel aufgedeckt',
};

function threatened(seat: number | undefined, t: Threat | undefined): string {
  const who = cap(hero(seat));
  if (!t) return `${who} ist in Gefahr und darf reagieren.`;
  if (t.kind === 'defender')
    return `${guard(t.defender)} bedroht ${heroAcc(seat)}, der jetzt reagieren darf.`;
  if (t.cause === 'destroy')
    return `${who} ist in Gefahr: Sein Würfel bei ${where(t.at)} wird gleich zerstört. Er darf reagieren.`;
  return t.cause === 'z'
    ? `${who} ist in Gefahr: Sein Würfel bei ${where(t.at)} verlässt gleich die Ebene (Verschiebung in Z). Er darf reagieren.`
    : `${who} ist in Gefahr: Sein Würfel bei ${where(t.at)} wird gleich aus dem Labyrinth geschoben. Er darf reagieren.`;
}

const pp = (e: SmEvent): string => (e.cost !== undefined ? ` (${e.cost} PP, noch ${e.pp})` : '');

function owed(n: number): string {
  if (n === 0) return 'der nächste Zug bleibt vollständig';
  return n === 1 ? 'im nächsten Zug eine Hauptaktion weniger' : `im nächsten Zug ${n} Hauptaktionen weniger`;
}

function describe(e: SmEvent): string {
  switch (e.type) {
    case 'turn/started':
      return `${player(e.seat)} ist am Zug.`;
    case 'turn/skipped':
      return `${cap(hero(e.seat))} ist betäubt und setzt diesen Zug aus.`;
    case 'turn/ended':
      return `${player(e.seat)} beendet den Zug.`;
    case 'maze/event':
      return `Labyrinthereignis: ${mazeEventDe(e.event)}.`;
    case 'maze/no-effect':
      return `Das Labyrinthereignis (${mazeEventDe(e.event)}) bleibt ohne Wirkung: ${NO_EFFECT[e.cause ?? ''] ?? 'dort ist nichts'}.`;
    case 'maze/revealed':
      return `${agent(e.by)} deckt ${e.doors ? TILE_ACC[tileKind(e.doors)] : 'einen Würfel'} bei ${where(e.at)} auf${e.item ? `; darin liegt ${item(e.item)[0]}` : ''}.`;
    case 'maze/rotated': {
      const n = Math.abs(e.turns ?? 1);
      return `${agent(e.by)} dreht den Würfel bei ${where(e.at)}${n > 1 ? ` ${times(n)}` : ''} ${(e.turns ?? 1) < 0 ? 'gegen den Uhrzeigersinn' : 'im Uhrzeigersinn'}${pp(e)}.`;
    }
    case 'maze/slid': {
      const lost = e.lost;
      const line =
        e.event?.kind === 'slide'
          ? `${e.event.axis === 'x' ? `Reihe ${rowName(e.event.line)}` : `Spalte ${columnName(e.event.line)}`} verschiebt sich um ein Feld ${DIR[slideDirection(e.event)]}`
          : 'Das Labyrinth verschiebt sich';
      const what = lost?.doors
        ? `Der Würfel bei ${where(lost.at)} wird über den Rand geschoben und geht verloren${lost.items ? ', mit allem, was darin lag' : ''}`
        : `Bei ${where(lost?.at)} fällt nichts heraus`;
      return `${line}: ${what}.`;
    }
    case 'maze/removed':
      return `Der Würfel bei ${where(e.at)} verlässt die Ebene und wird durch einen zerstörten Würfel ersetzt.`;
    case 'maze/destroyed':
      return `${agent(e.by)} zerstört den Würfel bei ${where(e.at)}${pp(e)}.`;
    case 'defender/added':
      return `${guard(e.defender)} erscheint bei ${where(e.at)}.`;
    case 'defender/moved':
      return `${guard(e.defender)} zieht ${e.dir ? DIR[e.dir] : 'weiter'} auf ${where(e.to)}${e.cause === 'chase' ? ' und jagt einen Herausforderer' : ''}.`;
    case 'defender/attacks':
      return `${guard(e.defender)} greift ${(e.seats ?? []).map(player).join(' und ')} bei ${where(e.at)} an.`;
    case 'defender/stunned':
      return `${agent(e.by)} betäubt ${guard(e.defender)}${pp(e)}.`;
    case 'defender/skipped':
      return `${guard(e.defender)} ist betäubt und zieht nicht.`;
    case 'defender/destroyed':
      return `${agent(e.by)} zerstört ${guard(e.defender)}${pp(e)}.`;
    case 'defender/lost':
      return `${guard(e.defender)} geht mit seinem Würfel bei ${where(e.at)} verloren.`;
    case 'challenger/entered':
      return `${cap(hero(e.seat))} betritt das Labyrinth bei ${where(e.to)}.`;
    case 'challenger/moved':
      return e.cause === 'far'
        ? `${cap(hero(e.seat))} erreicht die gegenüberliegende Seite.`
        : e.cause === 'start'
          ? `${cap(hero(e.seat))} kehrt in den Startbereich zurück.`
          : `${cap(hero(e.seat))} zieht ${e.dir ? DIR[e.dir] : 'weiter'} auf ${where(e.to)}.`;
    case 'challenger/threatened':
      return threatened(e.seat, e.threat);
    case 'challenger/killed':
      return `${agent(e.by)} tötet ${heroAcc(e.seat)} bei ${where(e.at)}.`;
    case 'challenger/lost':
      return `${cap(hero(e.seat))} geht mit seinem Würfel bei ${where(e.at)} verloren.`;
    case 'challenger/stunned':
      return `${agent(e.by)} betäubt ${heroAcc(e.seat)}${pp(e)}; er setzt einen Zug aus.`;
    case 'challenger/respawned':
      return `Ein neuer Herausforderer für ${player(e.seat)} wartet im Startbereich.`;
    case 'challenger/picked-up':
      return `${player(e.seat)} nimmt ${item(e.item)[1]} auf.`;
    case 'challenger/discarded':
      return `${player(e.seat)} legt ${item(e.item)[1]} bei ${where(e.at)} ab.`;
    case 'challenger/battery':
      return `${player(e.seat)} nutzt einen Batteriepack: +${e.amount} PP (jetzt ${e.pp}).`;
    case 'challenger/escaped':
      return `${cap(hero(e.seat))} entkommt mit dem Schlüssel und gewinnt!`;
    case 'reaction/ended':
      return e.safe
        ? `${cap(hero(e.seat))} ist in Sicherheit (${owed(e.used ?? 0)}).`
        : `${player(e.seat)} reagiert nicht weiter.`;
    case 'game/draw':
      return `Das Zuglimit (${e.turns}) ist erreicht: Das Spiel endet unentschieden.`;
  }
}

/** Where a command points, by the compass: "nach Norden", "der Würfel im Norden". */
const TO: Record<Direction, string> = { up: 'Norden', right: 'Osten', down: 'Süden', left: 'Westen' };
const TURN: Record<'cw' | 'ccw', string> = { cw: 'im Uhrzeigersinn', ccw: 'gegen den Uhrzeigersinn' };

function command(a: SmAction): string {
  switch (a.type) {
    case 'move':
      return `gehe nach ${TO[a.dir]}`;
    case 'investigate':
      return `erkunde nach ${TO[a.dir]}`;
    case 'pickUp':
      if (a.body === undefined) return `nimm ${a.index + 1}`;
      return `nimm ${a.index + 1} von Leiche ${a.body + 1}`;
    case 'takeKey':
      return 'nimm den Schlüssel';
    case 'rotate':
      if (a.target === 'here') return `drehe diesen Würfel ${TURN[a.turn]}`;
      return `drehe den Würfel im ${TO[a.target]} ${TURN[a.turn]}`;
    case 'stunDefender':
      return `betäube ${guard(a.defender)}`;
    case 'destroyDefender':
      return `zerstöre ${guard(a.defender)}`;
    case 'stunChallenger':
      return `betäube Spieler ${a.seat + 1}`;
    case 'killChallenger':
      return `töte Spieler ${a.seat + 1}`;
    case 'destroyCube':
      return `zerstöre den Würfel im ${TO[a.dir]}`;
    case 'discard':
      return `lege ${a.index + 1} ab`;
    case 'useBattery':
      return `nutze Batterie ${a.index + 1}`;
    case 'end':
      return 'beenden';
  }
}

function objectCommand(a: ObjectAction, i: Item, from: number | undefined): string {
  const [, it] = item(i);
  if (a.type === 'discard') return `lege ${it} ab`;
  if (a.type === 'useBattery') return `nutze ${it}`;
  return `nimm ${it}${from === undefined ? '' : ` von der Leiche von ${player(from)}`}`;
}

/** German command words → the parser's command words ('' drops a filler). */
const reading: SmLanguage['reading'] = {
  phrases: [
    [/gegen den uhrzeigersinn/g, 'ccw'],
    [/im uhrzeigersinn/g, 'cw'],
  ],
  words: {
    gehe: 'move',
    geh: 'move',
    ziehe: 'move',
    zieh: 'move',
    erkunde: 'investigate',
    nimm: 'pick',
    hebe: 'pick',
    drehe: 'rotate',
    dreh: 'rotate',
    betäube: 'stun',
    zerstöre: 'destroy',
    töte: 'kill',
    lege: 'discard',
    leg: 'discard',
    nutze: 'use',
    benutze: 'use',
    beenden: 'end',
    fertig: 'end',
    norden: 'up',
    osten: 'right',
    süden: 'down',
    westen: 'left',
    diesen: 'here',
    im: '',
    oben: 'up',
    hoch: 'up',
    rechts: 'right',
    unten: 'down',
    links: 'left',
    hier: 'here',
    wächter: 'defender',
    spieler: 'player',
    herausforderer: 'player',
    schlüssel: 'key',
    batterie: 'battery',
    batteriepack: 'battery',
    leiche: 'body',
    von: 'from',
    nach: '',
    den: '',
    würfel: '',
    ab: '',
    auf: '',
  },
};

/** The terminal board's labels. */
const board: BoardWords = {
  far: 'ferne',
  legend: [
    'Legende: 1-4 Herausforderer, A B.. Wächter, x Leiche, k Schlüssel, b Batteriepack, * mehreres (unten aufgeführt);',
    '         . nicht aufgedeckt, ### zerstörter Würfel, S Startbereich (1> wartet dort), <1 auf der fernen Seite.',
  ],
  nothing: 'nichts',
  player: (seat) => player(seat),
  defender: (_id, letter) => `Wächter ${letter}`,
  body: (seat) => `die Leiche von ${player(seat)}`,
  item: (i) => item(i)[0],
  where,
  dead: 'tot (kommt im nächsten Zug zurück)',
  startArea: 'Startbereich',
  farSide: (row) => `ferne Seite, Reihe ${row}`,
  reaction: (r, letter) => {
    const t = r.threat;
    const danger =
      t.kind === 'defender'
        ? `${player(r.seat)} wird von Wächter ${letter} angegriffen`
        : t.cause === 'destroy'
          ? `Der Würfel von ${player(r.seat)} bei ${where(t.at)} wird gleich zerstört`
          : t.cause === 'z'
            ? `Der Würfel von ${player(r.seat)} bei ${where(t.at)} verlässt gleich die Ebene (Z)`
            : `Der Würfel von ${player(r.seat)} bei ${where(t.at)} wird gleich aus dem Labyrinth geschoben`;
    return `${danger}: reagiere, bis du sicher bist (Hauptaktionen gehen vom nächsten Zug ab), oder gib mit „beenden“ auf.`;
  },
  gameOver: (winner) =>
    winner === null
      ? 'Partie zu Ende: unentschieden (Zuglimit).'
      : `Partie zu Ende: ${player(winner)} ist entkommen und gewinnt.`,
  shutOut: (seat, cell, row) =>
    `${player(seat)} kann nicht hinein: der Eingang ${cell} ist ein zerstörter Würfel. Es bleibt nur, den Zug zu beenden, bis ein Verschieben der Reihe ${row} ihn fortschiebt.`,
  toMove: (seat, mainLeft) =>
    `${player(seat)} ist am Zug: ${mainLeft === 1 ? 'eine Hauptaktion' : `${mainLeft} Hauptaktionen`} übrig.`,
  turn: (turns, turnCap, status) => `Zug ${turns + 1}/${turnCap}. ${status}`,
  pendingEvent: (e) => `Anstehendes Labyrinthereignis: ${mazeEventDe(e)}.`,
  stunned: 'betäubt',
  owes: (n) => `schuldet ${n === 1 ? 'eine Hauptaktion' : `${n} Hauptaktionen`}`,
  challenger: (seat, you, place, pp, items, flags) =>
    `${player(seat)}${you ? ' (du)' : ''}: ${place}, ${pp} PP, trägt ${items}${flags ? `; ${flags}` : ''}.`,
  defenderAt: (_id, letter, at, stunned) =>
    `Wächter ${letter} bei ${where(at)}${stunned ? ', betäubt' : ''}.`,
  shared: (at, names) => `* bei ${where(at)}: ${names.join(', ')}.`,
  lying: (at, items) => `Bei ${where(at)}: ${items}.`,
  bodyAt: (at, index, seat, items) =>
    `Bei ${where(at)}: Leiche ${index + 1} von ${player(seat)}, mit ${items}.`,
  counts: (bag, lost, destroyed) => `Beutel: ${bag} Würfel. Verloren: ${lost}. Zerstört: ${destroyed}.`,
};

/** The parser's command words as a German player writes them (`wordedAs`). */
const OWN_WORDS: Readonly<Record<string, string>> = {
  move: 'gehe',
  m: 'gehe',
  go: 'gehe',
  investigate: 'erkunde',
  inv: 'erkunde',
  i: 'erkunde',
  explore: 'erkunde',
  rotate: 'drehe',
  rot: 'drehe',
  turn: 'drehe',
  stun: 'betäube',
  destroy: 'zerstöre',
  kill: 'töte',
  pick: 'nimm',
  take: 'nimm',
  get: 'nimm',
  discard: 'lege',
  drop: 'lege',
  use: 'nutze',
  end: 'beenden',
  up: 'Norden',
  right: 'Osten',
  down: 'Süden',
  left: 'Westen',
  here: 'hier',
  current: 'hier',
  defender: 'Wächter',
  player: 'Spieler',
  key: 'Schlüssel',
  battery: 'Batterie',
  body: 'Leiche',
  from: 'von',
  cw: 'im Uhrzeigersinn',
  ccw: 'gegen den Uhrzeigersinn',
};
const own = (words: string): string => wordedAs(OWN_WORDS, words);
const TURNS = '„im Uhrzeigersinn“ oder „gegen den Uhrzeigersinn“';

const errors: CommandErrors = {
  empty:
    'Gib einen Befehl ein, z. B. „gehe nach Osten“, „drehe diesen Würfel im Uhrzeigersinn“ oder „beenden“.',
  needsDirection: (verb, what) => `„${own(verb)}“ braucht ${what} (Norden, Osten, Süden oder Westen).`,
  notDirection: (word) => `„${own(word)}“ ist keine Richtung: erwartet Norden, Osten, Süden oder Westen.`,
  needs: (verb, what) => `„${own(verb)}“ braucht ${what}.`,
  notNumber: (word, what) => `„${own(word)}“ ist keine Zahl: erwartet ${what}.`,
  extra: (word, after) => `„${own(word)}“ nach „${own(after)}“ war nicht erwartet.`,
  missingTurn: (after) => `Nach „${own(after)}“ fehlt ${TURNS}.`,
  rotateNeeds: `„drehe“ braucht ${TURNS} (davor, wenn du willst, eine Richtung).`,
  badTurn: (turn, after) =>
    turn === undefined
      ? `Nach „${own(after)}“ fehlt ${TURNS}.`
      : `„${own(turn)}“ nach „${own(after)}“ ist weder ${TURNS.replace(' oder ', ' noch ')}.`,
  notKilled: 'Wächter werden zerstört, nicht getötet: „zerstöre Wächter N“.',
  notDestroyed: 'Herausforderer werden getötet, nicht zerstört: „töte Spieler N“.',
  needsTarget: (verb) => `„${own(verb)}“ braucht ein Ziel: Wächter N oder Spieler N.`,
  notTarget: (word) => `„${own(word)}“ ist kein Ziel: erwartet Wächter oder Spieler.`,
  unexpected: (word) => `„${own(word)}“ war nicht erwartet: schreibe „nimm N von Leiche M“.`,
  notCommand: (verb) =>
    `„${own(verb)}“ ist kein Befehl: erwartet gehe, erkunde, drehe, betäube, zerstöre, töte, nimm, lege … ab, nutze oder beenden.`,
  what: {
    direction: 'eine Richtung',
    turnOrDirection: `${TURNS.replace(' oder ', ', ')} oder eine Richtung`,
    directionOrDefender: 'eine Richtung oder „Wächter N“',
    defender: 'die Nummer oder den Buchstaben eines Wächters',
    player: 'eine Spielernummer',
    objectOrKey: 'die Nummer eines Gegenstands oder „Schlüssel“',
    body: 'die Nummer einer Leiche',
    object: 'die Nummer eines Gegenstands',
    battery: 'die Nummer des Batteriepacks',
  },
};

export const de: SmLanguage = {
  words,
  describe,
  command,
  objectCommand,
  reading,
  board,
  errors,
};
