/**
 * The Labyrinth in German: the game's words, the game master's announcements in the terse
 * style of the original ("Auf Land gegangen, einen Schatz gefunden", "Geht nicht – gegen
 * eine Wand gestoßen", "Ein Schrei ist zu hören!"), moves said as players say them to the
 * game master ("Schieß nach links, dann geh nach oben"), and the terminal board; how typed
 * moves are read is `de-reader.ts`. The game master says "du" to the players, as German
 * board games do.
 * Terms: Feld (cell), Land, Krankenhaus, Waffenkammer, Grube, Fluss, Delta,
 * Enzephalitis-Feld, Zecke (mite), Schatz, Patrone, Granate, Landmine, Leiche, Spielleiter.
 *
 * The reader (`de-reader.ts`) reads every sentence the actions' phrases write: a change of
 * wording keeps its lexicon in step (`parseMove(formatAction(a, 'de'), { lang: 'de' })` is
 * `a`, a property test).
 */
import type { Direction, GameWords, Point } from '@daedalus/core';
import type { CellType } from '../plan/types.ts';
import {
  type ActionPhrases,
  type BoardWords,
  capitalize,
  type EventPhrases,
  type LabyrinthLanguage,
  listFound,
  type MovementPhrases,
  type StatusPhrases,
} from '../text/language.ts';
import type { Condition, Found, ItemKind } from '../types.ts';
import { reader } from './de-reader.ts';

const words: GameWords = {
  name: 'Labyrinth',
  summary:
    'Finde den echten Schatz in einem Labyrinth, das du nicht siehst; der Computer ist der Spielleiter.',
  howToPlay:
    'Du siehst das Labyrinth nicht: Der Computer als Spielleiter sagt dir nur, worauf du triffst. Wähle heimlich ein Startfeld; in deinem Zug gehst du ein Feld nach oben, unten, links oder rechts, schießt oder wirfst eine Granate. Achte auf jede Antwort – „Wand“, „Fluss“, „Krankenhaus“, „Schatz“ – und zeichne dir deine eigene Karte. Finde den echten Schatz und trage ihn durch einen Ausgang hinaus, dann hast du gewonnen.',
  options: {
    width: {
      label: 'Breite',
      description: 'Breite eines erzeugten Labyrinths (Felder).',
    },
    height: {
      label: 'Höhe',
      description: 'Höhe eines erzeugten Labyrinths (Felder).',
    },
    shape: {
      label: 'Form',
      description: 'Umriss eines erzeugten Labyrinths: Rechteck, ohne Ecken oder Kreuz.',
      choices: {
        rectangle: 'Rechteck',
        'no-corners': 'Ohne Ecken',
        cross: 'Kreuz',
      },
    },
    plan: {
      label: 'Plan (JSON)',
      description:
        'Ein fester Plan (wie auf der Regelseite beschrieben) statt eines erzeugten; er muss die Prüfung bestehen.',
    },
    landmines: {
      label: 'Landminen',
      description: 'Jeder Spieler beginnt mit einer Landmine.',
    },
    weaponryMines: {
      label: 'Landminen aus der Waffenkammer',
      description: 'Eine Waffenkammer gibt einem Spieler mit leeren Händen auch eine Landmine.',
    },
    encephalitis: {
      label: 'Enzephalitis',
      description: 'Erzeugte Pläne enthalten Enzephalitis-Felder (feste Pläne legen das selbst fest).',
    },
    healMoves: {
      label: 'Züge bis zum Krankenhaus',
      description:
        'Erfolgreiche Züge, in denen ein Angesteckter ein Krankenhaus erreichen muss (leer gelassen: drei mehr als die Zahl der Spieler).',
    },
    healUnlimited: {
      label: 'Heilung ohne Frist',
      description: 'Die Zeit zur Heilung nach einer Ansteckung ist nicht begrenzt.',
    },
    nstop: {
      label: 'Runden ohne Veränderung (Nstop)',
      description:
        'Runden ohne unumkehrbare Veränderung, nach denen die Partie unentschieden endet (leer gelassen: die Zahl der Felder).',
    },
    rivers: {
      label: 'Flüsse',
      description:
        'Normale, seichte (einmal mitgerissen, dann am Ufer entlang) oder reißende (bis ins Delta mitgerissen) Flüsse.',
      choices: {
        normal: 'Normal',
        shallow: 'Seicht',
        turbulent: 'Reißend',
      },
    },
    shotRange: {
      label: 'Schussweite',
      description:
        'Wie viele Felder eine Kugel über das Feld des Schützen hinaus fliegt (leer gelassen: unbegrenzt).',
    },
    shootFromRivers: {
      label: 'Schießen aus dem Fluss',
      description: 'Schießen von Flussfeldern ist erlaubt (ausgeschaltet: „das Pulver ist nass“).',
    },
    shootThroughBuildings: {
      label: 'Schießen durch Gebäude',
      description:
        'Kugeln fliegen durch Waffenkammern und Krankenhäuser (aus ihnen heraus wird nie geschossen).',
    },
    targetedShots: {
      label: 'Gezielte Schüsse',
      description: 'Jeder Schuss nennt Zielspieler und Zielfeld; nur dieser kann getroffen werden, nur dort.',
    },
    mineVictimsReorder: {
      label: 'Neues Feld nach Minenverletzung',
      description:
        'Wer von einer Landmine verwundet wird, darf ein neues Feld bestellen (ausgeschaltet: darf er nicht).',
    },
    commonStart: {
      label: 'Gemeinsamer Start',
      description: 'Alle beginnen auf einem vom Spielleiter gewählten Feld, ohne Patronen und Granaten.',
    },
    startShared: {
      label: 'Gemeinsame Startfelder',
      description:
        'Zwei Spieler dürfen dasselbe Startfeld wählen (ausgeschaltet: solche Wahlen sind ungültig).',
    },
    startForbidden: {
      label: 'Verbotene Startfelder',
      description: 'Feldtypen, auf denen ein gewählter Start ungültig ist.',
      choices: {
        land: 'Land',
        hospital: 'Krankenhaus',
        weaponry: 'Waffenkammer',
        pit: 'Grube',
        river: 'Fluss',
        delta: 'Delta',
        encephalitis: 'Enzephalitis',
      },
    },
    allowSkip: {
      label: 'Aussetzen',
      description: 'Ein Spieler darf einen Zug aussetzen.',
    },
    allowRepeats: {
      label: 'Züge wiederholen',
      description:
        'Ein Zug, der bekanntlich nichts ändert (derselbe Zug nach „gegen eine Wand gestoßen“), darf wiederholt werden.',
    },
    blowReport: {
      label: 'Was eine Granate verrät',
      description:
        'Was über eine Granate gesagt wird: nichts, ob danach dort eine Wand steht, oder alles (keine Wand / gesprengt / hat standgehalten).',
      choices: {
        silent: 'Nichts',
        'wall-remains': 'Ob eine Wand bleibt',
        full: 'Alles',
      },
    },
    throwing: {
      label: 'Werfen',
      description:
        'Gegenstände dürfen auf Nachbarfelder geworfen werden (ausgeschaltet: nur auf dem eigenen Feld ablegen).',
    },
    mineOnNeighbour: {
      label: 'Landminen auf Nachbarfeldern',
      description:
        'Eine Landmine darf auf ein Nachbarfeld gelegt werden (ausgeschaltet: nur auf das eigene Feld).',
    },
    conditionalMoves: {
      label: 'Bedingte Züge',
      description: 'Bedingte Züge sind erlaubt.',
    },
    darkMoves: {
      label: 'Dunkle Züge',
      description: 'Dunkle Züge sind erlaubt.',
    },
    semiDarkMoves: {
      label: 'Halbdunkle Züge',
      description: 'Halbdunkle Züge sind erlaubt.',
    },
    recall: {
      label: 'Züge erfragen',
      description:
        'Nur den letzten Zug eines anderen Spielers erfragen oder das ganze öffentliche Protokoll behalten.',
      choices: {
        last: 'Nur den letzten Zug',
        full: 'Das ganze Protokoll',
      },
    },
    lastSurvivorMoves: {
      label: 'Züge für den letzten Überlebenden',
      description:
        'Züge, in denen der letzte Überlebende den echten Schatz hinaustragen muss (leer gelassen: er gewinnt sofort).',
    },
    handicaps: {
      label: 'Vorgaben (JSON)',
      description: 'Vorgaben für schwächere Spieler.',
    },
    moveSeconds: {
      label: 'Sekunden pro Zug',
      description:
        'Zeit für einen Zug im Online-Spiel; wer sie überschreitet, verliert (leer gelassen: ohne Begrenzung).',
    },
    thinkingBreaks: {
      label: 'Denkpausen',
      description:
        'Ein Spieler darf vor einem Zug eine fünfminütige Pause nehmen (erneut, sobald die Hälfte der Spieler ihre genommen hat).',
    },
    generator: {
      label: 'Grenzen des Generators (JSON)',
      description:
        'Grenzen für das erzeugte Labyrinth (Anzahl der Waffenkammern, Krankenhäuser, Gruben, Flüsse, Flussarme, Ausgänge, Wände).',
    },
    closedExits: {
      label: 'Verschlossene Ausgänge',
      description:
        'Ausgänge dürfen anfangs durch eine sprengbare Wand verschlossen sein (ausgeschaltet: jeder Ausgang ist offen).',
    },
    crossings: {
      label: 'Durchgänge',
      description:
        'Gegenüberliegende Seiten des Labyrinths sind durch Ketten von Land-, Krankenhaus-, Waffenkammer- und Deltafeldern ohne Wände verbunden.',
    },
    fakeTreasures: {
      label: 'Falsche Schätze',
      description: 'Erzeugte Pläne: Anzahl der falschen Schätze (leer gelassen: nach Wahl des Generators).',
    },
    notebook: {
      label: 'Notizbuch',
      description:
        'Jeder Spieler sieht ein Notizbuch: die Züge aller Spieler und die Antworten des Spielleiters in Spalten, so wie sie zu hören waren (Regel 6.3).',
    },
  },
  presets: {
    standard: 'Standard (alle Regeln)',
    beginner: 'Einsteiger',
    taster: 'Schnupperpartie (klein, kurz)',
  },
};

// --- Announcements

const seat = (s: number): string => `Spieler ${s + 1}`;
const cellName = (p: Point): string => `Spalte ${p.x + 1}, Zeile ${p.y + 1}`;

/** Nominative, for "Das Feld … ist ein Fluss". */
const CELL_IS: Record<CellType, string> = {
  land: 'Land',
  hospital: 'ein Krankenhaus',
  weaponry: 'eine Waffenkammer',
  pit: 'eine Grube',
  river: 'ein Fluss',
  delta: 'ein Delta',
  encephalitis: 'ein Enzephalitis-Feld',
};

/** Where one stands: "steht in einem Fluss". */
const CELL_AT: Record<CellType, string> = {
  land: 'auf Land',
  hospital: 'in einem Krankenhaus',
  weaponry: 'in einer Waffenkammer',
  pit: 'in einer Grube',
  river: 'in einem Fluss',
  delta: 'in einem Delta',
  encephalitis: 'auf einem Enzephalitis-Feld',
};

/** Where one walked: "In einen Fluss gegangen". */
const CELL_INTO: Record<CellType, string> = {
  land: 'Auf Land gegangen',
  hospital: 'In ein Krankenhaus gegangen',
  weaponry: 'In eine Waffenkammer gegangen',
  pit: 'In eine Grube gegangen',
  river: 'In einen Fluss gegangen',
  delta: 'In ein Delta gegangen',
  encephalitis: 'Auf ein Enzephalitis-Feld gegangen',
};

/** [one (nominative), one (accusative), plural]. */
const ITEM_FORMS: Record<ItemKind, readonly [string, string, string]> = {
  treasure: ['ein Schatz', 'einen Schatz', 'Schätze'],
  bullet: ['eine Patrone', 'eine Patrone', 'Patronen'],
  grenade: ['eine Granate', 'eine Granate', 'Granaten'],
  mine: ['eine Landmine', 'eine Landmine', 'Landminen'],
  corpse: ['eine Leiche', 'eine Leiche', 'Leichen'],
};

type Case = 'nom' | 'acc';

/** "einen Schatz", "2 Patronen". */
const countOf = (kind: ItemKind, n: number, c: Case): string => {
  const f = ITEM_FORMS[kind];
  return n === 1 ? f[c === 'nom' ? 0 : 1] : `${n} ${f[2]}`;
};

function foundList(f: Found, c: Case): string {
  return listFound(f, (kind, n) => countOf(kind, n, c), 'und');
}

/** "Noch 2 Patronen.", "Noch 1 Patrone.", "Keine Patronen mehr." */
const left = (n: number, one: string, many: string): string =>
  n === 0 ? `Keine ${many} mehr.` : `Noch ${n} ${n === 1 ? one : many}.`;

/** "einen Zug" / "3 Züge" (accusative). */
const moves = (n: number): string => (n === 1 ? 'einen Zug' : `${n} Züge`);

const screamsText = (n: number): string =>
  n === 0 ? 'kein Schrei zu hören' : n === 1 ? 'ein Schrei ist zu hören!' : `${n} Schreie sind zu hören!`;

/** "nach oben", "nach rechts"… */
const DIR_DE: Record<Direction, string> = {
  up: 'nach oben',
  right: 'nach rechts',
  down: 'nach unten',
  left: 'nach links',
};

/** The side as an adjective: "die obere Wand", "ins obere Feld". */
const SIDE_ADJ_DE: Record<Direction, string> = {
  up: 'obere',
  right: 'rechte',
  down: 'untere',
  left: 'linke',
};

/** The item with its article, accusative, as in "leg den Schatz ab". */
const ITEM_DEF: Record<ItemKind, string> = {
  treasure: 'den Schatz',
  corpse: 'die Leiche',
  mine: 'die Mine',
  bullet: 'eine Patrone',
  grenade: 'eine Granate',
};

/** "wenn ich …" / "wenn ich … nicht …": the subordinate clause with the verb last. */
const COND: Record<Condition, readonly [string, string]> = {
  'hit-wall': ['gegen eine Wand stoße', 'nicht gegen eine Wand stoße'],
  carried: ['von der Strömung mitgerissen werde', 'nicht von der Strömung mitgerissen werde'],
  land: ['auf Land bin', 'nicht auf Land bin'],
  hospital: ['ein Krankenhaus erreiche', 'kein Krankenhaus erreiche'],
  weaponry: ['eine Waffenkammer erreiche', 'keine Waffenkammer erreiche'],
  pit: ['in eine Grube falle', 'nicht in eine Grube falle'],
  river: ['in einen Fluss gerate', 'nicht in einen Fluss gerate'],
  delta: ['ein Delta erreiche', 'kein Delta erreiche'],
  encephalitis: ['das Enzephalitis-Feld erreiche', 'das Enzephalitis-Feld nicht erreiche'],
  outside: ['hinauskomme', 'nicht hinauskomme'],
  'found-anything': ['etwas finde', 'nichts finde'],
  'found-treasure': ['einen Schatz finde', 'keinen Schatz finde'],
  'found-bullet': ['eine Patrone finde', 'keine Patrone finde'],
  'found-grenade': ['eine Granate finde', 'keine Granate finde'],
  'found-mine': ['eine Mine finde', 'keine Mine finde'],
  'found-corpse': ['eine Leiche finde', 'keine Leiche finde'],
  healed: ['geheilt werde', 'nicht geheilt werde'],
  infected: ['mich anstecke', 'mich nicht anstecke'],
  blast: ['eine Explosion höre', 'keine Explosion höre'],
};

const REASONS: Record<string, string> = {
  'treasure-carried-out': 'der echte Schatz wurde hinausgetragen',
  'last-survivor': 'der letzte Überlebende gewinnt',
  'draw/no-change':
    'die Grenze der Runden in Folge ohne unumkehrbare Veränderung ist erreicht: unentschieden',
  'draw/all-skip': 'alle Spieler haben ausgesetzt: unentschieden',
  'draw/true-treasure-lost': 'der echte Schatz ist endgültig verloren: unentschieden',
  'draw/no-survivors': 'niemand hat überlebt: unentschieden',
  'draw/survivor-out-of-time':
    'der letzte Überlebende hat den echten Schatz nicht rechtzeitig hinausgetragen: unentschieden',
};

const events: EventPhrases = {
  'labyrinth/start-chosen': (e) => `${seat(e.seat)} hat ein Startfeld gewählt.`,
  'labyrinth/start-cell': (e) => `Du beginnst in ${cellName(e.cell)}.`,
  'labyrinth/starts-invalid': () =>
    'Der Spielleiter erklärt die Wahl der Startfelder für ungültig. Das ist normal (Regel 6.1) und verrät nichts über dein Feld: Es kommt vor, wenn zwei Spieler dasselbe Feld gewählt haben oder ein Feld, das dieser Tisch als Start nicht erlaubt, und er darf nicht sagen, welches. Alle wählen neu, jeder ein anderes Feld als zuletzt.',
  'labyrinth/peek': (e) => `Das Feld in ${cellName(e.cell)} ist ${CELL_IS[e.cellType]}.`,
  'labyrinth/started': (e) => {
    const order = e.order.map((s) => s + 1).join(', ');
    const heal =
      e.healMoves === null
        ? 'die Zeit zur Heilung von Enzephalitis ist unbegrenzt'
        : `wer angesteckt ist, hat ${e.healMoves === 1 ? 'einen erfolgreichen Zug' : `${e.healMoves} erfolgreiche Züge`}, um geheilt zu werden`;
    return `Das Spiel beginnt${e.commonStart ? ' (alle auf einem Feld, ohne Patronen und Granaten)' : ''}. Zugreihenfolge: Spieler ${order}. ${e.nstop === 1 ? 'Eine Runde' : `${e.nstop} Runden in Folge`} ohne unumkehrbare Veränderung ${e.nstop === 1 ? 'beendet' : 'beenden'} das Spiel unentschieden; ${heal}.`;
  },
  'labyrinth/start-place': (e) => {
    let t = `${seat(e.seat)} steht ${CELL_AT[e.cellType]}`;
    if (e.miteWoken) t += ', hat die Zecke geweckt';
    if (e.found) t += `, hat ${foundList(e.found, 'acc')} gefunden`;
    return `${t}.`;
  },
  'labyrinth/turn-notice': (e) => {
    if (e.notice === 'dead') return `${seat(e.seat)} ist tot.`;
    if (e.notice === 'mine-wound')
      return `${seat(e.seat)} wurde bei seinem letzten Zug von einer Landmine verwundet und kann ein neues Feld bestellen.`;
    return `${seat(e.seat)} ist verwundet${e.canReorder ? ' und kann ein neues Feld bestellen' : ''}.`;
  },
  'labyrinth/reordered': (e) => `${seat(e.seat)} hat ein neues Feld bestellt.`,
  'labyrinth/reorder-cell': (e) =>
    `Du machst in ${cellName(e.cell)} weiter, ${CELL_AT[e.cellType]}${e.healed ? `, und wurdest geheilt${e.immune ? ', jetzt immun gegen Enzephalitis' : ''}` : ''}.`,
  'labyrinth/move': (e, say) => `${seat(e.seat)}: ${say.action(e.move)}.`,
  'labyrinth/shot': (e) => {
    const head = `Schuss ${DIR_DE[e.dir]}`;
    switch (e.result) {
      case 'fired': {
        const heard = screamsText(e.screams);
        let t = `${head} – ${heard}${heard.endsWith('!') ? '' : '.'}`;
        if (
          e.atFeet &&
          e.atFeet.treasures + e.atFeet.bullets + e.atFeet.grenades + e.atFeet.mines + e.atFeet.corpses > 0
        )
          t += ` Vor deine Füße gefallen: ${foundList(e.atFeet, 'nom')}.`;
        const ground = e.ground ?? 0;
        return `${t} ${left(e.bullets, 'Patrone', 'Patronen')}${ground > 0 ? ` ${ground} ${ground === 1 ? 'liegt' : 'liegen'} noch auf dem Boden.` : ''}`;
      }
      case 'no-bullet':
        return `${head} – Pech, du hast keine Patronen.`;
      case 'from-hospital':
        return 'Im Krankenhaus ist Schießen verboten.';
      case 'from-weaponry':
        return 'In der Waffenkammer ist Schießen verboten.';
      case 'damp':
        return `${head} – das Pulver ist feucht.`;
      case 'cannot':
        return 'Wer verwundet oder angesteckt ist, kann nicht schießen.';
      case 'outside':
        return 'Außerhalb des Labyrinths gibt es nichts zu beschießen.';
    }
  },
  'labyrinth/grenade': (e) => {
    const head = capitalize(`${SIDE_ADJ_DE[e.dir]} Wand sprengen`);
    if (e.result === 'no-grenade') return `${head} – Pech, du hast keine Granaten.`;
    if (e.result === 'outside')
      return `${head} – außerhalb des Labyrinths gibt es keine Wände, die Granate ist verbraucht. ${left(e.grenades, 'Granate', 'Granaten')}`;
    const wall: Record<NonNullable<typeof e.wall>, string> = {
      remains: 'die Wand steht noch',
      gone: 'dort ist jetzt keine Wand mehr',
      none: 'dort war keine Wand',
      blown: 'die Wand wurde gesprengt',
      withstood: 'die Wand hat der Explosion standgehalten',
    };
    const w = e.wall === null ? 'erledigt' : wall[e.wall];
    return `${head} – ${w}. ${left(e.grenades, 'Granate', 'Granaten')}`;
  },
  'labyrinth/mine-set': (e) => {
    const head = e.to === 'here' ? 'Landmine hier legen' : `Landmine ins ${SIDE_ADJ_DE[e.to]} Feld legen`;
    const tail: Record<typeof e.result, string> = {
      set: 'erledigt',
      'no-mine': 'Pech, du hast keine Landmine',
      cannot: 'wer verwundet oder angesteckt ist, kann keine Landminen legen',
      outside: 'nicht außerhalb des Labyrinths',
    };
    return `${head} – ${tail[e.result]}.`;
  },
  'labyrinth/item-left': (e) => {
    const item = countOf(e.item, 1, 'acc');
    const head =
      e.to === 'here' ? capitalize(`${item} ablegen`) : capitalize(`${item} ${DIR_DE[e.to]} werfen`);
    const tail: Record<typeof e.result, string> = {
      done: 'erledigt',
      'fell-back': `${countOf(e.item, 1, 'nom')} liegt wieder vor deinen Füßen`,
      none: 'Pech, so etwas hast du nicht',
      cannot: 'wer verwundet oder angesteckt ist, kann das nicht',
      outside: 'nicht außerhalb des Labyrinths',
    };
    let t = tail[e.result];
    if (e.cremated) t += '; die Leiche wurde vom Krankenhauspersonal eingeäschert';
    return `${head} – ${t}.`;
  },
  'labyrinth/blast': (e) => {
    const head =
      e.cause === 'corpse' ? 'Die Leiche hat eine Landmine ausgelöst!' : 'Eine Landmine ist explodiert!';
    const self = e.self === 'wounded' ? ' Du bist verwundet.' : e.self === 'killed' ? ' Du bist tot.' : '';
    return `${head}${self}${e.screams > 0 ? ` ${capitalize(screamsText(e.screams))}` : ''}`;
  },
  'labyrinth/infected': (e) => {
    if (e.died)
      return 'Verwundet, wie du warst, hast du dich mit Enzephalitis angesteckt und bist gestorben.';
    return e.movesLeft === null
      ? 'Du hast dich angesteckt; such ein Krankenhaus.'
      : `Du hast dich angesteckt und musst innerhalb von ${e.movesLeft === 1 ? 'einem Zug' : `${e.movesLeft} Zügen`} geheilt werden.`;
  },
  'labyrinth/died': (e) =>
    e.cause === 'timeout'
      ? `${seat(e.seat)} hat die Bedenkzeit überschritten und ist tot.`
      : `${seat(e.seat)} hat nicht rechtzeitig ein Krankenhaus erreicht und ist gestorben.`,
  'labyrinth/lost': (e) =>
    e.reason === 'timeout'
      ? `${seat(e.seat)} hat die Bedenkzeit überschritten und verloren.`
      : `${seat(e.seat)} ist nicht ins Labyrinth zurückgekehrt und hat verloren.`,
  'labyrinth/condition': (e) =>
    `Bedingung von Aktion ${e.index + 1}: ${e.met ? 'erfüllt' : 'nicht erfüllt'}.`,
  'labyrinth/dark-done': (e) => `${seat(e.seat)}: erledigt.`,
  'labyrinth/semi-dark': (e) =>
    e.hitWall ? 'Erledigt. Du bist gegen eine Wand gestoßen.' : 'Erledigt. Gegen keine Wand gestoßen.',
  'labyrinth/skip': (e) =>
    `${seat(e.seat)} setzt aus${e.healed ? `, geheilt${e.immune ? ', jetzt immun gegen Enzephalitis' : ''}` : ''}.`,
  'labyrinth/break': (e) => `${seat(e.seat)} nimmt sich fünf Minuten Denkpause.`,
  'labyrinth/recall': (e, say) => {
    if (e.entry === null) return `${seat(e.about)} hat noch keinen Zug gemacht.`;
    const what = e.entry.action.type === 'skip' ? 'ausgesetzt' : say.action(e.entry.action);
    return `Letzter Zug von ${seat(e.about)} (Runde ${e.entry.round}): ${what}. ${say.said(e.entry.events)}`.trimEnd();
  },
  'labyrinth/nstop': (e) => {
    // The last count says only the count: the game over that follows says it is a draw, and why.
    return `${e.count === 1 ? 'Eine Runde' : `${e.count} Runden`} ohne Veränderung (von ${e.limit}).`;
  },
  'labyrinth/survivor': (e) =>
    `${seat(e.seat)} ist der letzte Überlebende und hat ${moves(e.movesLeft)}, um den echten Schatz hinauszutragen.`,
  'labyrinth/game-over': (e) => {
    const why = REASONS[e.reason] ?? e.reason;
    if (e.draw) return `Spielende: ${why}.`;
    return `Spielende: ${why}. Sieger: ${e.winners.map(seat).join(', ')}.`;
  },
};

const movement: MovementPhrases = {
  returned: 'Ins Labyrinth zurückgekehrt',
  exit: {
    true: 'Mit dem echten Schatz aus dem Labyrinth hinausgegangen – Sieg!',
    fake: 'Aus dem Labyrinth hinausgegangen – der Schatz ist zu Asche zerfallen; im nächsten Zug musst du zurückkehren',
    none: 'Aus dem Labyrinth hinausgegangen; im nächsten Zug musst du zurückkehren',
  },
  hitWall: 'Geht nicht – gegen eine Wand gestoßen',
  riverBlocked: 'Nicht geschafft, ein Fluss fließt dir entgegen',
  carriedAfterWall: (toDelta) =>
    `; von der Strömung${toDelta ? ' in ein Delta' : ' in einen Fluss'} getragen`,
  flow: (toDelta) => `Mit der Strömung${toDelta ? ' in ein Delta' : ' in einen Fluss'} gegangen`,
  looped: 'Über den Grubenkreis in die nächste Grube gelangt',
  fell: 'In eine Grube gefallen, in die nächste Grube des Kreises befördert',
  carried: (toDelta) =>
    `In einen Fluss gegangen, von der Strömung mitgerissen${toDelta ? ' bis in ein Delta' : ''}`,
  walkedAlong: (toDelta) => `Den Fluss entlang gegangen${toDelta ? ' bis in ein Delta' : ''}`,
  wokeOnArrival: 'Auf das Enzephalitis-Feld gelangt, die Zecke geweckt',
  into: CELL_INTO,
  woke: 'die Zecke geweckt',
  healed: 'geheilt',
  immune: 'jetzt immun gegen Enzephalitis',
  cremated: 'die mitgebrachte Leiche wurde eingeäschert',
  weaponry: (w) =>
    w.treasure
      ? `du hast jetzt ${countOf('bullet', w.bullets, 'acc')}, ${countOf('grenade', w.grenades, 'acc')} und einen Schatz`
      : `du hast jetzt ${countOf('bullet', w.bullets, 'acc')} und ${countOf('grenade', w.grenades, 'acc')}`,
  found: (f) => `${foundList(f, 'acc')} gefunden`,
};

const status: StatusPhrases = {
  dead: 'Du bist tot.',
  lost: 'Du bist aus dem Spiel ausgeschieden.',
  youAre: (health) => `Du bist ${health}`,
  infected: (n) => `angesteckt${n === null ? '' : `, Züge bis zur Heilung: ${n}`}`,
  wounded: 'verwundet',
  healthy: 'gesund',
  immune: 'immun gegen Enzephalitis',
  ammo: (bullets, grenades) => `Patronen: ${bullets}, Granaten: ${grenades}`,
  holding: (kind) => `du trägst ${countOf(kind, 1, 'acc')}`,
  orders: (n) => `neue Felder bestellbar: ${n}`,
  outside: 'du bist außerhalb des Labyrinths',
};

// --- Moves in words, as a player says them to the game master

const cellDe = (p: Point): string => `Spalte ${p.x + 1}, Zeile ${p.y + 1}`;

const actions: ActionPhrases = {
  join: ', dann ',
  go: (d) => `geh ${DIR_DE[d]}`,
  flow: 'geh mit der Strömung',
  loop: 'geh über den Grubenkreis',
  shoot: (d, target) =>
    target
      ? `schieß ${DIR_DE[d]} auf Spieler ${target.seat + 1} in Spalte ${target.cell.x + 1}, Zeile ${target.cell.y + 1}`
      : `schieß ${DIR_DE[d]}`,
  blow: (d) => `spreng die ${SIDE_ADJ_DE[d]} Wand`,
  mine: (to) => (to === 'here' ? 'leg hier eine Mine' : `leg eine Mine ins ${SIDE_ADJ_DE[to]} Feld`),
  leave: (item, to) =>
    to === 'here'
      ? `leg ${ITEM_DEF[item]} ab`
      : item === 'grenade'
        ? `wirf eine Granate ins ${SIDE_ADJ_DE[to]} Feld`
        : `wirf ${ITEM_DEF[item]} ${DIR_DE[to]}`,
  condition: (c) => `wenn ich ${COND[c.on][c.not ? 1 : 0]}`,
  noPickup: 'heb nichts auf',
  noRefill: 'füll nicht auf',
  treasure: (t) =>
    t === 'old'
      ? 'behalte den alten Schatz'
      : t === 'topmost'
        ? 'nimm den obersten Schatz'
        : t === 'lowest'
          ? 'nimm den untersten Schatz'
          : `nimm Schatz Nr. ${t}`,
  dark: 'sag mir das Ergebnis nicht',
  semiDark: ['sag nicht, wo ich gelandet bin', 'sag mir, ob ich gegen eine Wand gestoßen bin'],
  skip: 'Aussetzen',
  status: 'Meinen Zustand erfragen',
  pause: 'Fünf Minuten Denkpause nehmen',
  recall: (s) => `Letzten Zug von Spieler ${s + 1} erfragen`,
  start: (c) => `Startfeld: ${cellDe(c)}`,
  reorder: (c) => `Neues Feld bestellen: ${cellDe(c)}`,
  peek: (c) => `Feld erfragen: ${cellDe(c)}`,
};

// --- The terminal board

/** Cell types for "Start: …" on the board (the announcements have their own declined forms). */
const CELL_NAME: Record<CellType, string> = {
  land: 'Land',
  hospital: 'Krankenhaus',
  weaponry: 'Waffenkammer',
  pit: 'Grube',
  river: 'Fluss',
  delta: 'Delta',
  encephalitis: 'Enzephalitis-Feld',
};

const board: BoardWords = {
  title: (w: number, h: number) => `Labyrinth ${w}×${h}`,
  choose: 'Wähle dein Startfeld: „Start <Spalte> <Zeile>“.',
  round: (r: number) => `Runde ${r}`,
  toMove: (s: number) => `Spieler ${s + 1} ist am Zug`,
  nstop: (c: number, l: number) => `Runden ohne Änderung: ${c} von ${l}`,
  legend: 'S dein Startfeld, O bestellte Felder, ? Felder, nach denen du gefragt hast',
  planLegend: 'Legende',
  planMarks:
    'L Land, H Krankenhaus, W Waffenkammer, P Grube, R Fluss, D Delta, E Enzephalitis; Pa1 fällt in Pa2 (die letzte Grube einer Schleife in die erste); ^ > v < die Strömung eines Flusses; * der echte Schatz, + ein falscher; | und --- Wände; ~ ein geschlossener Ausgang (er lässt sich sprengen); eine Lücke im Umriss: ein offener Ausgang',
  you: 'Du',
  healthy: 'gesund',
  wounded: 'verwundet',
  infected: (n: number | null) =>
    n === null ? 'infiziert' : `infiziert (${n} Züge bis zu einem Krankenhaus)`,
  immune: 'immun',
  bullets: (n: number) => `${n} ${n === 1 ? 'Patrone' : 'Patronen'}`,
  grenades: (n: number) => `${n} ${n === 1 ? 'Granate' : 'Granaten'}`,
  holding: (h: string) =>
    `trägt ${h === 'mine' ? 'eine Landmine' : h === 'treasure' ? 'einen Schatz' : 'eine Leiche'}`,
  orders: (n: number) => `Feldbestellungen übrig: ${n}`,
  outside: 'außerhalb des Labyrinths',
  player: (s: number) => `Spieler ${s + 1}`,
  dead: 'tot',
  playing: 'im Spiel',
  lost: 'ausgeschieden',
  startedOn: (t: string) => `Start: ${t}`,
  planHeading: 'Der Plan des Labyrinths:',
  ended: (s: number, p: Point | null) =>
    `Spieler ${s + 1} ${p ? `endete in Spalte ${p.x + 1}, Zeile ${p.y + 1}` : 'endete außerhalb des Labyrinths'}.`,
  path: (s: number) => `Weg von Spieler ${s + 1} (Spalte Zeile):`,
  cellType: (t) => CELL_NAME[t],
};

export const de: LabyrinthLanguage = { words, events, movement, status, actions, board, reader };
