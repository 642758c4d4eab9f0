import { RUNNING } from '@daedalus/core';
import { gameName } from '@daedalus/games';
import { explainWireError, type TableInfo } from '@daedalus/protocol';
import { useState } from 'react';
import { localValidity } from '../components/validity.ts';
import { gameById } from '../games.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { loadName, saveName } from '../net/client.ts';
import { useTable } from '../net/useTable.ts';
import { Chat } from '../play/Chat.tsx';
import { Frame } from '../play/Frame.tsx';
import { RulesLink } from '../play/RulesLink.tsx';
import type { SeatLine } from '../play/seats.ts';
import { href, navigate } from '../route.ts';

function InviteLink({ id, invite }: { id: string; invite?: string | undefined }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const url = `${location.origin}${location.pathname}${href({ page: 'table', id, ...(invite ? { invite } : {}) })}`;
  return (
    <div className="invite">
      <label>
        {t('table.invite')}
        <input readOnly value={url} onFocus={(e) => e.target.select()} data-testid="invite" />
      </label>
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? t('table.copied') : t('table.copy')}
      </button>
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

export function TablePage({ id, invite }: { id: string; invite?: string }) {
  const { t, locale } = useI18n();
  const { state, act, claim, say, rematch } = useTable(id, invite);
  const [name, setName] = useState(loadName);
  const table = state.table;
  const game = table ? gameById(table.game) : undefined;

  if (state.phase === 'failed')
    return (
      <p className="problem">
        {t('table.notFound', { message: state.failure ? explainWireError(state.failure, locale, game) : '' })}
      </p>
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

  const waiting = !state.started && (
    <div className="waiting" data-testid="waiting">
      <p>{t('table.waiting')}</p>
      {freeSeats.length > 0 && <InviteLink id={id} invite={invite} />}
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
      aria-label={gameName(game, locale)}
      className="table-page"
      data-table={id}
      data-state-id={state.stateId}
    >
      <h1>
        {gameName(game, locale)} <small className="muted table-id">#{id}</small>{' '}
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
        error={state.error && explainWireError(state.error, locale, game)}
        deadline={situation?.deadline ?? null}
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
