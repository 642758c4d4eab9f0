/**
 * The Labyrinth read in English: the words of moves as players write them ("Go up, then
 * shoot to the right and blow the up wall" — the original's words — or "the upper wall"), each mapped to a token; conditions are phrases
 * read exactly ("if I hit a wall", longest first); and what the reader answers when it does
 * not understand.
 */

import { phraseCondition, type Reader, type Token } from '../text/language.ts';
import type { Condition } from '../types.ts';

const EN: Record<string, Token> = {};
const add = (words: string, token: Token) => {
  for (const w of words.split(' ')) EN[w] = token;
};
add('up upwards upward north upper', { kind: 'dir', dir: 'up' });
add('down downwards downward south lower', { kind: 'dir', dir: 'down' });
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

/** Condition phrases, checked before single words (longest first). */
const CONDITION_PHRASES: readonly [string, Condition][] = [
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

const EXPECTED =
  'a movement (go up/down/left/right, by the flow, by the loop), shoot <direction>, blow the <direction> wall, set a mine, leave or throw an item, "if I …", "don\'t tell the result", skip, status, recall player N, take a break';

export const reader: Reader = {
  lookup: (word) => EN[word] ?? null,
  vocabulary: Object.keys(EN),
  ordinals: ['st', 'nd', 'rd', 'th'],
  fold: (word) => word,
  statusQuestion: /^how many\b|^what do i (have|carry)\b/,
  recallQuestion: /^what did player\b/,
  joins: '\\band then\\b|\\bthen\\b|\\band\\b|\\bafter that\\b|\\bfinally\\b|\\bbut\\b',
  condition: (ws) =>
    phraseCondition(ws, {
      skip: new Set(['i', 'we', 'it', 'there', 'is', 'do']),
      isNot: (w) => EN[w]?.kind === 'not',
      table: CONDITION_PHRASES,
      match: (rest, parts) => (parts.every((p, i) => rest[i] === p) ? parts.length : 0),
    }),
  freeOrder: false,
  isCellWord: (w) => w === 'cell',
  blowParticle: 'up',
  messages: {
    unknown: (w, clause) =>
      `I did not understand "${w}"${clause === undefined ? '' : ` in "${clause}"`}: expected ${EXPECTED}.`,
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
    empty: () => `Say a move: ${EXPECTED}.`,
    target: (clause) =>
      `"${clause}": a targeted shot names the player and his cell, e.g. "shoot up at player 2 on 3 4".`,
    unknownCond: (clause) =>
      `I did not understand the condition "${clause}": expected e.g. "if I find a treasure", "if I hit a wall", "if I fall into a pit".`,
  },
  what: { shot: 'a shot', grenade: 'a grenade', throw: 'a throw', movement: 'the movement' },
  expected: EXPECTED,
};
