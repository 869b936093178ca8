// A test helper: it runs under vitest in Node only and reads the DMN TCK cases copied to
// ../shared/conformance/dmn-tck (from the repository root), as model/owl/testing/conformance.ts does.
// eslint-disable-next-line no-restricted-imports -- test helper, Node only
import { readdir, readFile } from 'node:fs/promises';
import type { TckCaseFiles } from './tckRunner';

const DIR = new URL('../../../../shared/conformance/dmn-tck/', import.meta.url);

/** Every case folder's files (models and the *-test-01.xml file), by folder name. */
export async function tckCases(): Promise<TckCaseFiles[]> {
  const names = (await readdir(DIR, { withFileTypes: true })).filter((d) => d.isDirectory() && !d.name.startsWith('_')).map((d) => d.name).sort();
  const out: TckCaseFiles[] = [];
  for (const name of names) {
    const folder = new URL(`${name}/`, DIR);
    const files = (await readdir(folder)).sort();
    const models = await Promise.all(files.filter((f) => f.endsWith('.dmn')).map(async (file) => ({ file, xml: await readFile(new URL(file, folder), 'utf8') })));
    const testFile = files.find((f) => f.endsWith('-test-01.xml'));
    out.push({ name, models, tests: testFile === undefined ? '' : await readFile(new URL(testFile, folder), 'utf8') });
  }
  return out;
}
