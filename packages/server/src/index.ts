export { BotCatalog } from './bots/catalog.ts';
export { fallbackAction } from './bots/fallback.ts';
export {
  type BotIncident,
  type BotIncidentKind,
  BotPool,
  type BotPoolOptions,
  DEFAULT_BOT_BUDGET_MS,
  DEFAULT_BOT_SEARCH_MS,
  formatIncident,
} from './bots/pool.ts';
export { type Clock, ManualClock, systemClock, type Timer } from './clock.ts';
export { Ledger } from './ledger.ts';
export { DEFAULT_WEB_DIST, type RunningServer, type ServerConfig, startServer } from './server.ts';
export type { LogEntry, SeatRow, Store, StoredTable, TableRow } from './storage/store.ts';
