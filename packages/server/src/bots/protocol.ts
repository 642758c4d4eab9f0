/**
 * Messages between the server and its bot worker threads. Every message to a
 * worker carries a sequence number and is answered, in order, with that number:
 * the oldest unanswered message is the one the worker is busy with, which tells
 * the pool which bot to blame when a worker hangs or dies.
 */
import type { Actor, GameEvent, JsonValue, Seat } from '@daedalus/core';

/** `workerData` of a bot worker. */
export interface WorkerInit {
  /** Extra bot modules (URLs) to load besides the registry. */
  readonly modules: readonly string[];
  /** Time (ms) a search level (`strong`) may think per decision, its own iterations a cap (see pool.ts). */
  readonly searchMs?: number;
}

/** What a bot's seat is shown after one step: the events addressed to it and its new view. */
export interface BotObservation {
  readonly events: readonly GameEvent[];
  readonly view: JsonValue;
}

export type ToWorker =
  | {
      type: 'create';
      seq: number;
      bot: string;
      game: string;
      seat: Seat;
      players: number;
      level: string;
      /** What setup told the seat (usually nothing) and its view at the start of the game. */
      events: readonly GameEvent[];
      view: JsonValue;
      /** Every step the seat has been shown since, in order (a bot created mid-game catches up). */
      history: readonly BotObservation[];
    }
  | { type: 'observe'; seq: number; bot: string; events: readonly GameEvent[]; view: JsonValue }
  | {
      type: 'choose';
      seq: number;
      bot: string;
      view: JsonValue;
      legal: readonly JsonValue[];
      actor: Actor;
      seed: string;
    }
  | { type: 'dispose'; seq: number; bot: string };

export type FromWorker =
  | { type: 'ready' }
  /** `create`, `observe` or `dispose` done. */
  | { type: 'done'; seq: number }
  /** `create` or `observe` threw (the bot is missing, or may be confused). */
  | { type: 'fault'; seq: number; message: string }
  | { type: 'chosen'; seq: number; action: JsonValue }
  /** `choose` threw, or the bot is missing. */
  | { type: 'failed'; seq: number; message: string };
