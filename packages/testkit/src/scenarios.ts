/**
 * Scenario files in tests: the examples a rules page shows (a ```json block under a heading, with the words
 * the game says in the ```text block after it) are loaded and played, so that the docs cannot drift from the
 * game. A scenario file is what `daedalus scenario` reads: { game, setup | position, moves: [{ seat, move }] },
 * moves typed as words or given as JSON actions.
 */
import { type AnyGame, canSee, type Locale, parseAction, type Viewer } from '@daedalus/core';

/** The ```json block and the ```text block after `heading` in a Markdown page. */
export function docExample(page: string, heading: string): { file: unknown; text: string[] } {
  const at = page.indexOf(heading);
  if (at < 0) throw new Error(`no heading "${heading}" in the page`);
  const block = (lang: string, from: number): { body: string; end: number } => {
    const open = page.indexOf(`\`\`\`${lang}\n`, from);
    if (open < 0) throw new Error(`no \`\`\`${lang} block after "${heading}"`);
    const start = open + lang.length + 4;
    const end = page.indexOf('```', start);
    return { body: page.slice(start, end), end: end + 3 };
  };
  const json = block('json', at);
  const text = block('text', json.end);
  return { file: JSON.parse(json.body), text: text.body.trimEnd().split('\n') };
}

/**
 * Builds a scenario file's position and plays its moves; returns every event in words (`viewer`'s, or all),
 * the final state and each move's error (null when accepted). A refused move changes nothing.
 */
export function playScenario(
  game: AnyGame,
  file: unknown,
  { locale = 'en', viewer }: { locale?: Locale; viewer?: Viewer } = {},
): { state: unknown; words: string[]; errors: (string | null)[] } {
  const f = file as {
    game: string;
    setup?: unknown;
    position?: unknown;
    moves?: { seat: number; move: unknown }[];
  };
  if (f.game !== game.meta.id) throw new Error(`the file is for ${f.game}, not ${game.meta.id}`);
  const start = f.setup !== undefined ? game.scenario?.(f.setup) : game.position.decode(f.position);
  if (!start?.ok) throw new Error(`the scenario is refused: ${start?.error.message ?? 'no scenario form'}`);
  let state = start.value;
  const words: string[] = [];
  const errors: (string | null)[] = [];
  for (const { seat, move } of f.moves ?? []) {
    const action =
      typeof move === 'string'
        ? (game.text?.parseAction?.(move, game.view(state, seat), locale) ?? parseAction(game, move))
        : parseAction(game, move);
    const applied = action.ok ? game.apply(state, seat, action.value) : action;
    if (!applied.ok) {
      errors.push(applied.error.code);
      continue;
    }
    errors.push(null);
    state = applied.value.state;
    for (const e of applied.value.events as { type: string; audience: Parameters<typeof canSee>[0] }[])
      if (viewer === undefined || canSee(e.audience, viewer))
        words.push(game.describe?.(e, locale) ?? e.type);
  }
  return { state, words, errors };
}
