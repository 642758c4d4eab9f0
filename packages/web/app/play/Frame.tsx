/**
 * The play screen around any board: whose turn it is, what the viewer may do
 * (the legal actions the game gave, as buttons, a list, or typed in words when
 * the game parses text), each player's public status, and the announcements in
 * the viewer's language through `game.describe`.
 */
import type { Actor, AnyGame, GameEvent, Locale, Outcome, Viewer } from '@daedalus/core';
import { levelName } from '@daedalus/games/levels';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { readBoard } from '../boards/index.ts';
import { motionScale } from '../boards/motion-scale.ts';
import { asButton } from '../boards/targets.tsx';
import { describeEvent, formatAction } from '../games.ts';
import { type Translate, useI18n } from '../i18n/i18n.tsx';
import { PLAY_STATUS, useKeepFocus } from './keep-focus.ts';
import { BEAT_MS, isPaced, PACES, usePacedSteps, usePaceSetting } from './pacing.ts';
import { useCoarsePointer } from './pointer.ts';
import { outcomeText, type SeatLine, seatName } from './seats.ts';
import { timeLeft } from './time-left.ts';
import { useSoundSetting, useTurnSignal } from './turn-signal.ts';
import { type BoardModule, type LastStep, seatColor } from './types.ts';

export interface LogItem {
  readonly key: string;
  /** The step that produced the event (a state id, or a step number at one screen). */
  readonly step: number;
  readonly event: GameEvent;
}

/** The latest step of a log and its events (what a board may animate). */
export function lastStep(log: readonly LogItem[]): LastStep | undefined {
  const step = log.at(-1)?.step;
  if (step === undefined) return undefined;
  let first = log.length - 1;
  while (first > 0 && log[first - 1]?.step === step) first--;
  return { step, events: log.slice(first).map((x) => x.event) };
}

export interface FrameProps {
  readonly game: AnyGame;
  readonly view: unknown;
  readonly viewer: Viewer;
  readonly you: Actor | null;
  readonly legal: readonly unknown[];
  readonly outcome: Outcome;
  readonly seats: readonly SeatLine[];
  readonly log: readonly LogItem[];
  readonly onAction?: ((action: unknown) => void) | undefined;
  readonly error?: string | null;
  readonly deadline?: number | null;
  readonly notice?: ReactNode;
  readonly after?: ReactNode;
  /** More for the side column, after the announcements (the table's chat). */
  readonly side?: ReactNode;
  readonly reveal?: unknown;
  /** Where boards keep private notes for this seat (see `BoardProps.storageKey`). */
  readonly storageKey?: string;
  /**
   * Several people play at this screen (hot-seat): `viewer` is whoever's turn it is, so the
   * status names that seat ("Player 2’s turn") and the players list marks it as playing now
   * rather than calling one seat "You".
   */
  readonly shared?: boolean;
}

/** The actions section beside the board (its buttons, the typed move). */
const ACTIONS = '.play-side .actions';

/**
 * Where the focus goes when what held it goes away (a target played, the action buttons gone
 * with the turn): from the board to the board (its keys work there); from the actions section
 * to its first control that may take it (the typed move, between turns), else to the section
 * itself, while the section is there; else to the status line.
 */
const focusHomes = (lost: Element): readonly string[] =>
  lost.closest('.board-wrap')
    ? ['.board-wrap [role=application]', PLAY_STATUS]
    : lost.closest(ACTIONS)
      ? [`${ACTIONS} :is(button, input, select, textarea):not(:disabled)`, ACTIONS, PLAY_STATUS]
      : [PLAY_STATUS];

/** More legal actions than this are offered as a list instead of buttons. */
const MAX_BUTTONS = 12;

/**
 * A seat's name as an element: a person's own name is kept apart from the page's language
 * (`translate="no"` for translation tools, `bdi` for names written right to left).
 */
export function SeatName({ seats, seat, t }: { seats: readonly SeatLine[]; seat: number; t: Translate }) {
  const line = seats[seat];
  const name = seatName(seats, seat, t);
  return line?.kind === 'human' && line.name ? <bdi translate="no">{name}</bdi> : name;
}

/** An action in words: the board's wording in the interface language, else the game's. */
export function actionLabel(
  game: AnyGame,
  module: BoardModule,
  action: unknown,
  t: Translate,
  locale: Locale,
  view?: unknown,
): string {
  try {
    const own = module.formatAction?.(action, t, view === undefined ? undefined : { view, locale });
    if (own) return own;
  } catch {
    // fall back to the game's wording
  }
  return formatAction(game, action, locale);
}

function Countdown({ deadline, t }: { deadline: number; t: Translate }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="deadline">{timeLeft(Math.max(0, Math.ceil((deadline - now) / 1000)), t)}</span>;
}

/**
 * A refusal is about the moment it came: once the game moves on (a new announcement), it
 * no longer applies and is not shown. `moment` counts the announcements so far.
 */
function useUntilMoved(problem: string | null, moment: number): string | null {
  const [since, setSince] = useState<{ problem: string; moment: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new problem starts its moment
  useEffect(() => setSince(problem === null ? null : { problem, moment }), [problem]);
  return since && since.problem === problem && since.moment === moment ? problem : null;
}

/**
 * A move typed in words. It stays between the player's turns with what was typed in it (a move
 * may be written while the others play): it is sent only on the player's turn (`onAction` given).
 */
function TypedMove({
  game,
  view,
  onAction,
  moment,
}: {
  game: AnyGame;
  view: unknown;
  /** Undefined while it is not the player's turn: the text waits. */
  onAction: ((a: unknown) => void) | undefined;
  /** The announcements so far: a problem with a typed move clears when the game moves on. */
  moment: number;
}) {
  const { t, locale } = useI18n();
  const [text, setText] = useState('');
  const [typed, setTyped] = useState<{ problem: string; moment: number } | null>(null);
  const problem = typed?.moment === moment ? typed.problem : null;
  const setProblem = (p: string | null) => setTyped(p === null ? null : { problem: p, moment });
  const parse = game.text?.parseAction;
  if (!parse) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || !onAction) return;
    const parsed = parse(text, view, locale);
    if (!parsed.ok) {
      setProblem(parsed.error.message);
      return;
    }
    setProblem(null);
    setText('');
    onAction(parsed.value);
  };
  return (
    <form className="typed-move" onSubmit={submit}>
      <label>
        {t('play.typeMove')}
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          aria-describedby={onAction ? undefined : 'typed-move-later'}
          data-testid="typed-move"
        />
      </label>
      <button type="submit" disabled={!onAction}>
        {t('play.typeSubmit')}
      </button>
      {!onAction && (
        <p className="muted small" id="typed-move-later">
          {t('play.typeLater')}
        </p>
      )}
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

function ActionButtons({
  game,
  view,
  actions,
  onAction,
}: {
  game: AnyGame;
  view: unknown;
  actions: readonly unknown[];
  onAction: (a: unknown) => void;
}) {
  const { t, locale } = useI18n();
  const module = readBoard(game.meta.id);
  return (
    <div className="action-buttons">
      {actions.map((a) => (
        <button
          type="button"
          key={JSON.stringify(a)}
          onClick={() => onAction(a)}
          data-action={JSON.stringify(a)}
        >
          {asButton(actionLabel(game, module, a, t, locale, view), locale)}
        </button>
      ))}
    </div>
  );
}

function ActionList({
  game,
  view,
  legal,
  onAction,
  boardOnly,
  common,
}: {
  game: AnyGame;
  view: unknown;
  legal: readonly unknown[];
  onAction: (a: unknown) => void;
  boardOnly?: ((a: unknown) => boolean) | undefined;
  common?: ((a: unknown) => boolean) | undefined;
}) {
  const { t, locale } = useI18n();
  const module = readBoard(game.meta.id);
  const listed = legal.filter((a) => !boardOnly?.(a));
  const [choice, setChoice] = useState(0);
  if (listed.length === 0) return null;
  if (listed.length <= MAX_BUTTONS)
    return <ActionButtons game={game} view={view} actions={listed} onAction={onAction} />;
  const frequent = common ? listed.filter((a) => common(a)) : [];
  return (
    <>
      {frequent.length > 0 && (
        <ActionButtons game={game} view={view} actions={frequent} onAction={onAction} />
      )}
      <form
        className="action-select"
        onSubmit={(e) => {
          e.preventDefault();
          const a = listed[Math.min(choice, listed.length - 1)];
          if (a !== undefined) onAction(a);
        }}
      >
        <label>
          {t('play.allActions')}
          <select
            value={choice}
            onChange={(e) => setChoice(Number(e.target.value))}
            data-testid="action-select"
          >
            {listed.map((a, i) => (
              <option key={JSON.stringify(a)} value={i}>
                {asButton(actionLabel(game, module, a, t, locale, view), locale)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('play.typeSubmit')}</button>
      </form>
    </>
  );
}

function Log({
  game,
  log,
  seats,
  viewer,
  module,
  t,
}: {
  game: AnyGame;
  log: readonly LogItem[];
  seats: readonly SeatLine[];
  viewer: Viewer;
  module: BoardModule;
  t: Translate;
}) {
  const { locale } = useI18n();
  const { speaker, about, nameSeats, turnStart } = module;
  const [beforeName, afterName] = t('play.turnOf', { who: '\u0001' }).split('\u0001');
  const list = useRef<HTMLOListElement>(null);
  // A player may read only what answers his own moves (games that say whose move a line answers).
  const [mine, setMine] = useState(false);
  const filtering = about !== undefined && typeof viewer === 'number';
  const shown = filtering && mine ? log.filter((item) => about(item.event) === viewer) : log;
  const nameOf = (seat: number) => seatName(seats, seat, t);
  // Keep the newest announcement in sight (scrolling the list, not the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an announcement arrives
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [shown.length]);
  return (
    <section className="log" aria-labelledby="log-heading">
      <h2 id="log-heading">{t(speaker ? 'play.conversation' : 'play.log')}</h2>
      {filtering && (
        <label className="log-filter">
          <input
            type="checkbox"
            checked={mine}
            onChange={(e) => setMine(e.currentTarget.checked)}
            data-testid="log-mine"
          />{' '}
          {t('play.myMoves')}
        </label>
      )}
      {/* The live region is there before its first line: a region that comes with its content is not read out. */}
      <div aria-live="polite">
        {shown.length === 0 ? (
          <p className="muted">{t('play.logEmpty')}</p>
        ) : (
          <ol data-testid="log" ref={list} className={speaker ? 'chat' : undefined}>
            {shown.map((item) => {
              const turn = turnStart?.(item.event);
              if (turn !== undefined)
                return (
                  <li key={item.key} className="turn-head" data-turn={turn}>
                    <span
                      className="swatch"
                      style={{ background: seatColor(turn, game) }}
                      aria-hidden="true"
                    />
                    {beforeName}
                    <SeatName seats={seats} seat={turn} t={t} />
                    {afterName}
                  </li>
                );
              const secret = typeof item.event.audience === 'object';
              const who = speaker ? speaker(item.event) : undefined;
              const role =
                who === undefined ? '' : who === null ? 'master' : who === viewer ? 'said mine' : 'said';
              return (
                <li
                  key={item.key}
                  className={`${role}${secret ? ' private' : ''}`.trim() || undefined}
                  title={secret ? t('play.private') : undefined}
                >
                  {who !== undefined && (
                    <span className="who">
                      {who === null ? t('play.master') : <SeatName seats={seats} seat={who} t={t} />}
                    </span>
                  )}
                  {nameSeats
                    ? nameSeats(describeEvent(game, item.event, locale), locale, nameOf)
                    : describeEvent(game, item.event, locale)}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </section>
  );
}

export function Frame(props: FrameProps) {
  const { t, locale } = useI18n();
  const { game, viewer, seats, onAction, error, deadline, notice, after, side, reveal, storageKey, shared } =
    props;
  const module = readBoard(game.meta.id);
  const Board = module.Board;
  // Steps at the viewer's pace, for boards that tell them beat by beat or animate them.
  const [pace, setPace] = usePaceSetting();
  const paced = usePacedSteps(
    { view: props.view, log: props.log, legal: props.legal, you: props.you, outcome: props.outcome },
    module,
    viewer,
    BEAT_MS[pace],
    motionScale(),
  );
  const { view, legal, outcome } = paced.shown;
  const you = paced.busy ? null : paced.shown.you;
  const whole = lastStep(paced.shown.log);
  const beatOf = whole && paced.beat !== undefined ? module.beats?.(whole.events, viewer) : undefined;
  const log = beatOf
    ? paced.shown.log.filter((x, i, all) => {
        if (x.step !== whole?.step) return true;
        const first = all.length - (whole?.events.length ?? 0);
        return (beatOf[i - first] ?? 0) <= (paced.beat ?? 0);
      })
    : paced.shown.log;
  const last = whole && { ...whole, beat: paced.beat, before: paced.before, exact: paced.exact };
  const touch = useCoarsePointer();
  const current = view == null || outcome.over ? [] : (module.current?.(view) ?? []);
  const { acted } = paced;
  const act = useCallback(
    (action: unknown) => {
      acted();
      onAction?.(action);
    },
    [acted, onAction],
  );
  const playing = onAction && you && legal.length > 0 ? act : undefined;
  // A game played in words keeps its typed move in place between the player's turns.
  const typing = onAction !== undefined && !outcome.over && game.text?.parseAction !== undefined;
  const aims = module.aims ?? module.boardOnly;
  const onBoard = playing !== undefined && aims !== undefined && legal.some((a) => aims(a));
  const boardHint = onBoard
    ? ((view != null ? module.hint?.(view, legal, t, touch) : undefined) ??
      t(touch ? 'play.boardHintTouch' : 'play.boardHint'))
    : '';

  // At a shared screen the seat to play is named: "your turn" would not say whose.
  const who = shared && typeof viewer === 'number' ? seatName(seats, viewer, t) : null;
  let status: string;
  if (paced.busy) status = t('play.showing');
  else if (outcome.over) status = outcomeText(outcome, seats, t);
  else if (you) {
    const prompt = view != null && playing ? module.prompt?.(view, t) : undefined;
    const what =
      prompt ??
      (you.kind === 'reaction'
        ? t('play.reaction')
        : you.kind === 'simultaneous'
          ? t('play.simultaneous')
          : null);
    if (who === null) status = what ?? t('play.yourTurn');
    else status = what === null ? t('play.seatTurn', { who }) : t('play.seatPrompt', { who, what });
  } else if (current.length > 0)
    status = t('play.waiting', {
      who: current
        .map((s) =>
          // A player who is away may be a long time coming: the status says so, not only the list.
          seats[s]?.kind === 'human' && seats[s]?.connected === false
            ? `${seatName(seats, s, t)} (${t('play.offline')})`
            : seatName(seats, s, t),
        )
        .join(', '),
    });
  else status = t('play.waitingOthers');
  const shownError = useUntilMoved(error ?? null, log.length);
  const [sound, setSound] = useSoundSetting();
  useTurnSignal(Boolean(onAction && you && !outcome.over), who === null ? t('play.yourTurn') : status, sound);
  const screen = useRef<HTMLDivElement>(null);
  useKeepFocus(screen, focusHomes);

  return (
    <div className="play" ref={screen}>
      <div className="play-main">
        <p
          className={`status${you && !outcome.over ? ' your-turn' : ''}`}
          role="status"
          tabIndex={-1}
          data-testid="status"
          data-over={outcome.over}
        >
          {status}
          {deadline && !outcome.over ? <Countdown deadline={deadline} t={t} /> : null}
        </p>
        {onAction && !outcome.over && (
          <label className="sound-toggle">
            <input
              type="checkbox"
              checked={sound}
              onChange={(e) => setSound(e.currentTarget.checked)}
              data-testid="sound"
            />{' '}
            {t('play.sound')}
          </label>
        )}
        {isPaced(module) && !outcome.over && (
          <label className="sound-toggle pace-setting">
            {t('play.pace')}{' '}
            <select
              value={pace}
              onChange={(e) => setPace(e.currentTarget.value as typeof pace)}
              data-testid="pace"
            >
              {PACES.map((p) => (
                <option key={p} value={p}>
                  {t(p === 'off' ? 'play.paceOff' : p === 'slow' ? 'play.paceSlow' : 'play.paceNormal')}
                </option>
              ))}
            </select>
          </label>
        )}
        {paced.busy && (
          <button type="button" className="subtle" onClick={paced.skip} data-testid="show-all">
            {t('play.showAll')}
          </button>
        )}
        {notice}
        {view != null && (
          <div className="board-wrap">
            <Board
              game={game}
              view={view}
              viewer={viewer}
              legal={legal}
              onAction={playing}
              reveal={reveal}
              t={t}
              {...(storageKey ? { storageKey } : {})}
              {...(last ? { last } : {})}
              heard={log.map((item) => item.event)}
              names={seats.map((_, seat) => seatName(seats, seat, t))}
              {...(shared ? { shared } : {})}
            />
          </div>
        )}
        {shownError && (
          <p className="problem" role="alert" data-testid="error">
            {t('play.error', { message: shownError })}
          </p>
        )}
        {/* What follows the end (the replay, a rematch) comes once the end is shown, not while
            the moves that led to it are still being told. */}
        {!(props.outcome.over && paced.busy) && after}
      </div>
      <aside className="play-side">
        {(playing || typing) && (
          <section className="actions" aria-labelledby="actions-heading" tabIndex={-1}>
            <h2 id="actions-heading">{t('play.actions')}</h2>
            {boardHint && (
              <p className="muted small" data-testid="board-hint">
                {boardHint}
              </p>
            )}
            {playing && (
              <ActionList
                game={game}
                view={view}
                legal={legal}
                onAction={playing}
                boardOnly={module.boardOnly}
                common={module.common}
              />
            )}
            <TypedMove game={game} view={view} onAction={playing} moment={log.length} />
          </section>
        )}
        <section className="players" aria-labelledby="players-heading">
          <h2 id="players-heading">{t('play.players')}</h2>
          <ul>
            {seats.map((s) => (
              <li
                key={s.seat}
                className={current.includes(s.seat) ? 'current' : undefined}
                data-seat={s.seat}
                data-connected={s.kind === 'human' ? String(s.connected !== false) : undefined}
              >
                <span className="swatch" style={{ background: seatColor(s.seat, game) }} aria-hidden="true" />
                <span className="name">
                  <SeatName seats={seats} seat={s.seat} t={t} />
                  {s.seat === viewer &&
                    (!shared
                      ? ` (${t('play.you')})`
                      : you && !outcome.over
                        ? ` (${t('play.playingNow')})`
                        : null)}
                </span>
                {s.kind === 'bot' && s.level && <span className="badge">{levelName(s.level, locale)}</span>}
                {s.kind === 'human' && s.taken === false && <span className="badge">{t('lobby.free')}</span>}
                {/* Away matters while the game goes on: after the end everyone leaves, and nobody waits. */}
                {s.kind === 'human' && s.connected === false && s.taken !== false && !outcome.over && (
                  <span className="badge warn">{t('play.offline')}</span>
                )}
                {view != null && module.status?.(view, s.seat, t) && (
                  <span className="seat-status">{module.status(view, s.seat, t)}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <Log game={game} log={log} seats={seats} viewer={viewer} module={module} t={t} />
        {side}
      </aside>
    </div>
  );
}
