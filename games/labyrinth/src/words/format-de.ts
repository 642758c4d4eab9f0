/**
 * Actions → German, as a player would say them to the game master ("Schieß nach links, dann
 * geh nach oben"): `formatAction(a, 'de')` (menus, buttons, the text facet) and the German
 * announcements ("Spieler 1: Geh nach oben.", recalls) both come from here. The German parser
 * (`lexicon.ts` + `parse.ts`) reads every one of these sentences back:
 * `parseMove(formatAction(a, 'de'), { lang: 'de' })` is `a` (property test in words.test.ts),
 * so a change of wording here must keep the lexicon in step.
 */
import type { Direction } from '@daedalus/core';
import type { Act, ActCondition, Condition, ItemKind, LabyrinthAction, MoveAction } from '../types.ts';

/** "nach oben", "nach rechts"… */
export const DIR_DE: Record<Direction, string> = {
  up: 'nach oben',
  right: 'nach rechts',
  down: 'nach unten',
  left: 'nach links',
};

/** The side as an adjective: "die obere Wand", "ins obere Feld". */
export const SIDE_ADJ_DE: Record<Direction, string> = {
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

const conditionDe = (c: ActCondition): string => `wenn ich ${COND[c.on][c.not ? 1 : 0]}`;

function actDe(a: Act): string {
  const body = ((): string => {
    switch (a.do) {
      case 'shoot': {
        const shot = `schieß ${DIR_DE[a.dir]}`;
        if (!a.target) return shot;
        const { seat, cell } = a.target;
        return `${shot} auf Spieler ${seat + 1} in Spalte ${cell.x + 1}, Zeile ${cell.y + 1}`;
      }
      case 'blow':
        return `spreng die ${SIDE_ADJ_DE[a.dir]} Wand`;
      case 'mine':
        return a.to === 'here' ? 'leg hier eine Mine' : `leg eine Mine ins ${SIDE_ADJ_DE[a.to]} Feld`;
      case 'leave':
        if (a.to === 'here') return `leg ${ITEM_DEF[a.item]} ab`;
        if (a.item === 'grenade') return `wirf eine Granate ins ${SIDE_ADJ_DE[a.to]} Feld`;
        return `wirf ${ITEM_DEF[a.item]} ${DIR_DE[a.to]}`;
    }
  })();
  return a.if ? `${conditionDe(a.if)}, ${body}` : body;
}

/** "Spreng die obere Wand, dann geh nach oben (heb nichts auf)". */
export function moveDe(m: MoveAction): string {
  const movement =
    m.movement === 'flow'
      ? 'geh mit der Strömung'
      : m.movement === 'loop'
        ? 'geh über den Grubenkreis'
        : `geh ${DIR_DE[m.movement]}`;
  const before = (m.before ?? []).map(actDe).join(', ');
  let text = before ? `${before}, dann ${movement}` : movement;
  if (m.after?.length) text += `, dann ${m.after.map(actDe).join(', ')}`;
  const flags: string[] = [];
  if (m.pickup === false) flags.push('heb nichts auf');
  if (m.refill === false) flags.push('füll nicht auf');
  if (m.treasure !== undefined) {
    const t = m.treasure;
    flags.push(
      t === 'old'
        ? 'behalte den alten Schatz'
        : t === 'topmost'
          ? 'nimm den obersten Schatz'
          : t === 'lowest'
            ? 'nimm den untersten Schatz'
            : `nimm Schatz Nr. ${t}`,
    );
  }
  if (m.report === 'dark') flags.push('sag mir das Ergebnis nicht');
  if (m.report === 'semi-dark') {
    flags.push('sag nicht, wo ich gelandet bin');
    flags.push('sag mir, ob ich gegen eine Wand gestoßen bin');
  }
  if (flags.length) text += ` (${flags.join('; ')})`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const cellDe = (p: { x: number; y: number }): string => `Spalte ${p.x + 1}, Zeile ${p.y + 1}`;

/** Any action as a German label: "Startfeld: Spalte 2, Zeile 3", "Aussetzen", a move as above. */
export function formatActionDe(action: LabyrinthAction): string {
  switch (action.type) {
    case 'move':
      return moveDe(action);
    case 'start':
      return `Startfeld: ${cellDe(action.cell)}`;
    case 'reorder':
      return `Neues Feld bestellen: ${cellDe(action.cell)}`;
    case 'peek':
      return `Feld erfragen: ${cellDe(action.cell)}`;
    case 'skip':
      return 'Aussetzen';
    case 'status':
      return 'Meinen Zustand erfragen';
    case 'break':
      return 'Fünf Minuten Denkpause nehmen';
    case 'recall':
      return `Letzten Zug von Spieler ${action.seat + 1} erfragen`;
  }
}
