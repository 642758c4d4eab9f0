import { botLevels } from '@daedalus/bots';
import { bundles } from '@daedalus/games';

/** The registered games; test fixtures only with `all`. */
export function listGames(opts: { json?: boolean; all?: boolean }, print: (line: string) => void): void {
  const shown = bundles.map((b) => b.game).filter((g) => opts.all || g.meta.kind !== 'fixture');
  const list = shown.map((g) => ({
    id: g.meta.id,
    name: g.meta.name,
    players:
      g.meta.minPlayers === g.meta.maxPlayers
        ? `${g.meta.minPlayers}`
        : `${g.meta.minPlayers}-${g.meta.maxPlayers}`,
    summary: g.meta.summary,
    fixture: g.meta.kind === 'fixture',
    presets: Object.keys(g.presets ?? {}),
    bots: botLevels(g).map((b) => b.level),
  }));
  if (opts.json) {
    print(JSON.stringify(list, null, 2));
    return;
  }
  const idWidth = Math.max(...list.map((g) => g.id.length));
  for (const g of list) {
    print(`${g.id.padEnd(idWidth)}  ${g.name}${g.fixture ? ' [test fixture]' : ''} — ${g.players} players`);
    print(`${' '.repeat(idWidth)}  ${g.summary}`);
    if (g.presets.length) print(`${' '.repeat(idWidth)}  presets: ${g.presets.join(', ')}`);
    print(`${' '.repeat(idWidth)}  computer players: ${g.bots.join(', ')}`);
  }
}
