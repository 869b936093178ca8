import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a build holds that a browser may fetch: scripts, styles, markup, vector images (not source maps, not the precompressed copies). */
const FETCHABLE = /\.(js|css|html|svg|json)$/i;

export type BuiltAssets = { files: number; rawBytes: number; gzipBytes: number; brBytes: number };

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return (await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])))).flat();
}

/** The whole build's size: raw, gzipped (level 9, as the build's .gz copies) and as its .br copies (the raw size where a file has none). */
export async function builtAssets(dir: string): Promise<BuiltAssets> {
  const totals: BuiltAssets = { files: 0, rawBytes: 0, gzipBytes: 0, brBytes: 0 };
  for (const file of (await filesUnder(dir)).filter((f) => FETCHABLE.test(f))) {
    const content = await readFile(file);
    totals.files += 1;
    totals.rawBytes += content.length;
    totals.gzipBytes += Math.min(content.length, gzipSync(content, { level: 9 }).length);
    totals.brBytes += await readFile(`${file}.br`).then((br) => br.length, () => content.length);
  }
  return totals;
}
