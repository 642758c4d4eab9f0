/**
 * Choosing a game, its options (fields generated from the options schema) and
 * who sits where (a person, or the computer at a level). Used by the lobby and
 * by hot-seat play.
 */
import { botLevels } from '@daedalus/bots';
import type { AnyGame } from '@daedalus/core';
import { allGames, gameById } from '../games.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { humanize, type OptionField, optionFields } from './schema.ts';

export type SeatChoice = { kind: 'human' } | { kind: 'bot'; level: string };

export interface Setup {
  readonly game: string;
  readonly preset: string;
  /** Raw field values as typed (only fields the user changed). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: readonly SeatChoice[];
}

export function defaultSetup(gameId?: string): Setup {
  const game = (gameId && gameById(gameId)) || allGames()[0]!;
  const levels = botLevels(game);
  const bot: SeatChoice = { kind: 'bot', level: levels[levels.length - 1]?.level ?? 'random' };
  const count = Math.max(game.meta.minPlayers, Math.min(2, game.meta.maxPlayers));
  return {
    game: game.meta.id,
    preset: '',
    options: {},
    seats: Array.from({ length: count }, (_, i) => (i === 0 ? { kind: 'human' as const } : bot)),
  };
}

function Field({
  field,
  value,
  onChange,
}: {
  field: OptionField;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const id = `opt-${field.key}`;
  const shown = value ?? field.default;
  let input: React.JSX.Element;
  switch (field.kind) {
    case 'integer':
    case 'number':
      input = (
        <input
          id={id}
          type="number"
          step={field.kind === 'integer' ? 1 : 'any'}
          min={field.minimum}
          max={field.maximum}
          value={shown === undefined || shown === null ? '' : String(shown)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
      break;
    case 'boolean':
      input = (
        <input
          id={id}
          type="checkbox"
          checked={Boolean(shown)}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
      break;
    case 'choice':
      input = (
        <select id={id} value={String(shown ?? '')} onChange={(e) => onChange(e.target.value)}>
          {field.choices?.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      );
      break;
    case 'text':
      input = (
        <input id={id} type="text" value={String(shown ?? '')} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    default:
      input = (
        <textarea
          id={id}
          rows={2}
          value={typeof shown === 'string' ? shown : JSON.stringify(shown ?? null)}
          onChange={(e) => {
            try {
              onChange(JSON.parse(e.target.value));
            } catch {
              onChange(e.target.value);
            }
          }}
        />
      );
  }
  return (
    <div className={`field field-${field.kind}`}>
      <label htmlFor={id}>{humanize(field.key)}</label>
      {input}
      {field.description && <small>{field.description}</small>}
    </div>
  );
}

/** The options object to send: fields the user changed, on top of the preset. */
export function chosenOptions(setup: Setup): Record<string, unknown> {
  return Object.fromEntries(Object.entries(setup.options).filter(([, v]) => v !== undefined));
}

export function SetupForm({ setup, onChange }: { setup: Setup; onChange: (s: Setup) => void }) {
  const { t } = useI18n();
  const game = gameById(setup.game) as AnyGame;
  const fields = optionFields(game);
  const levels = botLevels(game).map((l) => l.level);
  const presets = Object.keys(game.presets ?? {});
  const presetValues = (setup.preset && (game.presets?.[setup.preset] as Record<string, unknown>)) || {};
  const setSeat = (i: number, seat: SeatChoice) =>
    onChange({ ...setup, seats: setup.seats.map((s, j) => (j === i ? seat : s)) });

  return (
    <>
      <div className="field">
        <label htmlFor="setup-game">{t('lobby.game')}</label>
        <select id="setup-game" value={setup.game} onChange={(e) => onChange(defaultSetup(e.target.value))}>
          {allGames().map((g) => (
            <option key={g.meta.id} value={g.meta.id}>
              {g.meta.name}
            </option>
          ))}
        </select>
      </div>
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
                  {p}
                </option>
              ))}
            </select>
          </div>
        )}
        {fields.map((f) => (
          <Field
            key={`${setup.preset}-${f.key}`}
            field={f}
            value={setup.options[f.key] ?? presetValues[f.key]}
            onChange={(v) => onChange({ ...setup, options: { ...setup.options, [f.key]: v } })}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('lobby.seats')}</legend>
        <ol className="seat-editor">
          {setup.seats.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position at the table
            <li key={i}>
              <span>{t('lobby.seat', { n: i + 1 })}</span>
              <select
                aria-label={t('lobby.seat', { n: i + 1 })}
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
                    {`${t('lobby.computer')} · ${l}`}
                  </option>
                ))}
              </select>
              {setup.seats.length > game.meta.minPlayers && (
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
        {setup.seats.length < game.meta.maxPlayers && (
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
    </>
  );
}
