import { describe, expect, it } from 'vitest';
import { createTableSchema } from './api.ts';
import { parseJoinError } from './client.ts';
import { ERROR_SENTENCES, protocolError } from './errors.ts';
import { actionMessageSchema, joinOptionsSchema, syncMessageSchema } from './messages.ts';

const S = 'a-claim-secret-of-24-chars';

describe('join options', () => {
  it.each([
    [{ tableId: 't', token: 'abc' }, true],
    [{ tableId: 't', claim: { seat: 0, name: 'Ariadne', secret: S } }, true],
    [{ tableId: 't', claim: { seat: 0, name: 'Ariadne' } }, false],
    [{ tableId: 't', claim: { seat: 0, name: 'Ariadne', secret: 'short' } }, false],
    [{ tableId: 't', spectate: true, invite: 'x', since: 4 }, true],
    [{ tableId: 't' }, false],
    [{ tableId: 't', token: 'abc', spectate: true }, false],
    [{ tableId: 't', claim: { seat: 0, name: '   ', secret: S } }, false],
    [{ tableId: 't', claim: { seat: 0, name: 'a\u0007b', secret: S } }, false],
    [{ tableId: 't', claim: { seat: 0, name: 'x'.repeat(41), secret: S } }, false],
    [{ tableId: 't', claim: { seat: -1, name: 'A', secret: S } }, false],
    [{ tableId: 't', spectate: true, admin: true }, false],
    [{ tableId: '', spectate: true }, false],
  ])('%j → %s', (options, valid) => {
    expect(joinOptionsSchema.safeParse(options).success).toBe(valid);
  });
});

describe('client messages', () => {
  it('an action carries any JSON action, and only the known fields', () => {
    expect(actionMessageSchema.safeParse({ action: { type: 'move', dir: 'up' }, stateId: 3 }).success).toBe(
      true,
    );
    expect(actionMessageSchema.safeParse({ action: { type: 'move' }, extra: 1 }).success).toBe(false);
    expect(actionMessageSchema.safeParse({ stateId: 3 }).success).toBe(false);
    expect(actionMessageSchema.safeParse({ action: 1, stateId: -1 }).success).toBe(false);
    expect(syncMessageSchema.safeParse({ since: 0 }).success).toBe(true);
    expect(syncMessageSchema.safeParse({ since: 'x' }).success).toBe(false);
  });

  it('a table request needs seats and a known visibility; visibility defaults to public', () => {
    const ok = createTableSchema.parse({ game: 'hunt', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect(ok.visibility).toBe('public');
    expect(createTableSchema.safeParse({ game: 'hunt', seats: [] }).success).toBe(false);
    expect(createTableSchema.safeParse({ game: 'hunt', seats: [{ kind: 'alien' }] }).success).toBe(false);
    expect(
      createTableSchema.safeParse({ game: 'hunt', seats: [{ kind: 'human' }], moveSeconds: 0 }).success,
    ).toBe(false);
  });
});

describe('errors', () => {
  it('every code has a sentence, and join errors parse back into code and sentence', () => {
    for (const [code, sentence] of Object.entries(ERROR_SENTENCES)) {
      expect(code).toMatch(/^[a-z]+\/[a-z-]+$/);
      expect(sentence).toMatch(/^[A-Z].*\.$/);
    }
    expect(protocolError('auth/bad-token')).toEqual({
      code: 'auth/bad-token',
      message: ERROR_SENTENCES['auth/bad-token'],
    });
    const parsed = parseJoinError(new Error('table/seat-taken: That seat is already taken.'));
    expect([parsed.code, parsed.message]).toEqual(['table/seat-taken', 'That seat is already taken.']);
    expect(parseJoinError(new Error('fetch failed')).code).toBe('server/unavailable');
  });
});
