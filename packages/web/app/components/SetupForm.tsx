/**
 * Choosing a game, its options (fields generated from the options schema) and
 * who sits where (a person, or the computer at a level). Used by the lobby and
 * by hot-seat play.
 */
import type { OptionField } from '@daedalus/core';
import { levelName } from '@daedalus/games/levels';
import { cardOf, listedCards } from '../cards.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { choiceLabel, optionDescription, optionLabel, presetName, unsetLabel } from '../i18n/options.ts';
import { type GameSetup, setupOf } from '../setups.ts';
import { localValidity } from './validity.ts';

export type SeatChoice = { kind: 'human' } | { kind: 'bot'; level: string };

export interface Setup {
  readonly game: string;
  readonly preset: string;
  /** Raw field values as typed (only fields the user changed). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatChoice[];
}

/** Text options allowing more characters than this are typed in a text area. */
const LONG_TEXT = 200;

export function defaultSetup(gameId?: string): Setup {
  const card = (gameId && cardOf(gameId)) || listedCards()[0]!;
  const bot: SeatChoice = { kind: 'bot', level: card.levels[card.levels.length - 1] ?? 'random' };
  const count = Math.max(card.minPlayers, Math.min(2, card.maxPlayers));
  return {
    game: card.id,
    preset: '',
    options: {},
    seats: Array.from({ length: count }, (_, i) => (i === 0 ? { kind: 'human' as const } : bot)),
  };
}

/**
 * Options the platform handles itself: the lobby's own clock field also sets a game's
 * `moveSeconds` (so its own time rules, e.g. Labyrinth's thinking breaks, apply).
 */
const PLATFORM_OPTIONS = new Set(['moveSeconds']);
/** More option fields than this are folded away under "All options". */
const FOLD_AFTER = 6;

function Field({
  game,
  field,
  value,
  onChange,
}: {
  game: GameSetup;
  field: OptionField;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const { t, locale } = useI18n();
  const id = `opt-${field.key}`;
  const shown = value ?? field.default;
  const label = optionLabel(game, field.key, locale);
  const description = optionDescription(game, field, locale);
  const hintId = description ? `${id}-hint` : undefined;
  const described = hintId ? { 'aria-describedby': hintId } : {};
  let input: React.JSX.Element;
  switch (field.kind) {
    case 'integer':
    case 'number':
      input = (
        <input
          id={id}
          type="number"
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          step={field.kind === 'integer' ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          placeholder={field.nullable ? t('lobby.default') : undefined}
          value={shown === undefined || shown === null ? '' : String(shown)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
          {...localValidity(t)}
          {...described}
        />
      );
      break;
    case 'boolean':
      return (
        <div className="field field-boolean">
          {/* The box inside its words: a finger may tap either, all along the line. */}
          <label className="checkbox-line">
            <input
              id={id}
              type="checkbox"
              checked={Boolean(shown)}
              onChange={(e) => onChange(e.target.checked)}
              {...described}
            />
            {label}
          </label>
          {description && <small id={hintId}>{description}</small>}
        </div>
      );
    case 'choice':
      // A choice that may be left unset offers that first, in the game's words for it
      // ("As the level says"): a select showing its first real choice would claim that one.
      input = (
        <select
          id={id}
          value={String(shown ?? '')}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
          {...described}
        >
          {field.nullable && (
            <option value="">{unsetLabel(game, field.key, locale) ?? t('lobby.unsetChoice')}</option>
          )}
          {field.choices?.map((c) => (
            <option key={c} value={c}>
              {choiceLabel(game, field.key, c, locale)}
            </option>
          ))}
        </select>
      );
      break;
    case 'multi': {
      const chosen = new Set(Array.isArray(shown) ? (shown as string[]) : []);
      return (
        <fieldset className="field field-multi" id={id} {...described}>
          <legend>{label}</legend>
          <div className="multi-choices">
            {field.choices?.map((c) => (
              <label key={c}>
                <input
                  type="checkbox"
                  value={c}
                  checked={chosen.has(c)}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(c);
                    else next.delete(c);
                    onChange(field.choices?.filter((x) => next.has(x)) ?? []);
                  }}
                />{' '}
                {choiceLabel(game, field.key, c, locale)}
              </label>
            ))}
          </div>
          {description && <small id={hintId}>{description}</small>}
        </fieldset>
      );
    }
    case 'text':
      // A long text (a level of the Slug Labyrinth) keeps its lines: a text area.
      input =
        (field.maxLength ?? 0) > LONG_TEXT ? (
          <textarea
            id={id}
            rows={3}
            spellCheck={false}
            value={String(shown ?? '')}
            onChange={(e) => onChange(e.target.value)}
            {...described}
          />
        ) : (
          <input
            id={id}
            type="text"
            value={String(shown ?? '')}
            onChange={(e) => onChange(e.target.value)}
            {...described}
          />
        );
      break;
    default: {
      // JSON: empty keeps the default (which is not spelled out as "null" or "[]").
      const text =
        value === undefined || value === null
          ? ''
          : typeof value === 'string'
            ? value
            : JSON.stringify(value);
      input = (
        <textarea
          id={id}
          rows={2}
          spellCheck={false}
          placeholder={t('lobby.jsonHint')}
          value={text}
          onChange={(e) => {
            const raw = e.target.value;
            if (raw.trim() === '') return onChange(undefined);
            try {
              onChange(JSON.parse(raw));
            } catch {
              onChange(raw);
            }
          }}
          {...described}
        />
      );
    }
  }
  return (
    <div className={`field field-${field.kind}`}>
      <label htmlFor={id}>{label}</label>
      {input}
      {description && <small id={hintId}>{description}</small>}
    </div>
  );
}

/** The options object to send: fields the user changed, on top of the preset. */
export function chosenOptions(setup: Setup): Record<string, unknown> {
  return Object.fromEntries(Object.entries(setup.options).filter(([, v]) => v !== undefined));
}

export function SetupForm({ setup, onChange }: { setup: Setup; onChange: (s: Setup) => void }) {
  const { t, locale } = useI18n();
  const card = cardOf(setup.game)!;
  return (
    <>
      <div className="field">
        <label htmlFor="setup-game">{t('lobby.game')}</label>
        <select id="setup-game" value={setup.game} onChange={(e) => onChange(defaultSetup(e.target.value))}>
          {listedCards().map((c) => (
            <option key={c.id} value={c.id}>
              {c.name[locale]}
            </option>
          ))}
        </select>
      </div>
      <OptionsForm setup={setup} onChange={onChange} />
      <SeatsForm
        setup={setup}
        onChange={onChange}
        levels={card.levels}
        minPlayers={card.minPlayers}
        maxPlayers={card.maxPlayers}
      />
    </>
  );
}

/** The chosen game's options: fields generated from its options schema, and its presets. */
function OptionsForm({ setup, onChange }: { setup: Setup; onChange: (s: Setup) => void }) {
  const { t, locale } = useI18n();
  const game = setupOf(setup.game)!;
  const fields = game.fields.filter((f) => !PLATFORM_OPTIONS.has(f.key));
  const changed = Object.values(setup.options).filter((v) => v !== undefined).length;
  const presets = Object.keys(game.presets);
  const presetValues = (setup.preset && game.presets[setup.preset]) || {};
  // Options written as JSON (a whole plan, a board layout) are for level designers and tools:
  // folded apart, so players meet only controls they can use.
  const fieldOf = (f: (typeof fields)[number]) => (
    <Field
      key={`${setup.preset}-${f.key}`}
      game={game}
      field={f}
      value={setup.options[f.key] !== undefined ? setup.options[f.key] : presetValues[f.key]}
      onChange={(v) =>
        onChange({
          ...setup,
          // Unset (null) is left out, unless the preset sets the option: then it is sent as
          // null, which overrides the preset.
          options: { ...setup.options, [f.key]: v === null && presetValues[f.key] == null ? undefined : v },
        })
      }
    />
  );
  const plain = fields.filter((f) => f.kind !== 'json');
  const json = fields.filter((f) => f.kind === 'json');
  const fieldList = plain.map(fieldOf);

  return (
    <fieldset>
      <legend>{t('lobby.options')}</legend>
      {presets.length > 0 && (
        <div className="field">
          <label htmlFor="setup-preset">{t('lobby.preset')}</label>
          <select
            id="setup-preset"
            value={setup.preset}
            onChange={(e) => onChange({ ...setup, preset: e.target.value, options: {} })}
          >
            <option value="">{t('lobby.presetNone')}</option>
            {presets.map((p) => (
              <option key={p} value={p}>
                {presetName(game, p, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      {plain.length > FOLD_AFTER ? (
        <details className="more-options" data-testid="more-options">
          <summary>
            {t('lobby.allOptions', { n: plain.length })}
            {changed > 0 && <span className="badge">{t('lobby.changed', { n: changed })}</span>}
          </summary>
          {fieldList}
        </details>
      ) : (
        fieldList
      )}
      {json.length > 0 && (
        <details className="more-options json-options" data-testid="json-options">
          <summary>{t('lobby.jsonOptions', { n: json.length })}</summary>
          {json.map(fieldOf)}
        </details>
      )}
    </fieldset>
  );
}

/** Who sits where: a person, or the computer at one of the game's levels. */
function SeatsForm({
  setup,
  onChange,
  levels,
  minPlayers,
  maxPlayers,
}: {
  setup: Setup;
  onChange: (s: Setup) => void;
  levels: readonly string[];
  minPlayers: number;
  maxPlayers: number;
}) {
  const { t, locale } = useI18n();
  const setSeat = (i: number, seat: SeatChoice) =>
    onChange({ ...setup, seats: setup.seats.map((s, j) => (j === i ? seat : s)) });
  return (
    <fieldset>
      <legend>{t('lobby.seats')}</legend>
      <ol className="seat-editor">
        {setup.seats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position at the table
          <li key={i}>
            <label htmlFor={`seat-${i}`}>{t('lobby.seat', { n: i + 1 })}</label>
            <select
              id={`seat-${i}`}
              value={s.kind === 'human' ? 'human' : `bot:${s.level}`}
              onChange={(e) =>
                setSeat(
                  i,
                  e.target.value === 'human'
                    ? { kind: 'human' }
                    : { kind: 'bot', level: e.target.value.slice(4) },
                )
              }
              data-testid={`seat-${i}`}
            >
              <option value="human">{t('lobby.human')}</option>
              {levels.map((l) => (
                <option key={l} value={`bot:${l}`}>
                  {`${t('lobby.computer')} · ${levelName(l, locale)}`}
                </option>
              ))}
            </select>
            {setup.seats.length > minPlayers && (
              <button
                type="button"
                className="subtle"
                aria-label={t('lobby.removeSeat', { n: i + 1 })}
                onClick={() => onChange({ ...setup, seats: setup.seats.filter((_, j) => j !== i) })}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      {setup.seats.length < maxPlayers && (
        <button
          type="button"
          onClick={() =>
            onChange({
              ...setup,
              seats: [...setup.seats, { kind: 'bot', level: levels[levels.length - 1] ?? 'random' }],
            })
          }
        >
          {t('lobby.addSeat')}
        </button>
      )}
    </fieldset>
  );
}
