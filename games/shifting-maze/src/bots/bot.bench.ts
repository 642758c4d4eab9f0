/**
 * Shifting Maze games between its bots (through `playBots`, each bot seeing only its seat's
 * view): vitest reports games per second; the teardown prints applied actions per second and
 * the bots' share of the time, with the median and slowest decision. Routes (cheapest paths
 * over the revealed cubes) are most of a decision.
 */
import { type BotGameOptions, playBots as playWith } from '@daedalus/core';
import { bench, describe } from 'vitest';
import { shiftingMaze } from '../game.ts';
import { shiftingMazeBot } from './bot.ts';

const playBots = (game: Parameters<typeof playWith>[0], opts: Omit<BotGameOptions, 'bots'>) =>
  playWith(game, { ...opts, bots: [timed] });

let botMillis = 0;
const decisions: number[] = [];
/** The bot, timed. */
const timed: typeof shiftingMazeBot = {
  ...shiftingMazeBot,
  create: (input) => {
    const bot = shiftingMazeBot.create(input);
    return {
      ...bot,
      choose: (d) => {
        const t = performance.now();
        const a = bot.choose(d);
        const spent = performance.now() - t;
        botMillis += spent;
        decisions.push(spent);
        return a;
      },
    };
  },
};

function measure(levels: readonly string[]) {
  let seed = 0;
  let actions = 0;
  let games = 0;
  let millis = 0;
  return {
    run: () => {
      const started = performance.now();
      const r = playBots(shiftingMaze, {
        players: levels.length,
        seed: `bench${seed++}`,
        options: { turnCap: 120 },
        levels,
      });
      millis += performance.now() - started;
      if (!r.ok) throw new Error(r.error.message);
      actions += r.value.actions;
      games++;
    },
    report: (name: string) => {
      if (games === 0) return;
      decisions.sort((a, b) => a - b);
      const median = decisions[decisions.length >> 1] ?? 0;
      const slowest = decisions[decisions.length - 1] ?? 0;
      const perSecond = Math.round((actions / millis) * 1000);
      const share = Math.round((100 * botMillis) / millis);
      console.log(
        `${name}: ${perSecond} applied actions/s over ${games} games (${Math.round(actions / games)} actions each); ` +
          `bots ${share}% of the time, decisions ${median.toFixed(3)} ms median, ${slowest.toFixed(3)} ms slowest`,
      );
      botMillis = 0;
      decisions.length = 0;
    },
  };
}

describe('shifting-maze bot games, 120 turns', () => {
  const normal = measure(['normal', 'normal']);
  bench('2 normal bots, one whole game per iteration', normal.run, {
    time: 3000,
    teardown: () => normal.report('normal ×2'),
  });
  const easy = measure(['easy', 'easy', 'easy']);
  bench('3 easy bots, one whole game per iteration', easy.run, {
    time: 2000,
    teardown: () => easy.report('easy ×3'),
  });
});
