/**
 * Checks a game bundle for missing parts: every option, choice and preset named in every
 * language, with a description for players (no rule numbers, no developer notation), a
 * test preset that exists, secrets and bots that work on a real game. Returns findings
 * (sentences) like the contract kit.
 */
import {
  findLevel,
  type GameBundle,
  LOCALES,
  levelsOf,
  Match,
  optionFields,
  parseOptions,
  SPECTATOR,
} from '@daedalus/core';

/** Rule numbers (B.4.2), null/false notation and JSON-schema words are for developers. */
const DEVELOPER_WORDS = /\bB\.\d|\bnull\b|\((?:false|true):|\bundefined\b/;

export function checkBundle(bundle: GameBundle): string[] {
  const findings: string[] = [];
  const { game } = bundle;
  const id = game.meta.id;
  const fields = optionFields(game);
  const presets = Object.keys(game.presets ?? {});
  for (const locale of LOCALES) {
    const w = bundle.words[locale];
    if (!w) {
      findings.push(`${id}: no words in ${locale}`);
      continue;
    }
    const where = `${id} (${locale})`;
    if (!w.name.trim()) findings.push(`${where}: no name`);
    if (!w.summary.trim()) findings.push(`${where}: no summary`);
    if (!w.howToPlay.trim()) findings.push(`${where}: no "how to play"`);
    for (const f of fields) {
      const o = w.options[f.key];
      if (!o?.label.trim()) findings.push(`${where}: option ${f.key} has no label`);
      if (!o?.description.trim()) findings.push(`${where}: option ${f.key} has no description`);
      else if (DEVELOPER_WORDS.test(o.description))
        findings.push(`${where}: option ${f.key} is described for developers: "${o.description}"`);
      for (const c of f.choices ?? [])
        if (!o?.choices?.[c]?.trim()) findings.push(`${where}: choice ${c} of option ${f.key} has no name`);
      if (f.kind === 'choice' && f.nullable && !o?.unset?.trim())
        findings.push(`${where}: option ${f.key} may be left unset but does not say what that means`);
    }
    for (const key of Object.keys(w.options))
      if (!fields.some((f) => f.key === key)) findings.push(`${where}: words for an unknown option ${key}`);
    for (const p of presets) if (!w.presets[p]?.trim()) findings.push(`${where}: preset ${p} has no name`);
  }
  if (!/^\s*<[a-z]/.test(bundle.art) || /<script|\son[a-z]+=|href=/i.test(bundle.art))
    findings.push(`${id}: its art is not plain SVG elements (no scripts, handlers or links)`);
  if (
    bundle.seatColours &&
    (bundle.seatColours.length < game.meta.maxPlayers ||
      !bundle.seatColours.every((c) => /^#[0-9a-f]{6}$/i.test(c)))
  )
    findings.push(
      `${id}: seat colours must be one #rrggbb colour for each of its ${game.meta.maxPlayers} seats`,
    );
  if (!presets.includes(bundle.testPreset))
    findings.push(`${id}: the test preset "${bundle.testPreset}" is not one of its presets`);
  // The parts work on a real game: secrets in every state, a bot of every level created.
  const options = parseOptions(game, {}, presets.includes(bundle.testPreset) ? bundle.testPreset : undefined);
  if (!options.ok) return [...findings, `${id}: the test preset's options fail: ${options.error.message}`];
  const created = Match.create(game, {
    options: options.value,
    players: game.meta.minPlayers,
    seed: 'bundle',
  });
  if (!created.ok) return [...findings, `${id}: setup fails: ${created.error.message}`];
  const state = created.value.state;
  for (const viewer of [0, SPECTATOR] as const)
    if (!Array.isArray(bundle.secrets(state, viewer))) findings.push(`${id}: secrets() returns no list`);
  for (const { level } of levelsOf(bundle.bots)) {
    const found = findLevel(bundle.bots, level);
    const bot = found?.spec.create({ game, seat: 0, players: game.meta.minPlayers, level });
    if (typeof bot?.choose !== 'function') findings.push(`${id}: bot level ${level} makes no player`);
  }
  return findings;
}
