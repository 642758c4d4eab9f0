/** Events in words: English here, German in `describe-de.ts`, Russian in `describe-ru.ts`. */
import type { Locale, Point } from '@daedalus/core';
import { describeEventDe } from './describe-de.ts';
import { describeEventRu } from './describe-ru.ts';
import { tileKind } from './tiles.ts';
import type { Agent, Item, MazeEvent, SmEvent, Threat } from './types.ts';

export const where = (p: Point | undefined): string => (p ? `(${p.x}, ${p.y})` : '(?)');
const player = (seat: number | undefined): string => `Player ${(seat ?? 0) + 1}`;

export function agentName(a: Agent | undefined): string {
  if (!a) return 'Someone';
  if ('seat' in a) return player(a.seat);
  if ('defender' in a) return `Defender ${a.defender}`;
  return 'The maze';
}

const TILE_NAMES = {
  four: 'a four-door cube',
  three: 'a three-door cube',
  corner: 'a corner cube',
  straight: 'a straight cube',
  'dead-end': 'a dead-end cube',
} as const;

/** "a three-door cube", "a corner cube"… */
export const tileName = (doors: number): string => TILE_NAMES[tileKind(doors)];

export function itemName(i: Item | undefined): string {
  if (!i) return 'an object';
  return i.kind === 'key' ? 'a Key' : `a Battery Pack (${i.pp} PP)`;
}

export function mazeEventName(e: MazeEvent | undefined): string {
  if (!e) return 'a maze event';
  switch (e.kind) {
    case 'special':
      return `Special Action at ${where(e.at)}`;
    case 'rotate':
      return `rotate the cube at ${where(e.at)} clockwise ${e.turns === 1 ? 'once' : e.turns === 2 ? 'twice' : 'three times'}`;
    case 'slide':
      return `slide ${e.axis === 'x' ? `row y=${e.line} along X` : `column x=${e.line} along Y`} by ${e.delta > 0 ? '+1' : '-1'}`;
    case 'z':
      return `slide the cube at ${where(e.at)} in Z by ${e.delta > 0 ? '+1' : '-1'}`;
  }
}

function threatName(t: Threat | undefined): string {
  if (!t) return 'danger';
  if (t.kind === 'defender') return `Defender ${t.defender}`;
  return t.cause === 'z'
    ? `its cube leaving the level (Z slide) at ${where(t.at)}`
    : `its cube being pushed off the maze at ${where(t.at)}`;
}

const pp = (e: SmEvent): string => (e.cost !== undefined ? ` (${e.cost} PP, ${e.pp} left)` : '');

export function describeEvent(e: SmEvent, locale: Locale): string {
  if (locale === 'de') return describeEventDe(e);
  if (locale === 'ru') return describeEventRu(e);
  switch (e.type) {
    case 'turn/started':
      return `${player(e.seat)}'s turn begins.`;
    case 'turn/skipped':
      return `${player(e.seat)}'s Challenger is stunned and misses this turn.`;
    case 'turn/ended':
      return `${player(e.seat)} ends the turn.`;
    case 'maze/event':
      return `Maze Event: ${mazeEventName(e.event)}.`;
    case 'maze/no-effect':
      return `The maze event (${mazeEventName(e.event)}) has no effect (${e.cause ?? 'nothing there'}).`;
    case 'maze/revealed':
      return `${agentName(e.by)} reveals ${e.doors ? tileName(e.doors) : 'a cube'} at ${where(e.at)}${e.item ? ` holding ${itemName(e.item)}` : ''}.`;
    case 'maze/rotated':
      return `${agentName(e.by)} rotates the cube at ${where(e.at)} ${(e.turns ?? 1) < 0 ? 'anticlockwise' : 'clockwise'}${Math.abs(e.turns ?? 1) > 1 ? ` ${Math.abs(e.turns ?? 1)} times` : ''}${pp(e)}.`;
    case 'maze/slid': {
      const lost = e.lost;
      const line =
        e.event?.kind === 'slide'
          ? `${e.event.axis === 'x' ? `Row y=${e.event.line}` : `Column x=${e.event.line}`} slides by ${e.event.delta > 0 ? '+1' : '-1'} along ${e.event.axis.toUpperCase()}`
          : 'The maze slides';
      const what = lost?.doors
        ? `the cube at ${where(lost.at)} is pushed off the edge and lost${lost.items ? ' with what lay in it' : ''}`
        : `nothing falls off at ${where(lost?.at)}`;
      return `${line}: ${what}.`;
    }
    case 'maze/removed':
      return `The cube at ${where(e.at)} leaves the level and is replaced by a Destroyed Cube.`;
    case 'maze/destroyed':
      return `${agentName(e.by)} destroys the cube at ${where(e.at)}${pp(e)}.`;
    case 'defender/added':
      return `Defender ${e.defender} appears at ${where(e.at)}.`;
    case 'defender/moved':
      return `Defender ${e.defender} moves ${e.dir} to ${where(e.to)}${e.cause === 'chase' ? ', chasing a Challenger' : ''}.`;
    case 'defender/attacks':
      return `Defender ${e.defender} attacks ${(e.seats ?? []).map(player).join(' and ')} at ${where(e.at)}.`;
    case 'defender/stunned':
      return `${agentName(e.by)} stuns Defender ${e.defender}${pp(e)}.`;
    case 'defender/skipped':
      return `Defender ${e.defender} is stunned and does not move.`;
    case 'defender/destroyed':
      return `${agentName(e.by)} destroys Defender ${e.defender}${pp(e)}.`;
    case 'defender/lost':
      return `Defender ${e.defender} is lost with its cube at ${where(e.at)}.`;
    case 'challenger/entered':
      return `${player(e.seat)}'s Challenger enters the maze at ${where(e.to)}.`;
    case 'challenger/moved':
      return e.cause === 'far'
        ? `${player(e.seat)}'s Challenger reaches the far side.`
        : e.cause === 'start'
          ? `${player(e.seat)}'s Challenger steps back into the start area.`
          : `${player(e.seat)}'s Challenger moves ${e.dir} to ${where(e.to)}.`;
    case 'challenger/threatened':
      return `${player(e.seat)}'s Challenger is threatened by ${threatName(e.threat)} and may react.`;
    case 'challenger/killed':
      return `${agentName(e.by)} kills ${player(e.seat)}'s Challenger at ${where(e.at)}.`;
    case 'challenger/lost':
      return `${player(e.seat)}'s Challenger is lost with its cube at ${where(e.at)}.`;
    case 'challenger/stunned':
      return `${agentName(e.by)} stuns ${player(e.seat)}'s Challenger, who will miss a turn${pp(e)}.`;
    case 'challenger/respawned':
      return `A fresh Challenger for ${player(e.seat)} waits in the start area.`;
    case 'challenger/picked-up':
      return `${player(e.seat)} picks up ${itemName(e.item)}.`;
    case 'challenger/discarded':
      return `${player(e.seat)} puts down ${itemName(e.item)} at ${where(e.at)}.`;
    case 'challenger/battery':
      return `${player(e.seat)} uses a Battery Pack: +${e.amount} PP (now ${e.pp}).`;
    case 'challenger/escaped':
      return `${player(e.seat)}'s Challenger escapes with the Key and wins!`;
    case 'reaction/ended':
      return e.safe
        ? `${player(e.seat)}'s Challenger is safe (${e.used ?? 0} main action(s) owed next turn).`
        : `${player(e.seat)} stops reacting.`;
    case 'game/draw':
      return `The turn limit (${e.turns}) is reached: the game is a draw.`;
  }
}
