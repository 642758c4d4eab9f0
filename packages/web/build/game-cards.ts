/**
 * `virtual:game-cards`: what the pages show of each game before its bundle has loaded — its
 * id, kind, player counts, computer players' levels, seat colours, name and summary in every
 * language and its picture — computed from the registry when the client is built, so that the home page
 * loads no game's rules engine and the lobby and a table only the one they show.
 */
import type { Plugin } from 'vite';

const ID = 'virtual:game-cards';
const RESOLVED = `\0${ID}`;

export function gameCards(): Plugin {
  return {
    name: 'daedalus-game-cards',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The registry is TypeScript in workspace packages: loaded through tsx, as the CLI runs it.
      const { tsImport } = await import('tsx/esm/api');
      const { bundles } = (await tsImport(
        '@daedalus/games',
        import.meta.url,
      )) as typeof import('@daedalus/games');
      const { levelsOf } = (await tsImport(
        '@daedalus/core',
        import.meta.url,
      )) as typeof import('@daedalus/core');
      const cards = bundles.map((b) => ({
        id: b.game.meta.id,
        kind: b.game.meta.kind ?? 'game',
        minPlayers: b.game.meta.minPlayers,
        maxPlayers: b.game.meta.maxPlayers,
        levels: levelsOf(b.bots).map((l) => l.level),
        ...(b.seatColours ? { seatColours: b.seatColours } : {}),
        name: { en: b.words.en.name, de: b.words.de.name, ru: b.words.ru.name },
        summary: { en: b.words.en.summary, de: b.words.de.summary, ru: b.words.ru.summary },
        art: b.art,
      }));
      return `export const CARDS = ${JSON.stringify(cards)};`;
    },
  };
}
