/**
 * `daedalus scenario <file.json>`: start from an exact position (the game's scenario
 * format, or its full position format), apply a list of moves written in words or as
 * structured actions, and print each move's events and the resulting state as JSON —
 * the way rule tests, bug reports and puzzles are written. A refused move prints its
 * error and the state, unchanged.
 *
 * File: { "game": id, "setup": {…} | "position": {…}, "moves": [{ "seat": 0, "move": "go up" | {…} }], "locale"?: "en" }
 */
import { type AnyGame, type Locale, parseAction, parseWith, type RuleError } from '@daedalus/core';
import { z } from 'zod';
import { CliError } from '../errors.ts';
import { readText } from '../files.ts';
import { requireGame } from '../lookup.ts';

const fileSchema = z
  .object({
    game: z.string(),
    setup: z.unknown().optional(),
    position: z.unknown().optional(),
    locale: z.enum(['en', 'de', 'ru']).default('en'),
    moves: z
      .array(
        z
          .object({
            seat: z.number().int().min(0),
            move: z.union([z.string().min(1), z.record(z.string(), z.unknown())]),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

export interface ScenarioStep {
  seat: number;
  input: unknown;
  action?: unknown;
  error?: RuleError;
  events?: unknown[];
  state?: unknown;
}

export function runScenario(path: string): {
  game: string;
  initial: unknown;
  steps: ScenarioStep[];
  outcome: unknown;
} {
  const text = readText(path);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${path} is not JSON: ${(e as Error).message}`);
  }
  const file = parseWith(fileSchema, raw, 'scenario/invalid', 'scenario file');
  if (!file.ok) throw new CliError(`${path}: ${file.error.message}`);
  const { setup, position, moves, locale } = file.value;
  const game = requireGame(file.value.game);
  if ((setup === undefined) === (position === undefined)) {
    throw new CliError(
      `${path}: give either "setup" (the game's scenario format) or "position" (its full position format).`,
    );
  }
  if (setup !== undefined && !game.scenario)
    throw new CliError(`${game.meta.id} has no scenario format; give a "position".`);
  const start = setup !== undefined ? game.scenario!(setup) : game.position.decode(position);
  if (!start.ok) throw new CliError(`${path}: ${start.error.message}`);
  let state = start.value;
  const steps: ScenarioStep[] = [];
  for (const { seat, move } of moves) {
    const step: ScenarioStep = { seat, input: move };
    steps.push(step);
    const action = toAction(game, move, state, seat, locale);
    if (!action.ok) {
      step.error = action.error;
      // A refused move changes nothing: the state is printed all the same, so that this can be checked.
      step.state = game.position.encode(state);
      continue;
    }
    step.action = action.value;
    const applied = game.apply(state, seat, action.value);
    if (!applied.ok) {
      step.error = applied.error;
      step.state = game.position.encode(state);
      continue;
    }
    state = applied.value.state;
    step.events = applied.value.events.map((e: { type: string }) => ({
      ...e,
      text: game.describe?.(e, locale) ?? e.type,
    }));
    step.state = game.position.encode(state);
  }
  return {
    game: game.meta.id,
    initial: game.position.encode(start.value),
    steps,
    outcome: game.outcome(state),
  };
}

function toAction(game: AnyGame, move: unknown, state: unknown, seat: number, locale: Locale) {
  if (typeof move !== 'string') return parseAction(game, move);
  const parser = game.text?.parseAction;
  if (!parser) {
    return {
      ok: false as const,
      error: { code: 'text/unsupported', message: `${game.meta.id} takes moves as JSON actions only.` },
    };
  }
  return parser(move, game.view(state, seat), locale);
}
