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

/** Validates untrusted data against a schema, with a coded error. */
export function parseWith<T>(
  schema: z.ZodType<T>,
  raw: unknown,
  code: string,
  what: string,
): Result<T, RuleError> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  return fail(code, `Invalid ${what}: ${describeZodError(parsed.error)}`, parsed.error.issues);
}

/**
 * Actions that came out of a successful parse, with the schema that made them. Parsing one
 * again with the same schema gives an equal value, so it is returned as it is: an action
 * parsed by `Match.play` and again by the game's own `apply` (Shifting Maze) is parsed
 * once. Actions are plain data, never changed once made.
 */
const parsedBy = new WeakMap<object, z.ZodType>();

/** `parseWith` for actions (`action/malformed`), remembering what it parsed (see `parsedBy`). */
export function parseActionWith<T>(schema: z.ZodType<T>, raw: unknown, what: string): Result<T, RuleError> {
  if (typeof raw === 'object' && raw !== null && parsedBy.get(raw) === schema) return ok(raw as T);
  const parsed = parseWith(schema, raw, 'action/malformed', what);
  if (parsed.ok && typeof parsed.value === 'object' && parsed.value !== null)
    parsedBy.set(parsed.value, schema);
  return parsed;
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
  return parseActionWith(game.actionSchema, raw, `action for ${game.meta.id}`);
}
