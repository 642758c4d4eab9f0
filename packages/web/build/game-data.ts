/**
 * What the client knows of each game without its rules engine, computed from the registry
 * when the client is built:
 *
 * - `virtual:game-cards`, for every page from the first: its id, kind, player counts, computer
 *   players' levels, seat colours, name and summary in every language and its picture;
 * - `virtual:game-setups`, for the forms that set a game up and the rules page: its option
 *   fields (from its options schema), presets and words in every language.
 *
 * So the home page, the lobby and the rules page load no game's engine, and a table, a replay
 * or hot-seat play only the one they show.
 */
import type { Plugin } from 'vite';

const CARDS = 'virtual:game-cards';
const SETUPS = 'virtual:game-setups';

/** The registry: TypeScript in workspace packages, loaded through tsx as the CLI runs it. */
async function registry() {
  const { tsImport } = await import('tsx/esm/api');
  const { bundles } = (await tsImport(
    '@daedalus/games',
    import.meta.url,
  )) as typeof import('@daedalus/games');
  const core = (await tsImport('@daedalus/core', import.meta.url)) as typeof import('@daedalus/core');
  return { bundles, core };
}

async function cards(): Promise<string> {
  const { bundles, core } = await registry();
  const cards = bundles.map((b) => ({
    id: b.game.meta.id,
    kind: b.game.meta.kind ?? 'game',
    minPlayers: b.game.meta.minPlayers,
    maxPlayers: b.game.meta.maxPlayers,
    levels: core.levelsOf(b.bots).map((l) => l.level),
    ...(b.seatColours ? { seatColours: b.seatColours } : {}),
    name: { en: b.words.en.name, de: b.words.de.name, ru: b.words.ru.name },
    summary: { en: b.words.en.summary, de: b.words.de.summary, ru: b.words.ru.summary },
    art: b.art,
  }));
  return `export const CARDS = ${JSON.stringify(cards)};`;
}

async function setups(): Promise<string> {
  const { bundles, core } = await registry();
  const setups = bundles.map((b) => ({
    id: b.game.meta.id,
    fields: core.optionFields(b.game),
    presets: b.game.presets ?? {},
    words: b.words,
  }));
  return `export const SETUPS = ${JSON.stringify(setups)};`;
}

export function gameData(): Plugin {
  return {
    name: 'daedalus-game-data',
    resolveId: (id) => (id === CARDS || id === SETUPS ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${CARDS}`) return cards();
      if (id === `\0${SETUPS}`) return setups();
      return undefined;
    },
  };
}
