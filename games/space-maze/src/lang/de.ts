/** Space Maze auf Deutsch: die Wörter des Pakets, Ereignisse und Züge in Worten, das Textbrett, getippte Wörter. */
import type { GameWords } from '@daedalus/core';
import { pointsOf } from '../rules/dice.ts';
import {
  ALIENS,
  type Alien,
  type CardKind,
  type Die,
  type SmAction,
  type SmEvent,
  type SmView,
} from '../types.ts';
import { CARD_NAMES } from './card-names.ts';
import { cell, exampleOf, type Lang } from './words.ts';

export const de: GameWords = {
  name: 'Space Maze',
  summary:
    'Würfel auswählen, ein Labyrinth aus farbigen Durchgängen mit Aktionskarten verbiegen und mit deinen Aliens das Uralte Relikt stehlen und nach Hause fliegen.',
  howToPlay:
    'Jeder hat ein UFO und drei Aliens – grün, lila und orange. Ein Alien geht nur zwischen zwei Plättchen hindurch, deren gegenüberliegende Türen zusammen seine Farbe mischen (Gelb + Blau für Grün, Blau + Rot für Lila, Rot + Gelb für Orange; das silberne Reliktplättchen passt zu allem). Jede Runde werden die Würfel geworfen, und reihum nimmt jeder drei: einen Bewegungswürfel, dessen Fußspuren deine Aliens laufen lassen, und zwei Kraftwürfel, die Aktionskarten auslösen, welche Plättchen drehen und tauschen – oder die du nur nimmst, damit die anderen sie nicht bekommen. Nimm das Relikt aus der Mitte (oder stiehl es dem, der es trägt) und bring es in dein UFO, dann gewinnst du; drei Reliktmarker, einer für jedes Nehmen, gewinnen ebenfalls.',
  options: {
    board: {
      label: 'Labyrinthgröße',
      description:
        'Das volle 5 × 5-Labyrinth oder ein kleines 3 × 3-Labyrinth aus acht Plättchen um das Relikt für kurze Partien.',
      choices: { '5x5': '5 × 5 (alle 24 Plättchen)', '3x3': '3 × 3 (8 Plättchen)' },
    },
    tokensToWin: {
      label: 'Reliktmarker zum Sieg',
      description:
        'Du gewinnst, sobald du so viele Reliktmarker gesammelt hast (einen für jedes Mal, dass du das Relikt nimmst).',
    },
    roundCap: {
      label: 'Rundenlimit',
      description:
        'Nach so vielen Runden endet die Partie: Wer die meisten Reliktmarker hat, gewinnt; bei Gleichstand ist es unentschieden.',
    },
    startPlayer: {
      label: 'Startspieler',
      description: 'Wer die erste Runde beginnt; danach wandert der Start jede Runde nach links.',
      choices: { first: 'Der erste Platz', random: 'Ausgelost' },
    },
  },
  presets: {
    classic: 'Klassisch',
    small: 'Kleines Labyrinth',
    taster: 'Schnupperpartie (kleines Labyrinth, 5 Runden)',
  },
};

/** Colour adjectives: plain (after "das"), and the forms after "die"/"den"/"dem". */
export const COLOUR: Record<Alien, string> = { green: 'grün', purple: 'lila', orange: 'orange' };
export const COLOUR_N: Record<Alien, string> = { green: 'Grün', purple: 'Lila', orange: 'Orange' };
export const COLOUR_E: Record<Alien, string> = { green: 'grüne', purple: 'lila', orange: 'orange' };
export const COLOUR_EN: Record<Alien, string> = { green: 'grünen', purple: 'lila', orange: 'orangen' };
/** After "dein" (neuter): "dein grünes Alien". */
export const COLOUR_ES: Record<Alien, string> = { green: 'grünes', purple: 'lila', orange: 'oranges' };

const kind = (card: string): CardKind => card.slice(0, card.lastIndexOf('-')) as CardKind;
const player = (seat: number | undefined): string => `Spieler ${(seat ?? 0) + 1}`;
const footprints = (face: number): string => {
  const p = pointsOf(face);
  return ALIENS.filter((a) => p[a] > 0)
    .map((a) => `${COLOUR[a]} ${p[a]}`)
    .join(', ');
};
const die = (d: Die): string =>
  d.kind === 'power' ? `die ${COLOUR_E[d.colour]} ${d.pips}` : `den Bewegungswürfel ${footprints(d.face)}`;
/** "das grüne Alien von Spieler 1" */
const alienOf = (seat: number, alien: Alien): string => `das ${COLOUR_E[alien]} Alien von ${player(seat)}`;
/** "dem grünen Alien von Spieler 1" */
const alienDat = (seat: number, alien: Alien): string => `dem ${COLOUR_EN[alien]} Alien von ${player(seat)}`;
const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
const quarters = (q: number): string => `${q} Viertel`;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const STEP = {
  up: 'hoch',
  right: 'rechts',
  down: 'runter',
  left: 'links',
  exit: 'raus',
  enter: 'heim',
  pad: 'Datapad',
  relic: 'nimm das Relikt',
} as const;
export const DIR = { up: 'nach oben', right: 'nach rechts', down: 'nach unten', left: 'nach links' } as const;

function describe(e: SmEvent): string {
  switch (e.type) {
    case 'round/started':
      return `Runde ${e.round}: ${player(e.start)} ist Startspieler und wirft die Würfel.`;
    case 'hand/dealt':
      return `${player(e.seat)} bekommt ${plural(e.count, 'Karte', 'Karten')}.`;
    case 'hand/received':
      return `Deine Karten: ${e.cards.map((c) => CARD_NAMES.de[kind(c)]).join(', ')}.`;
    case 'die/taken':
      return `${player(e.seat)} nimmt ${die(e.die)}.`;
    case 'die/idle':
      return `${player(e.seat)} legt ${die(e.die)} ungenutzt auf das Aktionsfeld.`;
    case 'card/played':
      return e.alien
        ? `${player(e.seat)} löst ${CARD_NAMES.de[kind(e.card)]} mit ${die(e.die)} aus: das ${COLOUR_E[e.alien]} Alien handelt.`
        : `${player(e.seat)} löst ${CARD_NAMES.de[kind(e.card)]} mit ${die(e.die)} aus.`;
    case 'tile/rotated':
      return `Das Plättchen auf ${cell(e.at)} dreht sich um ${quarters(e.quarters)} im Uhrzeigersinn.`;
    case 'tiles/swapped':
      return `Die Plättchen auf ${cell(e.a)} und ${cell(e.b)} tauschen die Plätze.`;
    case 'relic/glued':
      return `Das Relikt klebt bis zum Rundenende an ${alienDat(e.seat, e.alien)}.`;
    case 'aliens/morphed':
      return `Das ${COLOUR_E[e.alien]} und das ${COLOUR_E[e.with]} Alien von ${player(e.seat)} tauschen die Plätze.`;
    case 'ufo/moved':
      return `Das UFO von ${player(e.seat)} fliegt von ${cell(e.from)} nach ${cell(e.to)}.`;
    case 'run/started':
      return `${cap(alienOf(e.seat, e.alien))} darf ${plural(e.points, 'Schritt', 'Schritte')} rennen.`;
    case 'alien/moved':
      return `${cap(alienOf(e.seat, e.alien))} geht ${DIR[e.dir]} von ${cell(e.from)} nach ${cell(e.to)}.`;
    case 'alien/exited':
      return `${cap(alienOf(e.seat, e.alien))} verlässt das UFO nach ${cell(e.to)}.`;
    case 'alien/entered':
      return `${cap(alienOf(e.seat, e.alien))} steigt von ${cell(e.from)} ins UFO.`;
    case 'datapad/used':
      return `${cap(alienOf(e.seat, e.alien))} aktiviert das Datapad auf ${cell(e.at)}.`;
    case 'card/drawn':
      return `${player(e.seat)} zieht eine Karte.`;
    case 'card/received':
      return `Du ziehst ${CARD_NAMES.de[kind(e.card)]}.`;
    case 'deck/reshuffled':
      return `Der Ablagestapel wird zu einem neuen Stapel aus ${plural(e.count, 'Karte', 'Karten')} gemischt.`;
    case 'deck/empty':
      return `Für ${player(e.seat)} ist keine Karte mehr zu ziehen.`;
    case 'relic/taken':
      return `${cap(alienOf(e.seat, e.alien))} ${e.from ? `stiehlt ${alienDat(e.from.seat, e.from.alien)} das Relikt` : 'nimmt das Relikt'} auf ${cell(e.at)}${e.token ? ` und erhält einen Reliktmarker (${e.tokens})` : ' – es ist kein Reliktmarker mehr übrig'}.`;
    case 'relic/given':
      return `${cap(alienOf(e.seat, e.alien))} gibt das Relikt an das ${COLOUR_E[e.to]} Alien des Teams.`;
    case 'move/ended':
      return e.unused > 0
        ? `${player(e.seat)} beendet die Bewegung; ${plural(e.unused, 'Fußspur verfällt', 'Fußspuren verfallen')}.`
        : `${player(e.seat)} beendet die Bewegung.`;
    case 'round/ended':
      return `Runde ${e.round} ist vorbei: Die Würfel werden eingesammelt.`;
    case 'datapads/cleared':
      return `Die Datapads werden geräumt: ${e.aliens.map((w) => alienOf(w.seat, w.alien)).join(', ')} ${e.aliens.length === 1 ? 'tritt' : 'treten'} herunter.`;
    case 'cards/discarded':
      return `${plural(e.count, 'ausgelöste Karte kommt', 'ausgelöste Karten kommen')} auf den Ablagestapel.`;
    case 'hand/discarded':
      return `${player(e.seat)} wirft ${CARD_NAMES.de[kind(e.card)]} ab (Handlimit sieben).`;
    case 'game/won':
      return e.reason === 'relic-home'
        ? `${player(e.seat)} bringt das Relikt in sein UFO und gewinnt!`
        : `${player(e.seat)} hat ${plural(e.tokens[e.seat] ?? 0, 'Reliktmarker', 'Reliktmarker')} und gewinnt!`;
    case 'game/capped':
      return e.winners.length === 1
        ? `Das Rundenlimit ist nach Runde ${e.round} erreicht: ${player(e.winners[0])} gewinnt mit den meisten Reliktmarkern.`
        : `Das Rundenlimit ist nach Runde ${e.round} erreicht: unentschieden.`;
  }
}

function action(a: SmAction): string {
  switch (a.type) {
    case 'take': {
      const m = /^([gpo])([1-6])$/.exec(a.die);
      const name = { g: 'green', p: 'purple', o: 'orange' } as const;
      if (m) return `nimm die ${COLOUR_E[name[m[1] as 'g']]} ${m[2]}`;
      return `nimm den Bewegungswürfel ${a.die.replace(/([gpo])(\d)/g, (_, c: 'g', n: string) => `${COLOUR[name[c]]} ${n}, `).replace(/, $/, '')}`;
    }
    case 'idle':
      return 'lass den Würfel ungenutzt';
    case 'rotate': {
      const k = kind(a.card);
      return `${CARD_NAMES.de[k]}: das Plättchen auf ${cell(a.at)}${k === 'rotate90' ? '' : ` um ${quarters(a.quarters)}`}`;
    }
    case 'exchange':
      return `Austausch mit dem Plättchen auf ${cell(a.at)}`;
    case 'switch':
      return `Diagonaltausch: das Plättchen auf ${cell(a.diagonal)} mit dem Plättchen auf ${cell(a.adjacent)}`;
    case 'glue':
      return 'Superkleber';
    case 'morph':
      return `Verwandlung mit ${COLOUR_N[a.with]}`;
    case 'base':
      return `Basis versetzen ${a.dir === 'cw' ? 'im Uhrzeigersinn' : 'gegen den Uhrzeigersinn'}`;
    case 'run':
      return kind(a.card) === 'run2' ? 'Rennen +2' : 'Rennen +1';
    case 'move':
      return `ziehe ${COLOUR_N[a.alien]}: ${a.path.map((s) => STEP[s]).join(', ')}`;
    case 'give':
      return `gib das Relikt an ${COLOUR_N[a.to]}`;
    case 'done':
      return 'Bewegung beenden';
    case 'discard':
      return `wirf ${CARD_NAMES.de[kind(a.card)]} ab`;
  }
}

const SIDE = { up: 'oben', right: 'rechts', down: 'unten', left: 'links' } as const;

/** Actions quoted in a prompt, the examples left out that the position has none of. */
const ex = (...as: (SmAction | null)[]): string[] => as.flatMap((a) => (a ? [`„${action(a)}“`] : []));

function prompt(v: SmView): string {
  const who = v.current === null ? '' : `${player(v.current)}${v.current === v.you ? ' (du)' : ''}`;
  const st = v.stage;
  switch (st.kind) {
    case 'take': {
      const takes = ex(exampleOf(v, 'power-die'), exampleOf(v, 'move-die'));
      return `${who} nimmt einen Würfel${takes.length > 0 ? `: ${takes.join(', ')}` : ''}.`;
    }
    case 'power': {
      const d = v.dice[st.die];
      const card = exampleOf(v, 'card');
      const choice = card
        ? `eine Karte auslösen (${ex(card)[0]}) oder`
        : v.you === v.current
          ? 'keine deiner Karten lässt sich auslösen:'
          : 'eine Karte auslösen oder';
      return `${who} nutzt ${d ? die(d) : 'den Würfel'}: ${choice} ${ex({ type: 'idle' })[0]}.`;
    }
    case 'move':
      return `${who} bewegt – Fußspuren ${ALIENS.map((a) => `${COLOUR[a]} ${st.stopped.includes(a) ? '0 (auf einem Datapad)' : st.points[a]}`).join(', ')}: ${ex(exampleOf(v, 'move'), { type: 'done' }).join(', ')}.`;
    case 'run':
      return `${who} lässt das ${COLOUR_E[st.alien]} Alien rennen – ${plural(st.stopped ? 0 : st.points, 'Fußspur', 'Fußspuren')} übrig.`;
    case 'discard':
      return `${who} hat mehr als sieben Karten und wirft eine ab${ex(exampleOf(v, 'discard'))
        .map((e) => `: ${e}`)
        .join('')}.`;
    case 'over':
      if (v.winner === null) return 'Partie vorbei: unentschieden am Rundenlimit.';
      return `Partie vorbei: ${player(v.winner)} gewinnt ${v.reason === 'relic-home' ? 'mit dem Relikt im UFO' : v.reason === 'relic-tokens' ? 'mit Reliktmarkern' : 'mit den meisten Reliktmarkern am Rundenlimit'}.`;
  }
}

export const deLang: Lang = {
  words: de,
  card: CARD_NAMES.de,
  alien: COLOUR,
  player,
  die,
  describe,
  action,
  board: {
    header: (v) =>
      `Space Maze – Runde ${v.round} von ${v.roundCap}, Zug ${Math.min(v.pick + 1, v.turns)} von ${v.turns}; Startspieler: ${player(v.start)}.`,
    legend: [
      'Türen: R rot, Y gelb, B blau, S silber (jede Farbe). Ein Durchgang sind die zwei Buchstaben, die sich gegenüberstehen:',
      '  Grün passiert Y|B, Lila B|R, Orange R|Y; wer das Relikt trägt, passiert alles.',
      'Aliens: g p o (grün, lila, orange) mit der Spielernummer; Großbuchstaben tragen das Relikt;',
      '  @ das Relikt liegt auf dem Plättchen; [  ] ein freies Datapad, [p2] ein besetztes. U1 > ist das UFO von Spieler 1.',
    ],
    dice: 'Würfel:',
    die: (d) => {
      const name = d.kind === 'power' ? `${COLOUR[d.colour]} ${d.pips}` : `Bewegung ${footprints(d.face)}`;
      if (d.seat === null) return name;
      const use = { move: 'bewegt', card: 'auf einer Karte', idle: 'ungenutzt', 'in-hand': 'in der Hand' }[
        d.use ?? 'in-hand'
      ];
      return `${name} (${player(d.seat)}, ${use})`;
    },
    player: (v, seat) => {
      const u = v.ufos[seat]!;
      const aboard = u.aboard.length > 0 ? `an Bord: ${u.aboard.map((a) => COLOUR[a]).join(', ')}` : 'leer';
      const panel = v.panels[seat]!;
      const cards = panel.cards.map(
        (c) => `${CARD_NAMES.de[c.card.kind]} (${v.dice[c.die] ? die(v.dice[c.die]!) : '?'})`,
      );
      return `${player(seat)}${seat === v.you ? ' (du)' : ''}: UFO an ${cell(v.board[u.cell])} ${SIDE[u.side]} (${aboard}); ${plural(v.tokens[seat] ?? 0, 'Reliktmarker', 'Reliktmarker')}; ${plural(v.handSizes[seat] ?? 0, 'Karte', 'Karten')}${cards.length > 0 ? `; ausgelöst: ${cards.join(', ')}` : ''}.`;
    },
    relic: (v) =>
      v.relic.wornBy
        ? `${cap(alienOf(v.relic.wornBy.seat, v.relic.wornBy.colour))} trägt das Relikt auf ${cell(v.relic.at)}${v.relic.glued ? ', festgeklebt' : ''}. Übrige Marker: ${v.tokensLeft}; ${v.tokensToWin} gewinnen.`
        : `Das Relikt liegt auf ${cell(v.relic.at)}. Übrige Marker: ${v.tokensLeft}; ${v.tokensToWin} gewinnen.`,
    hand: (v) =>
      v.you === null
        ? ''
        : `Deine Hand: ${v.hand.length === 0 ? 'keine Karten' : v.hand.map((c, i) => `${i + 1}. ${CARD_NAMES.de[c.kind]} (${c.cost})`).join('  ')}.`,
    piles: (v) =>
      `Nachziehstapel: ${plural(v.deckSize, 'Karte', 'Karten')}. Ablagestapel: ${plural(v.discardPile.length, 'Karte', 'Karten')}${v.discardPile.length > 0 ? ` (oben: ${CARD_NAMES.de[v.discardPile[v.discardPile.length - 1]!.kind]})` : ''}.`,
    prompt,
  },
  parse: {
    empty: (v) => `Gib einen Zug ein. ${prompt(v)}`,
    notCommand: (w) =>
      `„${w}“ ist kein Befehl: erwartet wird nimm, lass ungenutzt, Drehung, Diagonaldrehung, Austausch, Diagonaltausch, Kleber, Verwandlung, Basis versetzen, renne, ziehe, gib, fertig oder wirf ab.`,
    extra: (w) => `„${w}“ am Ende ist zu viel.`,
    notAlien: (w) => `„${w}“ ist kein Alien: Grün, Lila oder Orange.`,
    whoseTile: (w) => `Sag, von welchem Alien aus: „${w} von Grün“.`,
    offBoard: (a) => `Neben deinem ${COLOUR_EN[a]} Alien liegt dort kein Plättchen.`,
    notTile: (w) =>
      `„${w}“ ist kein Plättchen: nenne ein Feld (b3), „hier“ oder eine Richtung wie „rechts von Lila“.`,
    noCard: (k) => `Du hast keine Karte ${CARD_NAMES.de[k]} auf der Hand.`,
    noCardNumber: (n) => `Du hast keine Karte Nummer ${n}.`,
    rotation: (w) => `„Drehung ${w}“: die Drehkarten sind Drehung 90, Drehung 180 und Drehung 270.`,
    bothTiles: 'Nenne beide Plättchen: „Diagonaltausch oben links mit oben“.',
    relicTaker: 'Sag, welches Alien das Relikt nimmt: „nimm das Relikt mit Orange“.',
    notDie: (w) => `„${w}“ ist kein Würfel: schreib „nimm die orange 4“ oder „nimm den Bewegungswürfel“.`,
    pips: (a, example) =>
      `Sag die Augen des ${COLOUR_EN[a]} Würfels${example ? `: „${action(example)}“` : ` (in dieser Runde ist keiner frei)`}.`,
    whichMoveDie: (options) =>
      `Welchen Bewegungswürfel? ${options.map((o) => `„${action(o)}“`).join(' oder ')}.`,
    noMoveDie: 'In dieser Runde ist kein Bewegungswürfel mehr übrig.',
    haveMoveDie: 'Du hast deinen Bewegungswürfel in dieser Runde schon: nimm einen Kraftwürfel.',
    notStep: (w) =>
      `„${w}“ ist keine Fußspur: erwartet wird hoch, rechts, runter, links, raus, heim, Datapad oder Relikt.`,
    whereTo: (a, example) =>
      `Sag, wohin dein ${COLOUR_ES[a]} Alien geht${example ? `: „${action(example)}“` : ', Fußspur für Fußspur: hoch, rechts, runter, links, raus, heim, Datapad oder Relikt'}.`,
    tooLong: 'Höchstens zwölf Fußspuren auf einmal.',
    whichAlien: (purpose, w) =>
      `${{ morph: 'Mit welchem Alien verwandeln?', move: 'Welches Alien ziehen?', give: 'Welchem Alien das Relikt geben?' }[purpose]} „${w}“ ist weder Grün noch Lila noch Orange.`,
    discardWhich:
      'Welche Karte abwerfen? Schreib ihren Namen („wirf Drehung 90 ab“) oder ihre Nummer auf deiner Hand.',
    baseWay:
      'In welche Richtung soll deine Basis? „Basis versetzen im Uhrzeigersinn“ oder „gegen den Uhrzeigersinn“.',
  },
  lexicon: {
    nimm: 'take',
    nehme: 'take',
    stiehl: 'take',
    lass: 'idle',
    lasse: 'idle',
    ungenutzt: 'idle',
    drehung: 'rotate',
    drehe: 'rotate',
    diagonaldrehung: 'twist',
    austausch: 'exchange',
    tausche: 'exchange',
    diagonaltausch: 'switch',
    superkleber: 'glue',
    kleber: 'glue',
    verwandlung: 'morph',
    basis: 'base',
    versetzen: '',
    rennen: 'run',
    renne: 'run',
    ziehe: 'move',
    zieh: 'move',
    gehe: 'move',
    geh: 'move',
    gib: 'give',
    beenden: 'done',
    beende: 'done',
    fertig: 'done',
    bewegung: '',
    wirf: 'discard',
    ab: '',
    bewegungswürfel: 'move',
    würfel: '',
    plättchen: '',
    karte: '',
    mit: 'with',
    auf: 'at',
    von: 'of',
    an: '',
    um: '',
    der: '',
    das: '',
    den: '',
    dem: '',
    des: '',
    viertel: 'quarter',
    einmal: 'once',
    zweimal: 'twice',
    dreimal: 'thrice',
    grün: 'green',
    grüne: 'green',
    grünen: 'green',
    lila: 'purple',
    violett: 'purple',
    orangen: 'orange',
    orangene: 'orange',
    oben: 'up',
    hoch: 'up',
    rechts: 'right',
    unten: 'down',
    runter: 'down',
    links: 'left',
    hier: 'here',
    raus: 'out',
    aussteigen: 'out',
    heim: 'home',
    einsteigen: 'home',
    relikt: 'relic',
  },
  phrases: [
    [/\bgegen den uhrzeigersinn\b/g, 'ccw'],
    [/\bim uhrzeigersinn\b/g, 'cw'],
    [/\boben[\s-]+links\b|\blinks[\s-]+oben\b/g, 'upleft'],
    [/\boben[\s-]+rechts\b|\brechts[\s-]+oben\b/g, 'upright'],
    [/\bunten[\s-]+links\b|\blinks[\s-]+unten\b/g, 'downleft'],
    [/\bunten[\s-]+rechts\b|\brechts[\s-]+unten\b/g, 'downright'],
  ],
};
