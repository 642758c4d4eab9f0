/**
 * The shape of untrusted JSON before anything recursive looks at it: how deeply it is
 * nested, found without recursion (a value nested thousands of levels deep must get a
 * coded refusal, not overflow the stack of a schema check or a serialiser).
 */

/** Whether `value` nests arrays and objects more than `max` levels deep (a scalar is level 0). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The path of the first own `__proto__` key in `value` (JSON.parse makes them own keys), or null. */
export function protoKeyPath(value: unknown, path = ''): string | null {
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length > 0) {
    const [v, at] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (!Array.isArray(v) && Object.hasOwn(v, '__proto__')) return at ? `${at}.__proto__` : '__proto__';
    for (const [k, child] of Object.entries(v)) stack.push([child, at ? `${at}.${k}` : k]);
  }
  return null;
}
