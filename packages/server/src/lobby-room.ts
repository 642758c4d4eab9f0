/**
 * The lobby: one room that lists the open public tables and sends the list
 * again whenever a table is created, taken, started or finished (on any server
 * process: changes arrive through Colyseus presence).
 */
import { type Client, Room } from '@colyseus/core';
import type { ServerMessage, TableInfo } from '@daedalus/protocol';
import { context } from './context.ts';
import { tableInfo } from './table-info.ts';

export const LOBBY_CHANNEL = 'daedalus:lobby';
const LOBBY_SIZE = 200;

/** How often the lobby looks again without being told of a change (abandoned tables leave it). */
const LOOK_AGAIN_MS = 60_000;

/** The open public tables, newest first, without the abandoned ones. */
export async function openTables(): Promise<TableInfo[]> {
  const ctx = context();
  const rows = await ctx.store.listTables({
    statuses: ['waiting', 'playing'],
    publicOnly: true,
    limit: LOBBY_SIZE,
    updatedSince: ctx.clock.now() - ctx.limits.abandonedAfterMs,
  });
  return rows.map((r) => tableInfo(ctx.findGame(r.table.game), r.table, r.seats));
}

export class LobbyRoom extends Room {
  #tables: TableInfo[] = [];
  #revision = 0;
  #pending: NodeJS.Timeout | null = null;
  #onChange = () => this.#schedule();

  override async onCreate(): Promise<void> {
    // Any process's lobby will do (each lists every table from storage): clients are
    // sent to one that is listed, and a lobby whose process died is simply not found.
    this.autoDispose = false;
    this.#tables = await openTables();
    await this.presence.subscribe(LOBBY_CHANNEL, this.#onChange);
    this.clock.setInterval(
      () => this.#schedule(),
      Math.min(LOOK_AGAIN_MS, context().limits.abandonedAfterMs),
    );
    this.onMessage('*', () => undefined);
  }

  #schedule(): void {
    if (this.#pending) return;
    this.#pending = setTimeout(() => {
      this.#pending = null;
      void this.#refresh();
    }, 50);
  }

  async #refresh(): Promise<void> {
    try {
      this.#tables = await openTables();
      this.#revision++;
      const message = this.#message();
      for (const c of this.clients) c.send(message.type, message);
    } catch (error) {
      context().log(`lobby refresh failed: ${String(error)}`);
    }
  }

  #message(): ServerMessage {
    return { type: 'lobby', stateId: this.#revision, tables: this.#tables };
  }

  override onJoin(client: Client): void {
    const message = this.#message();
    client.send(message.type, message);
  }

  override async onDispose(): Promise<void> {
    if (this.#pending) clearTimeout(this.#pending);
    await this.presence.unsubscribe(LOBBY_CHANNEL, this.#onChange);
  }
}
