/** The rules page of an id that is no game says so, rather than that its rules are unwritten. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rules } from './Rules.tsx';

describe('the rules page', () => {
  it('of no game at all: there is no such game, and the way back', () => {
    const html = renderToStaticMarkup(createElement(Rules, { id: 'chess' }));
    expect(html).toContain('There is no game “chess” here.');
    expect(html).not.toContain('not written yet');
    expect(html).toContain('Back to the games');
  });

  it('of a game: its heading, not the words for no game', () => {
    const html = renderToStaticMarkup(createElement(Rules, { id: 'labyrinth' }));
    expect(html).not.toContain('There is no game');
    expect(html).toContain('Rules of Labyrinth');
  });
});
