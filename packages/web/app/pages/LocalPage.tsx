/**
 * Hot-seat play: choose a game and seats, then play at this screen. Between
 * two people's turns, when the game hides information from one seat to
 * another, a privacy screen asks the next person to take over.
 */
import { canSee, explainError, type Seat } from '@daedalus/core';
import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { editorOf } from '../boards/editors.ts';
import { cardOf, gameName } from '../cards.ts';
import { chosenOptions, defaultSetup, type Setup, SetupForm } from '../components/SetupForm.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { HotSeat } from '../local/hotseat.ts';
import { forgetHotSeat, loadHotSeat, saveHotSeat } from '../local/saved.ts';
import { Frame } from '../play/Frame.tsx';
import { RulesLink } from '../play/RulesLink.tsx';
import { type SeatLine, seatName } from '../play/seats.ts';
import { keepLocalRecord } from '../replay/storage.ts';
import { href } from '../route.ts';
import { loadShownGame } from '../shown-game.ts';

const BOT_DELAY_MS = 450;

function randomSeed(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('');
}

/** Quitting a game in progress asks first: one stray tap must not throw a game away. */
function QuitGame({ onQuit }: { onQuit: () => void }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const quit = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    // Focus follows the question: to the safe answer, and back when it is withdrawn.
    if (asking) keep.current?.focus();
    else if (wasAsking.current) quit.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking)
    return (
      <button type="button" className="subtle" ref={quit} onClick={() => setAsking(true)} data-testid="quit">
        {t('local.quit')}
      </button>
    );
  return (
    <div className="confirm" data-testid="quit-confirm">
      <span id="quit-ask">{t('local.quitAsk')}</span>
      <button
        type="button"
        className="danger"
        aria-describedby="quit-ask"
        onClick={onQuit}
        data-testid="quit-yes"
      >
        {t('local.quitYes')}
      </button>
      <button type="button" ref={keep} aria-describedby="quit-ask" onClick={() => setAsking(false)}>
        {t('local.quitNo')}
      </button>
    </div>
  );
}

function Game({
  session,
  onQuit,
  onAgain,
  resumed,
}: {
  session: HotSeat;
  onQuit: () => void;
  /** A new game of the same game, options and seats. */
  onAgain: () => void;
  resumed: boolean;
}) {
  const { t, locale } = useI18n();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [error, setError] = useState<string | null>(null);
  /** The person the screen is shown to (after the privacy screen). */
  const [shownTo, setShownTo] = useState<Seat | null>(null);
  // After a reload nobody is known to be at the screen: the privacy screen comes first (-1: nobody).
  const lastHuman = useRef<Seat | null>(resumed && session.humans() > 1 ? -1 : null);
  const game = session.game;
  const outcome = session.match.outcome();
  const human = session.humanToAct();
  const bot = session.botToAct();

  // Every step is kept for a reload.
  useEffect(() => saveHotSeat(session.saved()));

  // Computer seats play one after another, with a pause to follow them.
  useEffect(() => {
    if (outcome.over || !bot) return;
    const timer = setTimeout(() => {
      session.stepBot();
      redraw();
    }, BOT_DELAY_MS);
    return () => clearTimeout(timer);
  });

  // The seat whose board is shown: the person to act, else the last person who acted.
  const seat: Seat | null =
    human?.seat ?? lastHuman.current ?? session.seats.findIndex((s) => s.kind === 'human');
  const viewer = seat === null || seat < 0 ? 'spectator' : seat;
  const needsPrivacy =
    human !== null &&
    session.humans() > 1 &&
    shownTo !== human.seat &&
    lastHuman.current !== null &&
    lastHuman.current !== human.seat &&
    session.hasSecrets(human.seat);

  const onAction = useCallback(
    (action: unknown) => {
      const actor = session.humanToAct();
      if (!actor) return;
      const played = session.play(actor.seat, action);
      if (!played.ok) setError(explainError(game, played.error, locale));
      else {
        setError(null);
        lastHuman.current = actor.seat;
        setShownTo(actor.seat);
      }
      redraw();
    },
    [session, game, locale],
  );

  const seats: SeatLine[] = session.seats.map((s, i) => ({
    seat: i,
    // '' is a seat nobody named (all of them, at one screen): "Player N", "Computer N" in the page's words.
    name: s.name || null,
    kind: s.kind,
    ...(s.kind === 'bot' ? { level: s.level } : {}),
  }));

  if (needsPrivacy && human) {
    const who = seatName(seats, human.seat, t);
    return (
      <div
        className="privacy"
        role="dialog"
        aria-modal="true"
        aria-labelledby="privacy-heading"
        data-testid="privacy"
      >
        <h2 id="privacy-heading">{t('local.privacy', { who })}</h2>
        <p>{t('local.privacyHint', { who })}</p>
        {/* biome-ignore lint/a11y/noAutofocus: the only control on a screen handed to the next player */}
        <button type="button" className="primary" autoFocus onClick={() => setShownTo(human.seat)}>
          {t('local.ready', { who })}
        </button>
      </div>
    );
  }

  const log = session.log
    .filter((e) => outcome.over || canSee(e.event.audience, viewer))
    .map((e, i) => ({ key: `${e.step}-${i}`, step: e.step, event: e.event }));
  const legal = human && viewer === human.seat ? game.legalActions(session.state, human.seat) : [];

  return (
    <Frame
      game={game}
      view={game.view(session.state, viewer)}
      viewer={viewer}
      you={human && viewer === human.seat ? human : null}
      legal={legal}
      outcome={outcome}
      seats={seats}
      log={log}
      onAction={onAction}
      shared={session.humans() > 1}
      error={error}
      notice={bot && !outcome.over ? <p className="notice">{t('local.thinking')}</p> : null}
      {...(viewer !== 'spectator' ? { storageKey: `local.${session.match.seed}.${viewer}` } : {})}
      {...(outcome.over ? { reveal: session.state } : {})}
      after={
        outcome.over ? (
          <p className="after">
            <a
              className="button primary"
              href={href({ page: 'replay', id: 'local' })}
              onClick={() => keepLocalRecord(session.record())}
              data-testid="replay-link"
            >
              {t('play.replay')}
            </a>{' '}
            <button type="button" className="primary" onClick={onAgain} data-testid="play-again">
              {t('local.again')}
            </button>{' '}
            <button type="button" onClick={onQuit}>
              {t('local.new')}
            </button>{' '}
            {editorOf(game.meta.id) && (
              <a className="button" href={href(editorOf(game.meta.id)!)} data-testid="back-to-editor">
                {t('home.editor')}
              </a>
            )}
          </p>
        ) : (
          <div className="after">
            <QuitGame onQuit={onQuit} />
          </div>
        )
      }
    />
  );
}

export function LocalPage({
  game,
  resume: resumeAtOnce = false,
}: {
  game?: string | undefined;
  resume?: boolean;
}) {
  const { t, locale } = useI18n();
  const [setup, setSetup] = useState<Setup>(() => defaultSetup(game));
  const [session, setSession] = useState<HotSeat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(loadHotSeat);
  const [resumedGame, setResumedGame] = useState(false);

  /** The game to play here; undefined, saying why, when it did not come (a dropped connection). */
  const gameToPlay = (id: string) =>
    loadShownGame(id).catch(() => {
      setProblem(t('local.loadFailed'));
      return undefined;
    });

  const resume = async () => {
    if (!saved) return;
    const bundle = await gameToPlay(saved.record.game);
    if (!bundle) return;
    const resumed = HotSeat.resume(bundle, saved);
    if (!resumed.ok) {
      setProblem(explainError(bundle.game, resumed.error, locale));
      forgetHotSeat();
      setSaved(null);
    } else {
      setResumedGame(true);
      setSession(resumed.value);
    }
  };
  // A game prepared elsewhere (the level editor's "play this level") starts at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (!resumeAtOnce || !saved) return;
    void resume();
    history.replaceState(null, '', href({ page: 'local', ...(game ? { game } : {}) }));
  }, []);
  const quit = () => {
    forgetHotSeat();
    setSaved(null);
    setSession(null);
  };

  const start = async (e: FormEvent) => {
    e.preventDefault();
    const bundle = await gameToPlay(setup.game);
    if (!bundle) return;
    const started = HotSeat.start(bundle, {
      options: chosenOptions(setup),
      ...(setup.preset ? { preset: setup.preset } : {}),
      // Named '' (not "Spieler 1" or "Computer 2" in the words of the moment): the game's record
      // keeps no words of one language, and each reader, this page too, names the seat in its own.
      seats: setup.seats.map((s) =>
        s.kind === 'human' ? { kind: 'human', name: '' } : { kind: 'bot', level: s.level, name: '' },
      ),
      seed: randomSeed(),
    });
    if (!started.ok) setProblem(explainError(bundle.game, started.error, locale));
    else {
      setProblem(null);
      setResumedGame(false);
      setSession(started.value);
    }
  };

  // The same game, options and seats (people and computer levels), with a new seed.
  const again = (done: HotSeat) => {
    const started = HotSeat.start(done.bundle, {
      options: done.match.options,
      seats: done.seats,
      seed: randomSeed(),
    });
    if (!started.ok) {
      setProblem(explainError(done.game, started.error, locale));
      setSession(null);
    } else {
      setResumedGame(false);
      setSession(started.value);
    }
  };

  if (session) {
    return (
      <section aria-label={gameName(session.game.meta.id, locale)}>
        <h1>
          {gameName(session.game.meta.id, locale)} <RulesLink game={session.game.meta.id} />
        </h1>
        <Game
          key={session.match.seed}
          session={session}
          onQuit={quit}
          onAgain={() => again(session)}
          resumed={resumedGame}
        />
      </section>
    );
  }
  return (
    <form className="panel local-setup" onSubmit={start}>
      <h1>{t('local.heading')}</h1>
      {saved && cardOf(saved.record.game) && (
        <p className="notice">
          <button type="button" className="primary" onClick={() => void resume()} data-testid="resume-local">
            {t('local.resume', { game: gameName(saved.record.game, locale) })}
          </button>
        </p>
      )}
      <SetupForm setup={setup} onChange={setSetup} />
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="primary" data-testid="start-local">
        {t('local.start')}
      </button>
    </form>
  );
}
