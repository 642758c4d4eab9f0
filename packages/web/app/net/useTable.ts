/**
 * A table as React state: joins (claiming a seat, resuming it with the stored
 * token and last state id, or watching), follows the server's messages, keeps
 * the announcements, and shows when the connection is being re-established.
 */
import type { GameEvent } from '@daedalus/core';
import type { ChatLine, Role, ServerMessage, Situation, TableInfo, WireError } from '@daedalus/protocol';
import type { TableConnection } from '@daedalus/protocol/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { daedalus, forgetSeat, loadSeat, type PendingClaim, saveSeat, takePendingClaim } from './client.ts';
import { clockPlayed, type HeldDecision } from './clock-ran-out.ts';

export interface TableState {
  readonly phase: 'connecting' | 'open' | 'reconnecting' | 'failed';
  readonly table: TableInfo | null;
  readonly you: Role | null;
  readonly situation: Situation | null;
  readonly started: boolean;
  readonly log: readonly { readonly stateId: number; readonly event: GameEvent }[];
  /** The server's answer to the last action, if it refused it (worded by the page). */
  readonly error: WireError | null;
  /** Why the table could not be joined. */
  readonly failure: WireError | null;
  readonly finished: boolean;
  /** The last state id received. */
  readonly stateId: number;
  /** What was said at the table. */
  readonly chat: readonly ChatLine[];
  /**
   * The seat this page set out to take was taken by someone else first (two people joining
   * at once): the page watches instead, and offers the next free seat if there is one.
   */
  readonly seatGone: boolean;
  /** This seat's time ran out and the table moved on without its move (until it acts again). */
  readonly timedOut: boolean;
}

const initial: TableState = {
  phase: 'connecting',
  table: null,
  you: null,
  situation: null,
  started: false,
  log: [],
  error: null,
  failure: null,
  finished: false,
  stateId: 0,
  chat: [],
  seatGone: false,
  timedOut: false,
};

/** A thrown error as a coded one: the server's (`DaedalusError`) keeps its code and details. */
const asWireError = (error: Error & { code?: string; details?: WireError['details'] }): WireError => ({
  code: error.code ?? 'client/error',
  message: error.message,
  ...(error.details !== undefined ? { details: error.details } : {}),
});

/** Before the table's connection is made (the page words it by its code). */
const notConnected = () =>
  Object.assign(new Error('Not connected to the table.'), { code: 'client/disconnected' });

export function useTable(tableId: string, invite: string | undefined) {
  const [state, setState] = useState<TableState>(initial);
  const conn = useRef<TableConnection | null>(null);
  const [attempt, setAttempt] = useState(0);
  const claimRef = useRef<PendingClaim | null>(null);
  const seatGoneRef = useRef(false);
  /** The state id the last action was sent on. */
  const sentOnRef = useRef<number | null>(null);

  // `attempt` re-joins (to claim a seat, or after a token was refused).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is a re-run trigger
  useEffect(() => {
    let live = true;
    let connection: TableConnection | null = null;
    const stored = loadSeat(tableId);
    const claim = claimRef.current ?? takePendingClaim(tableId);
    claimRef.current = null;
    const base = { tableId };
    const options = claim
      ? { ...base, claim, ...(invite ? { invite } : {}) }
      : stored
        ? { ...base, token: stored.token, ...(stored.stateId > 0 ? { since: stored.stateId } : {}) }
        : { ...base, spectate: true as const, ...(invite ? { invite } : {}) };
    let log = claim ? [] : (stored?.log ?? []);
    // Said until this page takes a seat after all.
    if (claim) seatGoneRef.current = false;
    setState({ ...initial, log, seatGone: seatGoneRef.current });

    const persist = (c: TableConnection) => {
      if (!c.token || c.seat === null) return;
      const prev = loadSeat(tableId);
      const kept = {
        seat: c.seat,
        token: c.token,
        name: prev?.name ?? claim?.name ?? '',
        ...(invite ? { invite } : prev?.invite ? { invite: prev.invite } : {}),
      };
      saveSeat(tableId, { ...kept, stateId: c.stateId, log });
      // A rematch keeps this seat for the same token: the rematch page takes it back.
      const rematch = c.table?.rematch;
      if (rematch && !loadSeat(rematch)) saveSeat(rematch, { ...kept, stateId: 0, log: [] });
    };

    // This seat's decision as last shown, to tell when its clock made the move.
    let held: HeldDecision | null = null;

    const onMessage = (c: TableConnection, m: ServerMessage) => {
      if (!live) return;
      const timedOut =
        m.type === 'update' &&
        c.seat !== null &&
        clockPlayed(held, m.situation, sentOnRef.current, Date.now());
      const shown =
        m.type === 'update' || m.type === 'snapshot' || m.type === 'catchup' ? m.situation : undefined;
      if (shown !== undefined)
        held = shown ? { stateId: m.stateId, you: shown.you, deadline: shown.deadline } : null;
      let error: WireError | null | undefined;
      if (m.type === 'update')
        log = [...log, ...m.events.map((e) => ({ stateId: m.stateId, event: e as unknown as GameEvent }))];
      if (m.type === 'catchup')
        log = [
          ...log.filter((x) => x.stateId <= m.from),
          ...m.steps.flatMap((s) =>
            s.events.map((e) => ({ stateId: s.stateId, event: e as unknown as GameEvent })),
          ),
        ];
      if (m.type === 'snapshot' && m.stateId === 0) log = [];
      if (m.type === 'error') error = m.error;
      if (m.type === 'update' || m.type === 'ack') error = null;
      persist(c);
      setState((s) => ({
        ...s,
        phase: 'open',
        table: c.table,
        you: c.you,
        situation: c.situation,
        started: m.type === 'snapshot' ? m.started : s.started || m.type === 'update' || m.type === 'catchup',
        log,
        ...(error !== undefined ? { error } : {}),
        finished: s.finished || m.type === 'record' || Boolean(c.situation?.outcome.over),
        stateId: c.stateId,
        chat: c.chat,
        ...(timedOut ? { timedOut } : {}),
      }));
    };

    daedalus()
      .join(options)
      .then(
        (c) => {
          if (!live) {
            void c.leave();
            return;
          }
          connection = c;
          conn.current = c;
          c.onMessage((m) => onMessage(c, m));
          // Messages that arrived while joining.
          for (const m of c.received) onMessage(c, m);
        },
        (error: Error & { code?: string; details?: WireError['details'] }) => {
          if (!live) return;
          // A stored token the server no longer knows: forget it and watch instead.
          if (stored && !claim && error.code === 'auth/bad-token') {
            forgetSeat(tableId);
            setAttempt((n) => n + 1);
            return;
          }
          // Someone took the seat first (a lobby's Join or a claim at the same moment as
          // another person's): not a table that cannot be opened — watch it, say why, and
          // let the page offer the next free seat.
          if (claim && error.code === 'table/seat-taken') {
            seatGoneRef.current = true;
            setAttempt((n) => n + 1);
            return;
          }
          setState((s) => ({ ...s, phase: 'failed', failure: asWireError(error) }));
        },
      );

    const watchdog = setInterval(() => {
      const c = conn.current;
      if (!c || !live) return;
      setState((s) => {
        const phase = c.connected ? 'open' : 'reconnecting';
        return s.phase === phase || s.phase === 'failed' ? s : { ...s, phase };
      });
    }, 500);

    return () => {
      live = false;
      clearInterval(watchdog);
      conn.current = null;
      if (connection) void connection.leave();
    };
  }, [tableId, invite, attempt]);

  const act = useCallback((action: unknown) => {
    const c = conn.current;
    if (!c) return;
    sentOnRef.current = c.stateId;
    setState((s) => (s.timedOut ? { ...s, timedOut: false } : s));
    try {
      c.act(action as never);
    } catch (error) {
      setState((s) => ({ ...s, error: asWireError(error as Error) }));
    }
  }, []);

  /** Leaves the spectator's chair and takes a free seat. */
  const claim = useCallback((seat: number, name: string) => {
    claimRef.current = { seat, name };
    setAttempt((n) => n + 1);
  }, []);

  /** Says a line at the table (rejects with the server's words). */
  const say = useCallback(async (text: string) => {
    const c = conn.current;
    if (!c) throw notConnected();
    await c.say(text);
  }, []);

  /** Asks for a rematch of the finished game; resolves with its table id (rejects with the server's words). */
  const rematch = useCallback(async (): Promise<string> => {
    const c = conn.current;
    if (!c) throw notConnected();
    return c.rematch();
  }, []);

  /**
   * Gives up this seat before the game begins: the browser forgets it and the page watches
   * on, offered the free seats again (rejects with the server's words, the seat still held).
   */
  const giveUpSeat = useCallback(async (): Promise<void> => {
    const c = conn.current;
    if (!c) throw notConnected();
    await c.giveUpSeat();
    forgetSeat(tableId);
    setAttempt((n) => n + 1);
  }, [tableId]);

  /** Tries to open the table again (after a failure that may pass: the server could not be reached). */
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, act, claim, say, rematch, giveUpSeat, retry };
}
