/**
 * The bot host inside a worker thread. It holds the bots of many seats; each
 * sees only what the server sends it: its seat's events, view and legal actions.
 * Every message is answered (see protocol.ts); an exception inside one bot is
 * reported for that message only and never ends the worker.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BotPlayer } from '@daedalus/bots';
import { type BotSpec, type JsonValue, Random, withSearchTime } from '@daedalus/core';
import { findGame } from '@daedalus/games';
import { BotCatalog } from './catalog.ts';
import type { FromWorker, ToWorker, WorkerInit } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('bots/worker.ts runs in a worker thread');
const init = (workerData ?? { modules: [] }) as WorkerInit;
const catalog = await BotCatalog.load(init.modules);
const bots = new Map<string, BotPlayer>();
const send = (m: FromWorker) => port.postMessage(m);

/**
 * A search level thinks under the pool's time budget per decision, read with this thread's
 * clock, and stops sooner at its own iterations; other levels as they are. A game's record
 * holds the actions, so it replays exactly whatever the machine's speed made the search choose.
 */
const timed = new WeakMap<BotSpec, BotSpec>();
function withTime(spec: BotSpec): BotSpec {
  const searchMs = init.searchMs;
  if (searchMs === undefined) return spec;
  let made = timed.get(spec);
  if (!made) {
    made = withSearchTime([spec], { ms: searchMs, clock: () => performance.now() })[0] as BotSpec;
    timed.set(spec, made);
  }
  return made;
}

function create(m: Extract<ToWorker, { type: 'create' }>): void {
  const game = findGame(m.game);
  if (!game) throw new Error(`no game ${m.game}`);
  const found = catalog.find(game, m.level);
  if (!found) throw new Error(`${m.game} has no bot level ${m.level}`);
  const bot = withTime(found.spec).create({ game, seat: m.seat, players: m.players, level: found.level });
  bot.observe?.(m.events, m.view);
  for (const step of m.history) bot.observe?.(step.events, step.view);
  bots.set(m.bot, bot);
}

port.on('message', (m: ToWorker) => {
  switch (m.type) {
    case 'create':
    case 'observe':
      try {
        if (m.type === 'create') create(m);
        else bots.get(m.bot)?.observe?.(m.events, m.view);
        send({ type: 'done', seq: m.seq });
      } catch (error) {
        send({ type: 'fault', seq: m.seq, message: String(error) });
      }
      return;
    case 'choose': {
      const bot = bots.get(m.bot);
      if (!bot) {
        send({ type: 'failed', seq: m.seq, message: `no bot ${m.bot}` });
        return;
      }
      try {
        const action = bot.choose({
          view: m.view,
          legal: m.legal,
          actor: m.actor,
          random: Random.fromSeed(m.seed),
        });
        send({ type: 'chosen', seq: m.seq, action: action as JsonValue });
      } catch (error) {
        send({ type: 'failed', seq: m.seq, message: String(error) });
      }
      return;
    }
    case 'dispose':
      bots.delete(m.bot);
      send({ type: 'done', seq: m.seq });
      return;
  }
});
send({ type: 'ready' });
