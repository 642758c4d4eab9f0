/**
 * The replay viewer: step through a finished (or running) match, jump to any
 * step, or play it; show what every seat saw, or everything with the hidden
 * information revealed; download the record.
 */
import { canSee, type MatchRecord, parseRecord, type Seat } from '@daedalus/core';
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { readBoard } from '../boards/index.ts';
import { gameName } from '../cards.ts';
import { FileButton } from '../components/FileButton.tsx';
import { describeEvent } from '../games.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { daedalus, loadSeat } from '../net/client.ts';
import { explainFailure, type Failure } from '../net/wire-words.ts';
import { actionLabel } from '../play/Frame.tsx';
import { useKeepFocus } from '../play/keep-focus.ts';
import { outcomeText, recordSeats, seatName } from '../play/seats.ts';
import { privateTo } from '../replay/audience.ts';
import { revealLines } from '../replay/reveal-lines.ts';
import { replaySteps } from '../replay/steps.ts';
import { downloadRecord, localRecord } from '../replay/storage.ts';
import { wordingViewer } from '../replay/wording.ts';
import { useShownGame } from '../shown-game.ts';

const PLAY_MS = 700;

/** Where the focus goes when a step disables the button that held it. */
const toPlayButton = (): readonly string[] => ['[data-testid=replay-play]'];

type ReplayRecord = MatchRecord;

/** Inputs that make no use of the arrows, Home and End (the others: texts, sliders, radio groups). */
const KEYLESS_INPUTS = new Set(['button', 'checkbox', 'file', 'reset', 'submit', 'color', 'image']);

/** Whether the element a key is pressed in uses the arrows, Home or End itself. */
function usesStepKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type);
  // Widgets of their own keys (a board that moves a cursor with the arrows marks the key used).
  return target.closest('[role=listbox], [role=menu], [role=slider], [role=tablist]') !== null;
}

function Viewer({ record }: { record: ReplayRecord }) {
  const { t, locale } = useI18n();
  const game = useShownGame(record.game)?.game;
  const replayed = useMemo(() => (game ? replaySteps(game, record) : null), [game, record]);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [viewer, setViewer] = useState<Seat | 'all'>('all');
  const total = record.actions.length;
  const logList = useRef<HTMLOListElement>(null);
  // A button that the step disables (Next at the end, Back at the start) hands the focus to Play.
  const page = useRef<HTMLDivElement>(null);
  useKeepFocus(page, toPlayButton);
  // The newest announcements of the step shown stay in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (logList.current) logList.current.scrollTop = logList.current.scrollHeight;
  }, [index, viewer]);

  // The arrow keys, Home and End step through the replay from the moment it opens, wherever
  // the focus is on the page — except in a control that uses those keys itself.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (usesStepKeys(e.target)) return;
      if (e.key === 'ArrowRight') setIndex((i) => Math.min(total, i + 1));
      else if (e.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
      else if (e.key === 'Home') setIndex(0);
      else if (e.key === 'End') setIndex(total);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [total]);

  useEffect(() => {
    if (!playing) return;
    if (index >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((i) => Math.min(total, i + 1)), PLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, index, total]);

  if (!game) return <p className="problem">{t('replay.invalid', { message: record.game })}</p>;
  if (!replayed?.ok)
    return <p className="problem">{t('replay.invalid', { message: replayed?.error.message ?? '' })}</p>;
  const steps = replayed.value;
  const step = steps[index]!;
  const seats = recordSeats(record);
  const module = readBoard(game.meta.id);
  const Board = module.Board;
  const view = game.view(step.state, viewer === 'all' ? 'spectator' : viewer);
  const last = record.actions[index - 1];
  // The view the last action was played in, for wording it (a board names what it acted on).
  const before =
    last && index > 0 ? game.view(steps[index - 1]!.state, wordingViewer(viewer, last.seat)) : undefined;
  let revealed: string | undefined;
  try {
    revealed = index === total ? game.text?.reveal?.(step.state, locale) : undefined;
  } catch {
    revealed = undefined;
  }
  return (
    <div className="replay" ref={page}>
      <h1>
        {t('replay.heading')}: {gameName(game.meta.id, locale)}
      </h1>
      <div className="replay-controls" role="toolbar" aria-label={t('replay.heading')}>
        <button type="button" onClick={() => setIndex(0)} disabled={index === 0}>
          |◀ {t('replay.first')}
        </button>
        <button type="button" onClick={() => setIndex((i) => Math.max(0, i - 1))} disabled={index === 0}>
          ◀ {t('replay.prev')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => {
            if (!playing && index >= total) setIndex(0);
            setPlaying((p) => !p);
          }}
          data-testid="replay-play"
        >
          {playing ? `❚❚ ${t('replay.pause')}` : `▶ ${t('replay.play')}`}
        </button>
        <button
          type="button"
          onClick={() => setIndex((i) => Math.min(total, i + 1))}
          disabled={index === total}
          data-testid="replay-next"
        >
          {t('replay.next')} ▶
        </button>
        <button
          type="button"
          onClick={() => setIndex(total)}
          disabled={index === total}
          data-testid="replay-last"
        >
          {t('replay.last')} ▶|
        </button>
        <input
          type="range"
          min={0}
          max={total}
          value={index}
          aria-label={t('replay.step', { n: index, total })}
          onChange={(e) => setIndex(Number(e.target.value))}
        />
        <span data-testid="replay-step">{t('replay.step', { n: index, total })}</span>
      </div>
      <div className="replay-controls">
        <label className="replay-viewer">
          {t('replay.viewer')}
          <select
            value={String(viewer)}
            onChange={(e) => setViewer(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          >
            <option value="all">{t('replay.everything')}</option>
            {seats.map((s) => (
              <option key={s.seat} value={s.seat}>
                {seatName(seats, s.seat, t)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => downloadRecord(record, `daedalus-${record.game}-${record.seed}.json`)}
          data-testid="download"
        >
          ⤓ {t('replay.download')}
        </button>
      </div>
      <div className="play">
        <div className="play-main">
          {last && (
            <p className="status">
              {t('replay.action', {
                who: seatName(seats, last.seat, t),
                action:
                  last.action === null
                    ? t('replay.timeout')
                    : actionLabel(game, module, last.action, t, locale, before),
              })}
            </p>
          )}
          {index === total && record.outcome.over && (
            <p className="status">{outcomeText(record.outcome, seats, t)}</p>
          )}
          <div className="board-wrap">
            <Board
              game={game}
              view={view}
              viewer={viewer === 'all' ? 'spectator' : viewer}
              legal={[]}
              t={t}
              names={seats.map((s) => seatName(seats, s.seat, t))}
              {...(viewer === 'all' ? { reveal: step.state } : {})}
              last={{
                step: index,
                events: step.events.filter((e) => viewer === 'all' || canSee(e.audience, viewer)),
              }}
            />
          </div>
          {revealed && viewer === 'all' && (
            <section className="revealed" aria-labelledby="revealed-heading">
              <h2 id="revealed-heading">{t('replay.revealed')}</h2>
              {/* A drawing in the game's text (a plan in characters) keeps its lines and columns;
                  its sentences (the legend, the paths) wrap. */}
              <pre data-testid="revealed">
                {revealLines(revealed).map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a line is its place in the text
                  <span key={i} className={line.drawing ? 'reveal-drawing' : 'reveal-text'}>
                    {`${line.text}\n`}
                  </span>
                ))}
              </pre>
            </section>
          )}
        </div>
        <aside className="play-side">
          <section className="log" aria-labelledby="replay-log-heading">
            <h2 id="replay-log-heading">{t('play.log')}</h2>
            {/* Read out as it grows: the step's events, one step on. */}
            <ol data-testid="log" ref={logList} aria-live="polite">
              {steps.slice(0, index + 1).flatMap((s, i) =>
                s.events
                  .filter((e) => viewer === 'all' || canSee(e.audience, viewer))
                  .map((e, j) => ({ key: `${i}-${j}`, e }))
                  .map(({ key, e }) => (
                    <li key={key} className={typeof e.audience === 'object' ? 'private' : undefined}>
                      {typeof e.audience === 'object' && (
                        <span className="private-to">
                          {privateTo(e.audience, (s) => seatName(seats, s, t), t)}{' '}
                        </span>
                      )}
                      {module.nameSeats
                        ? module.nameSeats(describeEvent(game, e, locale), locale, (s) =>
                            seatName(seats, s, t),
                          )
                        : describeEvent(game, e, locale)}
                    </li>
                  )),
              )}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}

export function ReplayPage({ id, invite: linked }: { id: string; invite?: string }) {
  const { t, locale } = useI18n();
  const [record, setRecord] = useState<ReplayRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Why the server gave no record, worded as the page is drawn (in the language chosen now).
  const [failure, setFailure] = useState<Failure | null>(null);
  // A private table's invite code: the link's, else the one kept with this browser's seat there.
  const invite = linked ?? (id === 'local' ? undefined : loadSeat(id)?.invite);

  useEffect(() => {
    let live = true;
    setRecord(null);
    setProblem(null);
    setFailure(null);
    const accept = (raw: unknown) => {
      const parsed = parseRecord(raw);
      if (!live) return;
      if (parsed.ok) setRecord(parsed.value);
      else setProblem(parsed.error.message);
    };
    if (id === 'local') accept(localRecord());
    else
      daedalus()
        .record(id, invite)
        .then(accept, (e: Failure) => live && setFailure(e));
    return () => {
      live = false;
    };
  }, [id, invite]);

  const open = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      const raw: unknown = JSON.parse(await file.text());
      const parsed = parseRecord(raw);
      if (parsed.ok) {
        setRecord(parsed.value);
        setProblem(null);
        setFailure(null);
      } else setProblem(parsed.error.message);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <section>
      {record ? <Viewer key={`${record.seed}-${record.actions.length}`} record={record} /> : null}
      {(problem ?? failure) && (
        <p className="problem" data-testid="replay-problem">
          {t('replay.invalid', {
            message: problem ?? (failure ? explainFailure(failure, locale, undefined, { invite }) : ''),
          })}
        </p>
      )}
      {!record && !problem && id === 'local' && <p>{t('replay.missing')}</p>}
      <p className="load-record">
        <FileButton
          label={t('replay.load')}
          accept="application/json,.json"
          onChange={open}
          testId="open-record"
        />
      </p>
    </section>
  );
}
