import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseActionWith } from './options.ts';

describe('parseActionWith', () => {
  const move = z.strictObject({ type: z.literal('move'), dir: z.enum(['up', 'down']) });
  const other = z.strictObject({ type: z.literal('move'), dir: z.string() });

  it('parses an action once: the value a schema made passes that schema again as it is', () => {
    const first = parseActionWith(move, { type: 'move', dir: 'up' }, 'test action');
    if (!first.ok) throw new Error(first.error.message);
    const again = parseActionWith(move, first.value, 'test action');
    expect(again.ok && again.value).toBe(first.value);
    // Another schema parses it for itself (a new value).
    const elsewhere = parseActionWith(other, first.value, 'test action');
    expect(elsewhere.ok && elsewhere.value).not.toBe(first.value);
  });

  it('still refuses what the schema refuses, with the action code', () => {
    const bad = parseActionWith(move, { type: 'move', dir: 'up', extra: 1 }, 'test action');
    expect(bad).toMatchObject({ ok: false, error: { code: 'action/malformed' } });
    expect(parseActionWith(move, 'move up', 'test action').ok).toBe(false);
  });
});
