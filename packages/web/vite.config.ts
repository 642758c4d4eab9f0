/**
 * Vite builds the client from `app/` into `dist/`, which the server serves.
 * After a build, `bundleSize` prints each asset's size and the gzip size of the
 * whole client (what a first visit downloads).
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { gameData } from './build/game-data.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('../..', import.meta.url));

function bundleSize(): Plugin {
  return {
    name: 'daedalus-bundle-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      let raw = 0;
      let gz = 0;
      let entry = 0;
      const rows: string[] = [];
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        const zipped = gzipSync(bytes, { level: 9 }).length;
        raw += bytes.length;
        gz += zipped;
        if (file.type === 'chunk' && file.isEntry) entry += zipped;
        rows.push(
          `  ${file.fileName.padEnd(44)} ${kb(bytes.length).padStart(10)} ${kb(zipped).padStart(10)} gzip`,
        );
      }
      const lines = [
        '',
        'Client bundle:',
        ...rows.sort(),
        `  total ${kb(raw)}, gzip ${kb(gz)} (entry chunk gzip ${kb(entry)})`,
        '',
      ];
      console.log(lines.join('\n'));
    },
  };
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} kB`;

export default defineConfig({
  root: `${here}app`,
  base: './',
  publicDir: false,
  plugins: [react(), gameData(), bundleSize()],
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // A chunk is named for what it holds: a game's package (`game-<id>`), a game's rules
        // document (`rules-<id>`), another package (`core`), not for its `src/index.ts`.
        chunkFileNames: (chunk) => {
          const entry = chunk.facadeModuleId ?? chunk.moduleIds.at(-1) ?? '';
          const game = entry.match(/\/games\/([a-z0-9-]+)\/src\/index\.ts$/)?.[1];
          const rules = entry.match(/\/docs\/games\/([a-z0-9-]+)\.md\?raw$/)?.[1];
          const pkg = entry.match(/\/packages\/([a-z0-9-]+)\/src\/index\.ts$/)?.[1];
          const name = game ? `game-${game}` : rules ? `rules-${rules}` : (pkg ?? '[name]');
          return `assets/${name}-[hash].js`;
        },
      },
    },
  },
  server: {
    port: 5173,
    fs: { allow: [repo] },
  },
});
