/**
 * The Slug Labyrinth's level editor (`#/slugs/editor`, `?level=<text>` to open a shared
 * level). Pick a brush and paint the map — walls, bases, killing machines, slugs with the
 * turn they wake, the hero, doors — and set the header (name, mode, stock, tied, note, size,
 * rooms of a campaign). The level text is the document: it is checked by the game's
 * validator on every change, with what is wrong and where (in the text and on the map);
 * it can be typed or pasted, opened from a file, downloaded, copied, shared as a link, and
 * played at once at this screen. The work in progress is kept in this browser.
 */

import type { Locale, Point } from '@daedalus/core';
import {
  cellName,
  checkLevelText,
  columnName,
  type LevelFile,
  MAX_SIDE,
  MAX_STOCK,
  MAX_WAKE,
  MODES,
  type Mode,
  readLevelText,
  SHIPPED,
  SHIPPED_NAMES,
  SHIPPED_TEXT,
  SLUG_CHARS,
  wordsFor,
} from '@daedalus/slugs';
import {
  type ChangeEvent,
  type PointerEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { gameById } from '../../games.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { safeStorage, type Translate, useI18n } from '../../i18n/i18n.tsx';
import { HotSeat } from '../../local/hotseat.ts';
import { saveHotSeat } from '../../local/saved.ts';
import { href, navigate } from '../../route.ts';
import { cursorAfter } from '../grid-cursor.ts';
import { Base, Door, HeroShape, Machine, S, SLUGS_PIECES_CSS, SlugShape, Wall } from '../slugs-pieces.tsx';
import {
  addRoom,
  blankFile,
  type Header,
  paint,
  removeRoom,
  resize,
  setHeader,
  TOOLS_OF,
  type Tool,
  textOf,
  wakeAt,
} from './model.ts';
import { problemWhat, problemWhere, THING } from './problems.ts';

const STORE = 'daedalus.slugs.editor';
/** Margin for the column letters and row numbers, in user units. */
const M = 22;

function seed(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('');
}

/** A brush's picture. */
function ToolIcon({ tool }: { tool: Tool }) {
  let piece: ReactNode = null;
  switch (tool) {
    case '#':
      piece = <Wall x={0} y={0} owner="#" />;
      break;
    case 'X':
      piece = <Machine x={0} y={0} />;
      break;
    case 'A':
    case 'B':
      piece = <Base x={0} y={0} seat={tool === 'A' ? 0 : 1} />;
      break;
    case 'a':
    case 'b':
    case 'h':
      piece = <SlugShape cx={0.5} cy={0.58} hunts={tool === 'h' ? 'hero' : tool === 'a' ? 0 : 1} />;
      break;
    case 'H':
      piece = <HeroShape cx={0.5} cy={0.5} />;
      break;
    case 'E':
    case 'D':
      piece = <Door x={0} y={0} exit={tool === 'E'} />;
      break;
  }
  return (
    <svg viewBox={`0 0 ${S} ${S}`} aria-hidden="true" className="se-icon">
      <rect width={S} height={S} className="se-floor" />
      {piece}
    </svg>
  );
}

/** The map as painted: every cell, problem cells outlined, the cursor, wake turns. */
function Grid({
  file,
  room,
  bad,
  cursor,
  onPaint,
  onCursor,
  t,
}: {
  file: LevelFile;
  room: number;
  bad: ReadonlySet<string>;
  cursor: Point | null;
  onPaint: (p: Point, first: boolean) => void;
  onCursor: (p: Point) => void;
  t: Translate;
}) {
  const level = file.rooms[room]!;
  const svg = useRef<SVGSVGElement>(null);
  const painting = useRef<string | null>(null);
  const cellOf = (e: { clientX: number; clientY: number }): Point | null => {
    const m = svg.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    const x = Math.floor(p.x / S);
    const y = Math.floor(p.y / S);
    return x >= 0 && y >= 0 && x < level.width && y < level.height ? { x, y } : null;
  };
  const down = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const p = cellOf(e);
    if (!p) return;
    e.preventDefault();
    svg.current?.setPointerCapture?.(e.pointerId);
    painting.current = `${p.x},${p.y}`;
    onCursor(p);
    onPaint(p, true);
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    if (painting.current === null) return;
    const p = cellOf(e);
    if (!p || painting.current === `${p.x},${p.y}`) return;
    painting.current = `${p.x},${p.y}`;
    onPaint(p, false);
  };
  const up = () => {
    painting.current = null;
  };
  const key = (e: ReactKeyboardEvent<SVGSVGElement>) => {
    const next = cursorAfter(e.key, cursor, level.width, level.height);
    if (next) {
      e.preventDefault();
      onCursor(next);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPaint(cursor ?? { x: 0, y: 0 }, true);
    }
  };
  const cells: ReactNode[] = [];
  const labels: ReactNode[] = [];
  for (let y = 0; y < level.height; y++)
    for (let x = 0; x < level.width; x++) {
      const ch = level.rows[y]?.[x] ?? '.';
      const k = `${x},${y}`;
      let piece: ReactNode = null;
      if (ch === '#') piece = <Wall x={x} y={y} owner="#" />;
      else if (ch === 'X') piece = <Machine x={x} y={y} />;
      else if (ch === 'A' || ch === 'B') piece = <Base x={x} y={y} seat={ch === 'A' ? 0 : 1} />;
      else if (ch === 'E' || ch === 'D') piece = <Door x={x} y={y} exit={ch === 'E'} />;
      else if (ch === 'H') piece = <HeroShape cx={x + 0.5} cy={y + 0.5} tied={level.tied} />;
      else if (SLUG_CHARS.includes(ch))
        piece = <SlugShape cx={x + 0.5} cy={y + 0.58} hunts={ch === 'h' ? 'hero' : ch === 'a' ? 0 : 1} />;
      const wake = SLUG_CHARS.includes(ch) ? wakeAt(level, { x, y }) : 1;
      cells.push(
        <g key={k} data-cell={cellName({ x, y })} data-char={ch} data-wake={wake > 1 ? wake : undefined}>
          <rect
            x={x * S}
            y={y * S}
            width={S}
            height={S}
            className={(x + y) % 2 ? 'se-floor odd' : 'se-floor'}
          />
          {piece}
          {wake > 1 && (
            <g className="se-wake">
              <circle cx={(x + 0.82) * S} cy={(y + 0.2) * S} r={8} />
              <text x={(x + 0.82) * S} y={(y + 0.2) * S} dy="0.35em" textAnchor="middle">
                {wake}
              </text>
            </g>
          )}
          {bad.has(k) && (
            <rect x={x * S + 2} y={y * S + 2} width={S - 4} height={S - 4} rx={4} className="se-bad" />
          )}
        </g>,
      );
    }
  for (let x = 0; x < level.width; x++)
    labels.push(
      <text key={`cx${x}`} x={(x + 0.5) * S} y={-M / 2} dy="0.35em" textAnchor="middle" className="se-coord">
        {columnName(x)}
      </text>,
    );
  for (let y = 0; y < level.height; y++)
    labels.push(
      <text key={`cy${y}`} x={-M / 2} y={(y + 0.5) * S} dy="0.35em" textAnchor="middle" className="se-coord">
        {y + 1}
      </text>,
    );
  return (
    <div className="se-scroll">
      <svg
        ref={svg}
        className="se-grid"
        viewBox={`${-M} ${-M} ${level.width * S + M + 4} ${level.height * S + M + 4}`}
        style={{ ['--cols' as string]: level.width + 1 }}
        role="application"
        aria-label={`${t('editor.mapLabel')}${cursor ? ` · ${t('editor.cell', { cell: cellName(cursor) })}` : ''}`}
        aria-describedby="editor-keys"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the map is an application: arrow keys move its cursor
        tabIndex={0}
        data-testid="editor-grid"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onKeyDown={key}
        onFocus={() => !cursor && onCursor({ x: 0, y: 0 })}
      >
        <g>{labels}</g>
        {cells}
        {cursor && (
          <rect
            x={cursor.x * S + 2}
            y={cursor.y * S + 2}
            width={S - 4}
            height={S - 4}
            rx={5}
            className="se-cursor"
          />
        )}
      </svg>
    </div>
  );
}

function initialText(shared: string | undefined): string {
  if (shared) return shared;
  const kept = safeStorage()?.getItem(STORE);
  return kept ?? SHIPPED_TEXT.get('defence-1') ?? '';
}

/** The start list's value of an empty map of a mode (`empty:escort`), apart from the shipped `escort`. */
const EMPTY = 'empty:';

/** A shipped level as the list offers it (under its mode): its name in the player's language. */
function shippedTitle(id: string, locale: Locale): string {
  const file = SHIPPED.get(id);
  const name = file ? (file.campaign ?? file.rooms[0]?.name) : undefined;
  return name ? wordsFor(locale).board.levelName(name) : id;
}

export function SlugsEditor({ level: shared }: { level?: string | undefined }) {
  const { t, locale } = useI18n();
  const [text, setText] = useState(() => initialText(shared));
  const [room, setRoom] = useState(0);
  const [tool, setTool] = useState<Tool>('#');
  const [wake, setWake] = useState(1);
  const [cursor, setCursor] = useState<Point | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [start, setStart] = useState('defence-1');
  const area = useRef<HTMLTextAreaElement>(null);

  const check = useMemo(() => checkLevelText(text), [text]);
  const file = check.file;
  // While the text cannot be read, the map shows as it last could be (and waits to be painted).
  const lastGood = useRef<LevelFile | null>(null);
  if (file) lastGood.current = file;
  const current = file ? Math.min(room, file.rooms.length - 1) : 0;
  const level = file?.rooms[current];
  const mode: Mode = level?.mode ?? 'defence';
  const errors = check.problems.filter((p) => p.severity === 'error');

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
  const header = (patch: Header) => edit((f) => setHeader(f, current, patch));
  const onPaint = (p: Point) => edit((f) => paint(f, current, p, tool, wake));

  const bad = new Set(
    check.problems.filter((p) => p.cell && (p.room ?? 0) === current).map((p) => `${p.cell!.x},${p.cell!.y}`),
  );

  const open = (name: string) => {
    const shipped = SHIPPED_TEXT.get(name);
    const empty = name.startsWith(EMPTY) ? name.slice(EMPTY.length) : null;
    if (shipped) setText(shipped);
    else if (empty !== null && (MODES as readonly string[]).includes(empty))
      setText(textOf(blankFile(empty as Mode, t('editor.newName'))));
    setRoom(0);
    setSaid(null);
  };

  const play = () => {
    const game = gameById('slugs');
    if (!game || !file) return;
    const two = file.rooms[0]?.mode === 'duel';
    const started = HotSeat.start(game, {
      options: { level: text },
      seats: two
        ? [
            { kind: 'human', name: t('play.seat', { n: 1 }) },
            { kind: 'bot', level: 'normal', name: `${t('lobby.computer')} 2` },
          ]
        : [{ kind: 'human', name: t('play.seat', { n: 1 }) }],
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
  const load = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return;
    setText(await f.text());
    setRoom(0);
    setSaid(t('editor.loaded', { file: f.name }));
    e.target.value = '';
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

  const toolName = (k: Tool) => t(THING[k] ?? 'editor.thing.floor');
  const slugTool = SLUG_CHARS.includes(tool);
  const stockText = level ? level.stock.join(' ') : '';

  return (
    <section className="slugs-editor" aria-labelledby="editor-heading" data-testid="slugs-editor">
      <style href="daedalus-slugs-editor" precedence="default">
        {SLUGS_PIECES_CSS + CSS}
      </style>
      <h1 id="editor-heading">{t('editor.heading')}</h1>
      <p className="muted">
        {t('editor.intro')} <a href={href({ page: 'rules', game: 'slugs' })}>{t('editor.rulesLink')}</a>
      </p>

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
        <button type="button" onClick={() => open(start)} data-testid="editor-open">
          {t('editor.open')}
        </button>
        <label className="button file-button">
          <input
            type="file"
            accept=".txt,text/plain"
            onChange={load}
            className="sr-only"
            data-testid="editor-file"
          />
          {t('editor.openFile')}
        </label>
      </div>

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
              <fieldset className="se-tools" data-testid="editor-tools">
                <legend>{t('editor.tools')}</legend>
                {TOOLS_OF[mode].map((k) => (
                  <button
                    key={k}
                    type="button"
                    aria-pressed={tool === k}
                    className={tool === k ? 'se-tool on' : 'se-tool'}
                    onClick={() => setTool(k)}
                    data-tool={k}
                  >
                    <ToolIcon tool={k} />
                    {toolName(k)}
                  </button>
                ))}
                {slugTool && (
                  <label className="se-wake-field">
                    {t('editor.wake')}
                    <input
                      type="number"
                      min={1}
                      max={MAX_WAKE}
                      inputMode="numeric"
                      value={wake}
                      onChange={(e) => setWake(Math.max(1, Math.min(MAX_WAKE, Number(e.target.value) || 1)))}
                      data-testid="editor-wake"
                    />
                  </label>
                )}
              </fieldset>
              <Grid
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
                    disabled={file.rooms.length > 1}
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
                    key={`${current}-${stockText}`}
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
                          resize(
                            f,
                            current,
                            side === 'width' ? n : level.width,
                            side === 'height' ? n : level.height,
                          ),
                        );
                      }}
                      data-testid={`editor-${side}`}
                    />
                  </label>
                ))}
                {level.mode === 'escort' && (
                  <label className="checkbox-line">
                    <input
                      type="checkbox"
                      checked={level.tied}
                      onChange={(e) => header({ tied: e.target.checked })}
                    />{' '}
                    {t('editor.tied')}
                  </label>
                )}
                <label className="se-note">
                  {t('editor.note')}
                  <input
                    value={level.note}
                    maxLength={300}
                    onChange={(e) => header({ note: e.target.value })}
                  />
                </label>
              </div>
            </>
          ) : (
            <>
              <p className="problem" data-testid="editor-unreadable">
                {t('editor.unreadable')}
              </p>
              {lastGood.current?.rooms[current] && (
                <div className="se-stale" inert>
                  <p className="muted small">{t('editor.lastGood')}</p>
                  <Grid
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
          <section className="se-check panel" aria-labelledby="check-heading">
            <h2 id="check-heading">{t('editor.check')}</h2>
            <p
              role="status"
              className={check.ok ? 'se-verdict ok' : 'se-verdict bad'}
              data-testid="editor-verdict"
              data-ok={check.ok}
            >
              {check.ok ? t('editor.fine') : t('editor.errors', { n: errors.length })}
            </p>
            {check.problems.length > 0 && (
              <ul className="se-problems" data-testid="editor-problems">
                {check.problems.map((p, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: problems are known by their place in the list
                    key={i}
                    className={p.severity}
                    data-code={p.code}
                    data-severity={p.severity}
                    data-line={p.line}
                    data-cell={p.cell ? cellName(p.cell) : undefined}
                  >
                    <strong>{t(p.severity === 'error' ? 'editor.error' : 'editor.warning')}:</strong>{' '}
                    {problemWhat(p, file?.rooms ?? null, t)}
                    {problemWhere(p, t) && <span className="se-where"> ({problemWhere(p, t)})</span>}
                    {p.line !== undefined && (
                      <button
                        type="button"
                        className="subtle se-show"
                        onClick={() => showInText(p.line!, p.column ?? 1)}
                      >
                        {t('editor.show')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <div className="se-actions">
              <button
                type="button"
                className="primary"
                disabled={!check.ok}
                onClick={play}
                data-testid="editor-play"
              >
                {t('editor.play')}
              </button>
              <button type="button" onClick={download} data-testid="editor-download">
                {t('editor.download')}
              </button>
              <button type="button" onClick={() => copy(text, 'editor.copied')} data-testid="editor-copy">
                {t('editor.copy')}
              </button>
              <button
                type="button"
                onClick={() => copy(shareLink(), 'editor.linkCopied')}
                data-testid="editor-share"
              >
                {t('editor.share')}
              </button>
            </div>
            {said && (
              <p className="muted small" role="status" data-testid="editor-said">
                {said}
              </p>
            )}
            {problem && (
              <p className="problem" role="alert" data-testid="editor-problem">
                {problem}
              </p>
            )}
            <p className="muted small">{t(mode === 'duel' ? 'editor.playDuel' : 'editor.playAlone')}</p>
          </section>
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

const CSS = `
.slugs-editor h1 { margin-bottom: 0.2rem; }
.se-start { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0.6rem 0; }
.se-columns { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1rem; align-items: start; }
.se-rooms { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-bottom: 0.5rem; }
.se-tools { display: flex; flex-wrap: wrap; gap: 0.35rem; border: 1px solid var(--line); border-radius: 8px; padding: 0.4rem 0.5rem 0.5rem; margin: 0 0 0.5rem; }
.se-tools legend { font-weight: 600; padding: 0 0.3rem; }
.se-tool { display: inline-flex; align-items: center; gap: 0.35rem; min-height: 44px; padding: 0.25rem 0.6rem 0.25rem 0.3rem; }
.se-tool.on { background: #dce9f8; border-color: var(--accent); box-shadow: inset 0 0 0 2px var(--accent); }
.se-icon { width: 1.9rem; height: 1.9rem; flex: none; border-radius: 3px; }
.se-wake-field { display: inline-flex; align-items: center; gap: 0.4rem; }
.se-wake-field input { width: 5rem; min-height: 44px; }
.se-scroll { max-width: 100%; overflow: auto; }
.se-grid { display: block; width: 100%; min-width: calc(var(--cols) * 28px); touch-action: none; user-select: none; -webkit-user-select: none; cursor: crosshair; }
.se-grid:focus { outline: none; }
.se-grid:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.se-floor { fill: #efe9dc; }
.se-floor.odd { fill: #e8e1d1; }
.se-coord { font-size: 12px; fill: var(--muted); }
.se-bad { fill: rgba(200, 40, 30, 0.12); stroke: #c8281e; stroke-width: 3; pointer-events: none; }
.se-cursor { fill: none; stroke: var(--focus); stroke-width: 3; pointer-events: none; }
.se-grid:not(:focus) .se-cursor { display: none; }
.se-wake circle { fill: #5c6b7a; stroke: #fff; stroke-width: 2; }
.se-wake text { font-size: 11px; font-weight: 700; fill: #fff; }
.se-wake, .se-grid text { pointer-events: none; }
.se-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.5rem 0.8rem; margin-top: 0.6rem; }
.se-fields label { display: flex; flex-direction: column; gap: 0.2rem; }
.se-fields label.checkbox-line { flex-direction: row; align-items: center; min-height: 44px; }
.se-fields .se-note { grid-column: 1 / -1; }
.se-verdict { font-weight: 600; margin: 0.2rem 0 0.4rem; }
.se-verdict.ok { color: #2a7a2a; }
.se-verdict.bad { color: var(--warn); }
.se-problems { margin: 0 0 0.6rem; padding-left: 1.1rem; }
.se-problems li { margin-bottom: 0.25rem; }
.se-problems li.error strong { color: var(--warn); }
.se-problems li.warning strong { color: #9a6a00; }
.se-where { color: var(--muted); }
.se-show { margin-left: 0.4rem; padding: 0.1rem 0.5rem; }
.se-stale { opacity: 0.45; filter: grayscale(0.6); }
.se-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.se-text h2 { margin: 0; font-size: 1.05rem; }
.se-text textarea { width: 100%; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.9rem; line-height: 1.3; }
.se-side { display: flex; flex-direction: column; gap: 0.8rem; }
@media (max-width: 760px) {
  .se-columns { grid-template-columns: minmax(0, 1fr); }
  .se-fields input, .se-fields select { min-height: 44px; }
  .se-grid { min-width: calc(var(--cols) * 44px); }
}
`;
