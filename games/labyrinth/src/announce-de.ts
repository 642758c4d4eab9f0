/**
 * The game master's words in German (B.2–B.6), in the terse style of the original:
 * "Auf Land gegangen, einen Schatz gefunden", "Geht nicht – gegen eine Wand gestoßen",
 * "In einen Fluss gegangen, von der Strömung mitgerissen", "Ein Schrei ist zu hören!".
 * The game master says "du" to the players, as German board games do.
 * Terms: Feld (cell), Land, Krankenhaus, Waffenkammer, Grube, Fluss, Delta,
 * Enzephalitis-Feld, Zecke (mite), Schatz, Patrone, Granate, Landmine, Leiche, Spielleiter.
 */
import type { Point } from '@daedalus/core';
import { listFound } from './phrases.ts';
import type { CellType } from './plan/types.ts';
import type { Found, ItemKind, LabyrinthEvent, StatusSnapshot } from './types.ts';
import { DIR_DE, moveDe, SIDE_ADJ_DE } from './words/format-de.ts';

type Ev<T extends LabyrinthEvent['type']> = Extract<LabyrinthEvent, { type: T }>;

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

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const low = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);

function movementText(e: Ev<'labyrinth/movement'>): string {
  const parts: string[] = [];
  if (e.returned) parts.push('Ins Labyrinth zurückgekehrt');
  if (e.exit !== null) {
    if (e.exit === 'true') return 'Mit dem echten Schatz aus dem Labyrinth hinausgegangen – Sieg!';
    if (e.exit === 'fake')
      return 'Aus dem Labyrinth hinausgegangen – der Schatz ist zu Asche zerfallen; im nächsten Zug musst du zurückkehren';
    return 'Aus dem Labyrinth hinausgegangen; im nächsten Zug musst du zurückkehren';
  }
  const type = e.cellType;
  const toWhere = type === 'delta' ? ' in ein Delta' : ' in einen Fluss';
  if (e.hitWall) {
    let t = e.riverBlocked
      ? 'Nicht geschafft, ein Fluss fließt dir entgegen'
      : 'Geht nicht – gegen eine Wand gestoßen';
    if (e.carried) t += `; von der Strömung${toWhere} getragen`;
    parts.push(t);
  } else if (e.movement === 'flow') {
    parts.push(`Mit der Strömung${toWhere} gegangen`);
  } else if (e.looped) {
    parts.push('Über den Grubenkreis in die nächste Grube gelangt');
  } else if (e.fellIntoPit) {
    parts.push('In eine Grube gefallen, in die nächste Grube des Kreises befördert');
  } else if (e.carried) {
    parts.push(
      `In einen Fluss gegangen, von der Strömung mitgerissen${type === 'delta' ? ' bis in ein Delta' : ''}`,
    );
  } else if (e.walkedAlong) {
    parts.push(`Den Fluss entlang gegangen${type === 'delta' ? ' bis in ein Delta' : ''}`);
  } else if (type === 'encephalitis' && e.miteWoken) {
    parts.push('Auf das Enzephalitis-Feld gelangt, die Zecke geweckt');
  } else if (type !== null) parts.push(CELL_INTO[type]);
  if (e.miteWoken && (e.hitWall || e.carried || e.fellIntoPit || e.looped || e.movement === 'flow'))
    parts.push('die Zecke geweckt');
  if (e.healed) parts.push('geheilt');
  if (e.immune) parts.push('jetzt immun gegen Enzephalitis');
  if (e.cremated) parts.push('die mitgebrachte Leiche wurde eingeäschert');
  if (e.weaponry !== null) {
    const w = e.weaponry;
    parts.push(
      w.treasure
        ? `du hast jetzt ${countOf('bullet', w.bullets, 'acc')}, ${countOf('grenade', w.grenades, 'acc')} und einen Schatz`
        : `du hast jetzt ${countOf('bullet', w.bullets, 'acc')} und ${countOf('grenade', w.grenades, 'acc')}`,
    );
  }
  if (e.found !== null) parts.push(`${foundList(e.found, 'acc')} gefunden`);
  return parts.map((p, i) => (i === 0 ? p : low(p))).join(', ');
}

function statusText(st: StatusSnapshot): string {
  if (st.condition === 'dead') return 'Du bist tot.';
  if (st.condition === 'lost') return 'Du bist aus dem Spiel ausgeschieden.';
  const health = st.infected
    ? `angesteckt${st.movesToHeal === null ? '' : `, Züge bis zur Heilung: ${st.movesToHeal}`}`
    : st.health === 'wounded'
      ? 'verwundet'
      : 'gesund';
  const parts = [`Du bist ${health}`];
  if (st.immune) parts.push('immun gegen Enzephalitis');
  parts.push(`Patronen: ${st.bullets}, Granaten: ${st.grenades}`);
  if (st.holding !== null) parts.push(`du trägst ${countOf(st.holding, 1, 'acc')}`);
  parts.push(`neue Felder bestellbar: ${st.reordersLeft + st.extraReorders}`);
  if (st.outside) parts.push('du bist außerhalb des Labyrinths');
  return `${parts.join('; ')}.`;
}

const REASONS: Record<string, string> = {
  'treasure-carried-out': 'der echte Schatz wurde hinausgetragen',
  'last-survivor': 'der letzte Überlebende gewinnt',
  'draw/no-change': 'Nstop Runden ohne unumkehrbare Veränderung: unentschieden',
  'draw/all-skip': 'alle Spieler haben ausgesetzt: unentschieden',
  'draw/true-treasure-lost': 'der echte Schatz ist endgültig verloren: unentschieden',
  'draw/no-survivors': 'niemand hat überlebt: unentschieden',
  'draw/survivor-out-of-time':
    'der letzte Überlebende hat den echten Schatz nicht rechtzeitig hinausgetragen: unentschieden',
};

function shotText(e: Ev<'labyrinth/shot'>): string {
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
}

function grenadeText(e: Ev<'labyrinth/grenade'>): string {
  const head = cap(`${SIDE_ADJ_DE[e.dir]} Wand sprengen`);
  if (e.result === 'no-grenade') return `${head} – Pech, du hast keine Granaten.`;
  if (e.result === 'outside') return 'Außerhalb des Labyrinths gibt es keine Wände.';
  const wall: Record<NonNullable<typeof e.wall>, string> = {
    remains: 'die Wand steht noch',
    gone: 'dort ist jetzt keine Wand mehr',
    none: 'dort war keine Wand',
    blown: 'die Wand wurde gesprengt',
    withstood: 'die Wand hat der Explosion standgehalten',
  };
  const w = e.wall === null ? 'erledigt' : wall[e.wall];
  return `${head} – ${w}. ${left(e.grenades, 'Granate', 'Granaten')}`;
}

function itemLeftText(e: Ev<'labyrinth/item-left'>): string {
  const item = countOf(e.item, 1, 'acc');
  const head = e.to === 'here' ? cap(`${item} ablegen`) : cap(`${item} ${DIR_DE[e.to]} werfen`);
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
}

export function describeEventDe(e: LabyrinthEvent): string {
  switch (e.type) {
    case 'labyrinth/start-chosen':
      return `${seat(e.seat)} hat ein Startfeld gewählt.`;
    case 'labyrinth/start-cell':
      return `Du beginnst in ${cellName(e.cell)}.`;
    case 'labyrinth/starts-invalid':
      return 'Der Spielleiter erklärt die Wahl der Startfelder für ungültig: Alle wählen neu, jeder ein anderes Feld.';
    case 'labyrinth/peek':
      return `Das Feld in ${cellName(e.cell)} ist ${CELL_IS[e.cellType]}.`;
    case 'labyrinth/started': {
      const order = e.order.map((s) => s + 1).join(', ');
      const heal =
        e.healMoves === null
          ? 'die Zeit zur Heilung von Enzephalitis ist unbegrenzt'
          : `wer angesteckt ist, hat ${e.healMoves === 1 ? 'einen erfolgreichen Zug' : `${e.healMoves} erfolgreiche Züge`}, um geheilt zu werden`;
      return `Das Spiel beginnt${e.commonStart ? ' (alle auf einem Feld, ohne Patronen und Granaten)' : ''}. Zugreihenfolge: Spieler ${order}. Nstop beträgt ${e.nstop} ${e.nstop === 1 ? 'Runde' : 'Runden'}; ${heal}.`;
    }
    case 'labyrinth/start-place': {
      let t = `${seat(e.seat)} steht ${CELL_AT[e.cellType]}`;
      if (e.miteWoken) t += ', hat die Zecke geweckt';
      if (e.found) t += `, hat ${foundList(e.found, 'acc')} gefunden`;
      return `${t}.`;
    }
    case 'labyrinth/turn-notice':
      if (e.notice === 'dead') return `${seat(e.seat)} ist tot.`;
      if (e.notice === 'mine-wound')
        return `${seat(e.seat)} wurde bei seinem letzten Zug von einer Landmine verwundet und kann ein neues Feld bestellen.`;
      return `${seat(e.seat)} ist verwundet${e.canReorder ? ' und kann ein neues Feld bestellen' : ''}.`;
    case 'labyrinth/reordered':
      return `${seat(e.seat)} hat ein neues Feld bestellt.`;
    case 'labyrinth/reorder-cell':
      return `Du machst in ${cellName(e.cell)} weiter.`;
    case 'labyrinth/move':
      return `${seat(e.seat)}: ${moveDe(e.move)}.`;
    case 'labyrinth/shot':
      return shotText(e);
    case 'labyrinth/grenade':
      return grenadeText(e);
    case 'labyrinth/mine-set': {
      const head = e.to === 'here' ? 'Landmine hier legen' : `Landmine ins ${SIDE_ADJ_DE[e.to]} Feld legen`;
      const tail: Record<typeof e.result, string> = {
        set: 'erledigt',
        'no-mine': 'Pech, du hast keine Landmine',
        cannot: 'wer verwundet oder angesteckt ist, kann keine Landminen legen',
        outside: 'nicht außerhalb des Labyrinths',
      };
      return `${head} – ${tail[e.result]}.`;
    }
    case 'labyrinth/item-left':
      return itemLeftText(e);
    case 'labyrinth/movement': {
      const t = movementText(e);
      return t.endsWith('!') ? t : `${t}.`;
    }
    case 'labyrinth/blast': {
      const head =
        e.cause === 'corpse' ? 'Die Leiche hat eine Landmine ausgelöst!' : 'Eine Landmine ist explodiert!';
      const self = e.self === 'wounded' ? ' Du bist verwundet.' : e.self === 'killed' ? ' Du bist tot.' : '';
      return `${head}${self}${e.screams > 0 ? ` ${cap(screamsText(e.screams))}` : ''}`;
    }
    case 'labyrinth/infected':
      if (e.died)
        return 'Verwundet, wie du warst, hast du dich mit Enzephalitis angesteckt und bist gestorben.';
      return e.movesLeft === null
        ? 'Du hast dich angesteckt; such ein Krankenhaus.'
        : `Du hast dich angesteckt und musst innerhalb von ${e.movesLeft === 1 ? 'einem Zug' : `${e.movesLeft} Zügen`} geheilt werden.`;
    case 'labyrinth/died':
      return e.cause === 'timeout'
        ? `${seat(e.seat)} hat die Bedenkzeit überschritten und ist tot.`
        : `${seat(e.seat)} hat nicht rechtzeitig ein Krankenhaus erreicht und ist gestorben.`;
    case 'labyrinth/lost':
      return e.reason === 'timeout'
        ? `${seat(e.seat)} hat die Bedenkzeit überschritten und verloren.`
        : `${seat(e.seat)} ist nicht ins Labyrinth zurückgekehrt und hat verloren.`;
    case 'labyrinth/condition':
      return `Bedingung von Aktion ${e.index + 1}: ${e.met ? 'erfüllt' : 'nicht erfüllt'}.`;
    case 'labyrinth/dark-done':
      return `${seat(e.seat)}: erledigt.`;
    case 'labyrinth/semi-dark':
      return e.hitWall
        ? 'Erledigt. Du bist gegen eine Wand gestoßen.'
        : 'Erledigt. Gegen keine Wand gestoßen.';
    case 'labyrinth/skip':
      return `${seat(e.seat)} setzt aus${e.healed ? `, geheilt${e.immune ? ', jetzt immun gegen Enzephalitis' : ''}` : ''}.`;
    case 'labyrinth/status':
      return statusText(e.status);
    case 'labyrinth/break':
      return `${seat(e.seat)} nimmt sich fünf Minuten Denkpause.`;
    case 'labyrinth/recall': {
      if (e.entry === null) return `${seat(e.about)} hat noch keinen Zug gemacht.`;
      const said = e.entry.events
        .filter((x) => x.type !== 'labyrinth/move')
        .map(describeEventDe)
        .join(' ');
      const what = e.entry.action.type === 'skip' ? 'ausgesetzt' : moveDe(e.entry.action);
      return `Letzter Zug von ${seat(e.about)} (Runde ${e.entry.round}): ${what}. ${said}`.trimEnd();
    }
    case 'labyrinth/nstop': {
      const end = e.count >= e.limit;
      return `${e.count === 1 ? 'Eine Runde' : `${e.count} Runden`} ohne Veränderung${end ? ' – das Spiel endet unentschieden!' : ` (von ${e.limit}).`}`;
    }
    case 'labyrinth/survivor':
      return `${seat(e.seat)} ist der letzte Überlebende und hat ${moves(e.movesLeft)}, um den echten Schatz hinauszutragen.`;
    case 'labyrinth/game-over': {
      const why = REASONS[e.reason] ?? e.reason;
      if (e.draw) return `Spielende: ${why}.`;
      return `Spielende: ${why}. Sieger: ${e.winners.map(seat).join(', ')}.`;
    }
  }
}
