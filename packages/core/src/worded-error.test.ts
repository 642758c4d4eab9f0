import { describe, expect, it } from 'vitest';
import { ruleError } from './result.ts';
import { errorCode, explainWith, wordedDetails, wordedErrors } from './worded-error.ts';

const en = {
  'move/wall': (a: string, b: string) => `A wall stands between ${a} and ${b}.`,
  'move/outside#start': () => 'From the start the only way is in.',
  'move/outside#edge': (steps: number) => `The edge is ${steps} steps away.`,
};
const de: typeof en = {
  'move/wall': (a, b) => `Zwischen ${a} und ${b} steht eine Wand.`,
  'move/outside#start': () => 'Vom Start führt nur ein Weg hinein.',
  'move/outside#edge': (steps) => `Der Rand ist ${steps} Schritte entfernt.`,
};
const ru: typeof en = {
  'move/wall': (a, b) => `Между ${a} и ${b} стена.`,
  'move/outside#start': () => 'Со старта путь только внутрь.',
  'move/outside#edge': (steps) => `До края ${steps} шагов.`,
};
const no = wordedErrors(en);
const explain = explainWith({ en, de, ru });

describe('worded rule errors', () => {
  it('carry the code, the English sentence and, as JSON, the key and arguments', () => {
    const e = no('move/wall', 'e3', 'e4');
    expect(e).toEqual({
      code: 'move/wall',
      message: 'A wall stands between e3 and e4.',
      details: { words: 'move/wall', args: ['e3', 'e4'] },
    });
    expect(no('move/outside#edge', 2).code).toBe('move/outside');
    expect(JSON.parse(JSON.stringify(e))).toEqual(e);
    expect(errorCode('a/b#c')).toBe('a/b');
    expect(errorCode('a/b')).toBe('a/b');
  });

  it('are worded again in each language, after a trip through JSON', () => {
    const e = JSON.parse(JSON.stringify(no('move/outside#edge', 3)));
    expect(explain(e, 'de')).toBe('Der Rand ist 3 Schritte entfernt.');
    expect(explain(e, 'ru')).toBe('До края 3 шагов.');
    expect(explain(e, 'en')).toBe('The edge is 3 steps away.');
  });

  it('keep their message when they were not worded, or the key or arguments are unknown', () => {
    expect(explain(ruleError('x/y', 'Plain.'), 'de')).toBe('Plain.');
    expect(wordedDetails(ruleError('x/y', 'Plain.', { field: 'a' }))).toBeNull();
    expect(explain(ruleError('x/y', 'Newer.', { words: 'x/new', args: [] }), 'ru')).toBe('Newer.');
    expect(explain(ruleError('x/y', 'Proto.', { words: 'toString', args: [] }), 'de')).toBe('Proto.');
    const throws = explainWith({
      en: { 'a/b': (s: string) => s.toUpperCase() },
      de: { 'a/b': (s: string) => s.toUpperCase() },
      ru: { 'a/b': (s: string) => s.toUpperCase() },
    });
    expect(throws(ruleError('a/b', 'Shaped.', { words: 'a/b', args: [7] }), 'de')).toBe('Shaped.');
  });
});
