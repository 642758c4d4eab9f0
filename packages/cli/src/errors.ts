/** A user-facing failure: printed as one line, exit code 2. Anything else is a bug. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
  }
}

/** Parses a positive integer argument or fails with a sentence naming the option. */
export function positiveInt(name: string, min = 1, max = Number.MAX_SAFE_INTEGER) {
  return (raw: string): number => {
    const n = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new CliError(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
    }
    return n;
  };
}

/** Parses a JSON argument (e.g. --options '{"size":4}') with a readable error. */
export function jsonArg(name: string) {
  return (raw: string): unknown => {
    try {
      return JSON.parse(raw);
    } catch (e) {
      throw new CliError(`${name} must be JSON: ${(e as Error).message}`);
    }
  };
}
