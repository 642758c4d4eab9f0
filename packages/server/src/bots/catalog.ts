/**
 * The bot levels this server offers: those of the registry (`@daedalus/bots`)
 * plus those of extra bot modules named in the server's configuration. The
 * server's main thread (to check table seats and list levels) and every bot
 * worker (to create the bots) load the same catalog from the same modules.
 *
 * An extra bot module is an ES module (a path or a `file:` URL) that exports
 * `botSpecs: ExtraBotSpec[]` (bots with the id of the game they play, or '*' for any). Its levels are picked by name only: the default level
 * of a game (no level given) stays the registry's, and a name the registry
 * already uses for that game is refused.
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BotLevel, type BotSpec, botLevels, findBot } from '@daedalus/bots';
import type { AnyGame } from '@daedalus/core';
import { games } from '@daedalus/games';

/**
 * A bot spec may give some of its levels extra thinking time, added to the
 * server's budget per decision (milliseconds, by level name).
 */

/** A module specifier workers can import the same way: `file:` URLs as they are, paths made absolute. */
export function moduleUrl(module: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(module) && !/^[a-z]:[\\/]/i.test(module)) return module;
  return pathToFileURL(isAbsolute(module) ? module : resolve(module)).href;
}

/** A bot of an extra module: a game's id (or '*' for any game) and its spec. */
export interface ExtraBotSpec extends BotSpec {
  readonly game: string;
}

function isSpec(value: unknown): value is ExtraBotSpec {
  if (value === null || typeof value !== 'object') return false;
  const s = value as Partial<ExtraBotSpec>;
  return (
    typeof s.game === 'string' &&
    Array.isArray(s.levels) &&
    s.levels.every((l) => typeof l === 'string') &&
    typeof s.create === 'function'
  );
}

export class BotCatalog {
  /** The extra modules, as URLs (workers receive these). */
  readonly modules: readonly string[];
  readonly #extra: readonly ExtraBotSpec[];

  private constructor(modules: readonly string[], extra: readonly ExtraBotSpec[]) {
    this.modules = modules;
    this.#extra = extra;
  }

  /** The registry alone. */
  static builtIn(): BotCatalog {
    return new BotCatalog([], []);
  }

  /** The registry plus each module's `botSpecs`; throws if a module is not a bot module. */
  static async load(modules: readonly string[]): Promise<BotCatalog> {
    const urls = modules.map(moduleUrl);
    const extra: ExtraBotSpec[] = [];
    for (const url of urls) {
      const loaded = (await import(url)) as { botSpecs?: unknown };
      const specs = loaded.botSpecs;
      if (!Array.isArray(specs) || !specs.every(isSpec))
        throw new Error(`Bot module ${url} must export botSpecs: ExtraBotSpec[].`);
      extra.push(...specs);
    }
    const catalog = new BotCatalog(urls, extra);
    // A level name means one bot per game: registry names stay theirs.
    for (const game of games.values()) {
      const offered = extra.filter((s) => s.game === game.meta.id || s.game === '*').flatMap((s) => s.levels);
      const clash = offered.find(
        (level, i) => offered.indexOf(level) !== i || botLevels(game).some((l) => l.level === level),
      );
      if (clash !== undefined)
        throw new Error(`Extra bot level "${clash}" of ${game.meta.id} is already taken.`);
    }
    return catalog;
  }

  /** Every level for a game: the registry's (weakest first), then the extra modules'. */
  levels(game: AnyGame): BotLevel[] {
    const own = botLevels(game);
    const extra = this.#extra
      .filter((s) => s.game === game.meta.id || s.game === '*')
      .flatMap((spec) => spec.levels.map((level) => ({ level, spec })));
    const levels = [...own];
    for (const e of extra) if (!levels.some((l) => l.level === e.level)) levels.push(e);
    return levels;
  }

  /** A level by name; without a name, the registry's default (strongest) level. */
  find(game: AnyGame, level?: string): BotLevel | undefined {
    if (level === undefined) return findBot(game);
    return this.levels(game).find((l) => l.level === level);
  }

  /** The extra time a level asks for (its spec's `budgetMs[level]`), 0 if none. */
  extraBudgetMs(found: BotLevel): number {
    const extra = found.spec.budgetMs?.[found.level];
    return typeof extra === 'number' && Number.isFinite(extra) && extra > 0 ? extra : 0;
  }
}
