/**
 * Games with a level editor in the browser: one line per game, beside its board. The home
 * page, the lobby and a finished local game link to it (`#/<game>/editor`).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Route } from '../route.ts';

export interface EditorProps {
  /** A level to open, as its text (from a share link). */
  readonly level?: string | undefined;
}

const EDITORS: Readonly<Record<string, LazyExoticComponent<ComponentType<EditorProps>>>> = {
  slugs: lazy(() => import('./slugs-editor/SlugsEditor.tsx').then((m) => ({ default: m.SlugsEditor }))),
};

/** The route of a game's level editor, if it has one. */
export const editorOf = (game: string): Route | undefined =>
  EDITORS[game] ? { page: 'editor', game } : undefined;

/** A game's level editor, if it has one. */
export const editorFor = (game: string) => EDITORS[game];
