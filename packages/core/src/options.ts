import type { z } from 'zod';
import type { AnyGame } from './game.ts';
import { fail, ok, type Result, type RuleError } from './result.ts';

/** Turns a schema failure into one readable sentence naming each offending field. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.length > 0 ? issue.path.join('.') : '(root)';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * Objects that came out of a successful parse, with the schema that made them. Parsing one
 * again with the same schema gives an equal value (schemas here are plain data shapes), so
 * it is returned as it is: an action parsed by `Match.play` and again by the game's own
 * `apply` (Shifting Maze) is parsed once. Values are plain data, never changed once made.
 */
const parsedBy = new WeakMap<object, z.ZodType>();

/** Validates untrusted data against a schema, with a coded error. */
export function parseWith<T>(
  schema: z.ZodType<T>,
  raw: unknown,
  code: string,
  what: string,
): Result<T, RuleError> {
  if (typeof raw === 'object' && raw !== null && parsedBy.get(raw) === schema) return ok(raw as T);
  const parsed = schema.safeParse(raw);
  if (parsed.success) {
    const value = parsed.data;
    if (typeof value === 'object' && value !== null) parsedBy.set(value, schema);
    return ok(value);
  }
  return fail(code, `Invalid ${what}: ${describeZodError(parsed.error)}`, parsed.error.issues);
}

/**
 * Options for a game from untrusted input: an optional preset name, then explicit
 * fields on top; anything missing takes its default.
 */
export function parseOptions<G extends AnyGame>(
  game: G,
  raw: unknown = {},
  preset?: string,
): Result<G extends { optionsSchema: z.ZodType<infer O> } ? O : never, RuleError> {
  let base: Record<string, unknown> = {};
  if (preset !== undefined) {
    const p = game.presets?.[preset];
    if (!p) {
      const names = Object.keys(game.presets ?? {});
      return fail(
        'options/unknown-preset',
        `Game ${game.meta.id} has no preset "${preset}"${names.length ? ` (presets: ${names.join(', ')})` : ''}.`,
      );
    }
    base = { ...p };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return fail('options/invalid', `Options for ${game.meta.id} must be an object.`);
  }
  return parseWith(game.optionsSchema, { ...base, ...raw }, 'options/invalid', `options for ${game.meta.id}`);
}

/** Validates an action from untrusted input against the game's action schema. */
export function parseAction<G extends AnyGame>(game: G, raw: unknown) {
  return parseWith(game.actionSchema, raw, 'action/malformed', `action for ${game.meta.id}`);
}
