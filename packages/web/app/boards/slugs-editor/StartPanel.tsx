/**
 * Where an edit starts: an empty map of a mode, one of the game's levels (by its name in the
 * player's language, under its mode), or a level file from this computer.
 */
import type { Locale } from '@daedalus/core';
import { MODES, type Mode, SHIPPED, SHIPPED_NAMES, SHIPPED_TEXT, wordsFor } from '@daedalus/slugs';
import { type ChangeEvent, useState } from 'react';
import { FileButton } from '../../components/FileButton.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { blankFile, textOf as levelText } from './model.ts';

/** The start list's value of an empty map of a mode (`empty:escort`), apart from the shipped `escort`. */
const EMPTY = 'empty:';

/** A shipped level as the list offers it (under its mode): its name in the player's language. */
function shippedTitle(id: string, locale: Locale): string {
  const file = SHIPPED.get(id);
  const name = file ? (file.campaign ?? file.rooms[0]?.name) : undefined;
  return name ? wordsFor(locale).board.levelName(name) : id;
}

export function StartPanel({
  onOpen,
  onFile,
}: {
  /** The text of the level chosen in the list. */
  onOpen: (text: string) => void;
  /** The text of a file opened, and the file's name. */
  onFile: (text: string, name: string) => void;
}) {
  const { t, locale } = useI18n();
  const [start, setStart] = useState('defence-1');
  const textOf = (choice: string): string | undefined => {
    const empty = choice.startsWith(EMPTY) ? choice.slice(EMPTY.length) : null;
    return empty !== null && (MODES as readonly string[]).includes(empty)
      ? levelText(blankFile(empty as Mode, t('editor.newName')))
      : SHIPPED_TEXT.get(choice);
  };
  const open = () => {
    const text = textOf(start);
    if (text !== undefined) onOpen(text);
  };
  const load = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return;
    onFile(await f.text(), f.name);
    e.target.value = '';
  };
  return (
    <div className="se-start panel">
      <label htmlFor="editor-start">{t('editor.startFrom')}</label>
      <select
        id="editor-start"
        value={start}
        onChange={(e) => setStart(e.target.value)}
        data-testid="editor-start"
      >
        {MODES.map((m) => (
          <option key={m} value={`${EMPTY}${m}`}>
            {t('editor.blank', { mode: t(`editor.mode.${m}` as MessageKey) })}
          </option>
        ))}
        {MODES.map((m) => (
          <optgroup key={m} label={t('editor.shipped', { mode: t(`editor.mode.${m}` as MessageKey) })}>
            {SHIPPED_NAMES.filter((n) => SHIPPED.get(n)?.rooms[0]?.mode === m).map((n) => (
              <option key={n} value={n}>
                {shippedTitle(n, locale)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="button" onClick={open} data-testid="editor-open">
        {t('editor.open')}
      </button>
      <FileButton
        label={t('editor.openFile')}
        accept=".txt,text/plain"
        onChange={load}
        testId="editor-file"
      />
    </div>
  );
}
