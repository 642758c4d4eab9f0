/**
 * Applied moves per second in simulated Labyrinth games between bots on generated 10×10
 * plans (standard preset, 3 players): every action goes through `playBots`, so the figure
 * includes the engine (legal actions, apply, views) and the bots (observe, choose). Vitest
 * reports games per second; the teardown prints applied actions per second and the bots'
 * share of the time, with the median, 99th percentile and slowest decision (the slowest
 * includes garbage collection pauses of the whole process).
 */
import type { AnyGame, BotDecision } from '@daedalus/core';
import { type BotGameOptions, playBots as playWith } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { type LabyrinthAction, type LabyrinthEvent, type LabyrinthView, labyrinth } from '../index.ts';
import { LabyrinthBot, labyrinthBot } from './bot.ts';

/** Games between this game's bots (`random` and its own levels). */
const playBots = (game: Parameters<typeof playWith>[0], opts: Omit<BotGameOptions, 'bots'>) =>
  playWith(game, { ...opts, bots: [labyrinthBot] });

const game = labyrinth as unknown as AnyGame;

function measure(levels: readonly string[]) {
  let seed = 0;
  let actions = 0;
  let games = 0;
  let millis = 0;
  let botMillis = 0;
  const decisions: number[] = [];
  const choose = LabyrinthBot.prototype.choose;
  const observe = LabyrinthBot.prototype.observe;
  const timedChoose = function (this: LabyrinthBot, d: BotDecision<LabyrinthView, LabyrinthAction>) {
    const t = performance.now();
    const a = choose.call(this, d);
    const spent = performance.now() - t;
    botMillis += spent;
    decisions.push(spent);
    return a;
  };
  const timedObserve = function (this: LabyrinthBot, e: readonly LabyrinthEvent[], v: LabyrinthView) {
    const t = performance.now();
    observe.call(this, e, v);
    botMillis += performance.now() - t;
  };
  return {
    run: () => {
      LabyrinthBot.prototype.choose = timedChoose;
      LabyrinthBot.prototype.observe = timedObserve;
      const started = performance.now();
      const r = playBots(game, {
        players: levels.length,
        seed: `bench${seed++}`,
        preset: 'standard',
        options: { width: 10, height: 10 },
        levels,
      });
      millis += performance.now() - started;
      LabyrinthBot.prototype.choose = choose;
      LabyrinthBot.prototype.observe = observe;
      if (!r.ok) throw new Error(r.error.message);
      actions += r.value.actions;
      games++;
    },
    report: (name: string) => {
      if (games === 0) return;
      const sorted = decisions.slice().sort((a, b) => a - b);
      const at = (q: number) =>
        (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2);
      console.log(
        `${name}: ${Math.round((actions / millis) * 1000)} applied moves/s ` +
          `(${games} games, ${Math.round(actions / games)} actions per game; bots ${Math.round((100 * botMillis) / millis)}% of the time, ` +
          `decision median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms)`,
      );
    },
  };
}

describe('labyrinth bot games, 10×10', () => {
  const normal = measure(['normal', 'normal', 'normal']);
  bench('3 normal bots, one whole game per iteration', normal.run, {
    time: 3000,
    teardown: () => normal.report('normal ×3'),
  });
  const easy = measure(['easy', 'easy', 'easy']);
  bench('3 easy bots, one whole game per iteration', easy.run, {
    time: 2000,
    teardown: () => easy.report('easy ×3'),
  });
});
