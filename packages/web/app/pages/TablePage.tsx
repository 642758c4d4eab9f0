import { RUNNING } from '@daedalus/core';
import { isGameId } from '@daedalus/games/load';
import type { SeatClock, TableInfo, WireError } from '@daedalus/protocol';
import { useMemo, useRef, useState } from 'react';
import { gameName } from '../cards.ts';
import { ReloadButton } from '../components/ReloadButton.tsx';
import { localValidity } from '../components/validity.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { loadName, loadSeat, saveName } from '../net/client.ts';
import { useTable } from '../net/useTable.ts';
import { explainFailure } from '../net/wire-words.ts';
import { Chat } from '../play/Chat.tsx';
import { Frame } from '../play/Frame.tsx';
import { RulesLink } from '../play/RulesLink.tsx';
import type { SeatLine } from '../play/seats.ts';
import { href, navigate } from '../route.ts';
import { useShownGame } from '../shown-game.ts';

/**
 * Copies `text` from the field `field`: through the clipboard API where the page may use it,
 * else by selecting the field and the browser's copy command. The clipboard API exists only
 * in a secure context — a server reached over plain http at a network address (friends on
 * one network) has none — where "Copy" used to do nothing at all. Resolves whether it copied.
 */
async function copyLink(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not focused): try the copy command
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

function InviteLink({ id, invite }: { id: string; invite?: string | undefined }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState<boolean | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const url = `${location.origin}${location.pathname}${href({ page: 'table', id, ...(invite ? { invite } : {}) })}`;
  return (
    <div className="invite">
      <label>
        {t('table.invite')}
        <input ref={field} readOnly value={url} onFocus={(e) => e.target.select()} data-testid="invite" />
      </label>
      <button
        type="button"
        onClick={() => {
          void copyLink(url, field.current).then((ok) => {
            setCopied(ok);
            // Left selected for the player to copy by hand.
            if (!ok) field.current?.select();
          });
        }}
      >
        {copied ? t('table.copied') : t('table.copy')}
      </button>
      {copied === false && (
        <span className="muted small" role="status" data-testid="copy-by-hand">
          {t('table.copyByHand')}
        </span>
      )}
    </div>
  );
}

/**
 * At the end of a game: a seated player asks for a rematch (and goes there); once there
 * is one, everyone at the table (players and spectators) is offered to go there.
 */
function Rematch({
  table,
  invite,
  seated,
  ask,
}: {
  table: TableInfo;
  invite?: string | undefined;
  seated: boolean;
  ask: () => Promise<string>;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const go = (id: string) => href({ page: 'table', id, ...(invite ? { invite } : {}) });
  if (table.rematch)
    return (
      <span className="rematch" role="status">
        {t('table.rematchReady')}{' '}
        <a className="button primary" href={go(table.rematch)} data-testid="rematch-link">
          {t('table.rematchGo')}
        </a>
      </span>
    );
  if (!seated) return null;
  return (
    <>
      <button
        type="button"
        className="primary"
        disabled={asking}
        data-testid="rematch"
        onClick={() => {
          setAsking(true);
          setProblem(null);
          ask().then(
            (id) => navigate({ page: 'table', id, ...(invite ? { invite } : {}) }),
            () => {
              setAsking(false);
              setProblem(t('table.rematchFailed'));
            },
          );
        }}
      >
        {t('table.rematch')}
      </button>
      {problem && (
        <span className="problem" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}

/**
 * While the table waits for players, a seated player may give up their seat (a table joined by
 * mistake, a friend who will not come): it is free again and the page watches on.
 */
function GiveUpSeat({ giveUp }: { giveUp: () => Promise<void> }) {
  const { t, locale } = useI18n();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <p className="give-up">
      <button
        type="button"
        disabled={busy}
        data-testid="give-up-seat"
        onClick={() => {
          setBusy(true);
          setProblem(null);
          giveUp().then(
            () => setBusy(false),
            (error: Error & { code?: string; details?: WireError['details'] }) => {
              setBusy(false);
              setProblem(explainFailure(error, locale));
            },
          );
        }}
      >
        {t('table.giveUpSeat')}
      </button>{' '}
      <span className="muted small">{t('table.giveUpSeatNote')}</span>
      {problem && (
        <span className="problem" role="alert">
          {' '}
          {problem}
        </span>
      )}
    </p>
  );
}

/**
 * When the time of the seats the table waits for runs out (the first of them): shown beside
 * "Waiting for …" to a player who is not deciding, and to spectators.
 */
const waitedFor = (clocks: readonly SeatClock[] | undefined): number | null =>
  clocks && clocks.length > 0 ? Math.min(...clocks.map((c) => c.deadline)) : null;

/**
 * Failures that may pass by themselves (the server restarting, the network, too many tries
 * at once), worth a "Try again"; a table that does not exist or a wrong invite code are not.
 */
const mayPass = (code: string): boolean =>
  code.startsWith('client/') ||
  code.startsWith('http/') ||
  ['server/unavailable', 'server/reservation-expired', 'table/unavailable', 'protocol/rate-limited'].includes(
    code,
  );

export function TablePage({ id, invite: linked }: { id: string; invite?: string }) {
  const { t, locale } = useI18n();
  // A private table's invite code: the link's, else the one this browser kept with its seat
  // there (the table opened by its id alone still links its replay, rematch and invite).
  // Read once per table: a seat given up is forgotten, and the page watches on with its code.
  const invite = useMemo(() => linked ?? loadSeat(id)?.invite, [id, linked]);
  const { state, act, claim, say, rematch, giveUpSeat, retry } = useTable(id, invite);
  const [name, setName] = useState(loadName);
  const table = state.table;
  const game = useShownGame(table?.game)?.game;

  if (state.phase === 'failed') {
    const failure = state.failure;
    return (
      <div className="failed" data-testid="table-failed">
        <p className="problem" role="alert">
          {t('table.notFound', { message: failure ? explainFailure(failure, locale, game, { invite }) : '' })}
        </p>
        {failure && mayPass(failure.code) && (
          <button type="button" onClick={retry} data-testid="table-retry">
            {t('table.tryAgain')}
          </button>
        )}
      </div>
    );
  }
  // A game this client does not know — the server is newer than the page in this tab (a game
  // was added since it was opened): its engine will never come, so say so rather than wait.
  if (table && !isGameId(table.game))
    return (
      <div className="failed">
        <p className="problem" role="alert" data-testid="table-unknown-game">
          {t('table.unknownGame', { game: table.game })}
        </p>
        <ReloadButton />
      </div>
    );
  if (!table || !game) return <p aria-busy="true">{t('table.loading')}</p>;

  const seats: SeatLine[] = table.seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    kind: s.kind,
    ...(s.level ? { level: s.level } : {}),
    connected: s.connected,
    taken: s.taken,
  }));
  const you = state.you;
  const viewer = you?.role === 'seat' ? you.seat : 'spectator';
  const situation = state.situation;
  const freeSeats = table.seats.filter((s) => s.kind === 'human' && !s.taken);

  const seatGone = state.seatGone && viewer === 'spectator' && (
    <p className="notice" role="status" data-testid="seat-gone">
      {t('table.seatGone')}
    </p>
  );

  const waiting = !state.started && (
    <div className="waiting" data-testid="waiting">
      {seatGone}
      <p data-testid="seats-taken">
        {t('table.waiting', {
          taken: table.seats.filter((s) => s.kind === 'bot' || s.taken).length,
          seats: table.seats.length,
        })}
      </p>
      {freeSeats.length > 0 && <InviteLink id={id} invite={invite} />}
      {viewer !== 'spectator' && <GiveUpSeat giveUp={giveUpSeat} />}
      {viewer === 'spectator' && freeSeats.length > 0 && (
        <form
          className="claim"
          data-testid="claim"
          onSubmit={(e) => {
            e.preventDefault();
            const seat = freeSeats[0];
            if (!seat || !name.trim()) return;
            saveName(name.trim());
            claim(seat.seat, name.trim());
          }}
        >
          <label>
            {t('lobby.yourName')}
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={40}
              required
              autoComplete="nickname"
              {...localValidity(t)}
            />
          </label>
          <button type="submit" className="primary">
            {t('table.takeSeat', { n: (freeSeats[0]?.seat ?? 0) + 1 })}
          </button>
        </form>
      )}
    </div>
  );

  const notice = (
    <>
      {state.phase === 'reconnecting' && (
        <p className="notice" role="status" data-testid="reconnecting">
          {t('table.reconnecting')}
        </p>
      )}
      {state.started && seatGone}
      {state.timedOut && viewer !== 'spectator' && (
        <p className="notice" role="status" data-testid="timed-out">
          {t('table.timedOut')}
        </p>
      )}
      {viewer === 'spectator' && state.started && <p className="notice">{t('table.watching')}</p>}
      {waiting}
    </>
  );

  const after = (state.finished || situation?.outcome.over) && (
    <p className="after">
      <a
        className="button primary"
        href={href({ page: 'replay', id, ...(invite ? { invite } : {}) })}
        data-testid="replay-link"
      >
        {t('play.replay')}
      </a>{' '}
      <Rematch table={table} invite={invite} seated={viewer !== 'spectator'} ask={rematch} />
    </p>
  );

  return (
    <section
      aria-label={gameName(game.meta.id, locale)}
      className="table-page"
      data-table={id}
      data-state-id={state.stateId}
    >
      <h1>
        {gameName(game.meta.id, locale)} <small className="muted table-id">#{id}</small>{' '}
        <RulesLink game={game.meta.id} />
      </h1>
      {table.visibility === 'private' && state.started && invite && (
        <details className="invite-later">
          <summary>{t('table.invite')}</summary>
          <InviteLink id={id} invite={invite} />
        </details>
      )}
      <Frame
        game={game}
        view={situation?.view ?? null}
        viewer={viewer}
        you={situation?.you ?? null}
        legal={situation?.legal ?? []}
        outcome={situation?.outcome ?? RUNNING}
        seats={seats}
        log={state.log.map((x, i) => ({ key: `${x.stateId}-${i}`, step: x.stateId, event: x.event }))}
        onAction={viewer === 'spectator' ? undefined : act}
        error={state.error && explainFailure(state.error, locale, game)}
        deadline={situation?.deadline ?? waitedFor(situation?.clocks)}
        notice={notice}
        after={after}
        side={
          // Chat is for tables where people meet (not for one person against the computer).
          table.seats.filter((s) => s.kind === 'human').length > 1 && (
            <Chat game={game} lines={state.chat} say={viewer === 'spectator' ? undefined : say} t={t} />
          )
        }
        {...(viewer !== 'spectator' ? { storageKey: `${id}.${viewer}` } : {})}
      />
    </section>
  );
}
