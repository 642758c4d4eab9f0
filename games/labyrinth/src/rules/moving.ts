/**
 * The movement of a move and its consequences on arrival (reference B.2.2, B.2.3, B.3.4,
 * B.4): the plan helper's `resolveMovement`/`resolveEntry` say where the player ends up;
 * this file applies what the cell and its items do to him, in this order: a landmine
 * blast (arrival from another cell), what he finds, the infection countdown, healing in a
 * hospital (and cremation of a carried corpse), the mite and contagion, pick-up, the
 * weaponry refill. Walking out: the true treasure wins, a fake one turns to ashes.
 */
import { type Direction, ok, type Result, type RuleError, type Seat, samePoint } from '@daedalus/core';
import { type Movement, type MoveResult, resolveEntry, resolveMovement } from '../plan/movement.ts';
import type { CellType } from '../plan/types.ts';
import type { ActCondition } from '../types.ts';
import { type Found, foundAnything } from '../types.ts';
import { announce, type MoveCtx, mover, say } from './context.ts';
import { countdownExpired, exposeTo, healAt, wakeMite } from './infection.ts';
import { blast, hasArmedMine, kill, pickUp, refill, visibleFound } from './items.ts';
import { typeAt } from './state.ts';

/** What the movement turned out to be, as the game master would announce it (for conditions). */
export interface MoveSummary {
  readonly hitWall: boolean;
  readonly carried: boolean;
  readonly cellType: CellType | null;
  readonly outside: boolean;
  readonly found: Found | null;
  readonly healed: boolean;
  readonly infected: boolean;
  readonly blast: boolean;
}

const NONE: MoveSummary = {
  hitWall: false,
  carried: false,
  cellType: null,
  outside: false,
  found: null,
  healed: false,
  infected: false,
  blast: false,
};

const isDirection = (m: Movement): m is Direction => m !== 'flow' && m !== 'loop';

export function performMovement(ctx: MoveCtx, movement: Movement): Result<MoveSummary, RuleError> {
  const { s, seat } = ctx;
  const player = mover(ctx);
  const opts = { rivers: s.options.rivers, footing: player.footing };
  let res: MoveResult;
  let returned = false;
  const from = player.outside === null ? player.at : null;
  if (player.outside !== null) {
    const entry = isDirection(movement) ? resolveEntry(s.plan, player.outside, movement, opts) : ok(null);
    if (!entry.ok) return entry;
    if (entry.value === null) {
      // B.3.4: failed to come back on the next move.
      player.condition = 'lost';
      player.outside = null;
      s.roundChanged = true;
      announce(ctx.events, { type: 'labyrinth/lost', seat, reason: 'did-not-return' });
      return ok({ ...NONE, outside: true });
    }
    res = entry.value;
    returned = true;
    player.outside = null;
  } else {
    if (from === null) return ok(NONE);
    const r = resolveMovement(s.plan, from, movement, opts);
    if (!r.ok) return r;
    res = r.value;
  }

  // The movement event, written out in one literal: spreading a shared base into each
  // (`{ ...base, cellType, … }`) took V8's slow path, a fifth of a move's time.
  const movementEvent = (told: {
    cellType: CellType | null;
    miteWoken: boolean;
    found: Found | null;
    healed: boolean;
    immune: boolean;
    cremated: boolean;
    weaponry: { bullets: number; grenades: number; treasure: boolean } | null;
    exit: 'true' | 'fake' | 'none' | null;
  }) => ({
    type: 'labyrinth/movement' as const,
    seat,
    movement,
    hitWall: res.hitWall,
    riverBlocked: res.blocked === 'river-inflow',
    fellIntoPit: res.fellIntoPit,
    looped: res.looped,
    carried: res.carried > 0,
    walkedAlong: res.walkedAlong,
    returned,
    cellType: told.cellType,
    miteWoken: told.miteWoken,
    found: told.found,
    healed: told.healed,
    immune: told.immune,
    cremated: told.cremated,
    weaponry: told.weaponry,
    exit: told.exit,
  });

  if (res.end.kind === 'outside') {
    player.at = null;
    player.outside = res.end.exit;
    player.footing = false;
    let exit: 'true' | 'fake' | 'none' = 'none';
    const held = player.held;
    if (held?.kind === 'treasure') {
      if (s.treasureTrue[held.id] === true) {
        exit = 'true';
        s.result = { winners: [seat], draw: false, reason: 'treasure-carried-out' };
      } else {
        exit = 'fake';
        player.held = null;
        s.roundChanged = true;
      }
    } else if (held !== null) player.held = null; // a landmine is defused, a corpse taken away outside
    say(
      ctx,
      movementEvent({
        cellType: null,
        miteWoken: false,
        found: null,
        healed: false,
        immune: false,
        cremated: false,
        weaponry: null,
        exit,
      }),
    );
    if (exit !== 'true' && player.infection !== null && countdownExpired(s, seat)) {
      kill(s, seat);
      say(ctx, { type: 'labyrinth/died', seat, cause: 'infection-time' });
    }
    return ok({ ...NONE, hitWall: res.hitWall, outside: true });
  }

  const at = res.end.at;
  // Falling into a pit and out of the loop onto one's own cell is an arrival from another cell (the entry
  // pit); stepping upstream in a river is staying on the same cell (B.4.6).
  const moved = from === null || !samePoint(from, at) || res.fellIntoPit;
  player.at = at;
  player.footing = res.footing;
  const wasInfected = player.infection !== null;
  const endType = typeAt(s, at);
  const toldType: CellType = endType === 'encephalitis' && player.immune ? 'land' : endType;

  // What lay on the cell when he arrived (armed landmines are invisible).
  const lying = visibleFound(s, at);
  // A landmine on the end cell goes off when someone arrives from another cell (B.5.7).
  let blastReport: { self: 'wounded' | 'killed' | null; screams: number } | null = null;
  if (moved && hasArmedMine(s, at)) {
    const victims = blast(s, at, (v: Seat) => (v === seat ? (ctx.dark ? 'never' : 'told-now') : 'on-turn'));
    const self = victims.find((v) => v.seat === seat)?.result;
    for (const v of victims) if (v.result !== 'safe') ctx.down.add(v.seat);
    blastReport = {
      self: self === 'wounded' || self === 'killed' ? self : null,
      screams: victims.filter((v) => v.seat !== seat && v.result !== 'safe').length,
    };
  }
  // A plain wall hit arrives nowhere: nothing is found or picked up, and the cell type is not told.
  const arrived = !(res.hitWall && res.carried === 0);
  // What he finds is what lay there and survived the blast (bullets and landmines are destroyed), not what
  // he or the other victims dropped when hit.
  const found: Found = blastReport === null ? lying : { ...lying, bullets: 0, mines: 0 };
  const alive = () => player.condition === 'playing';

  let expired = false;
  let healed = false;
  let immune = false;
  let cremated = false;
  let miteWoken = false;
  let infection: 'none' | 'infected' | 'killed' = 'none';
  if (alive()) {
    expired = moved && wasInfected && countdownExpired(s, seat);
    const h = healAt(s, seat);
    healed = h.healed;
    immune = h.immune;
    if (endType === 'hospital' && player.held?.kind === 'corpse') {
      player.held = null;
      cremated = true;
    }
    if (endType === 'encephalitis') miteWoken = wakeMite(s, at, seat);
    infection = exposeTo(s, seat, at);
  }
  const diedOfTime = alive() && expired && player.infection !== null;
  if (diedOfTime) kill(s, seat);
  if (alive()) {
    if (arrived) pickUp(s, seat, ctx.prefs);
    if (ctx.prefs.refill !== false) refill(s, seat);
  }
  say(
    ctx,
    movementEvent({
      cellType: arrived ? toldType : null,
      miteWoken,
      found: arrived && foundAnything(found) ? found : null,
      healed,
      immune,
      cremated,
      weaponry:
        arrived && endType === 'weaponry' && player.condition === 'playing'
          ? { bullets: player.bullets, grenades: player.grenades, treasure: player.held?.kind === 'treasure' }
          : null,
      exit: null,
    }),
  );
  if (blastReport !== null) say(ctx, { type: 'labyrinth/blast', seat, cause: 'arrival', ...blastReport });
  if (infection !== 'none')
    say(ctx, {
      type: 'labyrinth/infected',
      seat,
      movesLeft: player.infection?.movesLeft ?? null,
      died: infection === 'killed',
    });
  if (diedOfTime) say(ctx, { type: 'labyrinth/died', seat, cause: 'infection-time' });
  return ok({
    hitWall: res.hitWall,
    carried: res.carried > 0,
    cellType: arrived ? toldType : null,
    outside: false,
    found: arrived ? found : null,
    healed,
    infected: infection !== 'none',
    blast: blastReport !== null,
  });
}

/** Whether a conditional action's condition holds (B.6.5). Without a movement result, nothing holds. */
export function conditionMet(cond: ActCondition, sum: MoveSummary | null): boolean {
  const value = ((): boolean => {
    if (sum === null) return false;
    const f = sum.found;
    switch (cond.on) {
      case 'hit-wall':
        return sum.hitWall;
      case 'carried':
        return sum.carried;
      case 'outside':
        return sum.outside;
      case 'found-anything':
        return foundAnything(f);
      case 'found-treasure':
        return (f?.treasures ?? 0) > 0;
      case 'found-bullet':
        return (f?.bullets ?? 0) > 0;
      case 'found-grenade':
        return (f?.grenades ?? 0) > 0;
      case 'found-mine':
        return (f?.mines ?? 0) > 0;
      case 'found-corpse':
        return (f?.corpses ?? 0) > 0;
      case 'healed':
        return sum.healed;
      case 'infected':
        return sum.infected;
      case 'blast':
        return sum.blast;
      default:
        return sum.cellType === cond.on;
    }
  })();
  return cond.not === true ? !value : value;
}
