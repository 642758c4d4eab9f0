/**
 * The answer to a player's action: a client that reads it in its update (the client helper,
 * join option `acks: 'in-update'`) gets it there — one frame an action fewer — and hears it
 * as the `ack` it stands for, right after the update; a client that did not say so (a page
 * open since before the server knew this) gets an `ack` of its own after the update, as
 * before. The game's last step is answered by an `ack` after the record, for both.
 */
import { Client } from '@colyseus/sdk';
import { type JsonValue, Match } from '@daedalus/core';
import { games } from '@daedalus/games';
import { ROOM_TABLE, type ServerMessage, type Situation } from '@daedalus/protocol';
import { newClaimSecret } from '@daedalus/protocol/client';
import { describe, expect, it } from 'vitest';
import { BACKENDS, testServerFor, until, waitForRecord } from './helpers.ts';

describe.each(BACKENDS)('answers to actions on %s', (backend) => {
  const t = testServerFor(backend);

  it('in the update for the client helper, in an ack of its own for a client that did not ask, after the record at the end', async () => {
    const { table } = await t.client.createTable({
      game: 'hunt',
      preset: 'tiny',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    // Seat 1: the bare Colyseus client, joined without `acks` (an older page).
    const old = await new Client(t.url).joinOrCreate(ROOM_TABLE, {
      tableId: table.id,
      claim: { seat: 1, name: 'B', secret: newClaimSecret() },
    });
    // Everything it hears, and its situation now.
    const heard: ServerMessage[] = [];
    const seen: { situation: Situation | null } = { situation: null };
    old.onMessage('*', (_type, m: ServerMessage) => {
      heard.push(m);
      if (m.type === 'snapshot' || m.type === 'catchup' || m.type === 'update') seen.situation = m.situation;
    });
    // Seat 0: the client helper.
    const helper = await t.client.join(
      { tableId: table.id, claim: { seat: 0, name: 'A' } },
      { autoReconnect: false },
    );

    const sent = { helper: [] as string[], old: [] as string[] };
    for (let turn = 0; turn < 200; turn++) {
      await until(
        () =>
          (helper.situation?.outcome.over ?? false) ||
          (!helper.awaiting && !!helper.situation?.you) ||
          !!seen.situation?.you,
        10_000,
      );
      if (helper.situation?.outcome.over) break;
      if (helper.situation?.you && !helper.awaiting) {
        const legal = helper.situation.legal as JsonValue[];
        sent.helper.push(helper.act(legal[0]!));
        await until(() => !helper.awaiting, 10_000);
      } else {
        const legal = seen.situation!.legal as JsonValue[];
        const requestId = `old${turn}`;
        seen.situation = null;
        old.send('action', { action: legal[0]!, requestId });
        sent.old.push(requestId);
        await until(() => heard.some((m) => m.type === 'ack' && m.requestId === requestId), 10_000);
      }
    }
    await waitForRecord(helper);
    await until(() => heard.some((m) => m.type === 'record'), 10_000);
    expect(sent.helper.length).toBeGreaterThan(0);
    expect(sent.old.length).toBeGreaterThan(0);

    // The helper: each action answered once — by its update, except the last step's.
    const last = helper.record!.actions.length;
    for (const requestId of sent.helper) {
      const acks = helper.received.filter((m) => m.type === 'ack' && m.requestId === requestId);
      expect(acks, requestId).toHaveLength(1);
      const update = helper.received.find((m) => m.type === 'update' && m.ack?.requestId === requestId);
      const ackAt = helper.received.indexOf(acks[0]!);
      if (update) expect(helper.received[helper.received.indexOf(update) + 1]).toBe(acks[0]);
      else {
        // The game's last step: its record came first, then the ack.
        expect(acks[0]!.stateId).toBeGreaterThanOrEqual(last);
        expect(helper.received.findIndex((m) => m.type === 'record')).toBeLessThan(ackAt);
      }
    }
    const folded = helper.received.filter((m) => m.type === 'update' && m.ack !== undefined).length;
    expect(folded).toBeGreaterThanOrEqual(sent.helper.length - 1);

    // The older client: no update carries an answer; each action gets an ack of its own after its update.
    expect(heard.filter((m) => m.type === 'update' && 'ack' in m)).toEqual([]);
    for (const requestId of sent.old) {
      const at = heard.findIndex((m) => m.type === 'ack' && m.requestId === requestId);
      expect(at, requestId).toBeGreaterThan(0);
      expect(heard.slice(0, at).some((m) => m.type === 'update' && m.stateId === heard[at]!.stateId)).toBe(
        true,
      );
    }
    // And the game is the game both played.
    const replayed = Match.replay(games.get('hunt')!, helper.record!);
    expect(replayed.ok).toBe(true);
    await old.leave();
    await helper.leave();
  });
});
