/**
 * The connection to the Daedalus server and what the browser remembers about
 * tables: seat tokens (to take the seat back after a reload or a dropped
 * connection), the last state id seen and the announcements so far.
 */
import type { GameEvent } from '@daedalus/core';
import { DaedalusClient } from '@daedalus/protocol/client';
import { safeStorage } from '../i18n/i18n.tsx';

/** Where the server is: the page's own origin (it serves the client), or `VITE_SERVER_URL`; in dev, port 2567. */
export function serverUrl(): string {
  const configured = import.meta.env.VITE_SERVER_URL as string | undefined;
  if (configured) return configured;
  // `vite` (dev server, mode development) serves the client apart from the game server.
  if (import.meta.env.MODE === 'development') return `${location.protocol}//${location.hostname}:2567`;
  return location.origin;
}

let client: DaedalusClient | null = null;
export function daedalus(): DaedalusClient {
  client ??= new DaedalusClient(serverUrl());
  return client;
}

export interface StoredSeat {
  readonly seat: number;
  readonly token: string;
  readonly name: string;
  readonly invite?: string;
  /** The last state id seen and the announcements up to it (to resume with `since`). */
  readonly stateId: number;
  readonly log: readonly { readonly stateId: number; readonly event: GameEvent }[];
}

const seatKey = (tableId: string) => `daedalus.seat.${tableId}`;
const MAX_LOG = 400;

export function loadSeat(tableId: string): StoredSeat | null {
  const raw = safeStorage()?.getItem(seatKey(tableId));
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as StoredSeat;
    return typeof s.token === 'string' && typeof s.seat === 'number'
      ? { ...s, log: s.log ?? [], stateId: s.stateId ?? 0 }
      : null;
  } catch {
    return null;
  }
}

export function saveSeat(tableId: string, seat: StoredSeat): void {
  const trimmed = seat.log.length > MAX_LOG ? { ...seat, log: seat.log.slice(-MAX_LOG) } : seat;
  try {
    safeStorage()?.setItem(seatKey(tableId), JSON.stringify(trimmed));
  } catch {
    // Storage full or disabled: the seat still plays, it just cannot resume after a reload.
  }
}

export function forgetSeat(tableId: string): void {
  safeStorage()?.removeItem(seatKey(tableId));
}

/** Tables this browser holds a seat at. */
export function seatedTables(): string[] {
  const storage = safeStorage();
  if (!storage) return [];
  const out: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith('daedalus.seat.')) out.push(key.slice('daedalus.seat.'.length));
  }
  return out;
}

/** A seat the lobby asked for, claimed by the table page when it opens. */
export interface PendingClaim {
  readonly seat: number;
  readonly name: string;
}

const claimKey = (tableId: string) => `daedalus.claim.${tableId}`;

export function setPendingClaim(tableId: string, claim: PendingClaim): void {
  sessionStorage.setItem(claimKey(tableId), JSON.stringify(claim));
}

export function takePendingClaim(tableId: string): PendingClaim | null {
  const raw = sessionStorage.getItem(claimKey(tableId));
  sessionStorage.removeItem(claimKey(tableId));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingClaim;
  } catch {
    return null;
  }
}

const NAME_KEY = 'daedalus.name';
export const loadName = (): string => safeStorage()?.getItem(NAME_KEY) ?? '';
export const saveName = (name: string): void => safeStorage()?.setItem(NAME_KEY, name);
