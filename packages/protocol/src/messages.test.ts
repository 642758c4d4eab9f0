import { matchError } from '@daedalus/core';
import { describe, expect, it } from 'vitest';
import { createTableSchema } from './api.ts';
import { parseJoinError } from './client.ts';
import {
  explainWireError,
  joinErrorText,
  type ProtocolErrorKey,
  protocolError,
  protocolErrorsEn,
  type WireError,
  wireError,
} from './errors.ts';
import { actionMessageSchema, joinOptionsSchema, syncMessageSchema } from './messages.ts';

const S = 'a-claim-secret-of-24-chars';

describe('join options', () => {
  it.each([
    [{ tableId: 't', token: 'abc' }, true],
    [{ tableId: 't', claim: { seat: 0, name: 'Ariadne', secret: S } }, true],
    [{ tableId: 't', claim: { seat: 0, name: 'Ariadne' } }, false],
    // No name: everyone reads the seat as "Player 1" in their own language.
    [{ tableId: 't', claim: { seat: 0, secret: S } }, true],
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
    for (const [key, sentence] of Object.entries(protocolErrorsEn) as [
      string,
      (...a: unknown[]) => string,
    ][]) {
      expect(key).toMatch(/^[a-z]+\/[a-z-]+(#[a-z]+)?$/);
      expect(Object.hasOwn(protocolErrorsEn, key.split('#')[0] as string), key).toBe(true);
      if (sentence.length === 0) expect(sentence()).toMatch(/^[A-Z].*\.$/);
    }
    expect(protocolError('auth/bad-token')).toEqual({
      code: 'auth/bad-token',
      message: 'The seat token is not valid for this table.',
      details: { words: 'auth/bad-token', args: [] },
    });
    expect(protocolError('table/secret-in-use#seat', 2).code).toBe('table/secret-in-use');
    const parsed = parseJoinError(new Error('table/seat-taken: That seat is already taken.'));
    expect([parsed.code, parsed.message]).toEqual(['table/seat-taken', 'That seat is already taken.']);
    expect(parseJoinError(new Error('fetch failed')).code).toBe('server/unavailable');
  });

  it('are worded in German and Russian, every sentence of every code, after a trip through JSON', () => {
    const sample = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? 3 : `x${i}`));
    for (const [key, en] of Object.entries(protocolErrorsEn) as [
      ProtocolErrorKey,
      (...a: unknown[]) => string,
    ][]) {
      const args = sample(en.length) as never[];
      const error = JSON.parse(JSON.stringify(protocolError(key, ...(args as [])))) as WireError;
      const english = explainWireError(error, 'en');
      expect(english).toBe(en(...args));
      for (const locale of ['de', 'ru'] as const) {
        const said = explainWireError(error, locale);
        expect(said, `${key} ${locale}`).not.toBe(english);
        expect(said.length).toBeGreaterThan(10);
        if (locale === 'ru')
          expect(said.replace(/JSON|API|Daedalus|x\d/g, ''), key).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
    expect(explainWireError(protocolError('action/stale#own', 7), 'de')).toContain('nach Stand 7');
    expect(explainWireError(protocolError('protocol/too-large#bytes', 22), 'ru')).toBe(
      'Сообщение может занимать не более 22 байтов.',
    );
  });

  it('carry the sentence of a join error in its one line when it needs no arguments', () => {
    const line = joinErrorText(protocolError('protocol/rate-limited#guesses'));
    expect(line).toMatch(/^protocol\/rate-limited#guesses: Too many wrong seat tokens/);
    const joined = parseJoinError(new Error(line));
    expect(joined.code).toBe('protocol/rate-limited');
    expect(explainWireError(joined, 'de')).toMatch(/^Zu viele falsche Platzschlüssel/);
    expect(explainWireError(joined, 'en')).toMatch(/^Too many wrong seat tokens/);
    expect(joinErrorText(protocolError('table/seat-taken'))).toBe(
      'table/seat-taken: That seat is already taken.',
    );
  });

  it('carry the arguments of a join error in its one line, so it is worded precisely in every language', () => {
    const line = joinErrorText(protocolError('table/secret-in-use#seat', 2));
    expect(line).toMatch(/^table\/secret-in-use#seat\?%5B2%5D: This claim secret already holds seat 2/);
    const joined = parseJoinError(new Error(line));
    expect([joined.code, joined.details]).toEqual([
      'table/secret-in-use',
      { words: 'table/secret-in-use#seat', args: [2] },
    ]);
    expect(explainWireError(joined, 'en')).toBe(protocolErrorsEn['table/secret-in-use#seat'](2));
    expect(explainWireError(joined, 'de')).toContain('2');
    expect(explainWireError(joined, 'de')).not.toBe(
      explainWireError(parseJoinError(new Error('table/secret-in-use: x')), 'de'),
    );
    // Text arguments with what the line itself uses (a colon, a space, a question mark, quotes).
    const odd = 'a "game": what? ü';
    const again = parseJoinError(new Error(joinErrorText(protocolError('table/unknown-game#here', odd))));
    expect(again.details).toEqual({ words: 'table/unknown-game#here', args: [odd] });
    expect(explainWireError(again, 'ru')).toContain(odd);
  });

  it('read a join line whose arguments do not decode by its code, the sentence as it came', () => {
    for (const bad of ['%5B2', '%E0%A4%A', '%7B%7D', '2']) {
      const joined = parseJoinError(new Error(`table/secret-in-use#seat?${bad}: The sentence.`));
      expect([joined.code, joined.message, joined.details]).toEqual([
        'table/secret-in-use',
        'The sentence.',
        undefined,
      ]);
      expect(explainWireError(joined, 'en')).toBe('The sentence.');
    }
  });

  it('word a join error that arrived without details by its code, in English as it was said', () => {
    const joined = parseJoinError(new Error('table/seat-taken: That seat is already taken.'));
    const wire = { code: joined.code, message: joined.message };
    expect(explainWireError(wire, 'de')).toBe('Dieser Platz ist schon besetzt.');
    expect(explainWireError(wire, 'en')).toBe('That seat is already taken.');
    const precise = { code: 'protocol/malformed', message: 'seat: expected a number' };
    expect(explainWireError(precise, 'en')).toBe('seat: expected a number');
  });

  it('leave the rule errors of a match and of a game to core and the game', () => {
    expect(explainWireError(wireError(matchError('match/over#match')), 'ru')).toBe('Игра окончена.');
    expect(explainWireError(wireError(matchError('turn/not-your-turn#match', 1)), 'de')).toMatch(
      /nicht am Zug/,
    );
    const plain = { code: 'hunt/wall', message: 'A wall is in the way.' };
    expect(explainWireError(plain, 'de')).toBe('A wall is in the way.');
    expect(wireError({ code: 'x/y', message: 'M.', details: { secret: 1 } })).toEqual({
      code: 'x/y',
      message: 'M.',
    });
  });
});
