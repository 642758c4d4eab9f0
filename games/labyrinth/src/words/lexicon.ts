/**
 * The words of Labyrinth moves in English, Russian and German, as the original writes them
 * ("Go up, then shoot to the right and blow the up wall"). Each word maps to a token
 * kind; Russian words are matched by stem, since they change their endings; German words
 * are listed with their common forms (geh, gehe, gehen…) and matched with umlauts and ß
 * folded (ä = ae, ß = ss), so "schieße" and "schiesse" are one word.
 */
import type { Direction } from '@daedalus/core';
import type { Condition, ItemKind } from '../types.ts';

export type Token =
  | { kind: 'dir'; dir: Direction }
  | { kind: 'go' }
  | { kind: 'flow' }
  | { kind: 'loop' }
  | { kind: 'shoot' }
  | { kind: 'blow' }
  | { kind: 'grenade' }
  | { kind: 'mine' }
  | { kind: 'leave' }
  | { kind: 'throw' }
  | { kind: 'item'; item: ItemKind }
  | { kind: 'here' }
  | { kind: 'if' }
  | { kind: 'not' }
  | { kind: 'cond'; cond: Condition }
  | { kind: 'find' }
  | { kind: 'tell' }
  | { kind: 'wall' }
  | { kind: 'pickup' }
  | { kind: 'refill' }
  | { kind: 'skip' }
  | { kind: 'status' }
  | { kind: 'recall' }
  | { kind: 'break' }
  | { kind: 'start' }
  | { kind: 'reorder' }
  | { kind: 'peek' }
  | { kind: 'player' }
  | { kind: 'old' }
  | { kind: 'lowest' }
  | { kind: 'topmost' }
  | { kind: 'keep' }
  | { kind: 'number'; value: number }
  | { kind: 'filler' };

const EN: Record<string, Token> = {};
const add = (words: string, token: Token) => {
  for (const w of words.split(' ')) EN[w] = token;
};
add('up upwards upward north', { kind: 'dir', dir: 'up' });
add('down downwards downward south', { kind: 'dir', dir: 'down' });
add('left west', { kind: 'dir', dir: 'left' });
add('right east', { kind: 'dir', dir: 'right' });
add('go move walk step run head', { kind: 'go' });
add('flow stream current downstream', { kind: 'flow' });
add('loop', { kind: 'loop' });
add('shoot fire shot', { kind: 'shoot' });
add('blow explode bomb blast', { kind: 'blow' });
add('grenade grenades', { kind: 'grenade' });
add('mine landmine mines landmines', { kind: 'mine' });
add('leave drop put', { kind: 'leave' });
add('throw toss', { kind: 'throw' });
add('treasure treasures', { kind: 'item', item: 'treasure' });
add('corpse corpses body', { kind: 'item', item: 'corpse' });
add('bullet bullets', { kind: 'item', item: 'bullet' });
add('here there feet', { kind: 'here' });
add('if', { kind: 'if' });
add("don't dont not no never without", { kind: 'not' });
add('find found finds', { kind: 'find' });
add('tell say report announce', { kind: 'tell' });
add('wall walls', { kind: 'wall' });
add('pick', { kind: 'pickup' });
add('refill replenish restock', { kind: 'refill' });
add('skip pass', { kind: 'skip' });
add('status', { kind: 'status' });
add('recall remind repeat', { kind: 'recall' });
add('break pause', { kind: 'break' });
add('start begin', { kind: 'start' });
add('reorder order', { kind: 'reorder' });
add('peek', { kind: 'peek' });
add('player', { kind: 'player' });

add('old', { kind: 'old' });
add('lowest bottom', { kind: 'lowest' });
add('topmost top', { kind: 'topmost' });
add('keep take', { kind: 'keep' });
add(
  'the a an to towards toward into in onto on at of i me my please then and with by through it one its cell result where whether ended end got get am is was be do does did what happened next whatever anything something but also finally that this from direction side activate activated set plant place lay unactivated',
  { kind: 'filler' },
);

/** English condition phrases, checked before single words (longest first). */
export const EN_CONDITIONS: readonly [string, Condition][] = [
  ['hit a wall', 'hit-wall'],
  ['hit the wall', 'hit-wall'],
  ['bump into a wall', 'hit-wall'],
  ['fall into a pit', 'pit'],
  ['fell into a pit', 'pit'],
  ['end up in a pit', 'pit'],
  ['am carried', 'carried'],
  ['get carried', 'carried'],
  ['am carried by the flow', 'carried'],
  ['get into a river', 'river'],
  ['am in a river', 'river'],
  ['walk into a river', 'river'],
  ['reach a delta', 'delta'],
  ['am in a delta', 'delta'],
  ['get into a delta', 'delta'],
  ['reach a hospital', 'hospital'],
  ['am in a hospital', 'hospital'],
  ['get into a hospital', 'hospital'],
  ['reach a weaponry', 'weaponry'],
  ['am in a weaponry', 'weaponry'],
  ['reach an armory', 'weaponry'],
  ['am on land', 'land'],
  ['walk onto land', 'land'],
  ['reach the encephalitis cell', 'encephalitis'],
  ['am on an encephalitis cell', 'encephalitis'],
  ['get out', 'outside'],
  ['am outside', 'outside'],
  ['leave the labyrinth', 'outside'],
  ['am healed', 'healed'],
  ['get healed', 'healed'],
  ['am infected', 'infected'],
  ['get infected', 'infected'],
  ['hear a blast', 'blast'],
  ['step on a mine', 'blast'],
  ['find anything', 'found-anything'],
  ['find something', 'found-anything'],
  ['find a treasure', 'found-treasure'],
  ['find the treasure', 'found-treasure'],
  ['find a bullet', 'found-bullet'],
  ['find bullets', 'found-bullet'],
  ['find a grenade', 'found-grenade'],
  ['find grenades', 'found-grenade'],
  ['find a mine', 'found-mine'],
  ['find a landmine', 'found-mine'],
  ['find a corpse', 'found-corpse'],
];

/** Russian stems, matched at the start of a word (the longest matching stem wins). */
const RU_STEMS: readonly [string, Token][] = [
  ['вверх', { kind: 'dir', dir: 'up' }],
  ['наверх', { kind: 'dir', dir: 'up' }],
  ['верх', { kind: 'dir', dir: 'up' }],
  ['вниз', { kind: 'dir', dir: 'down' }],
  ['ниж', { kind: 'dir', dir: 'down' }],
  ['вправо', { kind: 'dir', dir: 'right' }],
  ['направо', { kind: 'dir', dir: 'right' }],
  ['справа', { kind: 'dir', dir: 'right' }],
  ['прав', { kind: 'dir', dir: 'right' }],
  ['влево', { kind: 'dir', dir: 'left' }],
  ['налево', { kind: 'dir', dir: 'left' }],
  ['слева', { kind: 'dir', dir: 'left' }],
  ['лев', { kind: 'dir', dir: 'left' }],
  ['течени', { kind: 'flow' }],
  ['петл', { kind: 'loop' }],
  ['иди', { kind: 'go' }],
  ['ид', { kind: 'go' }],
  ['пойд', { kind: 'go' }],
  ['пойт', { kind: 'go' }],
  ['шаг', { kind: 'go' }],
  ['двига', { kind: 'go' }],
  ['ход', { kind: 'go' }],
  ['стрел', { kind: 'shoot' }],
  ['выстрел', { kind: 'shoot' }],
  ['взорв', { kind: 'blow' }],
  ['взрыв', { kind: 'blow' }],
  ['подорв', { kind: 'blow' }],
  ['гранат', { kind: 'grenade' }],
  ['мин', { kind: 'mine' }],
  ['остав', { kind: 'leave' }],
  ['полож', { kind: 'leave' }],
  ['брос', { kind: 'throw' }],
  ['кин', { kind: 'throw' }],
  ['клад', { kind: 'item', item: 'treasure' }],
  ['сокровищ', { kind: 'item', item: 'treasure' }],
  ['труп', { kind: 'item', item: 'corpse' }],
  ['патрон', { kind: 'item', item: 'bullet' }],
  ['пул', { kind: 'item', item: 'bullet' }],
  ['здесь', { kind: 'here' }],
  ['тут', { kind: 'here' }],
  ['под', { kind: 'here' }],
  ['если', { kind: 'if' }],
  ['не', { kind: 'not' }],
  ['найд', { kind: 'find' }],
  ['нашел', { kind: 'find' }],
  ['нашёл', { kind: 'find' }],
  ['говор', { kind: 'tell' }],
  ['сообщ', { kind: 'tell' }],
  ['скаж', { kind: 'tell' }],
  ['стен', { kind: 'wall' }],
  ['подбир', { kind: 'pickup' }],
  ['подним', { kind: 'pickup' }],
  ['пополн', { kind: 'refill' }],
  ['пропуск', { kind: 'skip' }],
  ['пас', { kind: 'skip' }],
  ['статус', { kind: 'status' }],
  ['сколько', { kind: 'status' }],
  ['напомн', { kind: 'recall' }],
  ['перерыв', { kind: 'break' }],
  ['пауз', { kind: 'break' }],
  ['старт', { kind: 'start' }],
  ['начина', { kind: 'start' }],
  ['нов', { kind: 'reorder' }],
  ['заказ', { kind: 'reorder' }],
  ['игрок', { kind: 'player' }],
  ['стар', { kind: 'old' }],
  ['бер', { kind: 'keep' }],
  ['став', { kind: 'filler' }],
  ['установ', { kind: 'filler' }],
  ['клетк', { kind: 'filler' }],
  ['как', { kind: 'peek' }],
  ['возьм', { kind: 'keep' }],
];

const RU = [...RU_STEMS].sort((a, b) => b[0].length - a[0].length);

const RU_FILLER = new Set(
  'в во на по с со к ко и а я меня мне у потом затем после этого пожалуйста результат куда где ли что одну один одна сторону о об попал попаду оказался окажусь упёрся уперся все всё ничего'.split(
    ' ',
  ),
);

/** Russian condition phrases (stems joined by spaces; each word must start with its stem). */
export const RU_CONDITIONS: readonly [string, Condition][] = [
  ['упр стен', 'hit-wall'],
  ['удар стен', 'hit-wall'],
  ['упад ям', 'pit'],
  ['попад ям', 'pit'],
  ['ям', 'pit'],
  ['понес', 'carried'],
  ['унес', 'carried'],
  ['рек', 'river'],
  ['дельт', 'delta'],
  ['госпитал', 'hospital'],
  ['больниц', 'hospital'],
  ['арсенал', 'weaponry'],
  ['оруж', 'weaponry'],
  ['суш', 'land'],
  ['энцефалит', 'encephalitis'],
  ['выйд', 'outside'],
  ['вылеч', 'healed'],
  ['зараж', 'infected'],
  ['взрыв', 'blast'],
  ['найд что', 'found-anything'],
  ['найд клад', 'found-treasure'],
  ['найд сокровищ', 'found-treasure'],
  ['найд патрон', 'found-bullet'],
  ['найд гранат', 'found-grenade'],
  ['найд мин', 'found-mine'],
  ['найд труп', 'found-corpse'],
];

/** Folds German spelling: lower case, ä → ae, ö → oe, ü → ue, ß → ss. */
export const foldDe = (word: string): string =>
  word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

const DE: Record<string, Token> = {};
const de = (words: string, token: Token) => {
  for (const w of words.split(' ')) DE[foldDe(w)] = token;
};
de(
  'oben hoch hinauf herauf rauf aufwärts nord norden obere oberen oberer oberes oberem oberste obersten oberster',
  { kind: 'dir', dir: 'up' },
);
de(
  'unten runter hinunter herunter hinab abwärts süd süden untere unteren unterer unteres unterem unterste untersten unterster',
  { kind: 'dir', dir: 'down' },
);
de('links linke linken linker linkes linkem west westen', { kind: 'dir', dir: 'left' });
de('rechts rechte rechten rechter rechtes rechtem ost osten', { kind: 'dir', dir: 'right' });
de('geh gehe gehen gehst geht lauf laufe laufen läuft beweg bewege bewegen zieh ziehe ziehen', {
  kind: 'go',
});
// "mit der Strömung", "stromabwärts". Not "gegen": "geh gegen die Strömung" is refused, not read as the flow.
de('strömung strom stroms stromabwärts flussabwärts', { kind: 'flow' });
de('grubenkreis grubenkreises kreis schleife', { kind: 'loop' });
de('schieß schieße schießen schießt schuss feuer feuere feuern', { kind: 'shoot' });
de('spreng sprenge sprengen sprengt', { kind: 'blow' });
de('granate granaten handgranate', { kind: 'grenade' });
de('mine minen landmine landminen', { kind: 'mine' });
// "leg den Schatz ab" leaves it; "leg eine Mine" (without "ab") sets a landmine.
de('ab ablegen hinlegen hin lass lasse lassen dalassen zurücklassen', { kind: 'leave' });
de('wirf werfe werfen wirft werf schmeiß schmeiße schmeißen', { kind: 'throw' });
de('schatz schätze schatzes', { kind: 'item', item: 'treasure' });
de('leiche leichen leichnam tote toten', { kind: 'item', item: 'corpse' });
de('patrone patronen kugel kugeln', { kind: 'item', item: 'bullet' });
de('hier da dort füße füßen', { kind: 'here' });
de('wenn falls sofern', { kind: 'if' });
de('nicht nichts kein keine keinen keinem keiner keines nie niemals ohne', { kind: 'not' });
de('finde finden findest findet gefunden', { kind: 'find' });
// "sag das Ergebnis nicht", "kein Ergebnis", "ohne Ergebnis".
de('sag sage sagen sagt melde melden verrate verraten verrat ergebnis resultat', { kind: 'tell' });
de('wand wände wänden mauer', { kind: 'wall' });
de('heb hebe heben aufheben aufnehmen mitnehmen sammle sammeln einsammeln', { kind: 'pickup' });
de('füll fülle füllen auffüllen nachfüllen', { kind: 'refill' });
// "Aussetzen", "ich setze aus", "ich passe".
de('aus aussetzen passe passen', { kind: 'skip' });
de('status zustand inventar vorrat', { kind: 'status' });
de('erinnere erinnern erinner wiederhole wiederholen letzten letzter letzte', { kind: 'recall' });
// "Pause", "Denkpause", "ich mache eine Pause" (B.9).
de('pause denkpause bedenkpause', { kind: 'break' });
de('start starte starten startfeld beginne beginnen', { kind: 'start' });
de('bestell bestelle bestellen neu neue neues neuen', { kind: 'reorder' });
de('erfrage erfragen frag frage fragen welches welche', { kind: 'peek' });
de('spieler spielers', { kind: 'player' });
de('alt alte alten alter altes', { kind: 'old' });
de('behalte behalten behalt nimm nehme nehmen', { kind: 'keep' });
de(
  'der die das den dem des ein eine einen einem einer eines zu zum zur nach in im ins an am auf mit bei von vom über durch um ich mich mir mein meine meinen meinem bitte dann und danach jetzt nun noch nur sofort es ihn sie wo ob wohin wie was gelandet bin ist war habe hab hat richtung seite feld felder spalte zeile reihe nr nummer zug setz setze setzen leg lege legen platziere platzieren stell stelle stellen',
  { kind: 'filler' },
);

/**
 * German conditions: the words of the subordinate clause after "wenn" (verb last: "wenn ich einen
 * Schatz finde"). Each key is a list of alternatives ("*" = a prefix), matched in order with any
 * words between; "kein"/"nicht"/"nichts" anywhere in the clause negates it.
 */
export const DE_CONDITIONS: readonly [readonly string[], Condition][] = [
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
export const DE_CONDITION_TAIL = new Set(
  'stoße stoßen gestoßen pralle geprallt treffe getroffen laufe gelaufen renne gerannt komme gekommen gerate geraten lande gelandet gehe gelange betrete erreiche erreicht falle gefallen stürze gestürzt höre gehört finde gefunden trete getreten werde wird wurde worden bin ist war sein habe hab hat bleibe stehe mich ich dabei nicht nichts'
    .split(' ')
    .map(foldDe),
);

/** Words that negate a German condition. */
export const DE_NEGATIONS = new Set(
  'nicht nichts kein keine keinen keinem keiner keines nie niemals'.split(' '),
);

export type Lang = 'en' | 'ru' | 'de';

/** The words of a text, as the lexicons see them (for telling the language). */
const textWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[\s,;.()?!"«»„“:]+/)
    .filter((w) => w && !/^\d+$/.test(w));

/**
 * The language of a text: Cyrillic → Russian; umlauts or ß → German; otherwise whichever of the
 * English and German lexicons knows more of its words, a tie going to `hint` (the player's locale,
 * when it is English or German) or else to English. A move in valid English knows all its words in
 * English, so it never reads as German; the words both lexicons know mean the same in both.
 */
export function detectLang(text: string, hint?: Lang): Lang {
  if (/[а-яё]/i.test(text)) return 'ru';
  if (/[äöüß]/i.test(text)) return 'de';
  const ws = textWords(text);
  const en = ws.filter((w) => EN[w] !== undefined).length;
  const de = ws.filter((w) => DE[foldDe(w)] !== undefined).length;
  if (de !== en) return de > en ? 'de' : 'en';
  return hint === 'de' ? 'de' : 'en';
}

/** Every word of the English or German lexicon (for tests: shared words must mean the same). */
export const lexiconWords = (lang: 'en' | 'de'): readonly string[] => Object.keys(lang === 'en' ? EN : DE);

/** The token for one word, or null if it is not a word of moves. */
export function lookup(word: string, lang: Lang): Token | null {
  if (/^\d+$/.test(word)) return { kind: 'number', value: Number(word) };
  const ordinal = /^(\d+)(st|nd|rd|th|-?й|-?я)$/.exec(word);
  if (ordinal) return { kind: 'number', value: Number(ordinal[1]) };
  if (lang === 'en') return EN[word] ?? null;
  if (lang === 'de') return DE[foldDe(word)] ?? null;
  if (RU_FILLER.has(word)) return { kind: 'filler' };
  for (const [stem, token] of RU) if (word.startsWith(stem)) return token;
  return null;
}

/** Word-by-word list of what may be written, for error messages. */
export const EXPECTED: Readonly<Record<Lang, string>> = {
  en: 'a movement (go up/down/left/right, by the flow, by the loop), shoot <direction>, blow the <direction> wall, set a mine, leave or throw an item, "if I …", "don\'t tell the result", skip, status, recall player N, take a break',
  ru: 'движение (иди вверх/вниз/влево/вправо, по течению, по петле), стреляю <направление>, взорвать стену <направление>, ставлю мину, оставляю или бросаю предмет, «если …», «не говори результат», пропускаю, статус, напомни ход игрока N, беру перерыв',
  de: 'eine Bewegung (geh nach oben/unten/links/rechts, mit der Strömung, über den Grubenkreis), schieß <Richtung>, spreng die obere/untere/linke/rechte Wand, leg eine Mine, leg einen Gegenstand ab oder wirf ihn <Richtung>, „wenn ich …“, „sag das Ergebnis nicht“, aussetzen, Zustand, erinnere an Spieler N, Denkpause',
};
