/**
 * Browser test harness: builds the client when `dist` is missing or older than
 * its sources, starts a real Daedalus server (a child process on a free port,
 * with a fresh PGlite folder) serving that build, and launches Debian's Chromium
 * through playwright-core.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

const web = fileURLToPath(new URL('..', import.meta.url));
const repo = resolve(web, '../..');
export const artifacts = join(repo, 'test-artifacts', 'web');

/** Newest modification time under a folder (skipping dependencies and builds). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let latest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

/** Builds `packages/web/dist` unless it is newer than every source it is made from. */
export function ensureBuilt(): void {
  const index = join(web, 'dist', 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(
    newest(join(web, 'app')),
    newest(join(web, 'vite.config.ts')),
    newest(join(web, 'build')),
    ...['core', 'games', 'bots', 'protocol', 'testkit'].map((p) => newest(join(repo, 'packages', p, 'src'))),
    ...(existsSync(join(repo, 'games'))
      ? readdirSync(join(repo, 'games')).map((g) => newest(join(repo, 'games', g, 'src')))
      : []),
    newest(join(repo, 'docs', 'games')),
  );
  if (built > sources) return;
  // The client's own vite (the one its package.json asks for), wherever npm put it.
  const vite = join(
    dirname(createRequire(join(web, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const result = spawnSync(process.execPath, [vite, 'build'], {
    cwd: web,
    encoding: 'utf8',
    // Vitest sets NODE_ENV=test, which would make a development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

export interface TestServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** A TCP port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

/**
 * Starts the real server as `npm start` runs it (`packages/server/start.mjs`: compiled) and waits
 * until it listens.
 * Give the same `dataDir` and `port` to restart a stopped server where it left off.
 */
export async function startServer(
  options: { dataDir?: string; port?: number } = {},
): Promise<TestServer & { dataDir: string }> {
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'daedalus-web-'));
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'packages', 'server', 'start.mjs')], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      DAEDALUS_DATA_DIR: join(dir, 'pglite'),
      DAEDALUS_WEB_DIST: join(web, 'dist'),
      DAEDALUS_BOT_WORKERS: '1',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /ready on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        ok(m[1] as string);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir: dir,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export function launchBrowser(): Promise<Browser> {
  mkdirSync(artifacts, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
