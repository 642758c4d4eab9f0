/**
 * Moves in words → structured actions. Players write moves as the original does:
 * "Go up, then shoot to the right and blow the up wall", "go right; if I find a
 * treasure, shoot up", "go right, don't tell the result" — in English, Russian or German
 * ("Schieß nach links, dann geh nach oben", "wenn ich einen Schatz finde, schieß nach oben").
 * The result is the same `LabyrinthAction` the UI buttons and the bots produce.
 * A word that is not understood is named in the error, with what was expected.
 */
import { type Direction, fail, ok, type Point, type Result, type RuleError } from '@daedalus/core';
import type { Movement } from '../plan/movement.ts';
import type {
  Act,
  ActCondition,
  Condition,
  ItemKind,
  LabyrinthAction,
  MoveAction,
  Report,
} from '../types.ts';
import {
  DE_CONDITION_TAIL,
  DE_CONDITIONS,
  DE_NEGATIONS,
  detectLang,
  EN_CONDITIONS,
  EXPECTED,
  foldDe,
  type Lang,
  lookup,
  RU_CONDITIONS,
  type Token,
} from './lexicon.ts';

export interface ParseOptions {
  /** Language of the input; detected from its alphabet and words when absent (`detectLang`). */
  lang?: Lang;
  /** The language to take when detection cannot tell English from German (the player's locale). */
  hint?: Lang;
}

type Say = Record<
  | 'unknown'
  | 'noMovement'
  | 'twoMovements'
  | 'needDir'
  | 'twoDirs'
  | 'needItem'
  | 'dangling'
  | 'condBefore'
  | 'coords'
  | 'recall'
  | 'empty'
  | 'target'
  | 'unknownCond',
  (a: string, b?: string) => string
>;

const SAY: Record<Lang, Say> = {
  en: {
    unknown: (w, clause) => `I did not understand "${w}" in "${clause}": expected ${EXPECTED.en}.`,
    noMovement: () =>
      'A move needs exactly one movement: go up, down, left or right, by the flow or by the loop.',
    twoMovements: (a, b) => `A move has exactly one movement, but this one has two: "${a}" and "${b}".`,
    needDir: (what, clause) =>
      `Which way? "${clause}" needs a direction (up, down, left or right) for ${what}.`,
    twoDirs: (clause) => `"${clause}" names more than one direction.`,
    needItem: (clause) =>
      `What should be left or thrown in "${clause}"? Expected a treasure, a corpse, a mine, a bullet or a grenade.`,
    dangling: (clause) => `"${clause}" is a condition with nothing to do after it.`,
    condBefore: (clause) =>
      `"${clause}": a condition can only depend on the movement, so it must come after it.`,
    coords: (what) =>
      `${what} needs a cell: two numbers, column and row, counted from 1 (e.g. "${what} 2 3").`,
    recall: () => 'Whose last move? Say e.g. "recall player 2".',
    empty: () => `Say a move: ${EXPECTED.en}.`,
    target: (clause) =>
      `"${clause}": a targeted shot names the player and his cell, e.g. "shoot up at player 2 on 3 4".`,
    unknownCond: (clause) =>
      `I did not understand the condition "${clause}": expected e.g. "if I find a treasure", "if I hit a wall", "if I fall into a pit".`,
  },
  ru: {
    unknown: (w, clause) => `Не понял слово «${w}» в «${clause}»: ожидалось ${EXPECTED.ru}.`,
    noMovement: () =>
      'В ходе должно быть ровно одно движение: вверх, вниз, влево, вправо, по течению или по петле.',
    twoMovements: (a, b) => `В ходе ровно одно движение, а здесь два: «${a}» и «${b}».`,
    needDir: (what, clause) =>
      `Куда? В «${clause}» для действия «${what}» нужно направление (вверх, вниз, влево, вправо).`,
    twoDirs: (clause) => `В «${clause}» больше одного направления.`,
    needItem: (clause) => `Что оставить или бросить в «${clause}»? Клад, труп, мину, патрон или гранату.`,
    dangling: (clause) => `После условия «${clause}» нет действия.`,
    condBefore: (clause) => `«${clause}»: условие зависит от результата движения и должно стоять после него.`,
    coords: (what) =>
      `Для «${what}» нужна клетка: два числа, столбец и строка, считая с 1 (например, «${what} 2 3»).`,
    recall: () => 'Чей последний ход? Например: «напомни ход игрока 2».',
    empty: () => `Скажите ход: ${EXPECTED.ru}.`,
    target: (clause) =>
      `«${clause}»: прицельный выстрел называет игрока и его клетку, например «стреляю вверх в игрока 2 на 3 4».`,
    unknownCond: (clause) =>
      `Не понял условие «${clause}»: например, «если найду клад», «если упрусь в стену», «если упаду в яму».`,
  },
  de: {
    unknown: (w, clause) => `Ich habe „${w}“ in „${clause}“ nicht verstanden: erwartet wurde ${EXPECTED.de}.`,
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
    empty: () => `Sag einen Zug: ${EXPECTED.de}.`,
    target: (clause) =>
      `„${clause}“: ein gezielter Schuss nennt den Spieler und sein Feld, z. B. „schieß nach oben auf Spieler 2 in Spalte 3, Zeile 4“.`,
    unknownCond: (clause) =>
      `Die Bedingung „${clause}“ habe ich nicht verstanden: erwartet z. B. „wenn ich einen Schatz finde“, „wenn ich gegen eine Wand stoße“, „wenn ich in eine Grube falle“.`,
  },
};

/** What an action is called in the "which way?" error. */
const WHAT: Record<Lang, Record<'shot' | 'grenade' | 'throw' | 'movement', string>> = {
  en: { shot: 'a shot', grenade: 'a grenade', throw: 'a throw', movement: 'the movement' },
  ru: { shot: 'выстрел', grenade: 'граната', throw: 'бросок', movement: 'движение' },
  de: { shot: 'den Schuss', grenade: 'die Granate', throw: 'den Wurf', movement: 'die Bewegung' },
};

const err = (lang: Lang, key: keyof Say, a = '', b?: string): Result<never, RuleError> =>
  fail(key === 'unknown' ? 'text/unknown-word' : 'text/invalid-move', SAY[lang][key](a, b));

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[()?!"«»„“:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Parses a whole player request (a move, or skip / status / recall / start / reorder / peek / break). */
export function parseMove(input: string, opts: ParseOptions = {}): Result<LabyrinthAction, RuleError> {
  const lang = opts.lang ?? detectLang(input, opts.hint);
  if (lang === 'de') input = prepareDe(input);
  const all = words(input.replace(/[,;.]/g, ' '));
  if (all.length === 0) return err(lang, 'empty');
  const tokens = all.map((w) => lookup(w, lang));
  const kinds = new Set(tokens.map((t) => t?.kind));
  const numbers = tokens.flatMap((t) => (t?.kind === 'number' ? [t.value] : []));
  let first = tokens.find((t) => t && t.kind !== 'filler');
  // German puts the verb where it likes: "frage nach meinem Zustand" asks for the status,
  // "Spieler 2 erinnern" recalls; the asking verb and "Spieler" do not decide the request.
  if (lang === 'de' && (kinds.has('status') || kinds.has('recall')))
    first = tokens.find((t) => t && t.kind !== 'filler' && t.kind !== 'peek' && t.kind !== 'player');
  const sentence = lang === 'de' ? all.map(foldDe).join(' ') : all.join(' ');

  // Whole-request commands.
  for (const kind of ['start', 'reorder', 'peek'] as const) {
    if (first?.kind !== kind) continue;
    if (numbers.length !== 2 || numbers.some((n) => n < 1)) return err(lang, 'coords', all[0]);
    const cell: Point = { x: numbers[0]! - 1, y: numbers[1]! - 1 };
    return ok({ type: kind, cell });
  }
  if (first?.kind === 'skip' && !kinds.has('go') && !kinds.has('dir')) return ok({ type: 'skip' });
  // B.9 "take a break", "беру перерыв", "ich nehme eine Denkpause": not part of a move.
  if ((first?.kind === 'break' || (first?.kind === 'keep' && kinds.has('break'))) && !kinds.has('go'))
    return ok({ type: 'break' });
  if (first?.kind === 'status' || STATUS_QUESTION[lang].test(sentence)) return ok({ type: 'status' });
  if (first?.kind === 'recall' || RECALL_QUESTION[lang].test(sentence)) {
    if (numbers.length !== 1 || numbers[0]! < 1) return err(lang, 'recall');
    return ok({ type: 'recall', seat: numbers[0]! - 1 });
  }
  return parseCompoundMove(input, lang);
}

/** Whole-request questions: "how many bullets do I have", "wie viele Patronen habe ich". */
const STATUS_QUESTION: Record<Lang, RegExp> = {
  en: /^how many\b|^what do i (have|carry)\b/,
  ru: /^how many\b|^what do i (have|carry)\b/,
  de: /^wie ?viele?\b|^was (habe|hab|trage) ich\b/,
};
const RECALL_QUESTION: Record<Lang, RegExp> = {
  en: /^what did player\b/,
  ru: /^what did player\b/,
  de: /^was (hat|machte|tat) spieler\b/,
};

/**
 * German punctuation that does not end a part of the request: the comma before a
 * subordinate clause ("sag nicht, wo ich gelandet bin", "sag mir, ob …"), the one in a cell
 * ("Spalte 2, Zeile 3") and the full stop of "Nr. 2" / "den 2. Schatz".
 */
const prepareDe = (input: string): string =>
  input
    .replace(/,\s*(?=(ob|wo|wohin|dass|zeile|reihe)(?![\p{L}]))/giu, ' ')
    .replace(/(?<![\p{L}])(nr|nummer)\./giu, '$1 ')
    .replace(/(\d)\.(?=\s*(schatz|schätze))/giu, '$1 ');

/** Where one part of a request ends: punctuation and the words that join actions ("then", "затем"…). */
const RU_JOINS = ['затем', 'потом', 'после этого', 'и', 'а', 'но']
  .map((w) => `(?<![а-яё])${w}(?![а-яё])`)
  .join('|');
const CLAUSE_SPLIT = new RegExp(
  `[,;.()]|\\band then\\b|\\bthen\\b|\\band\\b|\\bafter that\\b|\\bfinally\\b|\\bbut\\b|${RU_JOINS}`,
  'i',
);
const DE_JOINS = [
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
]
  .map((w) => `(?<![\\p{L}])${w}(?![\\p{L}])`)
  .join('|');
const CLAUSE_SPLIT_DE = new RegExp(`[,;.()]|${DE_JOINS}`, 'iu');

function parseCompoundMove(input: string, lang: Lang): Result<MoveAction, RuleError> {
  const clauses = input
    .split(lang === 'de' ? CLAUSE_SPLIT_DE : CLAUSE_SPLIT)
    .map((c) => c.trim())
    .filter(Boolean);
  let movement: { movement: Movement; clause: string } | null = null;
  const before: Act[] = [];
  const after: Act[] = [];
  let pending: { cond: ActCondition; clause: string; prevAct: number } | null = null;
  /** The index in `after` of the action the previous part was, if it had no condition (else -1). */
  let lastAct = -1;
  let dark = false;
  let semi = false;
  let pickup: boolean | undefined;
  let refill: boolean | undefined;
  let treasure: MoveAction['treasure'];

  for (const clause of clauses) {
    let ws = words(clause);
    const prevAct = lastAct;
    lastAct = -1;
    // Enumerations such as "1. Go right … 2. tell me …" carry no meaning.
    if (ws.every((w) => /^\d+$/.test(w))) continue;
    let condition: ActCondition | undefined;
    const tokens0 = ws.map((w) => lookup(w, lang));
    const has = (k: Token['kind']) => tokens0.some((t) => t?.kind === k);

    // How much to tell: "don't tell the result" / "tell me whether I hit a wall".
    if (has('tell')) {
      if (has('wall')) semi = true;
      else if (has('not')) dark = true;
      else return err(lang, 'unknown', ws.find((w) => lookup(w, lang)?.kind !== 'tell') ?? clause, clause);
      continue;
    }
    // German "nimm nichts mit / auf" is "pick up nothing", not a choice of treasure.
    if ((has('pickup') || (lang === 'de' && has('keep') && !has('item'))) && has('not')) {
      pickup = false;
      continue;
    }
    if (has('refill') && has('not')) {
      refill = false;
      continue;
    }
    if (has('keep') && !has('leave') && !has('throw')) {
      const n = tokens0.find((t) => t?.kind === 'number');
      // Russian "верхний/нижний клад" reads as the up/down direction words.
      const dirWord = (d: Direction) => tokens0.some((t) => t?.kind === 'dir' && t.dir === d);
      treasure = has('old')
        ? 'old'
        : has('topmost') || dirWord('up')
          ? 'topmost'
          : n?.kind === 'number'
            ? n.value
            : has('lowest') || dirWord('down')
              ? 'lowest'
              : undefined;
      if (treasure === undefined) return err(lang, 'unknown', clause, clause);
      continue;
    }

    // Conditions: "if I find a treasure[, shoot up]".
    const iIf = tokens0.findIndex((t) => t?.kind === 'if');
    const leadingIf =
      lang === 'de' ? iIf >= 0 && tokens0.slice(0, iIf).every((t) => t?.kind === 'filler') : iIf === 0;
    if (lang === 'de' && iIf > 0 && !leadingIf) {
      // German also puts the condition after its action: "schieß nach oben, wenn ich einen Schatz finde".
      const parsed = parseCondition(ws.slice(iIf + 1), lang);
      if (!parsed || parsed.rest.length > 0 || pending) return err(lang, 'unknownCond', clause);
      condition = parsed.condition;
      ws = ws.slice(0, iIf);
    } else if (leadingIf) {
      const parsed = parseCondition(ws.slice(iIf + 1), lang);
      if (!parsed) return err(lang, 'unknownCond', clause);
      condition = parsed.condition;
      ws = parsed.rest;
      if (ws.length === 0) {
        pending = { cond: condition, clause, prevAct };
        continue;
      }
    } else if (pending) {
      condition = pending.cond;
      pending = null;
    }

    const act = parseClause(ws, clause, lang);
    if (!act.ok) return act;
    if (act.value.kind === 'movement') {
      if (condition) return err(lang, 'unknownCond', clause);
      if (movement) return err(lang, 'twoMovements', movement.clause, clause);
      movement = { movement: act.value.movement, clause };
      continue;
    }
    if (!movement) {
      if (condition) return err(lang, 'condBefore', clause);
      before.push(act.value.act);
    } else {
      after.push(condition ? { ...act.value.act, if: condition } : act.value.act);
      if (!condition) lastAct = after.length - 1;
    }
  }
  // German: a condition at the very end belongs to the action just before it
  // ("geh nach oben, schieß nach links, wenn ich gegen eine Wand stoße").
  if (pending && lang === 'de' && pending.prevAct >= 0) {
    const i = pending.prevAct;
    after[i] = { ...after[i]!, if: pending.cond };
    pending = null;
  }
  if (pending) return err(lang, 'dangling', pending.clause);
  if (!movement) return err(lang, 'noMovement');
  const report: Report | undefined = semi ? 'semi-dark' : dark ? 'dark' : undefined;
  return ok({
    type: 'move',
    movement: movement.movement,
    ...(before.length ? { before } : {}),
    ...(after.length ? { after } : {}),
    ...(report ? { report } : {}),
    ...(pickup === false ? { pickup } : {}),
    ...(refill === false ? { refill } : {}),
    ...(treasure !== undefined ? { treasure } : {}),
  });
}

/** Matches a condition phrase at the start of the words after "if"; returns the rest. */
function parseCondition(ws: string[], lang: Lang): { condition: ActCondition; rest: string[] } | null {
  if (lang === 'de') return parseConditionDe(ws);
  let rest = ws;
  let not = false;
  const skip = lang === 'en' ? new Set(['i', 'we', 'it', 'there', 'is', 'do']) : new Set(['я', 'вдруг']);
  while (rest.length && skip.has(rest[0]!)) rest = rest.slice(1);
  if (rest.length && lookup(rest[0]!, lang)?.kind === 'not') {
    not = true;
    rest = rest.slice(1);
  }
  const table = lang === 'en' ? EN_CONDITIONS : RU_CONDITIONS;
  let best: { cond: Condition; len: number } | null = null;
  for (const [phrase, cond] of table) {
    const parts = phrase.split(' ');
    const match = lang === 'en' ? parts.every((p, i) => rest[i] === p) : matchStems(rest, parts);
    const len = lang === 'en' ? parts.length : match ? (match as number) : 0;
    if (match && (!best || len > best.len)) best = { cond, len };
  }
  if (!best) return null;
  return { condition: not ? { on: best.cond, not: true } : { on: best.cond }, rest: rest.slice(best.len) };
}

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
function parseConditionDe(ws: string[]): { condition: ActCondition; rest: string[] } | null {
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

/** Russian: each stem must start a word, in order, possibly with filler words between; returns words consumed. */
function matchStems(ws: string[], stems: string[]): number | false {
  let i = 0;
  for (const stem of stems) {
    while (i < ws.length && !ws[i]!.startsWith(stem)) {
      if (lookup(ws[i]!, 'ru')?.kind !== 'filler' && !/^(найд|упр|упад|попад)/.test(ws[i]!)) return false;
      i++;
    }
    if (i >= ws.length) return false;
    i++;
  }
  return i;
}

type Clause = { kind: 'movement'; movement: Movement } | { kind: 'act'; act: Act };

function parseClause(ws: string[], clause: string, lang: Lang): Result<Clause, RuleError> {
  const tokens: Token[] = [];
  for (const w of ws) {
    const t = lookup(w, lang);
    if (!t) return err(lang, 'unknown', w, clause);
    tokens.push(t);
  }
  const kinds = new Set(tokens.map((t) => t.kind));
  let dirs = tokens.flatMap((t) => (t.kind === 'dir' ? [t.dir] : []));
  const item = tokens.find((t): t is Extract<Token, { kind: 'item' }> => t.kind === 'item')?.item;
  const oneDir = (what: string): Result<Direction, RuleError> => {
    if (dirs.length === 0) return err(lang, 'needDir', what, clause);
    if (dirs.length > 1) return err(lang, 'twoDirs', clause);
    return ok(dirs[0]!);
  };

  if (kinds.has('shoot')) {
    const dir = oneDir(WHAT[lang].shot);
    if (!dir.ok) return dir;
    // B.7.3 targeted shots: "shoot up at player 2 on 3 4" (seat, then the cell's column and row).
    const numbers = tokens.flatMap((t) => (t.kind === 'number' ? [t.value] : []));
    if (kinds.has('player')) {
      if (numbers.length !== 3 || numbers.some((n) => n < 1)) return err(lang, 'target', clause);
      const [seat, x, y] = numbers as [number, number, number];
      return ok({
        kind: 'act',
        act: { do: 'shoot', dir: dir.value, target: { seat: seat - 1, cell: { x: x - 1, y: y - 1 } } },
      });
    }
    if (numbers.length > 0) return err(lang, 'target', clause);
    return ok({ kind: 'act', act: { do: 'shoot', dir: dir.value } });
  }
  const leaving = kinds.has('leave') || kinds.has('throw');
  // A grenade thrown "into a wall" blows it (B.2.1); one left, or thrown "to the … cell", is an item.
  const toCell = ws.some((w) => w === 'cell' || w.startsWith('клетк') || w === 'feld' || w === 'felder');
  const grenadeItem = leaving && kinds.has('grenade') && (kinds.has('leave') || kinds.has('here') || toCell);
  if (kinds.has('blow') || (kinds.has('grenade') && !grenadeItem)) {
    // "blow up the wall to the right": "up" right after "blow" is part of the verb.
    const iBlow = tokens.findIndex((t) => t.kind === 'blow');
    if (dirs.length > 1 && lang === 'en' && ws[iBlow + 1] === 'up') dirs = dirs.slice(1);
    const dir = oneDir(WHAT[lang].grenade);
    return dir.ok ? ok({ kind: 'act', act: { do: 'blow', dir: dir.value } }) : dir;
  }
  if (kinds.has('mine') && !leaving) {
    if (dirs.length > 1) return err(lang, 'twoDirs', clause);
    return ok({ kind: 'act', act: { do: 'mine', to: dirs[0] ?? 'here' } });
  }
  if (leaving) {
    const what: ItemKind | undefined =
      item ?? (kinds.has('mine') ? 'mine' : kinds.has('grenade') ? 'grenade' : undefined);
    if (!what) return err(lang, 'needItem', clause);
    if (dirs.length > 1) return err(lang, 'twoDirs', clause);
    if (kinds.has('throw') && dirs.length === 0 && !kinds.has('here'))
      return err(lang, 'needDir', WHAT[lang].throw, clause);
    return ok({ kind: 'act', act: { do: 'leave', item: what, to: dirs[0] ?? 'here' } });
  }
  if (kinds.has('flow')) return ok({ kind: 'movement', movement: 'flow' });
  if (kinds.has('loop')) return ok({ kind: 'movement', movement: 'loop' });
  if (kinds.has('go') || dirs.length > 0) {
    const dir = oneDir(WHAT[lang].movement);
    return dir.ok ? ok({ kind: 'movement', movement: dir.value }) : dir;
  }
  const meaningful = ws.find((w) => lookup(w, lang)?.kind !== 'filler') ?? clause;
  return err(lang, 'unknown', meaningful, clause);
}
