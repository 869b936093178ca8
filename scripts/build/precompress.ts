import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses well and browsers fetch: code, styles, markup, vector images, data. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : Promise.resolve([path.join(dir, e.name)]))));
  return nested.flat();
}

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip level 9) beside every compressible
 * file of `dir`, each only when smaller than the file itself. Answers how many files it compressed.
 */
export async function precompressFolder(dir: string): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  // the zlib work runs on libuv's thread pool: all files at once keep every core busy
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += content.length;
      totals.br += Math.min(br.length, content.length);
      totals.gz += Math.min(gz.length, content.length);
    }),
  );
  return totals;
}

/**
 * Precompresses the build (vite.config.ts): the server sends the .br or .gz copy a browser accepts
 * (collab-server/http/appStatic.ts), so no response is compressed while someone waits for it and
 * nothing is downloaded to do it.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ontoweave:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const t0 = performance.now();
      const { files, bytes, br, gz } = await precompressFolder(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info?.(`precompressed ${files} files in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${kb(bytes)} → ${kb(br)} br, ${kb(gz)} gzip`);
    },
  };
}
