/**
 * The Labyrinth read in German: the words of moves with their common forms (geh, gehe,
 * gehen…), matched with umlauts and ß folded (ä = ae, ß = ss), so "schieße" and "schiesse"
 * are one word; German word order (the verb anywhere, a condition after its action:
 * "schieß nach oben, wenn ich einen Schatz finde"); and what the reader answers when it does
 * not understand. It reads every sentence `lang/de.ts` writes for an action.
 */

import type { Reader, Token } from '../text/language.ts';
import type { ActCondition, Condition } from '../types.ts';

/** Folds German spelling: lower case, ä → ae, ö → oe, ü → ue, ß → ss. */
const foldDe = (word: string): string =>
  word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

const DE: Record<string, Token> = {};
const add = (words: string, token: Token) => {
  for (const w of words.split(' ')) DE[foldDe(w)] = token;
};
add(
  'oben hoch hinauf herauf rauf aufwärts nord norden obere oberen oberer oberes oberem oberste obersten oberster',
  { kind: 'dir', dir: 'up' },
);
add(
  'unten runter hinunter herunter hinab abwärts süd süden untere unteren unterer unteres unterem unterste untersten unterster',
  { kind: 'dir', dir: 'down' },
);
add('links linke linken linker linkes linkem west westen', { kind: 'dir', dir: 'left' });
add('rechts rechte rechten rechter rechtes rechtem ost osten', { kind: 'dir', dir: 'right' });
add('geh gehe gehen gehst geht lauf laufe laufen läuft beweg bewege bewegen zieh ziehe ziehen', {
  kind: 'go',
});
// "mit der Strömung", "stromabwärts". Not "gegen": "geh gegen die Strömung" is refused, not read as the flow.
add('strömung strom stroms stromabwärts flussabwärts', { kind: 'flow' });
add('grubenkreis grubenkreises kreis schleife', { kind: 'loop' });
add('schieß schieße schießen schießt schuss feuer feuere feuern', { kind: 'shoot' });
add('spreng sprenge sprengen sprengt', { kind: 'blow' });
add('granate granaten handgranate', { kind: 'grenade' });
add('mine minen landmine landminen', { kind: 'mine' });
// "leg den Schatz ab" leaves it; "leg eine Mine" (without "ab") sets a landmine.
add('ab ablegen hinlegen hin lass lasse lassen dalassen zurücklassen', { kind: 'leave' });
add('wirf werfe werfen wirft werf schmeiß schmeiße schmeißen', { kind: 'throw' });
add('schatz schätze schatzes', { kind: 'item', item: 'treasure' });
add('leiche leichen leichnam tote toten', { kind: 'item', item: 'corpse' });
add('patrone patronen kugel kugeln', { kind: 'item', item: 'bullet' });
add('hier da dort füße füßen', { kind: 'here' });
add('wenn falls sofern', { kind: 'if' });
add('nicht nichts kein keine keinen keinem keiner keines nie niemals ohne', { kind: 'not' });
add('finde finden findest findet gefunden', { kind: 'find' });
// "sag das Ergebnis nicht", "kein Ergebnis", "ohne Ergebnis".
add('sag sage sagen sagt melde melden verrate verraten verrat ergebnis resultat', { kind: 'tell' });
add('wand wände wänden mauer', { kind: 'wall' });
add('heb hebe heben aufheben aufnehmen mitnehmen sammle sammeln einsammeln', { kind: 'pickup' });
add('füll fülle füllen auffüllen nachfüllen', { kind: 'refill' });
// "Aussetzen", "ich setze aus", "ich passe".
add('aus aussetzen passe passen', { kind: 'skip' });
add('status zustand inventar vorrat', { kind: 'status' });
add('erinnere erinnern erinner wiederhole wiederholen letzten letzter letzte', { kind: 'recall' });
// "Pause", "Denkpause", "ich mache eine Pause" (B.9).
add('pause denkpause bedenkpause', { kind: 'break' });
add('start starte starten startfeld beginne beginnen', { kind: 'start' });
add('bestell bestelle bestellen neu neue neues neuen', { kind: 'reorder' });
add('erfrage erfragen frag frage fragen welches welche', { kind: 'peek' });
add('spieler spielers', { kind: 'player' });
add('alt alte alten alter altes', { kind: 'old' });
add('behalte behalten behalt nimm nehme nehmen', { kind: 'keep' });
add(
  'der die das den dem des ein eine einen einem einer eines zu zum zur nach in im ins an am auf mit bei von vom über durch um ich mich mir mein meine meinen meinem bitte dann und danach jetzt nun noch nur sofort es ihn sie wo ob wohin wie was gelandet bin ist war habe hab hat richtung seite feld felder spalte zeile reihe nr nummer zug setz setze setzen leg lege legen platziere platzieren stell stelle stellen',
  { kind: 'filler' },
);

/**
 * German conditions: the words of the subordinate clause after "wenn" (verb last: "wenn ich einen
 * Schatz finde"). Each key is a list of alternatives ("*" = a prefix), matched in order with any
 * words between; "kein"/"nicht"/"nichts" anywhere in the clause negates it.
 */
const DE_CONDITIONS: readonly [readonly string[], Condition][] = [
  [['wand|wände|mauer'], 'hit-wall'],
  [
    ['mitgerissen|fortgerissen|weggerissen|getragen|mitgetragen|weggetragen|weggespült|abgetrieben'],
    'carried',
  ],
  [['strömung|strom', 'mitreißt|reißt|trägt|nimmt|erfasst|treibt'], 'carried'],
  [['land|festland'], 'land'],
  [['krankenhaus*|spital*|hospital*|lazarett*|klinik*'], 'hospital'],
  [['waffenkammer*|arsenal*|waffenlager*|zeughaus*|rüstkammer*'], 'weaponry'],
  [['grube|gruben|loch'], 'pit'],
  [['fluss*'], 'river'],
  [['delta*|mündung*'], 'delta'],
  [['enzephalitis*|encephalitis*'], 'encephalitis'],
  [['hinaus*|heraus*|raus*|draußen|außerhalb|entkomme*'], 'outside'],
  [['labyrinth*', 'verlass*'], 'outside'],
  [['etwas|was|irgendwas|irgendetwas|nichts', 'find*|gefunden'], 'found-anything'],
  [['schatz|schätze|schatzes', 'find*|gefunden'], 'found-treasure'],
  [['patrone*|kugel*', 'find*|gefunden'], 'found-bullet'],
  [['granate*|handgranate*', 'find*|gefunden'], 'found-grenade'],
  [['mine|minen|landmine*', 'find*|gefunden'], 'found-mine'],
  [['leiche*|leichnam*|tote|toten', 'find*|gefunden'], 'found-corpse'],
  [['geheilt|gesund'], 'healed'],
  [['anstecke*|angesteckt|infiziert|infiziere'], 'infected'],
  [['explosion*|knall*|detonation*'], 'blast'],
  [['mine|minen|landmine*', 'trete*|tritt|getreten'], 'blast'],
];

/** Words that may end a German condition after its keys: "… gegen eine Wand stoße", "… nicht erreiche". */
const DE_CONDITION_TAIL = new Set(
  'stoße stoßen gestoßen pralle geprallt treffe getroffen laufe gelaufen renne gerannt komme gekommen gerate geraten lande gelandet gehe gelange betrete erreiche erreicht falle gefallen stürze gestürzt höre gehört finde gefunden trete getreten werde wird wurde worden bin ist war sein habe hab hat bleibe stehe mich ich dabei nicht nichts'
    .split(' ')
    .map(foldDe),
);

/** Words that negate a German condition. */
const DE_NEGATIONS = new Set('nicht nichts kein keine keinen keinem keiner keines nie niemals'.split(' '));

/**
 * German punctuation that does not end a part of the request: the comma before a
 * subordinate clause ("sag nicht, wo ich gelandet bin", "sag mir, ob …"), the one in a cell
 * ("Spalte 2, Zeile 3") and the full stop of "Nr. 2" / "den 2. Schatz".
 */
const prepare = (input: string): string =>
  input
    .replace(/,\s*(?=(ob|wo|wohin|dass|zeile|reihe)(?![\p{L}]))/giu, ' ')
    .replace(/(?<![\p{L}])(nr|nummer)\./giu, '$1 ')
    .replace(/(\d)\.(?=\s*(schatz|schätze))/giu, '$1 ');

/** A German condition key: alternatives separated by "|", "*" marking a prefix; folded like the words. */
const DE_KEYS = DE_CONDITIONS.map(
  ([keys, cond]) =>
    [
      keys.map((key) =>
        key.split('|').map((alt) => ({ word: foldDe(alt.replace('*', '')), prefix: alt.endsWith('*') })),
      ),
      cond,
    ] as const,
);

/**
 * German: the keys of a condition in order, any words between ("wenn ich gegen eine Wand stoße"),
 * then the verbs that close the clause ("stoße", "nicht erreiche"). The phrase ending first wins,
 * then the one with more keys; the words after it are the action ("… finde schieß nach oben").
 */
function condition(ws: readonly string[]): { condition: ActCondition; rest: string[] } | null {
  const folded = ws.map(foldDe);
  let best: { cond: Condition; end: number; keys: number } | null = null;
  for (const [keys, cond] of DE_KEYS) {
    let i = -1;
    for (const alts of keys) {
      i = folded.findIndex(
        (w, j) => j > i && alts.some((a) => (a.prefix ? w.startsWith(a.word) : w === a.word)),
      );
      if (i < 0) break;
    }
    if (i < 0) continue;
    if (!best || i < best.end || (i === best.end && keys.length > best.keys))
      best = { cond, end: i, keys: keys.length };
  }
  if (!best) return null;
  let end = best.end + 1;
  while (end < folded.length && DE_CONDITION_TAIL.has(folded[end]!)) end++;
  const not = folded.slice(0, end).some((w) => DE_NEGATIONS.has(w));
  return { condition: not ? { on: best.cond, not: true } : { on: best.cond }, rest: ws.slice(end) };
}

const EXPECTED =
  'eine Bewegung (geh nach oben/unten/links/rechts, mit der Strömung, über den Grubenkreis), schieß <Richtung>, spreng die obere/untere/linke/rechte Wand, leg eine Mine, leg einen Gegenstand ab oder wirf ihn <Richtung>, „wenn ich …“, „sag das Ergebnis nicht“, aussetzen, Zustand, erinnere an Spieler N, Denkpause';

const JOINS = [
  'und dann',
  'dann',
  'und',
  'danach',
  'anschließend',
  'anschliessend',
  'schließlich',
  'schliesslich',
  'zuletzt',
  'aber',
];

export const reader: Reader = {
  lookup: (word) => DE[foldDe(word)] ?? null,
  vocabulary: Object.keys(DE),
  marks: /[äöüß]/i,
  ordinals: [],
  fold: foldDe,
  statusQuestion: /^wie ?viele?\b|^was (habe|hab|trage) ich\b/,
  recallQuestion: /^was (hat|machte|tat) spieler\b/,
  joins: JOINS.map((w) => `(?<![\\p{L}])${w}(?![\\p{L}])`).join('|'),
  ownClauses: true,
  prepare,
  condition,
  freeOrder: true,
  isCellWord: (w) => w === 'feld' || w === 'felder',
  messages: {
    unknown: (w, clause) =>
      `Ich habe „${w}“${clause === undefined ? '' : ` in „${clause}“`} nicht verstanden: erwartet wurde ${EXPECTED}.`,
    noMovement: () =>
      'Ein Zug braucht genau eine Bewegung: nach oben, unten, links oder rechts, mit der Strömung oder über den Grubenkreis.',
    twoMovements: (a, b) => `Ein Zug hat genau eine Bewegung, hier sind es zwei: „${a}“ und „${b}“.`,
    needDir: (what, clause) =>
      `Wohin? „${clause}“ braucht für ${what} eine Richtung (nach oben, unten, links oder rechts).`,
    twoDirs: (clause) => `„${clause}“ nennt mehr als eine Richtung.`,
    needItem: (clause) =>
      `Was soll in „${clause}“ abgelegt oder geworfen werden? Ein Schatz, eine Leiche, eine Mine, eine Patrone oder eine Granate.`,
    dangling: (clause) => `Auf die Bedingung „${clause}“ folgt keine Aktion.`,
    condBefore: (clause) =>
      `„${clause}“: eine Bedingung hängt vom Ergebnis der Bewegung ab und muss deshalb nach ihr stehen.`,
    coords: (what) =>
      `„${what}“ braucht ein Feld: zwei Zahlen, Spalte und Zeile, ab 1 gezählt (z. B. „${what} 2 3“).`,
    recall: () => 'Wessen letzten Zug? Sag z. B. „erinnere an Spieler 2“.',
    empty: () => `Sag einen Zug: ${EXPECTED}.`,
    target: (clause) =>
      `„${clause}“: ein gezielter Schuss nennt den Spieler und sein Feld, z. B. „schieß nach oben auf Spieler 2 in Spalte 3, Zeile 4“.`,
    unknownCond: (clause) =>
      `Die Bedingung „${clause}“ habe ich nicht verstanden: erwartet z. B. „wenn ich einen Schatz finde“, „wenn ich gegen eine Wand stoße“, „wenn ich in eine Grube falle“.`,
  },
  what: { shot: 'den Schuss', grenade: 'die Granate', throw: 'den Wurf', movement: 'die Bewegung' },
  expected: EXPECTED,
};
