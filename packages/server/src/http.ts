/**
 * The HTTP API (JSON under /api) and, when the web client was built, its static
 * files with a fallback to index.html for client-side routes (not for a missing built file
 * under /assets: a 404).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { protocolError, type WireError } from '@daedalus/protocol';
import compression from 'compression';
import express, { type Application, type NextFunction, type Request, type Response } from 'express';
import type { ServerContext } from './context.ts';
import { openTables } from './lobby-room.ts';
import { perMinute, RateLimiter } from './rate-limit.ts';
import { type Answer, createTable, exportRecord, finishedGames, gameInfos, getTable } from './tables.ts';

const reply = <T>(res: Response, answer: Answer<T>, wrap: (value: T) => unknown) => {
  if (answer.ok) res.json(wrap(answer.value));
  else res.status(answer.status).json({ error: answer.error });
};
const fail = (res: Response, status: number, error: WireError) => res.status(status).json({ error });
const invite = (req: Request) => (typeof req.query.invite === 'string' ? req.query.invite : undefined);
const addressOf = (req: Request) => req.socket.remoteAddress ?? 'unknown';

/** A built file whose name carries its content hash (Vite's `assets/<name>-<hash>.<ext>`). */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+$/;

export function mountHttp(
  app: Application,
  ctx: ServerContext,
  options: { gameIds: () => readonly string[]; webDist: string | null },
): void {
  app.disable('x-powered-by');
  app.use('/api', express.json({ limit: '64kb' }));
  const wrap =
    (fn: (req: Request, res: Response) => Promise<unknown>) =>
    (req: Request, res: Response, next: NextFunction) =>
      fn(req, res).catch(next);

  app.get('/api/games', (_req, res) => {
    res.json({ games: gameInfos(ctx, options.gameIds()) });
  });
  app.get(
    '/api/tables',
    wrap(async (_req, res) => {
      res.json({ tables: await openTables() });
    }),
  );
  const newTables = new RateLimiter(perMinute(ctx.limits.tablesPerMinute));
  app.post(
    '/api/tables',
    wrap(async (req, res) => {
      if (!newTables.take(addressOf(req)))
        return fail(res, 429, protocolError('protocol/rate-limited#tables', ctx.limits.tablesPerMinute));
      reply(res, await createTable(ctx, req.body), (v) => v);
    }),
  );
  app.get(
    '/api/tables/:id',
    wrap(async (req, res) =>
      reply(res, await getTable(ctx, String(req.params.id), invite(req), addressOf(req)), (table) => ({
        table,
      })),
    ),
  );
  app.get(
    '/api/tables/:id/record',
    wrap(async (req, res) => {
      const answer = await exportRecord(ctx, String(req.params.id), invite(req), addressOf(req));
      if (answer.ok)
        res.setHeader('content-disposition', `attachment; filename="daedalus-${req.params.id}.json"`);
      reply(res, answer, (record) => record);
    }),
  );
  app.get(
    '/api/finished',
    wrap(async (_req, res) => {
      res.json({ games: await finishedGames(ctx) });
    }),
  );
  app.use('/api', (_req, res) => fail(res, 404, protocolError('protocol/unknown-message#api')));

  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) {
    const dist = options.webDist;
    // Built files are named by their content hash (assets/app-1a2b3c.js): cached for good.
    // index.html (and anything unhashed) is asked for again each time, so a new build shows.
    app.use(
      compression(),
      express.static(dist, {
        index: 'index.html',
        setHeaders: (res, path) => {
          res.setHeader(
            'Cache-Control',
            HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      }),
    );
    // A built file that is not there (a chunk of an older build, asked for by a page opened
    // before a new one was deployed) is a 404: answered with the page, the browser would
    // fail to run it as a script anyway, and the client could not tell that it is gone.
    app.use('/assets', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).type('text/plain').send('Not found');
    });
    // Any other path is a client-side route: the page.
    app.get(/^\/(?!api\/|matchmake\/).*/, (_req, res) => res.sendFile(join(dist, 'index.html')));
  }

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status === 413) return fail(res, 413, protocolError('protocol/too-large'));
    if (status === 400) return fail(res, 400, protocolError('protocol/malformed#json'));
    ctx.log(`http error: ${String(error)}`);
    fail(res, 500, protocolError('server/error'));
  });
}
