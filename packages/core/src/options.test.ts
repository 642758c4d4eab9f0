import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseActionWith } from './options.ts';

describe('parseActionWith', () => {
  const move = z.strictObject({ type: z.literal('move'), dir: z.enum(['up', 'down']) });

  it('gives the parsed action', () => {
    expect(parseActionWith(move, { type: 'move', dir: 'up' }, 'test action')).toEqual({
      ok: true,
      value: { type: 'move', dir: 'up' },
    });
  });

  it('still refuses what the schema refuses, with the action code', () => {
    const bad = parseActionWith(move, { type: 'move', dir: 'up', extra: 1 }, 'test action');
    expect(bad).toMatchObject({ ok: false, error: { code: 'action/malformed' } });
    expect(parseActionWith(move, 'move up', 'test action').ok).toBe(false);
  });
});
