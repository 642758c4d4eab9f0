/** Das Schneckenlabyrinth auf Deutsch. */
import type { GameWords } from '@daedalus/core';
import { cellName } from '../cells.ts';
import type { Mode, SlugsEvent } from '../types.ts';
import { cellList, orList, type SlugsWords } from './words.ts';

const game: GameWords = {
  name: 'Das Schneckenlabyrinth',
  summary:
    'Rundenbasierte Labyrinth-Verteidigung: Versperre den Schnecken mit Wänden den Weg, bis sie in Tötungsmaschinen kriechen — allein, im Duell oder als Begleiter eines verängstigten Helden durch eine Kampagne von Räumen.',
  howToPlay:
    'Schnecken kriechen durch das Labyrinth auf deine Basis zu. In jeder Runde darfst du eine Wand setzen, dann handelt jede Schnecke einmal: Sie wählt einen Weg (möglichst wenige Wände, dann der kürzeste), kriecht ein Feld weiter oder löst eine Wand auf ihrem Weg auf — die Wand kommt zwei Runden später zu dir zurück. Die Schnecken sehen die Tötungsmaschinen nicht: Locke jede Schnecke in eine, dann gewinnst du; erreicht eine deine Basis, verlierst du. Im Duell verteidigt jeder eine Basis und darf auch die Schnecken des anderen lenken. In der Eskorte bestellst du Wände (je mehr auf einmal, desto später erscheinen sie), bindest den Helden los und hältst die Schnecken von ihm fern, während er den Ausgang sucht; sieht er eine Schnecke, gerät er in Panik.',
  options: {
    mode: {
      label: 'Spielart',
      description:
        'Verteidigung (allein gegen die Schnecken), Duell (zwei Spieler mit je einer Basis und eigenen Schnecken) oder Eskorte (den Helden durch eine Kampagne von Räumen führen). Ohne Angabe: was der Level vorsieht — allein Verteidigung, zu zweit ein Duell.',
      choices: { defence: 'Verteidigung', duel: 'Duell', escort: 'Eskorte' },
      unset: 'Wie der Level es vorsieht',
    },
    level: {
      label: 'Level',
      description:
        'Ein Level nach Namen (defence-1 bis defence-6, duel-1 bis duel-4, escort), „random“ für einen neuen, aus dem Startwert des Spiels erzeugten Level, oder ein eigener Level als Text. Leer: der erste Level der Spielart.',
    },
    hidePaths: {
      label: 'Wege der Schnecken verbergen',
      description:
        'Die geplanten Wege der Schnecken werden nicht gezeigt: Du musst selbst herausfinden, wohin sie wollen.',
    },
    turnLimit: {
      label: 'Rundenlimit',
      description:
        'So viele Runden darf eine Karte (jeder Raum einer Kampagne) dauern; danach endet das Spiel unentschieden.',
    },
  },
  presets: {
    taster: 'Schnupperrunde (25 Runden)',
    defence: 'Verteidigung',
    duel: 'Duell',
    escort: 'Eskorte-Kampagne',
    blind: 'Verborgene Wege',
    generated: 'Zufälliger Level',
  },
};

/** Die Namen der mitgelieferten Level und der Kampagne, nach ihrem englischen Namen. */
const SHIPPED_NAMES: Readonly<Record<string, string>> = {
  'First Light': 'Morgengrauen',
  'Side Doors': 'Seitentüren',
  'The Long Way': 'Der lange Weg',
  Crossroads: 'Die Kreuzung',
  Latecomers: 'Nachzügler',
  'The Swarm': 'Der Schwarm',
  Mirror: 'Spiegelbild',
  'Twin Corridors': 'Zwillingsgänge',
  'Cross Fire': 'Kreuzfeuer',
  'Two by Two': 'Paarweise',
  'Out of the Lab': 'Flucht aus dem Labor',
  'The Post': 'Der Pfahl',
  'Two Gates': 'Zwei Tore',
  Columns: 'Säulenreihen',
  Hunters: 'Jäger',
  'The Long Hall': 'Die lange Halle',
  Untitled: 'Ohne Titel',
  'Random defence': 'Zufällige Verteidigung',
  'Random duel': 'Zufälliges Duell',
  'Random campaign': 'Zufällige Kampagne',
};

/** A level's name as shown: a shipped or generated one's translated, any other as written. */
const levelName = (name: string | undefined): string => {
  if (name === undefined) return '';
  const room = /^Room (\d+)$/.exec(name);
  return room ? `Raum ${room[1]}` : (SHIPPED_NAMES[name] ?? name);
};

const player = (seat: number | undefined): string => `Spieler ${(seat ?? 0) + 1}`;
const slug = (id: number | undefined): string => `Schnecke ${(id ?? 0) + 1}`;
const walls = (n: number): string => `${n} ${n === 1 ? 'Wand' : 'Wände'}`;
const name = (p: { x: number; y: number } | undefined): string => (p ? cellName(p) : '?');

function event(e: SlugsEvent, mode: Mode): string {
  switch (e.type) {
    case 'wall/placed':
      return `${player(e.seat)} setzt eine Wand auf ${name(e.at)}.`;
    case 'wall/ordered':
      return `${player(e.seat)} bestellt ${walls(e.cells?.length ?? 0)} auf ${cellList(e.cells, cellName)}; sie erscheinen am Ende von Runde ${e.turn}.`;
    case 'wall/appeared':
      return `${(e.cells?.length ?? 0) === 1 ? 'Eine Wand erscheint' : 'Wände erscheinen'} auf ${cellList(e.cells, cellName)}.`;
    case 'wall/blocked':
      return `Die Wand für ${name(e.at)} kann dort nicht erscheinen, weil jemand dort steht; sie kommt zurück in den Vorrat.`;
    case 'wall/returned':
      return `${walls(e.count ?? 1)} ${(e.count ?? 1) === 1 ? 'kommt' : 'kommen'} zurück in den Vorrat von ${player(e.seat)}.`;
    case 'player/waited':
      return `${player(e.seat)} wartet.`;
    case 'hero/untied':
      return 'Der Held ist losgebunden.';
    case 'slug/woke':
      return `${slug(e.slug)} erwacht auf ${name(e.at)}.`;
    case 'slug/decided': {
      const way =
        e.length === undefined
          ? 'einen Weg'
          : `einen Weg von ${e.length} ${e.length === 1 ? 'Feld' : 'Feldern'}${e.walls ? ` durch ${walls(e.walls)}` : ''}`;
      return e.early
        ? `${slug(e.slug)} merkt, dass sich ihr Weg verändert hat, und wählt neu: ${way}.`
        : `${slug(e.slug)} wählt ${way}.`;
    }
    case 'slug/no-path':
      return `${slug(e.slug)} findet keinen Weg zum Helden und wartet.`;
    case 'slug/moved':
      return `${slug(e.slug)} kriecht von ${name(e.from)} nach ${name(e.to)}.`;
    case 'slug/evaporated':
      return `${slug(e.slug)} löst die Wand auf ${name(e.at)} auf; sie kommt am Ende von Runde ${e.turn} zu ${player(e.seat)} zurück.`;
    case 'slug/killed':
      return `${slug(e.slug)} kriecht in die Tötungsmaschine auf ${name(e.at)} und stirbt.`;
    case 'slug/reached-base':
      return mode === 'duel'
        ? `${slug(e.slug)} erreicht die Basis von ${player(e.seat)}!`
        : `${slug(e.slug)} erreicht die Basis!`;
    case 'slug/caught-hero':
      return `${slug(e.slug)} erwischt den Helden auf ${name(e.at)}!`;
    case 'hero/moved':
      return e.reason === 'to-exit'
        ? `Der Held geht nach ${name(e.to)}, auf den Ausgang zu.`
        : e.reason === 'fleeing'
          ? `Der Held flieht vor der Schnecke nach ${name(e.to)}.`
          : `Der Held flieht vor der Stelle, an der er zuletzt eine Schnecke sah, nach ${name(e.to)}.`;
    case 'hero/stayed':
      return e.reason === 'lying'
        ? 'Der Held liegt am Boden und schreit.'
        : e.reason === 'cornered'
          ? `Der Held sitzt auf ${name(e.at)} in der Falle.`
          : e.reason === 'no-way-out'
            ? 'Der Held findet keinen Weg zum Ausgang und bleibt stehen.'
            : 'Der Held ist vor Angst wie gelähmt.';
    case 'hero/stress':
      return `Der Stress des Helden ${(e.count ?? 0) > 0 ? 'steigt' : 'sinkt'} auf ${e.stress}.`;
    case 'room/left':
      return `Der Held verlässt „${levelName(e.name)}“.`;
    case 'room/entered':
      return e.room === 0 ? `${levelName(e.name)}.` : `Raum ${(e.room ?? 0) + 1}: ${levelName(e.name)}.`;
    case 'game/over':
      return over(e.reason ?? '', e.winners ?? [], mode);
  }
}

function over(reason: string, winners: readonly number[], mode: Mode): string {
  switch (reason) {
    case 'all-slugs-dead':
      return mode === 'duel'
        ? `Alle Schnecken von ${player(winners[0])} sind tot: ${player(winners[0])} gewinnt!`
        : 'Alle Schnecken sind tot: Du gewinnst!';
    case 'slug-reached-base':
      return mode === 'duel'
        ? `${player(winners[0])} gewinnt.`
        : 'Eine Schnecke hat die Basis erreicht: Das Spiel ist verloren.';
    case 'hero-caught':
      return 'Der Held wurde erwischt: Die Eskorte ist gescheitert.';
    case 'campaign-won':
      return 'Der Held ist draußen: Die Kampagne ist gewonnen!';
    default:
      return 'Das Rundenlimit ist erreicht: unentschieden.';
  }
}

export const de: SlugsWords = {
  game,
  event,
  moves: { wall: 'Wand auf', walls: 'Wände auf', untie: 'losbinden', wait: 'warten' },
  board: {
    legend: [
      'Legende: # Wand des Levels, + Wand von Spieler 1 (oder deine), = Wand von Spieler 2, o Wand unterwegs,',
      '         X Tötungsmaschine, A B Basen, a b Schnecken auf dem Weg zu Basis A oder B, h Schnecke auf Heldenjagd,',
      '         H der Held, E Ausgangstür, D Eingangstür, : geplanter Weg einer Schnecke, ? wo der Held zuletzt eine Schnecke sah.',
    ],
    heading: (turn, limit, name, room, rooms) =>
      `Runde ${turn} von ${limit} · ${levelName(name)}${rooms > 1 ? ` (Raum ${room + 1} von ${rooms})` : ''}`,
    owner: (seat, mode) =>
      mode === 'duel' ? `Spieler ${seat + 1} (Basis ${seat === 0 ? 'A' : 'B'})` : 'Wände',
    inStock: (n) => `${n} im Vorrat`,
    comingBack: 'kommen zurück: ',
    backAt: (count, turn) => `${count} am Ende von Runde ${turn}`,
    transit: (cells, turn) => `Wände unterwegs nach ${cells}: sie erscheinen am Ende von Runde ${turn}`,
    slug: {
      head: (id, letter, cell) => `Schnecke ${id + 1} (${letter}) auf ${cell}`,
      dead: (id) => `Schnecke ${id + 1}: tot`,
      asleep: (wakes) => `schläft, erwacht in Runde ${wakes}`,
      deciding: 'wählt als Nächstes ihren Weg',
      following: 'folgt ihrem Weg',
      stepsLeft: (n) => `noch ${n} ${n === 1 ? 'Schritt' : 'Schritte'} bis zur nächsten Wahl`,
      next: (cell) => `als Nächstes ${cell}`,
      toEat: (n) => `${walls(n)} aufzulösen`,
    },
    hero: {
      at: (cell) => `Held auf ${cell}`,
      tied: 'an den Pfahl gebunden',
      stress: (bar, n) => `Stress ${bar} ${n}/5`,
      sees: 'sieht eine Schnecke',
      seesNone: 'sieht keine Schnecke',
      lastSaw: (cell) => `sah zuletzt eine auf ${cell}`,
      moods: {
        tied: 'wartet darauf, losgebunden zu werden',
        lying: 'liegt schreiend am Boden',
        'to-exit': 'geht zum Ausgang',
        fleeing: 'flieht vor der Schnecke',
        'fleeing-place': 'flieht vor der Stelle, wo er sie sah',
        frozen: 'vor Angst wie gelähmt',
      },
    },
    toAct: (seat, mode) => (mode === 'duel' ? `Spieler ${seat + 1} ist am Zug.` : 'Du bist am Zug.'),
    result: (r, mode) => over(r.reason, r.winners, mode),
    hiddenPaths: 'Die Wege der Schnecken sind an diesem Tisch verborgen.',
    levelName,
    shippedNotes: {
      'The slug takes the shortest open way. One wall, well placed, turns it onto the machine.':
        'Die Schnecke nimmt den kürzesten offenen Weg. Eine gut gesetzte Wand lenkt sie auf die Maschine.',
      'Three slugs, three machines. Block the short ways and they take the long ones.':
        'Drei Schnecken, drei Maschinen. Versperre die kurzen Wege, dann nehmen sie die langen.',
      'A bigger maze. The slugs wake one by one: watch where each is heading.':
        'Ein größeres Labyrinth. Die Schnecken wachen eine nach der anderen auf: achte darauf, wohin jede will.',
      'The ways cross in the middle; a wall there turns more than one slug.':
        'Die Wege kreuzen sich in der Mitte; eine Wand dort lenkt mehr als eine Schnecke um.',
      'Walls come back two turns after a slug eats them: use them again.':
        'Wände kommen zwei Runden, nachdem eine Schnecke sie gefressen hat, zurück: setze sie wieder ein.',
      'Three hungry slugs and a machine in a far corner. Patience.':
        'Drei hungrige Schnecken und eine Maschine in einer fernen Ecke. Geduld.',
      "Each slug takes the short way to its base. Turn yours onto a machine — or open the way for the other's.":
        'Jede Schnecke nimmt den kurzen Weg zu ihrer Basis. Lenke deine auf eine Maschine — oder öffne der anderen den Weg.',
      'Four machines, one slug each. The first to turn their slug onto one wins.':
        'Vier Maschinen, eine Schnecke für jeden. Wer seine Schnecke zuerst auf eine lenkt, gewinnt.',
      'Two slugs each, the second waking late. Open the other’s way while you close yours.':
        'Zwei Schnecken für jeden, die zweite wacht spät auf. Öffne den Weg des anderen, während du deinen schließt.',
      'A wide maze and two slugs each; every wall you place may help your rival too.':
        'Ein weites Labyrinth und zwei Schnecken für jeden; jede Wand, die du setzt, kann auch deinem Gegner helfen.',
      'Untie him. Once he is calm he walks to the exit by himself.':
        'Binde ihn los. Sobald er ruhig ist, geht er von allein zum Ausgang.',
      'Cut the slug’s way before it finds him, and keep it out of his sight.':
        'Schneide der Schnecke den Weg ab, bevor sie ihn findet, und halte sie aus seinem Blickfeld.',
      'Two rows of pillars. Walls take a turn to come: order them early.':
        'Zwei Reihen Säulen. Wände brauchen eine Runde, bis sie kommen: bestelle sie früh.',
      'A second slug wakes later. Keep a wall for it.':
        'Eine zweite Schnecke wacht später auf. Behalte eine Wand für sie.',
      'Two slugs between him and the door. The last room.':
        'Zwei Schnecken zwischen ihm und der Tür. Der letzte Raum.',
    },
  },
  typed: {
    wall: ['wand', 'wände', 'waende', 'mauer', 'setze'],
    untie: ['losbinden', 'befreien', 'losmachen'],
    wait: ['warten', 'passen', 'weiter'],
    at: ['auf', 'bei', 'an', 'nach'],
  },
  parse: {
    empty: (moves) => `Gib einen Zug ein: ${moves}.`,
    unknown: (word, moves) => `„${word}“ ist kein Zug: gib ${moves} ein.`,
    noCell: (word) =>
      `„${word}“ ist kein Feld: nenne einen Spaltenbuchstaben und eine Zeilennummer, etwa c4.`,
    either: (moves) =>
      orList(
        moves.map((m) => `„${m}“`),
        'oder',
      ),
  },
};
