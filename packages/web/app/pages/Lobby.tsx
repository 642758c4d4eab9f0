/**
 * The lobby: create a table (game, options, seats, privacy, clock) and sit down
 * at it; the live list of open public tables to join or watch; finished games.
 */
import type { Locale } from '@daedalus/core';
import { levelName } from '@daedalus/games/levels';
import type { FinishedGame, TableInfo } from '@daedalus/protocol';
import type { DaedalusError } from '@daedalus/protocol/client';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { editorOf } from '../boards/editors.ts';
import { gameName } from '../cards.ts';
import { chosenOptions, defaultSetup, type Setup, SetupForm } from '../components/SetupForm.tsx';
import { sinceText } from '../components/since.ts';
import { useNow } from '../components/use-now.ts';
import { localValidity } from '../components/validity.ts';
import { type Translate, useI18n } from '../i18n/i18n.tsx';
import { daedalus, loadName, loadSeat, saveName, seatedTables, setPendingClaim } from '../net/client.ts';
import { explainFailure } from '../net/wire-words.ts';
import { href, navigate } from '../route.ts';
import { setupOf } from '../setups.ts';

/** A table's game in the interface language (the server names it in English). */
function nameOf(table: TableInfo, locale: Locale): string {
  return gameName(table.game, locale, table.gameName);
}

/** Who sits at a table: a person's name (not translated), "free", or the computer and its level. */
function seatLabel(s: TableInfo['seats'][number], t: Translate, locale: Locale): ReactNode {
  if (s.kind === 'bot') return `${t('lobby.computer')}${s.level ? ` · ${levelName(s.level, locale)}` : ''}`;
  if (s.name) return <bdi translate="no">{s.name}</bdi>;
  // A player who gave no name (from the terminal) is "Player N" in the reader's language.
  return s.taken ? t('play.seat', { n: s.seat + 1 }) : t('lobby.free');
}

/** How a finished game ended, in words ("won: Ada", "draw"). */
function resultOf(table: TableInfo, t: Translate): string | null {
  const outcome = table.outcome;
  if (!outcome?.over) return null;
  if (outcome.winners.length === 0) return t(outcome.draw ? 'lobby.draw' : 'lobby.all-lost');
  const who = outcome.winners.map((w) => {
    const s = table.seats[w];
    return s?.kind === 'bot' ? `${t('lobby.computer')} ${w + 1}` : (s?.name ?? t('play.seat', { n: w + 1 }));
  });
  return t('lobby.won', { who: who.join(', ') });
}

function TableRow({ table, name, now }: { table: TableInfo; name: string; now: number }) {
  const { t, locale } = useI18n();
  const mine = loadSeat(table.id);
  const free = table.seats.find((s) => s.kind === 'human' && !s.taken);
  return (
    <li className="table-row" data-table={table.id}>
      <div>
        <strong>{nameOf(table, locale)}</strong> <span className="muted table-id">#{table.id}</span>{' '}
        <span className={`badge status-${table.status}`}>{t(`lobby.status.${table.status}`)}</span>{' '}
        <span className="muted since" data-since={table.updatedAt}>
          {t(table.status === 'playing' ? 'lobby.lastMove' : 'lobby.opened', {
            when: sinceText(table.updatedAt, now, locale),
          })}
        </span>
        <ul className="seat-names">
          {table.seats.map((s) => (
            <li key={s.seat}>{seatLabel(s, t, locale)}</li>
          ))}
        </ul>
      </div>
      <div className="row-actions">
        {mine ? (
          <a className="button primary" href={href({ page: 'table', id: table.id })}>
            {t('lobby.resume')}
          </a>
        ) : (
          free &&
          table.status === 'waiting' && (
            <button
              type="button"
              className="primary"
              onClick={() => {
                if (!name.trim()) {
                  // Say what is missing, where it is missing, instead of a button that does nothing.
                  const field = document.getElementById('your-name') as HTMLInputElement | null;
                  field?.setCustomValidity(t('lobby.nameFirst'));
                  field?.reportValidity();
                  return;
                }
                saveName(name.trim());
                setPendingClaim(table.id, { seat: free.seat, name: name.trim() });
                navigate({ page: 'table', id: table.id });
              }}
            >
              {t('lobby.join')}
            </button>
          )
        )}
        {/* At a table of one's own, "Watch" would only take the seat back, as "Resume" does. */}
        {!mine && (
          <a className="button" href={href({ page: 'table', id: table.id })}>
            {t('lobby.watch')}
          </a>
        )}
      </div>
    </li>
  );
}

/** How many of the tables this browser holds a seat at the lobby looks up. */
const MINE_LOOKED_AT = 12;

/** Whether a game has the option `key`. */
const gameHasOption = (id: string, key: string): boolean =>
  setupOf(id)?.fields.some((f) => f.key === key) ?? false;

export function Lobby({ game }: { game?: string | undefined }) {
  const { t, locale } = useI18n();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const [setup, setSetup] = useState<Setup>(() => defaultSetup(game));
  const [name, setName] = useState(loadName);
  const [visibility, setVisibility] = useState<'public' | 'private'>('public');
  const [moveSeconds, setMoveSeconds] = useState('');
  const [tables, setTables] = useState<readonly TableInfo[] | null>(null);
  const now = useNow();
  const [finished, setFinished] = useState<readonly FinishedGame[]>([]);
  // The lobby's connection failed (the server cannot be reached); `attempt` tries again.
  const [offline, setOffline] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [mine, setMine] = useState<readonly TableInfo[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // `attempt` connects again (after "Try again").
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a re-run trigger
  useEffect(() => {
    let live = true;
    let leave: (() => Promise<void>) | null = null;
    daedalus()
      .lobby((list) => live && setTables(list))
      .then(
        (l) => {
          if (live) leave = l.leave;
          else void l.leave();
          setOffline(false);
        },
        // The client library's words ("Failed to fetch") are English: the page says it.
        () => live && setOffline(true),
      );
    daedalus()
      .finished()
      .then(
        (list) => live && setFinished(list.slice(0, 20)),
        () => undefined,
      );
    return () => {
      live = false;
      void leave?.();
    };
  }, [attempt]);

  // The games this browser holds a seat at and that are not over: the way back to a private
  // table (the list of open tables shows public ones only) once its tab is closed, and to a
  // public one that left that list (nothing happened there for a while).
  useEffect(() => {
    let live = true;
    const ids = seatedTables().slice(-MINE_LOOKED_AT);
    void Promise.all(
      ids.map((id) =>
        daedalus()
          .table(id, loadSeat(id)?.invite)
          .catch(() => null),
      ),
    ).then((found) => {
      if (!live) return;
      const open = found.filter((tb): tb is TableInfo => tb !== null && tb.status !== 'finished');
      setMine(open.sort((a, b) => b.updatedAt - a.updatedAt));
    });
    return () => {
      live = false;
    };
  }, []);

  // Those the list of open tables does not show already (with their "Resume").
  const ownHere = mine.filter((m) => !tables?.some((tb) => tb.id === m.id));
  const hasHuman = setup.seats.some((s) => s.kind === 'human');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (hasHuman && !name.trim()) return;
    setBusy(true);
    setProblem(null);
    try {
      const seconds = Number(moveSeconds);
      const clock = moveSeconds && seconds > 0 ? Math.round(seconds) : null;
      const options = chosenOptions(setup);
      // A game with its own move-time rules (Labyrinth B.9: thinking breaks) gets the clock too.
      if (clock !== null && gameHasOption(setup.game, 'moveSeconds')) options.moveSeconds = clock;
      const created = await daedalus().createTable({
        game: setup.game,
        options: options as never,
        ...(setup.preset ? { preset: setup.preset } : {}),
        seats: setup.seats.map((s) =>
          s.kind === 'human' ? { kind: 'human' } : { kind: 'bot', level: s.level },
        ),
        visibility,
        ...(clock !== null ? { moveSeconds: clock } : {}),
      });
      const first = setup.seats.findIndex((s) => s.kind === 'human');
      if (first >= 0) {
        saveName(name.trim());
        setPendingClaim(created.table.id, { seat: first, name: name.trim() });
      }
      navigate({
        page: 'table',
        id: created.table.id,
        ...(created.invite ? { invite: created.invite } : {}),
      });
    } catch (error) {
      setProblem(explainFailure(error as DaedalusError, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lobby">
      <h1>{t('lobby.heading')}</h1>
      {offline && (
        <p className="problem" role="alert" data-testid="lobby-offline">
          {t('net.unreachable')}{' '}
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('table.tryAgain')}
          </button>
        </p>
      )}
      <div className="lobby-columns">
        <form className="create panel" onSubmit={submit} aria-labelledby="create-heading">
          <h2 id="create-heading">{t('lobby.create')}</h2>
          <SetupForm setup={setup} onChange={setSetup} />
          {editorOf(setup.game) && (
            <p className="small">
              <a href={href(editorOf(setup.game)!)} className="touch-link" data-testid="lobby-editor">
                {t('home.editorLong')}
              </a>
            </p>
          )}
          <div className="field">
            <label className="checkbox-line">
              <input
                type="checkbox"
                checked={visibility === 'private'}
                data-testid="private"
                onChange={(e) => setVisibility(e.target.checked ? 'private' : 'public')}
              />{' '}
              {t('lobby.private')}
            </label>
          </div>
          <div className="field">
            <label htmlFor="move-seconds">{t('lobby.moveSeconds')}</label>
            <input
              id="move-seconds"
              type="number"
              min={1}
              inputMode="numeric"
              value={moveSeconds}
              onChange={(e) => setMoveSeconds(e.target.value)}
              {...localValidity(t)}
            />
          </div>
          <div className="field">
            <label htmlFor="your-name">{t('lobby.yourName')}</label>
            <input
              id="your-name"
              value={name}
              maxLength={40}
              required={hasHuman}
              onChange={(e) => setName(e.target.value)}
              autoComplete="nickname"
              {...localValidity(t)}
            />
          </div>
          {problem && (
            <p className="problem" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="primary" disabled={busy} data-testid="create-table">
            {t('lobby.submit')}
          </button>
        </form>
        <div className="panel">
          {ownHere.length > 0 && (
            <>
              <h2>{t('lobby.mine')}</h2>
              <ul className="tables" data-testid="my-tables">
                {ownHere.map((tb) => (
                  <TableRow key={tb.id} table={tb} name={name} now={now} />
                ))}
              </ul>
            </>
          )}
          <h2>{t('lobby.open')}</h2>
          {tables && tables.length === 0 && <p className="muted">{t('lobby.none')}</p>}
          <ul className="tables" data-testid="open-tables">
            {tables?.map((tb) => (
              <TableRow key={tb.id} table={tb} name={name} now={now} />
            ))}
          </ul>
          {finished.length > 0 && (
            <>
              <h2>{t('lobby.finished')}</h2>
              <ul className="tables">
                {finished.map((f) => (
                  <li key={f.table.id} className="table-row" data-finished={f.table.id}>
                    <div>
                      <strong>{nameOf(f.table, locale)}</strong>{' '}
                      <span className="muted table-id">#{f.table.id}</span>
                      {resultOf(f.table, t) && (
                        <span className="badge" data-testid="result">
                          {resultOf(f.table, t)}
                        </span>
                      )}
                      <ul className="seat-names">
                        {f.table.seats.map((s) => (
                          <li key={s.seat}>{seatLabel(s, t, locale)}</li>
                        ))}
                      </ul>
                      <time className="muted when" dateTime={new Date(f.finishedAt).toISOString()}>
                        {when.format(f.finishedAt)}
                      </time>
                    </div>
                    <a className="button" href={href({ page: 'replay', id: f.table.id })}>
                      {t('lobby.replay')}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
