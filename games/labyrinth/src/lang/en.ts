/**
 * The Labyrinth in English: the game's words, the game master's announcements in the
 * original's wording ("Walked onto land, found a treasure", "Cannot move - hit a wall",
 * "A scream is heard!"), moves said as players say them ("shoot left, go up, then if I find
 * a treasure shoot up"), and the terminal board; how typed moves are read is `en-reader.ts`.
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
import { type Condition, type Found, foundAnything, type ItemKind } from '../types.ts';
import { reader } from './en-reader.ts';

const words: GameWords = {
  name: 'Labyrinth',
  summary: 'Find the true treasure in a labyrinth you cannot see; the computer is the game master.',
  howToPlay:
    'You cannot see the labyrinth: the computer game master tells you only what you meet. Choose a start cell in secret, then on your turn move one cell up, down, left or right, shoot or throw a grenade. Listen to every answer — "wall", "river", "hospital", "treasure" — and draw your own map. Find the real treasure and carry it out through an exit to win.',
  options: {
    width: {
      label: 'Width',
      description: 'Width of a generated labyrinth (cells).',
    },
    height: {
      label: 'Height',
      description: 'Height of a generated labyrinth (cells).',
    },
    shape: {
      label: 'Shape',
      description: 'Outline of a generated labyrinth: rectangle, no-corners or cross.',
      choices: {
        rectangle: 'Rectangle',
        'no-corners': 'No corners',
        cross: 'Cross',
      },
    },
    plan: {
      label: 'Plan (JSON)',
      description:
        'An explicit plan (written as in the rules page) instead of a generated one; it must pass the validator.',
    },
    landmines: {
      label: 'Landmines',
      description: 'Each player starts with one landmine.',
    },
    weaponryMines: {
      label: 'Landmines from weaponries',
      description: 'A weaponry also hands out a landmine to a player whose hands are empty.',
    },
    encephalitis: {
      label: 'Encephalitis',
      description: 'Generated plans contain encephalitis cells (explicit plans decide for themselves).',
    },
    healMoves: {
      label: 'Moves to reach a hospital',
      description:
        'Successful moves an infected player has to reach a hospital (left empty: three more than the number of players).',
    },
    healUnlimited: {
      label: 'Unlimited time to heal',
      description: 'The time to heal after an infection is not limited.',
    },
    nstop: {
      label: 'Rounds without change (Nstop)',
      description:
        'Rounds without an irreversible change that end the game in a draw (left empty: the number of cells).',
    },
    rivers: {
      label: 'Rivers',
      description:
        'Normal, shallow (carried once, then walk along) or turbulent (carried to the delta) rivers.',
      choices: {
        normal: 'Normal',
        shallow: 'Shallow',
        turbulent: 'Turbulent',
      },
    },
    shotRange: {
      label: 'Shot range',
      description: 'How many cells a bullet flies beyond the shooter’s cell (left empty: unlimited).',
    },
    shootFromRivers: {
      label: 'Shooting from rivers',
      description: 'Shooting from river cells is allowed (when off: "the powder is damp").',
    },
    shootThroughBuildings: {
      label: 'Shooting through buildings',
      description: 'Bullets fly through weaponries and hospitals (never from them).',
    },
    targetedShots: {
      label: 'Targeted shots',
      description: 'Every shot names its target player and cell; only he can be hit, only there.',
    },
    mineVictimsReorder: {
      label: 'New cell after a landmine wound',
      description: 'A player wounded by a landmine may order a new cell (when off: he may not).',
    },
    commonStart: {
      label: 'Common start',
      description: 'Everyone starts on one cell chosen by the game master, without bullets and grenades.',
    },
    startShared: {
      label: 'Shared start cells',
      description: 'Two players may choose the same start cell (when off: such choices are invalidated).',
    },
    startForbidden: {
      label: 'Forbidden start cells',
      description: 'Cell types on which a chosen start is invalidated.',
      choices: {
        land: 'Land',
        hospital: 'Hospital',
        weaponry: 'Weaponry',
        pit: 'Pit',
        river: 'River',
        delta: 'Delta',
        encephalitis: 'Encephalitis',
      },
    },
    allowSkip: {
      label: 'Skipping a move',
      description: 'A player may skip a move.',
    },
    allowRepeats: {
      label: 'Repeating a move',
      description: 'A move known to change nothing (the same move after "hit a wall") may be repeated.',
    },
    blowReport: {
      label: 'What a grenade reveals',
      description:
        'What is told about a grenade: silent (nothing), wall-remains (whether a wall stands there after the blast), full (no wall / blown up / withstood).',
      choices: {
        silent: 'Nothing',
        'wall-remains': 'Whether a wall remains',
        full: 'Everything',
      },
    },
    throwing: {
      label: 'Throwing',
      description: 'Items may be thrown to neighbouring cells (when off: only left on the own cell).',
    },
    mineOnNeighbour: {
      label: 'Landmines on neighbouring cells',
      description: 'A landmine may be set on a neighbouring cell (when off: only on the own cell).',
    },
    conditionalMoves: {
      label: 'Conditional moves',
      description: 'Conditional moves are allowed.',
    },
    darkMoves: {
      label: 'Dark moves',
      description: 'Dark moves are allowed.',
    },
    semiDarkMoves: {
      label: 'Semi-dark moves',
      description: 'Semi-dark moves are allowed.',
    },
    recall: {
      label: 'Recalling moves',
      description: 'Recall only the last move of another player (last), or keep the full public log (full).',
      choices: {
        last: 'The last move only',
        full: 'The full log',
      },
    },
    lastSurvivorMoves: {
      label: 'Moves for the last survivor',
      description:
        'Moves the last survivor has to carry the true treasure out (left empty: he wins at once).',
    },
    handicaps: {
      label: 'Handicaps (JSON)',
      description: 'Handicaps for weaker players.',
    },
    moveSeconds: {
      label: 'Seconds per move',
      description: 'Time for one move in online play; a player who runs out loses (left empty: no limit).',
    },
    thinkingBreaks: {
      label: 'Thinking breaks',
      description:
        'A player may take one 5-minute break before a move (again once half the players used theirs).',
    },
    generator: {
      label: 'Generator limits (JSON)',
      description:
        'Limits on the generated labyrinth (counts of weaponries, hospitals, pits, rivers, river branches, exits, walls).',
    },
    closedExits: {
      label: 'Closed exits',
      description: 'Exits may start closed by a destructible wall (when off: every exit is open).',
    },
    crossings: {
      label: 'Crossings',
      description:
        'Opposite sides of the labyrinth are connected by chains of land, hospital, weaponry and delta cells without walls.',
    },
    fakeTreasures: {
      label: 'Fake treasures',
      description: 'Generated plans: number of fake treasures (left empty: the generator’s choice).',
    },
    notebook: {
      label: 'Notebook',
      description:
        'Every player sees a notebook: each player’s moves and the game master’s answers in columns, as they were heard (rule 6.3).',
    },
  },
  presets: {
    standard: 'Standard (the full rules)',
    beginner: 'Beginner',
    taster: 'Taster (small, short)',
  },
};

// --- Announcements

const seat = (s: number): string => `Player ${s + 1}`;
const cell = (p: Point): string => `column ${p.x + 1}, row ${p.y + 1}`;

const WALL: Record<Direction, string> = {
  up: 'the upper wall',
  right: 'the right wall',
  down: 'the lower wall',
  left: 'the left wall',
};

const CELL: Record<CellType, string> = {
  land: 'land',
  hospital: 'a hospital',
  weaponry: 'a weaponry',
  pit: 'a pit',
  river: 'a river',
  delta: 'a delta',
  encephalitis: 'an encephalitis cell',
};

const ITEM_FORMS: Record<ItemKind, [string, string]> = {
  treasure: ['treasure', 'treasures'],
  bullet: ['bullet', 'bullets'],
  grenade: ['grenade', 'grenades'],
  mine: ['landmine', 'landmines'],
  corpse: ['corpse', 'corpses'],
};

/** "a treasure", "2 bullets". */
const countOf = (kind: ItemKind, n: number): string =>
  n === 1 ? `a ${ITEM_FORMS[kind][0]}` : `${n} ${ITEM_FORMS[kind][1]}`;
/** The item for "leave a …". */
const itemWord = (kind: ItemKind): string => `a ${ITEM_FORMS[kind][0]}`;
const found = (f: Found): string => listFound(f, countOf, 'and');
const many = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

const screams = (n: number): string =>
  n === 0 ? 'no scream is heard' : n === 1 ? 'a scream is heard!' : `${n} screams are heard!`;

const REASONS: Record<string, string> = {
  'treasure-carried-out': 'the true treasure was carried out',
  'last-survivor': 'the last survivor wins',
  'draw/no-change': 'the limit of rounds in a row without an irreversible change is reached: a draw',
  'draw/all-skip': 'every player skipped: a draw',
  'draw/true-treasure-lost': 'the true treasure is lost for good: a draw',
  'draw/no-survivors': 'nobody survived: a draw',
  'draw/survivor-out-of-time': 'the last survivor did not carry the treasure out in time: a draw',
};

const events: EventPhrases = {
  'labyrinth/start-chosen': (e) => `${seat(e.seat)} has chosen a start cell.`,
  'labyrinth/start-cell': (e) => `You start at ${cell(e.cell)}.`,
  'labyrinth/starts-invalid': () =>
    'The game master declares the start choices invalid. This is normal (rule 6.1) and tells nothing about your cell: it happens when two players chose the same cell or a cell this table does not allow as a start, and he may not say which. Everyone chooses again, each a cell other than the last one.',
  'labyrinth/peek': (e) => `The cell at ${cell(e.cell)} is ${CELL[e.cellType]}.`,
  'labyrinth/started': (e) => {
    const order = e.order.map((s) => s + 1).join(', ');
    const heal =
      e.healMoves === null
        ? 'the time to heal from encephalitis is not limited'
        : `an infected player has ${e.healMoves} successful moves to heal`;
    return `The game begins${e.commonStart ? ' (everyone on one cell, without bullets and grenades)' : ''}. Turn order: players ${order}. ${e.nstop === 1 ? 'A round' : `${e.nstop} rounds in a row`} without an irreversible change ${e.nstop === 1 ? 'ends' : 'end'} the game in a draw; ${heal}.`;
  },
  'labyrinth/start-place': (e) => {
    let t = `${seat(e.seat)} is on ${CELL[e.cellType]}`;
    if (e.miteWoken) t += ', woke up the mite';
    if (e.found) t += `, found ${found(e.found)}`;
    return `${t}.`;
  },
  'labyrinth/turn-notice': (e) => {
    if (e.notice === 'dead') return `${seat(e.seat)} is dead.`;
    if (e.notice === 'mine-wound')
      return `${seat(e.seat)}, wounded by a landmine on his last move, can ask for a new cell.`;
    return `${seat(e.seat)} is wounded${e.canReorder ? ' and can ask for a new cell' : ''}.`;
  },
  'labyrinth/reordered': (e) => `${seat(e.seat)} has ordered a new cell.`,
  'labyrinth/reorder-cell': (e) =>
    `You continue from ${cell(e.cell)}, which is ${CELL[e.cellType]}${e.healed ? `; you were healed${e.immune ? ' and are now immune to encephalitis' : ''}` : ''}.`,
  'labyrinth/move': (e, say) => `${seat(e.seat)}: ${say.action(e.move)}.`,
  'labyrinth/shot': (e) => {
    const head = `Shot ${e.dir}`;
    switch (e.result) {
      case 'fired': {
        const heard = screams(e.screams);
        let t = `${head} — ${heard}${heard.endsWith('!') ? '' : '.'}`;
        if (foundAnything(e.atFeet)) t += ` Fell at your feet: ${found(e.atFeet as Found)}.`;
        const ground = e.ground ?? 0;
        return `${t} ${many(e.bullets, 'bullet')} left${ground > 0 ? `, ${ground} on the ground` : ''}.`;
      }
      case 'no-bullet':
        return `${head} — no luck, you have no bullets.`;
      case 'from-hospital':
        return 'Shooting from a hospital is forbidden.';
      case 'from-weaponry':
        return 'Shooting from a weaponry is forbidden.';
      case 'damp':
        return `${head} — the powder is damp.`;
      case 'cannot':
        return 'A wounded or infected player cannot shoot.';
      case 'outside':
        return 'There is nothing to shoot at outside the labyrinth.';
    }
  },
  'labyrinth/grenade': (e) => {
    const head = `Blow ${WALL[e.dir]}`;
    if (e.result === 'no-grenade') return `${head} — no luck, you have no grenades.`;
    if (e.result === 'outside')
      return `${head} — there are no walls outside the labyrinth, the grenade is spent. ${many(e.grenades, 'grenade')} left.`;
    const wall = {
      remains: 'the wall is still there',
      gone: 'there is no wall there now',
      none: 'there was no wall',
      blown: 'the wall was blown up',
      withstood: 'the wall withstood the blast',
    };
    return `${head} — ${e.wall === null ? 'done' : wall[e.wall]}. ${many(e.grenades, 'grenade')} left.`;
  },
  'labyrinth/mine-set': (e) => {
    const tail = {
      set: 'done',
      'no-mine': 'no luck, you have no landmine',
      cannot: 'a wounded or infected player cannot set landmines',
      outside: 'not outside the labyrinth',
    };
    return `Set a landmine ${e.to} — ${tail[e.result]}.`;
  },
  'labyrinth/item-left': (e) => {
    const head = e.to === 'here' ? `Leave ${itemWord(e.item)}` : `Throw ${itemWord(e.item)} ${e.to}`;
    const tail = {
      done: 'done',
      'fell-back': `you have found ${countOf(e.item, 1)} at your feet`,
      none: 'no luck, you have none',
      cannot: 'a wounded or infected player cannot do that',
      outside: 'not outside the labyrinth',
    };
    return `${head} — ${tail[e.result]}${e.cremated ? '; the corpse was cremated by the medical workers' : ''}.`;
  },
  'labyrinth/blast': (e) => {
    const head = e.cause === 'corpse' ? 'The corpse set off a landmine!' : 'A landmine exploded!';
    const self = e.self === 'wounded' ? ' You are wounded.' : e.self === 'killed' ? ' You are killed.' : '';
    return `${head}${self}${e.screams > 0 ? ` ${capitalize(screams(e.screams))}` : ''}`;
  },
  'labyrinth/infected': (e) => {
    if (e.died) return 'Being wounded, you caught encephalitis and died.';
    return e.movesLeft === null
      ? 'You have been infected; find a hospital.'
      : `You have been infected and have ${e.movesLeft} moves to heal.`;
  },
  'labyrinth/died': (e) =>
    e.cause === 'timeout'
      ? `${seat(e.seat)} ran out of time and is dead.`
      : `${seat(e.seat)} did not reach a hospital in time and died.`,
  'labyrinth/lost': (e) =>
    e.reason === 'timeout'
      ? `${seat(e.seat)} ran out of time and has lost.`
      : `${seat(e.seat)} did not come back into the labyrinth and has lost.`,
  'labyrinth/condition': (e) => `Condition of action ${e.index + 1}: ${e.met ? 'met' : 'not met'}.`,
  'labyrinth/dark-done': (e) => `${seat(e.seat)}: done.`,
  'labyrinth/semi-dark': (e) => (e.hitWall ? "Done. You've hit a wall." : 'Done. No wall hit.'),
  'labyrinth/skip': (e) => {
    const healed = e.healed ? `, was healed${e.immune ? ' and is now immune to encephalitis' : ''}` : '';
    return `${seat(e.seat)} skips the move${healed}.`;
  },
  'labyrinth/break': (e) => `${seat(e.seat)} takes a five-minute break to think.`,
  'labyrinth/recall': (e, say) => {
    if (e.entry === null) return `${seat(e.about)} has not moved yet.`;
    const what = e.entry.action.type === 'skip' ? 'skipped' : say.action(e.entry.action);
    return `Last move of ${seat(e.about)} (round ${e.entry.round}): ${what}. ${say.said(e.entry.events)}`;
  },
  'labyrinth/nstop': (e) => {
    // The last count says only the count: the game over that follows says it is a draw, and why.
    return `${e.count === 1 ? 'One round' : `${e.count} rounds`} with no changes (of ${e.limit}).`;
  },
  'labyrinth/survivor': (e) =>
    `${seat(e.seat)} is the last survivor and has ${e.movesLeft} moves to carry the true treasure out.`,
  'labyrinth/game-over': (e) => {
    const why = REASONS[e.reason] ?? e.reason;
    if (e.draw) return `Game over: ${why}.`;
    return `Game over: ${why}. Winner: ${e.winners.map(seat).join(', ')}.`;
  },
};

const movement: MovementPhrases = {
  returned: 'Came back into the labyrinth',
  exit: {
    true: 'Walked out of the labyrinth with the true treasure — victory!',
    fake: 'Walked out of the labyrinth — the treasure crumbled to ashes; you must come back on your next move',
    none: 'Walked out of the labyrinth; you must come back on your next move',
  },
  hitWall: 'Cannot move - hit a wall',
  riverBlocked: 'Failed, a river is flowing this way',
  carriedAfterWall: (toDelta) => `; carried by the flow${toDelta ? ' to a delta' : ' to a river'}`,
  flow: (toDelta) => `Walked by the flow into ${toDelta ? 'a delta' : 'a river'}`,
  looped: 'Moved by the loop to the next pit',
  fell: 'Fell into a pit, was transported to the next one in the loop',
  carried: (toDelta) => `Walked into a river, carried by the flow${toDelta ? ' to a delta' : ''}`,
  walkedAlong: (toDelta) => `Walked along the river${toDelta ? ' into a delta' : ''}`,
  wokeOnArrival: 'Arrived at the encephalitis cell, woke up the mite',
  into: {
    land: 'Walked onto land',
    hospital: 'Walked into a hospital',
    weaponry: 'Walked into a weaponry',
    pit: 'Walked into a pit',
    river: 'Walked into a river',
    delta: 'Walked into a delta',
    encephalitis: 'Walked into an encephalitis cell',
  },
  woke: 'woke up the mite',
  healed: 'was healed',
  immune: 'and is now immune to encephalitis',
  cremated: 'the corpse you carried was cremated',
  weaponry: (w) =>
    `you have ${many(w.bullets, 'bullet')} and ${many(w.grenades, 'grenade')}${w.treasure ? ', a treasure' : ''}`,
  found: (f) => `found ${found(f)}`,
};

const status: StatusPhrases = {
  dead: 'You are dead.',
  lost: 'You are out of the game.',
  youAre: (health) => `You are ${health}`,
  infected: (n) => `infected${n === null ? '' : `, ${n} moves to heal`}`,
  wounded: 'wounded',
  healthy: 'healthy',
  immune: 'immune to encephalitis',
  ammo: (bullets, grenades) => `bullets: ${bullets}, grenades: ${grenades}`,
  holding: (kind) => `you carry ${itemWord(kind)}`,
  orders: (n) => `cell orders left: ${n}`,
  outside: 'you are outside the labyrinth',
};

// --- Moves in words, as the parser reads them back

/** The item named in "leave …" and "throw …". */
const ITEM: Record<ItemKind, string> = {
  treasure: 'the treasure',
  corpse: 'the corpse',
  mine: 'the mine',
  bullet: 'a bullet',
  grenade: 'a grenade',
};

/** "if I …": what a conditional action depends on. */
const COND: Record<Condition, string> = {
  'hit-wall': 'hit a wall',
  carried: 'am carried',
  land: 'am on land',
  hospital: 'reach a hospital',
  weaponry: 'reach a weaponry',
  pit: 'fall into a pit',
  river: 'get into a river',
  delta: 'reach a delta',
  encephalitis: 'reach the encephalitis cell',
  outside: 'get out',
  'found-anything': 'find anything',
  'found-treasure': 'find a treasure',
  'found-bullet': 'find a bullet',
  'found-grenade': 'find a grenade',
  'found-mine': 'find a mine',
  'found-corpse': 'find a corpse',
  healed: 'am healed',
  infected: 'am infected',
  blast: 'hear a blast',
};

const at = (p: Point): string => `${p.x + 1} ${p.y + 1}`;

const actions: ActionPhrases = {
  join: ', then ',
  go: (d) => `go ${d}`,
  flow: 'go by the flow',
  loop: 'go by the loop',
  shoot: (d, target) =>
    target ? `shoot ${d} at player ${target.seat + 1} on ${at(target.cell)}` : `shoot ${d}`,
  blow: (d) => `blow ${WALL[d]}`,
  mine: (to) => `set a mine ${to}`,
  leave: (item, to) =>
    to === 'here'
      ? `leave ${ITEM[item]}`
      : item === 'grenade'
        ? `throw a grenade to the ${to} cell`
        : `throw ${ITEM[item]} ${to}`,
  condition: (c) => `if I ${c.not ? "don't " : ''}${COND[c.on]}`,
  noPickup: "don't pick up anything",
  noRefill: "don't refill",
  treasure: (t) =>
    t === 'old'
      ? 'keep the old treasure'
      : t === 'topmost' || t === 'lowest'
        ? `take the ${t} treasure`
        : `take treasure ${t}`,
  dark: "don't tell the result",
  semiDark: ["don't tell where I ended up", 'tell me whether I hit a wall'],
  skip: 'skip',
  status: 'status',
  pause: 'take a five-minute break',
  recall: (s) => `recall player ${s + 1}`,
  start: (c) => `start ${at(c)}`,
  reorder: (c) => `reorder ${at(c)}`,
  peek: (c) => `peek ${at(c)}`,
};

// --- The terminal board

const board: BoardWords = {
  title: (w: number, h: number) => `Labyrinth ${w}×${h}`,
  choose: 'Choose your start cell: "start <column> <row>".',
  round: (r: number) => `round ${r}`,
  toMove: (s: number) => `Player ${s + 1} to move`,
  nstop: (c: number, l: number) => `rounds without change: ${c} of ${l}`,
  legend: 'S your start cell, O cells you ordered, ? cells you asked about',
  planLegend: 'Legend',
  planMarks:
    'L land, H hospital, W weaponry, P pit, R river, D delta, E encephalitis; Pa1 falls into Pa2 (the last pit of a loop into the first); ^ > v < the flow of a river; * the true treasure, + a fake one; | and --- walls; ~ a closed exit (it can be blown up); a gap in the outline: an open exit',
  you: 'You',
  healthy: 'healthy',
  wounded: 'wounded',
  infected: (n: number | null) => (n === null ? 'infected' : `infected (${n} moves to reach a hospital)`),
  immune: 'immune',
  bullets: (n: number) => `${n} bullet${n === 1 ? '' : 's'}`,
  grenades: (n: number) => `${n} grenade${n === 1 ? '' : 's'}`,
  holding: (h: string) => `holding a ${h === 'mine' ? 'landmine' : h}`,
  orders: (n: number) => `cell orders left: ${n}`,
  outside: 'outside the labyrinth',
  player: (s: number) => `Player ${s + 1}`,
  dead: 'dead',
  playing: 'playing',
  lost: 'out of the game',
  startedOn: (t: string) => `started on ${t}`,
  planHeading: 'The plan of the labyrinth:',
  ended: (s: number, p: Point | null) =>
    `Player ${s + 1} ${p ? `ended at column ${p.x + 1}, row ${p.y + 1}` : 'ended outside the labyrinth'}.`,
  path: (s: number) => `Path of player ${s + 1} (column row):`,
  cellType: (t) => CELL[t],
};

export const en: LabyrinthLanguage = { words, events, movement, status, actions, board, reader };
