/** What is loaded on first use is loaded once, and so is what failed to load. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand.ts';

describe('onDemand', () => {
  it('loads a key once for every caller, each key apart', async () => {
    const asked: string[] = [];
    const things = onDemand(async (key) => {
      asked.push(key);
      return key.toUpperCase();
    });
    const [a, b] = [things.load('a'), things.load('a')];
    expect(a).toBe(b);
    expect(await a).toBe('A');
    expect(await things.load('b')).toBe('B');
    expect(await things.load('a')).toBe('A');
    expect(asked).toEqual(['a', 'b']);
  });

  it('keeps a failure: what did not come is not asked for again (a failed page would wait without end)', async () => {
    let asked = 0;
    const things = onDemand(async (_key) => {
      asked++;
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(things.load('x')).rejects.toThrow('dynamically imported module');
    await expect(things.load('x')).rejects.toThrow('dynamically imported module');
    expect(asked).toBe(1);
  });

  it('gives a loaded value to a component at once, without suspending', async () => {
    const things = onDemand(async (key) => `value of ${key}`);
    await things.load('k');
    const Show = () => createElement('p', null, things.read('k'));
    expect(renderToStaticMarkup(createElement(Show))).toBe('<p>value of k</p>');
  });
});
