/**
 * Moves in words → structured actions. Players write moves as the original does:
 * "Go up, then shoot to the right and blow the up wall", "go right; if I find a
 * treasure, shoot up", "go right, don't tell the result" — in English, Russian or German
 * ("Schieß nach links, dann geh nach oben", "wenn ich einen Schatz finde, schieß nach oben").
 * The result is the same `LabyrinthAction` the UI buttons and the bots produce. The words,
 * conditions and word order of each language come from its reader (`lang/<locale>.ts`).
 * A word that is not understood is named in the error, with what was expected.
 */
import {
  type Direction,
  fail,
  type Locale,
  ok,
  type Point,
  type Result,
  type RuleError,
} from '@daedalus/core';
import { LANGUAGES, languageOf } from '../lang/index.ts';
import type { Movement } from '../plan/movement.ts';
import type { Act, ActCondition, ItemKind, LabyrinthAction, MoveAction, Report } from '../types.ts';
import type { ParseMessages, Reader, Token } from './language.ts';
import { detectLang, read } from './lexicon.ts';

export interface ParseOptions {
  /** Language of the input; detected from its alphabet and words when absent (`detectLang`). */
  lang?: Locale;
  /** The language to take when detection cannot tell English from German (the player's locale). */
  hint?: Locale;
}

/** A word or clause as compared: lower case, letters and digits only. */
const bare = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A parse error; an unknown word that is its whole clause is named once (`b` left out). */
const err = (r: Reader, key: keyof ParseMessages, a = '', b?: string): Result<never, RuleError> =>
  fail(
    key === 'unknown' ? 'text/unknown-word' : 'text/invalid-move',
    r.messages[key](a, key === 'unknown' && b !== undefined && bare(a) === bare(b) ? undefined : b),
  );

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[()?!"«»„“:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Parses a whole player request (a move, or skip / status / recall / start / reorder / peek / break). */
export function parseMove(input: string, opts: ParseOptions = {}): Result<LabyrinthAction, RuleError> {
  const r = languageOf(opts.lang ?? detectLang(input, opts.hint)).reader;
  if (r.prepare) input = r.prepare(input);
  const all = words(input.replace(/[,;.]/g, ' '));
  if (all.length === 0) return err(r, 'empty');
  const tokens = all.map((w) => read(w, r));
  const kinds = new Set(tokens.map((t) => t?.kind));
  const numbers = tokens.flatMap((t) => (t?.kind === 'number' ? [t.value] : []));
  let first = tokens.find((t) => t && t.kind !== 'filler');
  // German puts the verb where it likes: "frage nach meinem Zustand" asks for the status,
  // "Spieler 2 erinnern" recalls; the asking verb and "Spieler" do not decide the request.
  if (r.freeOrder && (kinds.has('status') || kinds.has('recall')))
    first = tokens.find((t) => t && t.kind !== 'filler' && t.kind !== 'peek' && t.kind !== 'player');
  const sentence = all.map((w) => r.fold(w)).join(' ');

  // Whole-request commands.
  for (const kind of ['start', 'reorder', 'peek'] as const) {
    if (first?.kind !== kind) continue;
    if (numbers.length !== 2 || numbers.some((n) => n < 1)) return err(r, 'coords', all[0]);
    const cell: Point = { x: numbers[0]! - 1, y: numbers[1]! - 1 };
    return ok({ type: kind, cell });
  }
  if (first?.kind === 'skip' && !kinds.has('go') && !kinds.has('dir')) return ok({ type: 'skip' });
  // B.9 "take a break", "беру перерыв", "ich nehme eine Denkpause": not part of a move.
  if ((first?.kind === 'break' || (first?.kind === 'keep' && kinds.has('break'))) && !kinds.has('go'))
    return ok({ type: 'break' });
  if (first?.kind === 'status' || r.statusQuestion.test(sentence)) return ok({ type: 'status' });
  if (first?.kind === 'recall' || r.recallQuestion.test(sentence)) {
    if (numbers.length !== 1 || numbers[0]! < 1) return err(r, 'recall');
    return ok({ type: 'recall', seat: numbers[0]! - 1 });
  }
  return parseCompoundMove(input, r);
}

/**
 * Where one part of a request ends: punctuation and the words that join actions ("then",
 * "затем"…). A language with its own clauses splits by its joining words alone; the others
 * share one splitter of all their joining words (a request may borrow the other's "then").
 */
const SHARED_JOINS = Object.values(LANGUAGES)
  .map((l) => l.reader)
  .filter((r) => !r.ownClauses)
  .map((r) => r.joins)
  .join('|');
const SHARED_SPLIT = new RegExp(`[,;.()]|${SHARED_JOINS}`, 'i');
const OWN_SPLIT = new Map<Reader, RegExp>();
function clauseSplitter(r: Reader): RegExp {
  if (!r.ownClauses) return SHARED_SPLIT;
  let split = OWN_SPLIT.get(r);
  if (split === undefined) {
    split = new RegExp(`[,;.()]|${r.joins}`, 'iu');
    OWN_SPLIT.set(r, split);
  }
  return split;
}

function parseCompoundMove(input: string, r: Reader): Result<MoveAction, RuleError> {
  const clauses = input
    .split(clauseSplitter(r))
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
    const tokens0 = ws.map((w) => read(w, r));
    const has = (k: Token['kind']) => tokens0.some((t) => t?.kind === k);

    // How much to tell: "don't tell the result" / "tell me whether I hit a wall".
    if (has('tell')) {
      if (has('wall')) semi = true;
      else if (has('not')) dark = true;
      else return err(r, 'unknown', ws.find((w) => read(w, r)?.kind !== 'tell') ?? clause, clause);
      continue;
    }
    // German "nimm nichts mit / auf" is "pick up nothing", not a choice of treasure.
    if ((has('pickup') || (r.freeOrder && has('keep') && !has('item'))) && has('not')) {
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
      if (treasure === undefined) return err(r, 'unknown', clause, clause);
      continue;
    }

    // Conditions: "if I find a treasure[, shoot up]".
    const iIf = tokens0.findIndex((t) => t?.kind === 'if');
    const leadingIf = r.freeOrder
      ? iIf >= 0 && tokens0.slice(0, iIf).every((t) => t?.kind === 'filler')
      : iIf === 0;
    if (r.freeOrder && iIf > 0 && !leadingIf) {
      // German also puts the condition after its action: "schieß nach oben, wenn ich einen Schatz finde".
      const parsed = r.condition(ws.slice(iIf + 1));
      if (!parsed || parsed.rest.length > 0 || pending) return err(r, 'unknownCond', clause);
      condition = parsed.condition;
      ws = ws.slice(0, iIf);
    } else if (leadingIf) {
      const parsed = r.condition(ws.slice(iIf + 1));
      if (!parsed) return err(r, 'unknownCond', clause);
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

    const act = parseClause(ws, clause, r);
    if (!act.ok) return act;
    if (act.value.kind === 'movement') {
      if (condition) return err(r, 'unknownCond', clause);
      if (movement) return err(r, 'twoMovements', movement.clause, clause);
      movement = { movement: act.value.movement, clause };
      continue;
    }
    if (!movement) {
      if (condition) return err(r, 'condBefore', clause);
      before.push(act.value.act);
    } else {
      after.push(condition ? { ...act.value.act, if: condition } : act.value.act);
      if (!condition) lastAct = after.length - 1;
    }
  }
  // German: a condition at the very end belongs to the action just before it
  // ("geh nach oben, schieß nach links, wenn ich gegen eine Wand stoße").
  if (pending && r.freeOrder && pending.prevAct >= 0) {
    const i = pending.prevAct;
    after[i] = { ...after[i]!, if: pending.cond };
    pending = null;
  }
  if (pending) return err(r, 'dangling', pending.clause);
  if (!movement) return err(r, 'noMovement');
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

type Clause = { kind: 'movement'; movement: Movement } | { kind: 'act'; act: Act };

function parseClause(ws: string[], clause: string, r: Reader): Result<Clause, RuleError> {
  const tokens: Token[] = [];
  for (const w of ws) {
    const t = read(w, r);
    if (!t) return err(r, 'unknown', w, clause);
    tokens.push(t);
  }
  const kinds = new Set(tokens.map((t) => t.kind));
  let dirs = tokens.flatMap((t) => (t.kind === 'dir' ? [t.dir] : []));
  const item = tokens.find((t): t is Extract<Token, { kind: 'item' }> => t.kind === 'item')?.item;
  const oneDir = (what: string): Result<Direction, RuleError> => {
    if (dirs.length === 0) return err(r, 'needDir', what, clause);
    if (dirs.length > 1) return err(r, 'twoDirs', clause);
    return ok(dirs[0]!);
  };

  if (kinds.has('shoot')) {
    const dir = oneDir(r.what.shot);
    if (!dir.ok) return dir;
    // B.7.3 targeted shots: "shoot up at player 2 on 3 4" (seat, then the cell's column and row).
    const numbers = tokens.flatMap((t) => (t.kind === 'number' ? [t.value] : []));
    if (kinds.has('player')) {
      if (numbers.length !== 3 || numbers.some((n) => n < 1)) return err(r, 'target', clause);
      const [seat, x, y] = numbers as [number, number, number];
      return ok({
        kind: 'act',
        act: { do: 'shoot', dir: dir.value, target: { seat: seat - 1, cell: { x: x - 1, y: y - 1 } } },
      });
    }
    if (numbers.length > 0) return err(r, 'target', clause);
    return ok({ kind: 'act', act: { do: 'shoot', dir: dir.value } });
  }
  const leaving = kinds.has('leave') || kinds.has('throw');
  // A grenade thrown "into a wall" blows it (B.2.1); one left, or thrown "to the … cell", is an item.
  const toCell = ws.some((w) => r.isCellWord(w));
  const grenadeItem = leaving && kinds.has('grenade') && (kinds.has('leave') || kinds.has('here') || toCell);
  if (kinds.has('blow') || (kinds.has('grenade') && !grenadeItem)) {
    // "blow up the wall to the right": "up" right after "blow" is part of the verb.
    const iBlow = tokens.findIndex((t) => t.kind === 'blow');
    if (dirs.length > 1 && r.blowParticle !== undefined && ws[iBlow + 1] === r.blowParticle)
      dirs = dirs.slice(1);
    const dir = oneDir(r.what.grenade);
    return dir.ok ? ok({ kind: 'act', act: { do: 'blow', dir: dir.value } }) : dir;
  }
  if (kinds.has('mine') && !leaving) {
    if (dirs.length > 1) return err(r, 'twoDirs', clause);
    return ok({ kind: 'act', act: { do: 'mine', to: dirs[0] ?? 'here' } });
  }
  if (leaving) {
    const what: ItemKind | undefined =
      item ?? (kinds.has('mine') ? 'mine' : kinds.has('grenade') ? 'grenade' : undefined);
    if (!what) return err(r, 'needItem', clause);
    if (dirs.length > 1) return err(r, 'twoDirs', clause);
    if (kinds.has('throw') && dirs.length === 0 && !kinds.has('here'))
      return err(r, 'needDir', r.what.throw, clause);
    return ok({ kind: 'act', act: { do: 'leave', item: what, to: dirs[0] ?? 'here' } });
  }
  if (kinds.has('flow')) return ok({ kind: 'movement', movement: 'flow' });
  if (kinds.has('loop')) return ok({ kind: 'movement', movement: 'loop' });
  if (kinds.has('go') || dirs.length > 0) {
    const dir = oneDir(r.what.movement);
    return dir.ok ? ok({ kind: 'movement', movement: dir.value }) : dir;
  }
  const meaningful = ws.find((w) => read(w, r)?.kind !== 'filler') ?? clause;
  return err(r, 'unknown', meaningful, clause);
}
