/**
 * The Slug Labyrinth's level editor (`#/slugs/editor`, `?level=<text>` to open a shared
 * level). Pick a brush and paint the map — walls, bases, killing machines, slugs with the
 * turn they wake, the hero, doors — and set the header (name, mode, stock, tied, note, size,
 * rooms of a campaign). The level text is the document: it is checked by the game's
 * validator on every change, with what is wrong and where (in the text and on the map);
 * it can be typed or pasted, opened from a file, downloaded, copied, shared as a link, and
 * played at once at this screen. The work in progress is kept in this browser.
 */

import type { Point } from '@daedalus/core';
import {
  checkLevelText,
  type LevelFile,
  type Mode,
  readLevelText,
  SHIPPED_TEXT,
  slugsBundle,
} from '@daedalus/slugs';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MessageKey } from '../../i18n/en.ts';
import { safeStorage, useI18n } from '../../i18n/i18n.tsx';
import { HotSeat } from '../../local/hotseat.ts';
import { saveHotSeat } from '../../local/saved.ts';
import { href, navigate } from '../../route.ts';
import { SLUGS_PIECES_CSS } from '../slugs-pieces.tsx';
import { CheckPanel } from './CheckPanel.tsx';
import { EditorGrid } from './EditorGrid.tsx';
import { EditorTools } from './EditorTools.tsx';
import { EDITOR_CSS } from './editor-css.ts';
import { LevelFields } from './LevelFields.tsx';
import { addRoom, paint, removeRoom, TOOLS_OF, type Tool, textOf } from './model.ts';
import { StartPanel } from './StartPanel.tsx';

const STORE = 'daedalus.slugs.editor';

function seed(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('');
}

function initialText(shared: string | undefined): string {
  if (shared) return shared;
  const kept = safeStorage()?.getItem(STORE);
  return kept ?? SHIPPED_TEXT.get('defence-1') ?? '';
}

export function SlugsEditor({ level: shared }: { level?: string | undefined }) {
  const { t } = useI18n();
  const [text, setText] = useState(() => initialText(shared));
  const [room, setRoom] = useState(0);
  const [tool, setTool] = useState<Tool>('#');
  const [wake, setWake] = useState(1);
  const [cursor, setCursor] = useState<Point | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  const check = useMemo(() => checkLevelText(text), [text]);
  const file = check.file;
  // While the text cannot be read, the map shows as it last could be (and waits to be painted).
  const lastGood = useRef<LevelFile | null>(null);
  if (file) lastGood.current = file;
  const current = file ? Math.min(room, file.rooms.length - 1) : 0;
  const level = file?.rooms[current];
  const mode: Mode = level?.mode ?? 'defence';

  useEffect(() => {
    safeStorage()?.setItem(STORE, text);
  }, [text]);
  // A brush of another mode is put down when the mode changes.
  useEffect(() => {
    if (!TOOLS_OF[mode].includes(tool)) setTool('#');
  }, [mode, tool]);

  /** Changes the levels read from the text, and writes the text again. */
  const edit = (change: (f: LevelFile) => LevelFile) => {
    setSaid(null);
    setText((before) => {
      const read = readLevelText(before).file;
      return read ? textOf(change(read)) : before;
    });
  };
  const onPaint = (p: Point) => edit((f) => paint(f, current, p, tool, wake));

  const bad = new Set(
    check.problems.filter((p) => p.cell && (p.room ?? 0) === current).map((p) => `${p.cell!.x},${p.cell!.y}`),
  );

  const open = (opened: string) => {
    setText(opened);
    setRoom(0);
    setSaid(null);
  };

  const play = () => {
    if (!file) return;
    const two = file.rooms[0]?.mode === 'duel';
    const started = HotSeat.start(slugsBundle, {
      options: { level: text },
      // Named '': the record keeps no words of one language (see LocalPage).
      seats: two
        ? [
            { kind: 'human', name: '' },
            { kind: 'bot', level: 'normal', name: '' },
          ]
        : [{ kind: 'human', name: '' }],
      seed: seed(),
    });
    if (!started.ok) {
      setProblem(started.error.message);
      return;
    }
    setProblem(null);
    saveHotSeat(started.value.saved());
    navigate({ page: 'local', game: 'slugs', resume: true });
  };

  const copy = async (value: string, done: MessageKey) => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Without the clipboard (an insecure page, a refused permission): select the text instead.
      area.current?.select();
      document.execCommand?.('copy');
    }
    setSaid(t(done));
  };
  const shareLink = () =>
    `${location.origin}${location.pathname}${href({ page: 'editor', game: 'slugs', level: text })}`;
  const download = () => {
    const name = (level?.name ?? 'level').toLowerCase().replace(/[^a-z0-9а-яё]+/gi, '-') || 'level';
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setSaid(t('editor.downloaded'));
  };
  const load = (opened: string, name: string) => {
    setText(opened);
    setRoom(0);
    setSaid(t('editor.loaded', { file: name }));
  };

  /** Selects the character at a line and column of the text (1-based), or the whole line. */
  const showInText = (line: number, column: number) => {
    const el = area.current;
    if (!el) return;
    const lines = text.split('\n');
    const start = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
    const length = lines[line - 1]?.length ?? 0;
    const at = start + Math.min(column - 1, length);
    el.focus();
    el.setSelectionRange(at, Math.min(start + length, at + 1) || at);
  };

  return (
    <section className="slugs-editor" aria-labelledby="editor-heading" data-testid="slugs-editor">
      <style href="daedalus-slugs-editor" precedence="default">
        {SLUGS_PIECES_CSS + EDITOR_CSS}
      </style>
      <h1 id="editor-heading">{t('editor.heading')}</h1>
      <p className="muted">
        {t('editor.intro')} <a href={href({ page: 'rules', game: 'slugs' })}>{t('editor.rulesLink')}</a>
      </p>

      <StartPanel onOpen={open} onFile={load} />

      <div className="se-columns">
        <div className="se-main">
          {file && level ? (
            <>
              {(file.rooms.length > 1 || mode === 'escort') && (
                <div className="se-rooms" data-testid="editor-rooms">
                  <label htmlFor="editor-room">{t('editor.roomPick')}</label>
                  <select id="editor-room" value={current} onChange={(e) => setRoom(Number(e.target.value))}>
                    {file.rooms.map((r, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rooms are known by their place
                      <option key={i} value={i}>
                        {t('editor.room', { n: i + 1 })}: {r.name}
                      </option>
                    ))}
                  </select>
                  {mode === 'escort' && (
                    <button
                      type="button"
                      onClick={() => {
                        edit((f) => addRoom(f, t('editor.newName')));
                        setRoom(file.rooms.length);
                      }}
                    >
                      {t('editor.addRoom')}
                    </button>
                  )}
                  {file.rooms.length > 1 && (
                    <button
                      type="button"
                      className="subtle"
                      onClick={() => {
                        edit((f) => removeRoom(f, current));
                        setRoom(Math.max(0, current - 1));
                      }}
                    >
                      {t('editor.removeRoom')}
                    </button>
                  )}
                </div>
              )}
              <EditorTools mode={mode} tool={tool} onTool={setTool} wake={wake} onWake={setWake} t={t} />
              <EditorGrid
                file={file}
                room={current}
                bad={bad}
                cursor={cursor}
                onPaint={onPaint}
                onCursor={setCursor}
                t={t}
              />
              <p id="editor-keys" className="muted small">
                {t('editor.keys')}
              </p>
              <LevelFields level={level} room={current} rooms={file.rooms.length} edit={edit} />
            </>
          ) : (
            <>
              <p className="problem" data-testid="editor-unreadable">
                {t('editor.unreadable')}
              </p>
              {lastGood.current?.rooms[current] && (
                <div className="se-stale" inert>
                  <p className="muted small">{t('editor.lastGood')}</p>
                  <EditorGrid
                    file={lastGood.current}
                    room={current}
                    bad={new Set()}
                    cursor={null}
                    onPaint={() => undefined}
                    onCursor={() => undefined}
                    t={t}
                  />
                </div>
              )}
            </>
          )}
        </div>

        <div className="se-side">
          <CheckPanel
            check={check}
            rooms={file?.rooms ?? null}
            mode={mode}
            said={said}
            problem={problem}
            onPlay={play}
            onDownload={download}
            onCopy={() => copy(text, 'editor.copied')}
            onShare={() => copy(shareLink(), 'editor.linkCopied')}
            onShow={showInText}
          />
          <section className="se-text panel">
            <label htmlFor="editor-text">
              <h2>{t('editor.text')}</h2>
            </label>
            <p className="muted small">{t('editor.textHint')}</p>
            <textarea
              id="editor-text"
              ref={area}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setSaid(null);
              }}
              spellCheck={false}
              rows={Math.min(30, text.split('\n').length + 1)}
              lang="en"
              translate="no"
              data-testid="editor-text"
            />
          </section>
        </div>
      </div>
    </section>
  );
}
