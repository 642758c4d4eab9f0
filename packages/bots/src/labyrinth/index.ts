export { compatible, type Hypothesis, type MoveAnnouncement, resetBelief, stepBelief } from './belief.ts';
export { LabyrinthBot, type Level, labyrinthBot } from './bot.ts';
export { Knowledge } from './knowledge.ts';
export { choosePlan, predict } from './planner.ts';
