/** Games with a level editor in the browser, and where it is (linked from the home page and the lobby). */
import type { Route } from './route.ts';

const EDITORS: Readonly<Record<string, Route>> = {
  slugs: { page: 'editor', game: 'slugs' },
};

export const editorOf = (game: string): Route | undefined => EDITORS[game];
