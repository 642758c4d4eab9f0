/** A level's header as a form: name, mode, walls in stock, size, whether the hero is tied, note. */
import { type Level, type LevelFile, MAX_SIDE, MAX_STOCK, MODES, type Mode } from '@daedalus/slugs';
import type { MessageKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { type Header, resize, setHeader } from './model.ts';

export function LevelFields({
  level,
  room,
  rooms,
  edit,
}: {
  level: Level;
  /** The room shown, and how many the file has (a campaign's mode is set for all its rooms). */
  room: number;
  rooms: number;
  /** Changes the file read from the text. */
  edit: (change: (f: LevelFile) => LevelFile) => void;
}) {
  const { t } = useI18n();
  const header = (patch: Header) => edit((f) => setHeader(f, room, patch));
  const stockText = level.stock.join(' ');
  return (
    <div className="se-fields">
      <label>
        {t('editor.name')}
        <input
          value={level.name}
          maxLength={80}
          onChange={(e) => header({ name: e.target.value })}
          data-testid="editor-name"
        />
      </label>
      <label>
        {t('editor.modeLabel')}
        <select
          value={level.mode}
          onChange={(e) => header({ mode: e.target.value as Mode })}
          data-testid="editor-mode"
          disabled={rooms > 1}
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`editor.mode.${m}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t(level.mode === 'duel' ? 'editor.stockDuel' : 'editor.stock')}
        <input
          key={`${room}-${stockText}`}
          defaultValue={stockText}
          inputMode="numeric"
          onChange={(e) => {
            const parts = e.target.value.trim().split(/\s+/).map(Number);
            if (
              parts.length >= 1 &&
              parts.length <= 2 &&
              parts.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_STOCK)
            )
              header({
                stock: level.mode === 'duel' && parts.length === 1 ? [parts[0]!, parts[0]!] : parts,
              });
          }}
          data-testid="editor-stock"
        />
      </label>
      {(['width', 'height'] as const).map((side) => (
        <label key={side}>
          {t(`editor.${side}`)}
          <input
            type="number"
            min={1}
            max={MAX_SIDE}
            value={level[side]}
            onChange={(e) => {
              const n = Number(e.target.value) || 1;
              edit((f) =>
                resize(f, room, side === 'width' ? n : level.width, side === 'height' ? n : level.height),
              );
            }}
            data-testid={`editor-${side}`}
          />
        </label>
      ))}
      {level.mode === 'escort' && (
        <label className="checkbox-line">
          <input type="checkbox" checked={level.tied} onChange={(e) => header({ tied: e.target.checked })} />{' '}
          {t('editor.tied')}
        </label>
      )}
      <label className="se-note">
        {t('editor.note')}
        <input value={level.note} maxLength={300} onChange={(e) => header({ note: e.target.value })} />
      </label>
    </div>
  );
}
