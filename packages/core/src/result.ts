/**
 * Expected failures are values, not exceptions: a rule error carries a namespaced
 * code (`move/not-your-turn`) and a sentence a person can read.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
  /** Optional machine-readable detail (the offending field, the allowed values…). */
  readonly details?: unknown;
}

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = RuleError> = Ok<T> | Err<E>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E>(error: E): Err<E> => ({ ok: false, error });

export function ruleError(code: string, message: string, details?: unknown): RuleError {
  return details === undefined ? { code, message } : { code, message, details };
}

/** Shorthand for `err(ruleError(code, message))`. */
export function fail(code: string, message: string, details?: unknown): Err<RuleError> {
  return err(ruleError(code, message, details));
}

/** Returns the value or throws: for tests and for code paths where failure is a programmer error. */
export function unwrap<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  const error = result.error as unknown;
  const text =
    typeof error === 'object' && error !== null && 'message' in error
      ? `${(error as RuleError).code ?? 'error'}: ${(error as RuleError).message}`
      : String(error);
  throw new Error(`unwrap of a failed result: ${text}`);
}

export function mapResult<T, U, E>(result: Result<T, E>, fn: (value: T) => U): Result<U, E> {
  return result.ok ? ok(fn(result.value)) : result;
}
